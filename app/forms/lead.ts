import type { Language } from "~/i18n/languages";
import type { ProjectType } from "./project-types";

/** spec §3: what each of the site's forms collects, after validation (values trimmed). */
export type SampleRequest = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  position?: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  comments?: string;
};

export type CatalogueRequest = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  position?: string;
  interests?: string;
};

/** The contact page's form. */
export type ContactMessage = { name: string; email: string; phone?: string; message: string };

/** The contact section's form (home page, projects and sector pages). */
export type ContactSectionMessage = {
  name: string;
  company?: string;
  email: string;
  phone?: string;
  projectType?: ProjectType;
  message: string;
};

export type LeadInput =
  | { form: "sample"; data: SampleRequest }
  | { form: "catalogue"; data: CatalogueRequest }
  | { form: "contact"; data: ContactMessage }
  | { form: "contactSection"; data: ContactSectionMessage };

export type LeadForm = LeadInput["form"];
export const leadForms = ["sample", "catalogue", "contact", "contactSection"] as const satisfies readonly LeadForm[];

/** A stored lead: what was sent, in which language, when. */
export type Lead = LeadInput & { id: string; lang: Language; createdAt: Date };

/** The query that shows a form's success state on its page, after a post without JavaScript. */
export const sentParam = "sent";

/** The id of the element around a form, which its success state scrolls to. */
export const formAnchor = (form: LeadForm) => `form-${form}`;
