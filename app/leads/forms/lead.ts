import type { Language } from "~/i18n/languages";
import type { LeadForm } from "./definitions";
import type { FormValues } from "./lead-schemas";
import type { ProjectItem } from "./project-items";
import type { RequestedDesign } from "./sample-design";

export { type LeadForm, leadForms } from "./definitions";

/*
 * What each of the site's forms collects, after validation (values trimmed, empty optional
 * values left out): the output of its schema, which is built from its definition
 * (app/leads/forms/definitions.ts).
 */

/** The sample-kit request. */
export type SampleRequest = FormValues<"sample">;
/** The digital-catalogue request. */
export type CatalogueRequest = FormValues<"catalogue">;
/** The contact page's form. */
export type ContactMessage = FormValues<"contact">;
/** The contact section's form (home page, projects and sector pages). */
export type ContactSectionMessage = FormValues<"contactSection">;

/** The specifier's project's request for samples and a quote. */
export type ProjectRequest = FormValues<"project">;

/**
 * A validated lead: which form, and its data. A quote request's rug may have started from a design
 * of the collection: the server names it beside the configuration (never posted as such). A
 * project request carries the rugs of the visitor's project, read by the server (never posted).
 */
export type LeadInput = {
  [K in LeadForm]: {
    form: K;
    data: FormValues<K> & (K extends "quote" ? { design?: RequestedDesign } : unknown);
  } & (K extends "project" ? { items: ProjectItem[] } : unknown);
}[LeadForm];

/** A stored lead: what was sent, in which language, when. */
export type Lead = LeadInput & { id: string; lang: Language; createdAt: Date };

/** What a form post answers; the page shows it with or without JavaScript. */
export type LeadActionResult =
  | { form: LeadForm; status: "success" }
  | { form: LeadForm; status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { form: LeadForm; status: "rateLimited"; values: Record<string, string> }
  | { form: LeadForm; status: "busy"; values: Record<string, string> }
  | { form: LeadForm; status: "failed"; values: Record<string, string> };

/** The query that shows a form's success state on its page, after a post without JavaScript. */
export const sentParam = "sent";

export { formAnchor } from "./anchors";
