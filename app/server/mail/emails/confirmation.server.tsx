import { type Language, languageLocales } from "~/i18n/languages";
import { singleLine } from "~/leads/forms/clean-text";
import { firstNameToGreet } from "~/leads/forms/greeting";
import type { Lead } from "~/leads/forms/lead";
import type { OutgoingEmail } from "~/leads/server/lead-emails.server";
import { siteConfig } from "~/site/config";
import { visitorAddress } from "../addresses.server";
import { homeUrl, type LeadEmailOptions, siteHost } from "../lead-email-options.server";
import {
  Button,
  color,
  Heading,
  Layout,
  type Row,
  Rows,
  SectionHeading,
  serif,
  Table,
  text,
  toHtml,
} from "../mail-layout.server";
import { confirmationWords, fill } from "../mail-words.server";
import { plainText, rowLines } from "../plain-text.server";
import {
  ProjectItemsEmailSection,
  type ProjectItemsSection,
  projectItemsConfirmation,
  projectItemsText,
} from "./project-rugs-table.server";
import { type QuoteConfirmation, QuoteConfirmationSection, quoteConfirmation, quoteImages } from "./quote.server";
import {
  SampleDesignEmailSection,
  type SampleDesignSection,
  sampleDesignConfirmation,
  sampleDesignText,
} from "./sample-request.server";

/*
 * The visitor's confirmation of any form: one e-mail in their language, its words by form
 * (words/<lang>.server.ts); a catalogue request's links the catalogue, a configurator lead's
 * shows its rug, a sample request's the design and colours it asked for, a project request's
 * its rugs (without the places typed for them).
 */

type ConfirmationContent = QuoteConfirmation &
  SampleDesignSection &
  ProjectItemsSection & {
    lang: Language;
    colon: string;
    subject: string;
    preheader: string;
    heading: string;
    greeting: string;
    intro: string;
    nextStepsHeading: string;
    nextSteps: string[];
    contactHeading: string;
    contactText: string;
    contactRows: Row[];
    signOff: string;
    signature: string;
    footer: string[];
  };

/** The company's address, with the country named in the reader's language. */
export function companyAddressLines(lang: Language): string[] {
  const { street, postalCode, city, region, country } = siteConfig.address;
  const countryName = new Intl.DisplayNames([languageLocales[lang]], { type: "region" }).of(country) ?? country;
  return [street, `${postalCode} ${city} (${region})`, countryName];
}

/**
 * The visitor's confirmation. Only fixed copy, company facts, what the server worked out (a
 * project request's rugs, a design) and the visitor's first name when it passes the name rule go
 * in: never their free text nor any other value they typed (a rug's place among them).
 */
function confirmationContent(lead: Lead, options: LeadEmailOptions): ConfirmationContent {
  const copy = confirmationWords[lead.lang];
  const form = copy.forms[lead.form];
  const name = firstNameToGreet(lead.data);
  const brand = siteConfig.brandName;
  const site = siteHost(options.siteUrl);
  const home = homeUrl(options.siteUrl, lead.lang);
  return {
    lang: lead.lang,
    colon: copy.colon,
    subject: singleLine(fill(form.subject, { brand }), 250),
    preheader: fill(form.preheader, { brand }),
    heading: fill(form.heading, { brand }),
    greeting: name ? fill(copy.greeting, { name }) : copy.greetingWithoutName,
    intro: fill(form.intro, { brand }),
    ...(lead.form === "catalogue"
      ? { cta: { label: copy.catalogue.button, fallback: copy.catalogue.fallback, href: options.catalogueUrl } }
      : {}),
    ...quoteConfirmation(lead, options),
    ...sampleDesignConfirmation(lead, options),
    ...projectItemsConfirmation(lead),
    nextStepsHeading: copy.nextStepsHeading,
    nextSteps: form.nextSteps.map((step) => fill(step, { brand })),
    contactHeading: copy.contact.heading,
    contactText: copy.contact.text,
    contactRows: [
      { label: copy.contact.phone, value: siteConfig.phone.display, href: siteConfig.phone.href },
      { label: copy.contact.email, value: siteConfig.email, href: `mailto:${siteConfig.email}` },
      { label: copy.contact.address, value: companyAddressLines(lead.lang).join(", ") },
      { label: copy.contact.website, value: home, href: home },
    ],
    signOff: copy.signOff,
    signature: fill(copy.signature, { brand }),
    footer: [
      `${fill(copy.footer.reason, { site })} ${copy.footer.ignore}`,
      [siteConfig.legalName, ...companyAddressLines(lead.lang)].join(" · "),
    ],
  };
}

function ConfirmationEmail({ content }: { content: ConfirmationContent }) {
  return (
    <Layout lang={content.lang} title={content.subject} preheader={content.preheader} footer={content.footer}>
      <Heading>{content.heading}</Heading>
      <p style={text}>{content.greeting}</p>
      <p style={text}>{content.intro}</p>
      <QuoteConfirmationSection rug={content.rug} />
      <SampleDesignEmailSection samples={content.samples} />
      <ProjectItemsEmailSection items={content.items} />
      {content.cta ? (
        <Button href={content.cta.href} label={content.cta.label} fallback={content.cta.fallback} />
      ) : null}
      <SectionHeading>{content.nextStepsHeading}</SectionHeading>
      <Table>
        {content.nextSteps.map((step, index) => (
          <tr key={step}>
            <td
              width={40}
              valign="top"
              style={{
                width: 40,
                padding: "2px 0 12px",
                fontFamily: serif,
                fontSize: 20,
                lineHeight: "22px",
                color: color.bronze,
              }}
            >
              {String(index + 1).padStart(2, "0")}
            </td>
            <td valign="top" style={{ padding: "0 0 12px", ...text, margin: 0 }}>
              {step}
            </td>
          </tr>
        ))}
      </Table>
      <SectionHeading>{content.contactHeading}</SectionHeading>
      <p style={text}>{content.contactText}</p>
      <Rows rows={content.contactRows} />
      <p style={{ ...text, margin: "32px 0 0" }}>
        {content.signOff}
        <br />
        <span style={{ fontFamily: serif, fontSize: 20, lineHeight: "28px" }}>{content.signature}</span>
      </p>
    </Layout>
  );
}

function confirmationText(content: ConfirmationContent): string {
  return plainText(
    [
      content.heading,
      content.greeting,
      content.intro,
      ...sampleDesignText(content, content.colon),
      ...projectItemsText(content, content.colon),
      ...(content.cta ? [`${content.cta.label}${content.colon}\n${content.cta.href}`] : []),
      [content.nextStepsHeading, ...content.nextSteps.map((step, index) => `${index + 1}. ${step}`)].join("\n"),
      [content.contactHeading, content.contactText, "", ...rowLines(content.contactRows, content.colon)].join("\n"),
      `${content.signOff}\n${content.signature}`,
    ],
    content.footer,
  );
}

/** The confirmation of `lead` to the visitor; a configurator lead's with its rug drawn in. */
export async function visitorConfirmation(lead: Lead, options: LeadEmailOptions): Promise<OutgoingEmail> {
  const content = confirmationContent(lead, options);
  return {
    kind: "confirmation",
    // The address alone: a display name would put typed text in front of the recipient.
    to: { address: visitorAddress(lead).address },
    replyTo: { name: siteConfig.brandName, address: siteConfig.email },
    subject: content.subject,
    html: toHtml(<ConfirmationEmail content={content} />),
    text: confirmationText(content),
    ...(await quoteImages(lead, lead.lang, undefined, options.topView)),
  };
}
