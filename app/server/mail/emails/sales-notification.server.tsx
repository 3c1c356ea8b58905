import es from "~/i18n/locales/es";
import { createTranslate } from "~/i18n/translate";
import { multiline, singleLine } from "~/leads/forms/clean-text";
import { formDefinitions } from "~/leads/forms/definitions";
import {
  type FieldDefinition,
  type FieldName,
  type FormDefinition,
  fieldsOf,
  optionLabelKey,
} from "~/leads/forms/fields";
import type { Lead } from "~/leads/forms/lead";
import type { OutgoingEmail } from "~/leads/server/lead-emails.server";
import { visitorAddress, visitorName } from "../addresses.server";
import { type LeadEmailOptions, siteHost } from "../lead-email-options.server";
import { color, Heading, Layout, type Row, Rows, SectionHeading, sans, text, toHtml } from "../mail-layout.server";
import { fill, notificationWords } from "../mail-words.server";
import { plainText, rowLines } from "../plain-text.server";
import {
  ProjectItemsEmailSection,
  type ProjectItemsSection,
  projectItemsNotification,
  projectItemsText,
} from "./project-rugs-table.server";
import {
  type QuoteNotification,
  QuoteNotificationSection,
  quoteImages,
  quoteNotification,
  quoteNotificationText,
} from "./quote.server";
import {
  SampleDesignEmailSection,
  type SampleDesignSection,
  sampleDesignNotification,
  sampleDesignText,
} from "./sample-request.server";

/*
 * The sales team's notification of a lead: in Spanish, Reply-To the visitor, every field they
 * gave (as the form's definition lists them), the design a sample request asks for, a project
 * request's rugs, and their free text.
 */

type NotificationContent = QuoteNotification &
  SampleDesignSection &
  ProjectItemsSection & {
    subject: string;
    heading: string;
    intro: string;
    requestHeading: string;
    meta: Row[];
    visitorHeading: string;
    fields: Row[];
    freeText?: { label: string; note: string; value: string };
    replyHint: string;
    footer: string[];
  };

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
      label: notificationWords.fieldLabels[name],
      value: shown,
      ...(name === "email" ? { href: `mailto:${shown}` } : {}),
    });
  }
  const leadIn = freeTextLeadIn
    .map((name) => [notificationWords.fieldLabels[name], value(name)] as const)
    .filter(([, shown]) => shown !== "")
    .map(([label, shown]) => `${label}: ${shown}`);
  const typed = data[freeText] === undefined ? "" : multiline(data[freeText]);
  const text = [leadIn.join("\n"), typed].filter((block) => block !== "").join("\n\n");
  return { fields, ...(text ? { freeText: { key: freeText, value: text } } : {}) };
}

function notificationContent(lead: Lead, options: LeadEmailOptions): NotificationContent {
  const copy = notificationWords;
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
            label: notificationWords.fieldLabels[freeText.key],
            note: copy.freeTextNote,
            value: freeText.value,
          },
        }
      : {}),
    ...quoteNotification(lead, options),
    ...sampleDesignNotification(lead, options),
    ...projectItemsNotification(lead),
    replyHint: fill(copy.replyHint, { name: fullName, email: singleLine(lead.data.email, 255) }),
    footer: [
      confirmationSent ? copy.confirmationNote : copy.confirmationWithheldNote,
      fill(copy.footer, { site: siteHost(options.siteUrl) }),
    ],
  };
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
      <SampleDesignEmailSection samples={content.samples} />
      <ProjectItemsEmailSection items={content.items} />
      <QuoteNotificationSection rug={content.rug} room={content.room} />
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

function notificationText(content: NotificationContent): string {
  return plainText(
    [
      content.heading,
      content.intro,
      [content.requestHeading, ...rowLines(content.meta)].join("\n"),
      [content.visitorHeading, ...rowLines(content.fields)].join("\n"),
      ...sampleDesignText(content),
      ...projectItemsText(content),
      ...quoteNotificationText(content),
      ...(content.freeText
        ? [[content.freeText.label, `(${content.freeText.note})`, content.freeText.value].join("\n")]
        : []),
      content.replyHint,
    ],
    content.footer,
  );
}

/** The notification of `lead` to the sales team; a configurator lead's with its rug drawn in. */
export async function salesNotification(lead: Lead, options: LeadEmailOptions): Promise<OutgoingEmail> {
  const content = notificationContent(lead, options);
  return {
    kind: "notification",
    to: options.leadsTo,
    replyTo: visitorAddress(lead),
    subject: content.subject,
    html: toHtml(<NotificationEmail content={content} />),
    text: notificationText(content),
    ...(await quoteImages(lead, "es", options.roomPicture, options.topView)),
  };
}
