import { z } from "zod";
import type { MessageKey } from "~/i18n/translate";
import { configurationQuery, parseConfiguration } from "~/rug/configuration";
import { formDefinitions, type LeadForm } from "./definitions";
import {
  type ConfigurationFieldDefinition,
  type EmailFieldDefinition,
  type FieldDefinition,
  type FormDefinition,
  fieldsOf,
  type SampleDesignFieldDefinition,
  type SelectFieldDefinition,
  type TextFieldDefinition,
  wholeFormError,
} from "./fields";
import { parseSampleDesign, type RequestedDesign } from "./sample-design";

/**
 * The zod schemas of the site's six forms, built from their definitions (app/leads/forms/definitions.ts)
 * and shared by the browser and the server. Every value is trimmed before it is checked (and on
 * the server cleaned of invisible characters first: visible-text.ts). Error messages are message keys
 * ("forms.errors.firstNameMin"), not text, so one schema serves six languages: the form translates
 * them with `t()`. The browser imports this module on the first submit only, so zod is not part of
 * a page's start-up JavaScript.
 */

export { formErrorKeys } from "./fields";

/**
 * A posted value as text, trimmed: what every rule below checks and keeps (the server's intake
 * has removed invisible characters first: visible-text.ts). Not a string (or missing) answers
 * `error`.
 */
function typedText(error: MessageKey) {
  return z.string({ error }).trim();
}

/**
 * A required text of `min` to `max` characters once trimmed. A missing field (a post without
 * it) answers the same message as one that is too short.
 */
function requiredText(min: number, max: number, tooShort: MessageKey, tooLong: MessageKey) {
  return typedText(tooShort).min(min, tooShort).max(max, tooLong);
}

/** An optional text of at most `max` characters once trimmed; empty or missing is `undefined`. */
function optionalText(max: number, tooLong: MessageKey) {
  return typedText(tooLong)
    .max(max, tooLong)
    .transform((value) => (value === "" ? undefined : value))
    .optional();
}

/** An e-mail address: trimmed, at most `max` characters, valid format; `missing` when absent or empty. */
function emailAddress({ rule }: EmailFieldDefinition) {
  return typedText(rule.missing)
    .min(1, rule.missing)
    .max(rule.max, rule.tooLong)
    .pipe(z.email({ error: rule.invalid }));
}

/** One of the options, or the placeholder (empty) for none. */
function choice({ options, rule }: SelectFieldDefinition) {
  return typedText(rule.invalid)
    .pipe(z.enum([...options, ""], { error: rule.invalid }))
    .transform((value) => (value === "" ? undefined : value))
    .optional();
}

/**
 * A rug configuration as an address's query: only one the factory can make (no problem found
 * by the configurator's own parser), kept in its fixed order.
 */
function configuration({ rule }: ConfigurationFieldDefinition) {
  return typedText(rule.invalid)
    .min(1, rule.invalid)
    .max(rule.max, rule.invalid)
    .transform((value, context) => {
      const parsed = parseConfiguration(new URLSearchParams(value));
      if (parsed.problems.length > 0) {
        context.addIssue({ code: "custom", message: rule.invalid });
        return z.NEVER;
      }
      return configurationQuery(parsed.configuration);
    });
}

/**
 * A design and its colours as the request page posts them (its address's query), or none (empty):
 * one slug and at most six codes of the range (sample-design.ts), kept as the slug and the codes.
 * Whether the collection shows the design is checked by the server's intake.
 */
function sampleDesign({ rule }: SampleDesignFieldDefinition) {
  return typedText(rule.invalid)
    .max(1000, rule.invalid)
    .transform((value, context): RequestedDesign | undefined => {
      if (value === "") return undefined;
      const design = parseSampleDesign(value);
      if (design) return design;
      context.addIssue({ code: "custom", message: rule.invalid });
      return z.NEVER;
    })
    .optional();
}

function textRule(field: TextFieldDefinition) {
  return field.required
    ? requiredText(field.rule.min, field.rule.max, field.rule.tooShort, field.rule.tooLong)
    : optionalText(field.rule.max, field.rule.tooLong);
}

function fieldSchema(field: FieldDefinition): z.ZodType {
  switch (field.kind) {
    case "email":
      return emailAddress(field);
    case "select":
      return choice(field);
    case "configuration":
      return configuration(field);
    case "design":
      return sampleDesign(field);
    default:
      return textRule(field);
  }
}

/**
 * What a field's schema gives: a select its option (or none), a design its slug and colours (or
 * none), a required text a string, an optional one a string or none.
 */
type FieldSchema<F> = F extends { kind: "select"; options: readonly (infer Option)[] }
  ? z.ZodOptional<z.ZodType<Option | undefined>>
  : F extends { kind: "design" }
    ? z.ZodOptional<z.ZodType<RequestedDesign | undefined>>
    : F extends { required: true }
      ? z.ZodType<string>
      : z.ZodOptional<z.ZodType<string | undefined>>;

type FieldsOf<D extends FormDefinition> = D["sections"][number]["fields"][number];

/** The zod shape of a form: one entry per field, by name. */
export type FormShape<D extends FormDefinition> = {
  [F in FieldsOf<D> as F["name"]]: FieldSchema<F>;
};

export type FormSchema<D extends FormDefinition> = z.ZodObject<FormShape<D>>;

/** A form's schema: its fields' rules, by name, in the form's order. Unknown fields are dropped. */
export function schemaOf<D extends FormDefinition>(definition: D): FormSchema<D> {
  const shape = Object.fromEntries(fieldsOf(definition).map((field) => [field.name, fieldSchema(field)]));
  // The shape is built at run time; its type is the one FormShape derives from the same fields.
  return z.object(shape) as unknown as FormSchema<D>;
}

type Definitions = typeof formDefinitions;

/** Each form's schema, by its id. */
export const formSchemas = Object.fromEntries(
  Object.entries(formDefinitions).map(([id, definition]) => [id, schemaOf(definition)]),
) as { [K in LeadForm]: FormSchema<Definitions[K]> };

/** The sample-kit request. */
export const sampleRequestSchema = formSchemas.sample;
/** The digital-catalogue request. */
export const catalogueRequestSchema = formSchemas.catalogue;
/** The contact page's form. */
export const contactMessageSchema = formSchemas.contact;
/** The contact section's form (home page, projects and sector pages). */
export const contactSectionSchema = formSchemas.contactSection;
/** The configurator's quote request. */
export const quoteSchema = formSchemas.quote;
/** The specifier's project's request for samples and a quote. */
export const projectRequestSchema = formSchemas.project;

/** A form's data after validation (values trimmed, empty optional values left out). */
export type FormValues<K extends LeadForm> = z.output<(typeof formSchemas)[K]>;

/** The first message key for each field that failed (`wholeFormError` for the form as a whole). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : wholeFormError;
    errors[field] ??= issue.message;
  }
  return errors;
}
