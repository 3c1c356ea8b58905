import { designPath } from "~/content/collection/schema";
import type { Language } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { formDefinitions, type LeadForm } from "~/leads/forms/definitions";
import { designLabel, type SampleColour } from "~/leads/forms/sample-design";
import { withoutBidiControls } from "~/leads/forms/visible-text";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { sampleColours, storedDesign } from "~/leads/server/requested-design.server";
import { parseConfiguration } from "~/rug/configuration";
import { summaryRows } from "~/rug/summary";
import { rugVocabulary } from "~/rug/words";
import { mailtoHref, telHref } from "~/server/admin/contact-links.server";
import { type PageContext, When } from "~/server/admin/layout.server";
import { leadWords } from "./lead-words.server";

/** A label from the site's interface messages by its dotted key (the form's field and option labels). */
function message(lang: Language, key: string): string | undefined {
  let node: unknown = messages[lang];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

/**
 * What a visitor typed, as the back office shows it: without bidirectional controls, which the
 * forms remove (app/leads/forms/visible-text.ts) but a lead stored before they did may carry (an
 * override makes a name read backwards).
 */
export function typed(text: string): string;
export function typed(text: string | null): string | null;
export function typed(text: string | null) {
  return text === null ? null : withoutBidiControls(text);
}

/** A row of what was sent: a value (linked to `href`), or colours with their swatches. */
type SubmittedRow = { name: string; label: string; value: string; href?: string; colours?: SampleColour[] };

/** A sample request's design as two rows: the design (linked to its page) and its colours. */
function designRows(context: PageContext, data: Record<string, unknown>): SubmittedRow[] {
  const words = leadWords[context.lang];
  const design = storedDesign(data);
  if (!design) return [];
  const rows: SubmittedRow[] = [
    { name: "design", label: words.design, value: designLabel(design), href: designPath(design.slug) },
  ];
  if (design.colours.length > 0) {
    rows.push({
      name: "colours",
      label: words.colours,
      value: "",
      colours: sampleColours(design.colours, context.lang),
    });
  }
  return rows;
}

/**
 * Every field of the lead's form in the form's order, as submitted, with the interface's labels;
 * a sample request's design as two rows, the design (linked to its page) and its colours.
 */
function submittedFields(context: PageContext, form: LeadForm, data: Record<string, unknown>) {
  const { lang } = context;
  const rows: SubmittedRow[] = [];
  for (const section of formDefinitions[form].sections) {
    for (const field of section.fields) {
      if (field.kind === "design") {
        rows.push(...designRows(context, data));
        continue;
      }
      const raw = data[field.name];
      if (typeof raw !== "string" || raw === "") continue;
      if (field.kind === "configuration") {
        // The configurator's rug, choice by choice, as the page named them.
        const { configuration } = parseConfiguration(new URLSearchParams(raw));
        for (const row of summaryRows(configuration, rugVocabulary(lang), lang)) {
          rows.push({ name: `${field.name}.${row.id}`, label: row.label, value: row.value });
        }
        continue;
      }
      const value = field.kind === "select" ? (message(lang, `${field.optionLabels}.${raw}`) ?? raw) : typed(raw);
      const href =
        (field.kind === "email" ? mailtoHref(value) : field.kind === "tel" ? telHref(value) : null) ?? undefined;
      rows.push({ name: field.name, label: message(lang, `forms.fields.${field.name}`) ?? field.name, value, href });
    }
  }
  return rows;
}

/** Colours as the desk shows them: each its swatch, name and code. */
export function Swatches({ colours }: { colours: SampleColour[] }) {
  return (
    <ul className="swatches">
      {colours.map((colour) => (
        <li key={colour.code}>
          {/* A fill attribute, not a style: the back office's policy allows its stylesheet alone. */}
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
            <circle cx="9" cy="9" r="8.5" fill={colour.hex} stroke="#00000026" />
          </svg>
          {colour.name} · {colour.code}
        </li>
      ))}
    </ul>
  );
}

function FieldRow({ label, value, href, colours }: SubmittedRow) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{colours ? <Swatches colours={colours} /> : href ? <a href={href}>{value}</a> : value}</dd>
    </>
  );
}

/** The card "What was sent": when, by which form, in which language, then every field as submitted. */
export function LeadFieldsCard({ context, lead }: { context: PageContext; lead: LeadRecord }) {
  const words = leadWords[context.lang];
  return (
    <section className="card" aria-labelledby="fields-title">
      <h2 id="fields-title">{words.fields}</h2>
      <dl className="fields">
        <dt>{words.received}</dt>
        <dd>
          <When at={lead.receivedAt} lang={context.lang} />
        </dd>
        <dt>{words.form}</dt>
        <dd>{context.t.forms[lead.form]}</dd>
        <dt>{words.language}</dt>
        <dd>{context.t.languages[lead.lang]}</dd>
        {submittedFields(context, lead.form, lead.data).map((row) => (
          <FieldRow key={row.name} {...row} />
        ))}
      </dl>
    </section>
  );
}
