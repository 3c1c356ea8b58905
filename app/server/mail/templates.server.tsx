import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type Configuration, configurationUrl, parseConfiguration } from "~/configurator/configuration";
import { configuratorWords } from "~/configurator/copy";
import { summaryNotes, summaryRows } from "~/configurator/summary";
import { formDefinitions } from "~/forms/definitions";
import { type FieldDefinition, type FieldName, type FormDefinition, fieldsOf, optionLabelKey } from "~/forms/fields";
import type { Lead } from "~/forms/lead";
import { type Language, languageLocales, localizePath } from "~/i18n/languages";
import es from "~/i18n/locales/es";
import { createTranslate } from "~/i18n/translate";
import { siteConfig } from "~/site/config";
import type { InlineImage, MailAddress, OutgoingEmail } from "../leads/lead-emails.server";
import { confirmationCopy, notificationCopy } from "./copy.server";
import { firstNameToGreet } from "./greeting.server";

/** The picture of a configurator lead's rug, in both its e-mails. */
export const rugPreviewImage = { cid: "rug-preview", filename: "alfombra.png", contentType: "image/png" } as const;

/** The room picture a quote request was sent with: the rug in the visitor's photo, in the sales notification. */
export const roomPictureImage = { cid: "room-picture", filename: "habitacion" } as const;

/** The width the rug's picture is shown at in an e-mail (the content column), in CSS pixels. */
export const rugPreviewWidth = 520;

/** A configurator lead's rug, read back from its stored configuration. */
export function configurationOfLead(lead: Lead): Configuration | null {
  if (lead.form !== "quote") return null;
  return parseConfiguration(new URLSearchParams(lead.data.configuration)).configuration;
}

export type LeadEmailOptions = {
  leadsTo: MailAddress;
  siteUrl: string;
  /** The catalogue a catalogue request's confirmation links: the PDF in the visitor's language. */
  catalogueUrl: string;
  /** False when the recipient reached the daily limit of confirmations: only sales are written to. */
  confirmationSent?: boolean;
  /** The lead came with a room picture (its bytes are added when sent): the notification shows it. */
  roomPicture?: { contentType: "image/png" | "image/jpeg"; content: string };
};

/* ------------------------------------------------------------------------------------------ */
/* Text hygiene                                                                               */
/* ------------------------------------------------------------------------------------------ */

function isControl(code: number): boolean {
  // C0 controls (CR, LF, tab...), DEL, NEL and the Unicode line and paragraph separators.
  return code < 0x20 || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029;
}

/**
 * One line of text: every control character (CR and LF above all) becomes a space, runs of
 * spaces collapse. Used for whatever reaches a header (subject, address names) and for every
 * single-line field, so a visitor cannot inject headers or forge lines in the text part.
 */
export function singleLine(value: string, maxLength = 200): string {
  let flat = "";
  for (const char of value) flat += isControl(char.charCodeAt(0)) ? " " : char;
  flat = flat.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length > maxLength
    ? `${chars
        .slice(0, maxLength - 1)
        .join("")
        .trimEnd()}…`
    : flat;
}

/** Free text (staff only): line breaks kept as `\n`, other control characters removed. */
function multiline(value: string): string {
  const lines = value.replace(/\r\n?/g, "\n").split("\n");
  return lines
    .map((line) => {
      let clean = "";
      for (const char of line) {
        const code = char.charCodeAt(0);
        clean += code === 0x09 ? " " : isControl(code) ? "" : char;
      }
      return clean.trimEnd();
    })
    .join("\n")
    .trim();
}

/** `{key}` placeholders, filled in one pass (a value containing braces stays as it is). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}

function homeUrl(siteUrl: string, lang: Language): string {
  return `${siteUrl.replace(/\/+$/, "")}${localizePath("/", lang)}`;
}

function formatReceivedAt(date: Date): string {
  return new Intl.DateTimeFormat("es-ES", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Madrid",
    timeZoneName: "short",
  }).format(date);
}

/** The company's address, with the country named in the reader's language. */
function companyAddressLines(lang: Language): string[] {
  const { street, postalCode, city, region, country } = siteConfig.address;
  const countryName = new Intl.DisplayNames([languageLocales[lang]], { type: "region" }).of(country) ?? country;
  return [street, `${postalCode} ${city} (${region})`, countryName];
}

