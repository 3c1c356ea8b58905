import type { Language } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { singleLine } from "~/leads/forms/clean-text";
import { type LeadForm, leadForms } from "~/leads/forms/definitions";
import { firstNameToGreet } from "~/leads/forms/greeting";
import { parseConfiguration } from "~/rug/configuration";
import { summaryRows } from "~/rug/summary";
import { rugVocabulary } from "~/rug/words";
import { siteConfig } from "~/site/config";
import { leadReference } from "../lead-reference.server";
import de from "./de.server";
import en from "./en.server";
import es from "./es.server";
import fr from "./fr.server";
import it from "./it.server";
import nl from "./nl.server";
import type { ReplyTemplate, ReplyTemplates } from "./template-types.server";

/*
 * The replies the sales team starts from on a lead's page: one per form, in each of the site's
 * languages; the lead's language picks them. Filled from what the lead sent, then read and
 * adapted by a person before it goes: nothing here is sent unseen.
 */
export type { ReplyTemplate, ReplyTemplates } from "./template-types.server";

export const replyTemplates: Record<Language, ReplyTemplates> = { es, en, de, it, fr, nl };

/** A template's id: the form it answers. */
export type ReplyTemplateId = LeadForm;

export function isReplyTemplateId(value: unknown): value is ReplyTemplateId {
  return typeof value === "string" && (leadForms as readonly string[]).includes(value);
}

/** What a template is filled from: a lead as stored (its data read defensively). */
export type TemplateLead = { id: string; form: LeadForm; lang: Language; data: Record<string, unknown> };

/** A configured rug in a few words, as its page named them: "Ovalada · 700 × 500 cm · Seda natural". */
function rugWords(lead: TemplateLead): string | null {
  const query = lead.data.configuration;
  if (typeof query !== "string" || query === "") return null;
  const { configuration } = parseConfiguration(new URLSearchParams(query));
  const rows = summaryRows(configuration, rugVocabulary(lead.lang), lead.lang);
  const value = (id: string) => rows.find((row) => row.id === id)?.value;
  const words = [value("shape"), value("size"), value("material")].filter((word): word is string => !!word);
  return words.length > 0 ? words.join(" · ") : null;
}

/** What the placeholders of `lead`'s templates are filled with. */
function placeholderValues(lead: TemplateLead): Record<string, string> {
  const phrases = replyTemplates[lead.lang].phrases;
  const data = lead.data;
  const text = (key: string) => (typeof data[key] === "string" ? singleLine(data[key] as string, 200) : "");
  const design = data.design as { name?: unknown; slug?: unknown } | undefined;
  const designName =
    typeof design?.name === "string" && design.name !== ""
      ? singleLine(design.name, 200)
      : typeof design?.slug === "string"
        ? design.slug
        : "";
  const company = text("company");
  const rug = rugWords(lead);
  // The sample, project and catalogue forms ask for first and last name; the others for a full name.
  const name = singleLine(
    data.firstName !== undefined ? `${text("firstName")} ${text("lastName")}` : text("name"),
    150,
  );
  return {
    brand: siteConfig.brandName,
    name,
    firstName: firstNameToGreet(data as { firstName?: string; name?: string }) ?? name,
    reference: leadReference(lead.id),
    design: designName ? fill(phrases.design, { design: designName }) : "",
    company: company ? fill(phrases.company, { company }) : "",
    rug: rug ? fill(phrases.rug, { rug }) : "",
  };
}

/** Template `id` in `lead`'s language, its placeholders filled from what the lead sent. */
export function filledTemplate(lead: TemplateLead, id: ReplyTemplateId): ReplyTemplate {
  const template = replyTemplates[lead.lang].forms[id];
  const values = placeholderValues(lead);
  return { subject: fill(template.subject, values), body: fill(template.body, values) };
}
