import { z } from "zod";
import type { MessageKey } from "~/i18n/translate";
import type { CatalogueRequest, ContactMessage, ContactSectionMessage, LeadForm, SampleRequest } from "./lead";
import { type ProjectType, projectTypes } from "./project-types";

/**
 * The zod schemas of the site's four forms (spec §5), shared by the browser and the server.
 * Every value is trimmed before it is checked. Error messages are message keys
 * ("forms.errors.firstNameMin"), not text, so one schema serves six languages: the form
 * translates them with `t()`.
 */

/** Every message key the schemas answer with; each must exist in every language. */
export const formErrorKeys = {
  firstNameMin: "forms.errors.firstNameMin",
  firstNameMax: "forms.errors.firstNameMax",
  lastNameMin: "forms.errors.lastNameMin",
  lastNameMax: "forms.errors.lastNameMax",
  emailInvalid: "forms.errors.emailInvalid",
  emailMax: "forms.errors.emailMax",
  emailRequired: "forms.errors.emailRequired",
  phoneInvalid: "forms.errors.phoneInvalid",
  phoneMax: "forms.errors.phoneMax",
  companyMin: "forms.errors.companyMin",
  companyMax: "forms.errors.companyMax",
  positionMax: "forms.errors.positionMax",
  addressMin: "forms.errors.addressMin",
  addressMax: "forms.errors.addressMax",
  cityMin: "forms.errors.cityMin",
  cityMax: "forms.errors.cityMax",
  postalCodeInvalid: "forms.errors.postalCodeInvalid",
  countryMin: "forms.errors.countryMin",
  countryMax: "forms.errors.countryMax",
  commentsMax: "forms.errors.commentsMax",
  interestsMax: "forms.errors.interestsMax",
  nameRequired: "forms.errors.nameRequired",
  nameMax: "forms.errors.nameMax",
  messageRequired: "forms.errors.messageRequired",
  messageMax: "forms.errors.messageMax",
  projectTypeInvalid: "forms.errors.projectTypeInvalid",
} as const satisfies Record<string, MessageKey>;

const e = formErrorKeys;

/**
 * A required text of `min` to `max` characters once trimmed. A missing field (a post without
 * it) answers the same message as one that is too short.
 */
function requiredText(min: number, max: number, tooShort: MessageKey, tooLong: MessageKey) {
  return z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);
}

/** An optional text of at most `max` characters once trimmed; empty or missing is `undefined`. */
function optionalText(max: number, tooLong: MessageKey) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === "" ? undefined : value))
    .optional();
}

/**
 * An e-mail address: trimmed, at most 255 characters, valid format. `missing` is the message
 * for an absent or empty field.
 */
function emailAddress(missing: MessageKey) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(255, e.emailMax)
    .pipe(z.email({ error: e.emailInvalid }));
}

/** The sample-kit request (spec §5): everything required except position and comments. */
export const sampleRequestSchema = z.object({
  firstName: requiredText(2, 100, e.firstNameMin, e.firstNameMax),
  lastName: requiredText(2, 100, e.lastNameMin, e.lastNameMax),
  email: emailAddress(e.emailInvalid),
  phone: requiredText(9, 20, e.phoneInvalid, e.phoneMax),
  company: requiredText(2, 200, e.companyMin, e.companyMax),
  position: optionalText(100, e.positionMax),
  address: requiredText(5, 300, e.addressMin, e.addressMax),
  city: requiredText(2, 100, e.cityMin, e.cityMax),
  postalCode: requiredText(4, 10, e.postalCodeInvalid, e.postalCodeInvalid),
  country: requiredText(2, 100, e.countryMin, e.countryMax),
  comments: optionalText(1000, e.commentsMax),
}) satisfies z.ZodType<SampleRequest>;

/** The digital-catalogue request (spec §5): everything required except position and interests. */
export const catalogueRequestSchema = z.object({
  firstName: requiredText(2, 100, e.firstNameMin, e.firstNameMax),
  lastName: requiredText(2, 100, e.lastNameMin, e.lastNameMax),
  email: emailAddress(e.emailInvalid),
  phone: requiredText(9, 20, e.phoneInvalid, e.phoneMax),
  company: requiredText(2, 200, e.companyMin, e.companyMax),
  position: optionalText(100, e.positionMax),
  interests: optionalText(500, e.interestsMax),
}) satisfies z.ZodType<CatalogueRequest>;

/*
 * The contact forms: name, e-mail and message required, phone (and company, project type)
 * optional. The spec sets no length rule; the maximums only protect storage.
 */
const contactName = requiredText(1, 200, e.nameRequired, e.nameMax);
const contactEmail = emailAddress(e.emailRequired);
const contactPhone = optionalText(40, e.phoneMax);
const contactText = requiredText(1, 5000, e.messageRequired, e.messageMax);

/** The contact page's form. */
export const contactMessageSchema = z.object({
  name: contactName,
  email: contactEmail,
  phone: contactPhone,
  message: contactText,
}) satisfies z.ZodType<ContactMessage>;

/** One of the project types, or the placeholder (empty) for none. */
const projectType = z
  .string({ error: e.projectTypeInvalid })
  .trim()
  .pipe(z.enum([...projectTypes, ""], { error: e.projectTypeInvalid }))
  .transform((value): ProjectType | undefined => (value === "" ? undefined : value))
  .optional();

/** The contact section's form (home page, projects and sector pages). */
export const contactSectionSchema = z.object({
  name: contactName,
  company: optionalText(200, e.companyMax),
  email: contactEmail,
  phone: contactPhone,
  projectType,
  message: contactText,
}) satisfies z.ZodType<ContactSectionMessage>;

/** Each form's schema, by its `LeadForm` id. */
export const formSchemas = {
  sample: sampleRequestSchema,
  catalogue: catalogueRequestSchema,
  contact: contactMessageSchema,
  contactSection: contactSectionSchema,
} as const satisfies Record<LeadForm, z.ZodType>;

/** The first message key for each field that failed ("_form" for the form as a whole). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The message the contact section sends (spec §7): an 'Empresa:' line and a 'Tipo de proyecto:'
 * line, each left out when empty, then a blank line and the visitor's text. The labels are
 * Spanish, for the sales team; `labels` names the project types (the Spanish ones, as a rule).
 */
export function contactSectionText(
  data: Pick<ContactSectionMessage, "company" | "projectType" | "message">,
  labels: Readonly<Record<ProjectType, string>>,
): string {
  const company = data.company?.trim();
  const lines = [
    company ? `Empresa: ${company}` : "",
    data.projectType ? `Tipo de proyecto: ${labels[data.projectType]}` : "",
  ].filter((line) => line !== "");
  const message = data.message.trim();
  return lines.length > 0 ? `${lines.join("\n")}\n\n${message}` : message;
}