/* ------------------------------------------------------------------------------------------ */
/* What each e-mail says, once, for both the HTML and the text part                           */
/* ------------------------------------------------------------------------------------------ */

type Row = { label: string; value: string; href?: string };

type NotificationContent = {
  subject: string;
  heading: string;
  intro: string;
  requestHeading: string;
  meta: Row[];
  visitorHeading: string;
  fields: Row[];
  freeText?: { label: string; note: string; value: string };
  rug?: { heading: string; rows: Row[]; notes: string[]; imageAlt: string; link: { label: string; href: string } };
  room?: { heading: string; alt: string; text: string };
  replyHint: string;
  footer: string[];
};

type ConfirmationContent = {
  lang: Language;
  colon: string;
  subject: string;
  preheader: string;
  heading: string;
  greeting: string;
  intro: string;
  cta?: { label: string; fallback: string; href: string };
  rug?: { heading: string; imageAlt: string };
  nextStepsHeading: string;
  nextSteps: string[];
  contactHeading: string;
  contactText: string;
  contactRows: Row[];
  signOff: string;
  signature: string;
  footer: string[];
};

/** The visitor's full name, as the sales notification shows it. */
function visitorName(lead: Lead): string {
  if (lead.form === "sample" || lead.form === "catalogue") {
    return singleLine(`${lead.data.firstName} ${lead.data.lastName}`, 150);
  }
  return singleLine(lead.data.name, 100);
}

/** The Spanish interface messages: the sales team sees a choice (a project type) as the Spanish form names it. */
const spanish = createTranslate(es);

/** A field's value as the sales team reads it: a choice by its Spanish label, text on one line. */
function displayValue(field: FieldDefinition, raw: string | undefined): string {
  if (raw === undefined) return "";
  if (field.kind === "select") {
    const key = optionLabelKey(field, raw);
    const label = spanish(key);
    return singleLine(label === key ? raw : label, 1000);
  }
  return singleLine(raw, 1000);
}

/**
 * The fields the visitor gave, as the form's definition says the notification shows them
 * (its `mail` rows, in order, an empty value left out), and their free text.
 */
function visitorFields(lead: Lead): { fields: Row[]; freeText?: { key: FieldName; value: string } } {
  const definition: FormDefinition = formDefinitions[lead.form];
  const data = lead.data as Partial<Record<FieldName, string>>;
  const byName = new Map<FieldName, FieldDefinition>(fieldsOf(definition).map((field) => [field.name, field]));
  const value = (name: FieldName) => {
    const field = byName.get(name);
    return field ? displayValue(field, data[name]) : "";
  };
  const { rows, freeText, freeTextLeadIn = [] } = definition.mail;
  const fields: Row[] = [];
  for (const name of rows) {
    const shown = value(name);
    if (!shown) continue;
    fields.push({
      label: notificationCopy.fieldLabels[name],
      value: shown,
      ...(name === "email" ? { href: `mailto:${shown}` } : {}),
    });
  }
  const leadIn = freeTextLeadIn
    .map((name) => [notificationCopy.fieldLabels[name], value(name)] as const)
    .filter(([, shown]) => shown !== "")
    .map(([label, shown]) => `${label}: ${shown}`);
  const typed = data[freeText] === undefined ? "" : multiline(data[freeText]);
  const text = [leadIn.join("\n"), typed].filter((block) => block !== "").join("\n\n");
  return { fields, ...(text ? { freeText: { key: freeText, value: text } } : {}) };
}

/** The configured rug for the sales team: its choices in Spanish, the notes, the link to it. */
function rugContent(lead: Lead, options: LeadEmailOptions): Pick<NotificationContent, "rug"> {
  const configuration = configurationOfLead(lead);
  if (!configuration) return {};
  const copy = notificationCopy.configuration;
  const words = configuratorWords("es");
  const href = configurationUrl(options.siteUrl, "es", configuration);
  return {
    rug: {
      heading: copy.heading,
      rows: summaryRows(configuration, words, "es"),
      notes: summaryNotes(configuration, words),
      imageAlt: copy.previewAlt,
      link: { label: copy.link, href },
    },
  };
}

