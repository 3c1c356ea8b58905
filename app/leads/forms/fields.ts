import type { Messages } from "~/i18n/locales/es";
import type { MessageKey } from "~/i18n/translate";

/*
 * What a lead form's definition is made of (app/leads/forms/definitions.ts defines the six forms):
 * the kinds of field and their rules, the messages the rules answer with, the form's copy and
 * what its sales e-mail shows. Plain data and types, loaded by the browser with the form.
 */

/** Every message key the rules answer with; each must exist in every language. */
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
  configurationInvalid: "forms.errors.configurationInvalid",
  designInvalid: "forms.errors.designInvalid",
} as const satisfies Record<string, MessageKey>;

/**
 * Where a refused post's errors name the form as a whole rather than one of its fields (a project
 * request whose project holds no rug); the form shows it above its fields.
 */
export const wholeFormError = "_form";

/** A field's name: one with a label under `forms.fields` in the interface messages. */
export type FieldName = Exclude<keyof Messages["forms"]["fields"], "optional">;

type FieldBase = {
  name: FieldName;
  /** The autocomplete token of an `<input>` (text, e-mail and phone fields only). */
  autoComplete?: string;
  /** Spans both columns on wide screens (a text area always does). */
  wide?: boolean;
};

/**
 * A text field (text, phone or text area). Every value is trimmed before it is checked.
 * Required: `min` to `max` characters; a missing or empty value answers `tooShort`.
 * Optional: at most `max` characters; empty or missing is no value.
 */
export type TextFieldDefinition = FieldBase & { kind: "text" | "tel" | "textarea"; rows?: number } & (
    | { required: true; rule: { min: number; max: number; tooShort: MessageKey; tooLong: MessageKey } }
    | { required: false; rule: { max: number; tooLong: MessageKey } }
  );

/** An e-mail address: trimmed, at most `max` characters, valid format; `missing` when absent or empty. */
export type EmailFieldDefinition = FieldBase & {
  kind: "email";
  required: true;
  rule: { max: number; missing: MessageKey; invalid: MessageKey; tooLong: MessageKey };
};

/**
 * A choice among `options`, optional: the first option shown is the placeholder (empty value,
 * meaning none). Labels: `<optionLabels>.placeholder` and `<optionLabels>.<option>`.
 */
export type SelectFieldDefinition = FieldBase & {
  kind: "select";
  required: false;
  options: readonly string[];
  optionLabels: string;
  rule: { invalid: MessageKey };
  /**
   * The page address's parameter that preselects an option (`?proyecto=contract#contact`), set by
   * the head's script before the page has hydrated (components/forms/address-defaults.ts).
   */
  fromAddress?: string;
};

/**
 * A rug configuration (app/configurator), posted hidden as its address's query and checked
 * against what the factory can make; stored as the same query, written in a fixed order.
 */
export type ConfigurationFieldDefinition = FieldBase & {
  kind: "configuration";
  required: true;
  rule: { max: number; invalid: MessageKey };
};

/**
 * A design of the collection and its colours (app/leads/forms/sample-design.ts), posted hidden as the
 * address's query that asked for it; optional. Checked against the range here, and against the
 * collection shown by the server; stored as the design's slug, name and colour codes.
 */
export type SampleDesignFieldDefinition = FieldBase & {
  kind: "design";
  required: false;
  rule: { invalid: MessageKey };
};

export type FieldDefinition =
  | TextFieldDefinition
  | EmailFieldDefinition
  | SelectFieldDefinition
  | ConfigurationFieldDefinition
  | SampleDesignFieldDefinition;

export type SectionDefinition = {
  /** The section's heading (a `<legend>`); none for a form of one section. */
  title?: MessageKey;
  fields: readonly FieldDefinition[];
};

/** The messages of a form's button, notices and answers. */
export type FormCopyKeys = {
  submit: MessageKey;
  successTitle: MessageKey;
  successText: MessageKey;
  errorTitle: MessageKey;
  errorText: MessageKey;
  /** Paragraphs shown above the submit button (required-fields note, e-mail note). */
  notes: readonly MessageKey[];
};

type NamesIn<S extends readonly SectionDefinition[]> = S[number]["fields"][number]["name"];

/**
 * What the sales team's notification shows of a lead: `rows`, one a line in this order (an
 * empty optional value is left out), then `freeText` as a block of its own. `freeTextLeadIn`
 * fields are also written at the head of the free text, as 'Label: value' lines, then a blank
 * line (the contact section's message to the sales team is sent that way).
 */
export type MailDefinition<Name extends string = FieldName> = {
  rows: readonly Name[];
  freeText: Name;
  freeTextLeadIn?: readonly Name[];
};

export type FormDefinition = {
  id: string;
  sections: readonly SectionDefinition[];
  copy: FormCopyKeys;
  mail: MailDefinition;
};

/** A form's definition, its literal types kept (the schemas and types are derived from them). */
export function defineForm<const Id extends string, const S extends readonly SectionDefinition[]>(definition: {
  id: Id;
  sections: S;
  copy: FormCopyKeys;
  mail: MailDefinition<NamesIn<S>>;
}) {
  return definition;
}

/** A form's fields, in the order they are shown. */
export function fieldsOf<D extends FormDefinition>(definition: D): D["sections"][number]["fields"][number][] {
  return definition.sections.flatMap((section) => section.fields);
}

/** The message key of a select field's option; "" is the placeholder. */
export function optionLabelKey(field: SelectFieldDefinition, value: string): MessageKey {
  return `${field.optionLabels}.${value === "" ? "placeholder" : value}` as MessageKey;
}

/** The message key of a field's label in the interface. */
export const fieldLabelKey = (name: FieldName): MessageKey => `forms.fields.${name}`;