function notificationContent(lead: Lead, options: LeadEmailOptions): NotificationContent {
  const copy = notificationCopy;
  const fullName = visitorName(lead);
  const company = "company" in lead.data && lead.data.company ? singleLine(lead.data.company, 80) : "";
  const who = company || singleLine(fullName, 80);
  const { fields, freeText } = visitorFields(lead);
  const formName = copy.formNames[lead.form];
  const confirmationSent = options.confirmationSent ?? true;
  return {
    subject: singleLine(fill(copy.subject[lead.form], { who }), 250),
    heading: copy.heading[lead.form],
    intro: fill(copy.intro, { form: formName }),
    requestHeading: copy.requestHeading,
    meta: [
      { label: copy.metaLabels.form, value: formName },
      { label: copy.metaLabels.language, value: `${copy.languageNames[lead.lang]} (${lead.lang})` },
      { label: copy.metaLabels.receivedAt, value: formatReceivedAt(lead.createdAt) },
      { label: copy.metaLabels.reference, value: singleLine(lead.id) },
      ...(lead.form === "catalogue"
        ? [
            confirmationSent
              ? {
                  label: copy.metaLabels.catalogue,
                  value: `${copy.languageNames[lead.lang]} (${lead.lang}) · ${options.catalogueUrl}`,
                  href: options.catalogueUrl,
                }
              : { label: copy.metaLabels.catalogue, value: copy.catalogueNotSent },
          ]
        : []),
    ],
    visitorHeading: copy.visitorHeading,
    fields,
    ...(freeText
      ? {
          freeText: {
            label: notificationCopy.fieldLabels[freeText.key],
            note: copy.freeTextNote,
            value: freeText.value,
          },
        }
      : {}),
    ...rugContent(lead, options),
    ...(options.roomPicture && configurationOfLead(lead)
      ? {
          room: {
            heading: copy.configuration.roomHeading,
            alt: copy.configuration.roomAlt,
            text: fill(copy.configuration.roomText, { file: roomPictureFile(options.roomPicture.contentType) }),
          },
        }
      : {}),
    replyHint: fill(copy.replyHint, { name: fullName, email: singleLine(lead.data.email, 255) }),
    footer: [
      confirmationSent ? copy.confirmationNote : copy.confirmationWithheldNote,
      fill(copy.footer, { site: siteHost(options.siteUrl) }),
    ],
  };
}

/** A configurator lead's confirmation: the rug's picture and the button back to its configuration. */
function confirmationRug(lead: Lead, options: LeadEmailOptions): Pick<ConfirmationContent, "rug" | "cta"> {
  const configuration = configurationOfLead(lead);
  if (!configuration) return {};
  const copy = confirmationCopy[lead.lang];
  return {
    rug: { heading: copy.configuration.heading, imageAlt: copy.configuration.previewAlt },
    cta: {
      label: copy.configuration.button,
      fallback: copy.catalogue.fallback,
      href: configurationUrl(options.siteUrl, lead.lang, configuration),
    },
  };
}

/**
 * The visitor's confirmation. Only fixed copy, company facts and the visitor's first name when
 * it passes the name rule go in: never their free text nor any other value they typed.
 */
function confirmationContent(lead: Lead, options: LeadEmailOptions): ConfirmationContent {
  const copy = confirmationCopy[lead.lang];
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
    ...confirmationRug(lead, options),
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

/* ------------------------------------------------------------------------------------------ */
/* HTML: plain React, inline styles, tables (what mail clients render reliably)               */
/* ------------------------------------------------------------------------------------------ */

const color = {
  ivory: "#f6f1ea",
  paper: "#fffdf9",
  ink: "#1c1917",
  bronze: "#9a6b3f",
  muted: "#6b6259",
  line: "#e6dccf",
};
// Unquoted family names (valid CSS): quotes would be escaped as entities inside style="".
const serif = "Cormorant Garamond, Garamond, Georgia, Times New Roman, serif";
const sans = "Helvetica Neue, Helvetica, Arial, sans-serif";

const text: CSSProperties = {
  margin: "0 0 16px",
  fontFamily: sans,
  fontSize: 15,
  lineHeight: "24px",
  color: color.ink,
};
const eyebrow: CSSProperties = {
  margin: "32px 0 12px",
  fontFamily: sans,
  fontSize: 11,
  lineHeight: "16px",
  letterSpacing: "2px",
  textTransform: "uppercase",
  color: color.bronze,
};
const link: CSSProperties = { color: color.bronze, textDecoration: "underline" };

function Table({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ borderCollapse: "collapse", ...style }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

function Layout(props: { lang: Language; title: string; preheader?: string; footer: string[]; children: ReactNode }) {
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{props.title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: color.ivory }}>
        {props.preheader ? (
          <div
            style={{
              display: "none",
              maxHeight: 0,
              overflow: "hidden",
              opacity: 0,
              fontSize: 1,
              lineHeight: "1px",
              color: color.ivory,
            }}
          >
            {props.preheader}
          </div>
        ) : null}
        <Table style={{ backgroundColor: color.ivory }}>
          <tr>
            <td align="center" style={{ padding: "32px 12px 40px" }}>
              <table
                role="presentation"
                width={600}
                cellPadding={0}
                cellSpacing={0}
                border={0}
                style={{ width: "100%", maxWidth: 600, borderCollapse: "collapse" }}
              >
                <tbody>
                  <tr>
                    <td align="center" style={{ padding: "0 0 24px" }}>
                      <div
                        style={{
                          fontFamily: serif,
                          fontSize: 30,
                          lineHeight: "36px",
                          letterSpacing: "8px",
                          textTransform: "uppercase",
                          color: color.ink,
                        }}
                      >
                        {siteConfig.brandName}
                      </div>
                      <div
                        style={{
                          fontFamily: sans,
                          fontSize: 10,
                          lineHeight: "16px",
                          letterSpacing: "3px",
                          textTransform: "uppercase",
                          color: color.bronze,
                        }}
                      >
                        {siteConfig.brandTagline}
                      </div>
                    </td>
                  </tr>
                  <tr>
                    <td
                      style={{
                        backgroundColor: color.paper,
                        border: `1px solid ${color.line}`,
                        borderTop: `3px solid ${color.bronze}`,
                        padding: "40px 40px 36px",
                      }}
                    >
                      {props.children}
                    </td>
                  </tr>
                  <tr>
                    <td align="center" style={{ padding: "24px 24px 0" }}>
                      {props.footer.map((line) => (
                        <p
                          key={line}
                          style={{
                            margin: "0 0 8px",
                            fontFamily: sans,
                            fontSize: 11,
                            lineHeight: "17px",
                            color: color.muted,
                          }}
                        >
                          {line}
                        </p>
                      ))}
                    </td>
                  </tr>
                </tbody>
              </table>
            </td>
          </tr>
        </Table>
      </body>
    </html>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <h1
      style={{
        margin: "0 0 24px",
        fontFamily: serif,
        fontSize: 30,
        lineHeight: "36px",
        fontWeight: 400,
        color: color.ink,
      }}
    >
      {children}
    </h1>
  );
}

function SectionHeading({ children }: { children: ReactNode }) {
  return <h2 style={{ ...eyebrow, fontWeight: 400 }}>{children}</h2>;
}

function Rows({ rows }: { rows: Row[] }) {
  return (
    <Table>
      {rows.map((row) => (
        <tr key={`${row.label}:${row.value}`}>
          <td
            width={160}
            valign="top"
            style={{
              width: 160,
              padding: "8px 16px 8px 0",
              borderBottom: `1px solid ${color.line}`,
              fontFamily: sans,
              fontSize: 12,
              lineHeight: "20px",
              color: color.muted,
            }}
          >
            {row.label}
          </td>
          <td
            valign="top"
            style={{
              padding: "8px 0",
              borderBottom: `1px solid ${color.line}`,
              fontFamily: sans,
              fontSize: 14,
              lineHeight: "20px",
              color: color.ink,
              wordBreak: "break-word",
            }}
          >
            {row.href ? (
              <a href={row.href} style={link}>
                {row.value}
              </a>
            ) : (
              row.value
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** A table-built button (Outlook ignores padding on links), then the link written out. */
function Button({ href, label, fallback }: { href: string; label: string; fallback: string }) {
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "8px 0 16px" }}>
        <tbody>
          <tr>
            <td align="center" style={{ backgroundColor: color.ink }}>
              <a
                href={href}
                style={{
                  display: "inline-block",
                  padding: "15px 32px",
                  fontFamily: sans,
                  fontSize: 12,
                  lineHeight: "16px",
                  letterSpacing: "2px",
                  textTransform: "uppercase",
                  textDecoration: "none",
                  color: color.ivory,
                  border: `1px solid ${color.bronze}`,
                }}
              >
                {label}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p style={{ ...text, fontSize: 12, lineHeight: "18px", color: color.muted }}>
        {fallback}{" "}
        <a href={href} style={{ ...link, wordBreak: "break-all" }}>
          {href}
        </a>
      </p>
    </>
  );
}

/** The configured rug's picture, full width of the content column. */
function RugImage({ alt, cid = rugPreviewImage.cid }: { alt: string; cid?: string }) {
  return (
    <img
      src={`cid:${cid}`}
      width={rugPreviewWidth}
      alt={alt}
      style={{
        display: "block",
        width: "100%",
        maxWidth: rugPreviewWidth,
        height: "auto",
        margin: "0 0 16px",
        border: 0,
      }}
    />
  );
}

function NotificationEmail({ content }: { content: NotificationContent }) {
  return (
    <Layout lang="es" title={content.subject} footer={content.footer}>
      <Heading>{content.heading}</Heading>
      <p style={text}>{content.intro}</p>
      <SectionHeading>{content.requestHeading}</SectionHeading>
      <Rows rows={content.meta} />
      <SectionHeading>{content.visitorHeading}</SectionHeading>
      <Rows rows={content.fields} />
      {content.rug ? (
        <>
          <SectionHeading>{content.rug.heading}</SectionHeading>
          <RugImage alt={content.rug.imageAlt} />
          <Rows rows={content.rug.rows} />
          {content.rug.notes.map((note) => (
            <p key={note} style={{ ...text, margin: "12px 0 0", fontSize: 13, lineHeight: "20px" }}>
              {note}
            </p>
          ))}
          <p style={{ ...text, margin: "12px 0 0" }}>
            <a href={content.rug.link.href} style={link}>
              {content.rug.link.label}
            </a>
          </p>
          {content.room ? (
            <>
              <SectionHeading>{content.room.heading}</SectionHeading>
              <RugImage alt={content.room.alt} cid={roomPictureImage.cid} />
              <p style={{ ...text, margin: "0", fontSize: 13, lineHeight: "20px" }}>{content.room.text}</p>
            </>
          ) : null}
        </>
      ) : null}
      {content.freeText ? (
        <>
          <SectionHeading>{content.freeText.label}</SectionHeading>
          <p style={{ ...text, fontSize: 12, lineHeight: "18px", color: color.muted }}>{content.freeText.note}</p>
          <div
            style={{
              margin: "0 0 16px",
              padding: "16px 20px",
              backgroundColor: color.ivory,
              borderLeft: `3px solid ${color.bronze}`,
              fontFamily: sans,
              fontSize: 14,
              lineHeight: "22px",
              color: color.ink,
              wordBreak: "break-word",
            }}
          >
            {content.freeText.value.split("\n").map((line, index, lines) => (
              // Lines of one text, in order: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered
              <span key={index}>
                {line}
                {index < lines.length - 1 ? <br /> : null}
              </span>
            ))}
          </div>
        </>
      ) : null}
      <p style={{ ...text, margin: "24px 0 0" }}>{content.replyHint}</p>
    </Layout>
  );
}

function ConfirmationEmail({ content }: { content: ConfirmationContent }) {
  return (
    <Layout lang={content.lang} title={content.subject} preheader={content.preheader} footer={content.footer}>
      <Heading>{content.heading}</Heading>
      <p style={text}>{content.greeting}</p>
      <p style={text}>{content.intro}</p>
      {content.rug ? (
        <>
          <SectionHeading>{content.rug.heading}</SectionHeading>
          <RugImage alt={content.rug.imageAlt} />
        </>
      ) : null}
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

function toHtml(element: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

/* ------------------------------------------------------------------------------------------ */
/* Plain text: the same content, in the same order                                            */
/* ------------------------------------------------------------------------------------------ */

const rowLines = (rows: Row[], colon = ":") => rows.map((row) => `${row.label}${colon} ${row.value}`);

function notificationText(content: NotificationContent): string {
  const blocks = [
    content.heading,
    content.intro,
    [content.requestHeading, ...rowLines(content.meta)].join("\n"),
    [content.visitorHeading, ...rowLines(content.fields)].join("\n"),
    ...(content.rug
      ? [
          [
            content.rug.heading,
            ...rowLines(content.rug.rows),
            ...content.rug.notes,
            `${content.rug.link.label}: ${content.rug.link.href}`,
          ].join("\n"),
        ]
      : []),
    ...(content.room ? [[content.room.heading, content.room.text].join("\n")] : []),
    ...(content.freeText
      ? [[content.freeText.label, `(${content.freeText.note})`, content.freeText.value].join("\n")]
      : []),
    content.replyHint,
    ["--", ...content.footer].join("\n"),
  ];
  return `${blocks.join("\n\n")}\n`;
}

function confirmationText(content: ConfirmationContent): string {
  const blocks = [
    content.heading,
    content.greeting,
    content.intro,
    ...(content.cta ? [`${content.cta.label}${content.colon}\n${content.cta.href}`] : []),
    [content.nextStepsHeading, ...content.nextSteps.map((step, index) => `${index + 1}. ${step}`)].join("\n"),
    [content.contactHeading, content.contactText, "", ...rowLines(content.contactRows, content.colon)].join("\n"),
    `${content.signOff}\n${content.signature}`,
    ["--", ...content.footer].join("\n"),
  ];
  return `${blocks.join("\n\n")}\n`;
}

/* ------------------------------------------------------------------------------------------ */

const headerAddress = (name: string, address: string): MailAddress => ({
  name: singleLine(name, 150),
  address: singleLine(address, 255).replace(/\s/g, ""),
});

/** The inline picture a configurator lead's e-mails show (drawn when sent), and the room picture it came with. */
function rugImages(lead: Lead, room?: LeadEmailOptions["roomPicture"]): Pick<OutgoingEmail, "images"> {
  if (lead.form !== "quote") return {};
  const images: InlineImage[] = [{ ...rugPreviewImage }];
  if (room)
    images.push({
      cid: roomPictureImage.cid,
      filename: roomPictureFile(room.contentType),
      contentType: room.contentType,
      content: room.content,
    });
  return { images };
}

function roomPictureFile(contentType: "image/png" | "image/jpeg") {
  return `${roomPictureImage.filename}.${contentType === "image/png" ? "png" : "jpg"}`;
}

/**
 * One of the e-mails a lead produces: the sales team's notification (Spanish, Reply-To the
 * visitor, every field they gave) or the visitor's confirmation (their language, fixed copy).
 * The outbox worker writes each when it sends it, from the stored lead.
 */
export function renderLeadEmail(lead: Lead, kind: OutgoingEmail["kind"], options: LeadEmailOptions): OutgoingEmail {
  const visitor = headerAddress(visitorName(lead), lead.data.email);
  if (kind === "notification") {
    const notification = notificationContent(lead, options);
    return {
      kind: "notification",
      to: options.leadsTo,
      replyTo: visitor,
      subject: notification.subject,
      html: toHtml(<NotificationEmail content={notification} />),
      text: notificationText(notification),
      ...rugImages(lead, options.roomPicture),
    };
  }
  const confirmation = confirmationContent(lead, options);
  return {
    kind: "confirmation",
    // The address alone: a display name would put typed text in front of the recipient.
    to: { address: visitor.address },
    replyTo: { name: siteConfig.brandName, address: siteConfig.email },
    subject: confirmation.subject,
    html: toHtml(<ConfirmationEmail content={confirmation} />),
    text: confirmationText(confirmation),
    ...rugImages(lead),
  };
}

/** Both e-mails of a lead (the confirmation only when `confirmationSent` is not false). */
export function renderLeadEmails(lead: Lead, options: LeadEmailOptions): OutgoingEmail[] {
  const kinds =
    options.confirmationSent === false ? (["notification"] as const) : (["notification", "confirmation"] as const);
  return kinds.map((kind) => renderLeadEmail(lead, kind, options));
}
