import type { Messages } from "~/i18n/locales/es";
import type { MessageKey } from "~/i18n/translate";
import { projectTypes } from "./project-types";

/*
 * The site's five lead forms, each defined once: its sections and fields in order (input kind,
 * required, autocomplete token, rows, width, validation rule and its error messages), the
 * messages of its buttons and notices, and what its sales e-mail shows.
 *
 * - app/forms/schemas.ts builds each form's zod schema from its fields' rules (and the types of
 *   a form's data are that schema's output, app/forms/lead.ts);
 * - app/components/forms/lead-form.tsx renders the form from it;
 * - app/server/mail/emails/sales-notification.server.tsx writes the sales e-mail's rows from it.
 *
 * A field's interface label is the message `forms.fields.<name>` (in every locale) and its
 * label in the sales e-mail is `fieldLabels.<name>` in app/server/mail/copy/notification.server.ts;
 * both are checked by the compiler and the unit tests. This module is plain data: the browser
 * loads it with the form, so it must not import zod or server code.
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
} as const satisfies Record<string, MessageKey>;

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

export type FieldDefinition =
  | TextFieldDefinition
  | EmailFieldDefinition
  | SelectFieldDefinition
  | ConfigurationFieldDefinition;

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
function defineForm<const Id extends string, const S extends readonly SectionDefinition[]>(definition: {
  id: Id;
  sections: S;
  copy: FormCopyKeys;
  mail: MailDefinition<NamesIn<S>>;
}) {
  return definition;
}

const e = formErrorKeys;

/* The fields the sample and catalogue requests share. */

const firstName = {
  name: "firstName",
  kind: "text",
  required: true,
  autoComplete: "given-name",
  rule: { min: 2, max: 100, tooShort: e.firstNameMin, tooLong: e.firstNameMax },
} as const satisfies FieldDefinition;

const lastName = {
  name: "lastName",
  kind: "text",
  required: true,
  autoComplete: "family-name",
  rule: { min: 2, max: 100, tooShort: e.lastNameMin, tooLong: e.lastNameMax },
} as const satisfies FieldDefinition;

const requestEmail = {
  name: "email",
  kind: "email",
  required: true,
  autoComplete: "email",
  rule: { max: 255, missing: e.emailInvalid, invalid: e.emailInvalid, tooLong: e.emailMax },
} as const satisfies FieldDefinition;

const requestPhone = {
  name: "phone",
  kind: "tel",
  required: true,
  autoComplete: "tel",
  rule: { min: 9, max: 20, tooShort: e.phoneInvalid, tooLong: e.phoneMax },
} as const satisfies FieldDefinition;

const requestCompany = {
  name: "company",
  kind: "text",
  required: true,
  autoComplete: "organization",
  rule: { min: 2, max: 200, tooShort: e.companyMin, tooLong: e.companyMax },
} as const satisfies FieldDefinition;

const position = {
  name: "position",
  kind: "text",
  required: false,
  autoComplete: "organization-title",
  rule: { max: 100, tooLong: e.positionMax },
} as const satisfies FieldDefinition;

/*
 * The fields the two contact forms share: name, e-mail and message required, phone optional,
 * no minimum length; the maximums only protect storage.
 */

const contactName = {
  name: "name",
  kind: "text",
  required: true,
  autoComplete: "name",
  rule: { min: 1, max: 200, tooShort: e.nameRequired, tooLong: e.nameMax },
} as const satisfies FieldDefinition;

const contactEmail = {
  name: "email",
  kind: "email",
  required: true,
  autoComplete: "email",
  rule: { max: 255, missing: e.emailRequired, invalid: e.emailInvalid, tooLong: e.emailMax },
} as const satisfies FieldDefinition;

const contactPhone = {
  name: "phone",
  kind: "tel",
  required: false,
  autoComplete: "tel",
  rule: { max: 40, tooLong: e.phoneMax },
} as const satisfies FieldDefinition;

/** A company, optional (the contact section's and the quote's). */
const optionalCompany = {
  name: "company",
  kind: "text",
  required: false,
  autoComplete: "organization",
  rule: { max: 200, tooLong: e.companyMax },
} as const satisfies FieldDefinition;

const contactMessage = {
  name: "message",
  kind: "textarea",
  required: true,
  rows: 4,
  rule: { min: 1, max: 5000, tooShort: e.messageRequired, tooLong: e.messageMax },
} as const satisfies FieldDefinition;

/** The sample-kit request: every field required except position and comments. */
const sample = defineForm({
  id: "sample",
  sections: [
    { title: "forms.sample.sections.personal", fields: [firstName, lastName, requestEmail, requestPhone] },
    { title: "forms.sample.sections.company", fields: [requestCompany, position] },
    {
      title: "forms.sample.sections.shipping",
      fields: [
        {
          name: "address",
          kind: "text",
          required: true,
          // "street-address" is for a text area (it may hold several lines); this is one line.
          autoComplete: "address-line1",
          wide: true,
          rule: { min: 5, max: 300, tooShort: e.addressMin, tooLong: e.addressMax },
        },
        {
          name: "city",
          kind: "text",
          required: true,
          autoComplete: "address-level2",
          rule: { min: 2, max: 100, tooShort: e.cityMin, tooLong: e.cityMax },
        },
        {
          name: "postalCode",
          kind: "text",
          required: true,
          autoComplete: "postal-code",
          rule: { min: 4, max: 10, tooShort: e.postalCodeInvalid, tooLong: e.postalCodeInvalid },
        },
        {
          name: "country",
          kind: "text",
          required: true,
          autoComplete: "country-name",
          rule: { min: 2, max: 100, tooShort: e.countryMin, tooLong: e.countryMax },
        },
      ],
    },
    {
      title: "forms.sample.sections.comments",
      fields: [
        { name: "comments", kind: "textarea", required: false, rows: 4, rule: { max: 1000, tooLong: e.commentsMax } },
      ],
    },
  ],
  copy: {
    submit: "forms.sample.submit",
    successTitle: "forms.sample.successTitle",
    successText: "forms.sample.successText",
    errorTitle: "forms.sample.errorTitle",
    errorText: "forms.sample.errorText",
    notes: ["forms.sample.requiredNote"],
  },
  mail: {
    rows: [
      "firstName",
      "lastName",
      "email",
      "phone",
      "company",
      "position",
      "address",
      "city",
      "postalCode",
      "country",
    ],
    freeText: "comments",
  },
});

/** The digital-catalogue request: every field required except position and interests. */
const catalogue = defineForm({
  id: "catalogue",
  sections: [
    { title: "forms.catalogue.sections.personal", fields: [firstName, lastName, requestEmail, requestPhone] },
    { title: "forms.catalogue.sections.company", fields: [requestCompany, position] },
    {
      title: "forms.catalogue.sections.interests",
      fields: [
        { name: "interests", kind: "textarea", required: false, rows: 4, rule: { max: 500, tooLong: e.interestsMax } },
      ],
    },
  ],
  copy: {
    submit: "forms.catalogue.submit",
    successTitle: "forms.catalogue.successTitle",
    successText: "forms.catalogue.successText",
    errorTitle: "forms.catalogue.errorTitle",
    errorText: "forms.catalogue.errorText",
    notes: ["forms.catalogue.requiredNote", "forms.catalogue.emailNote"],
  },
  mail: { rows: ["firstName", "lastName", "email", "phone", "company", "position"], freeText: "interests" },
});

/** The contact page's form: name, e-mail, phone, message. */
const contact = defineForm({
  id: "contact",
  sections: [{ fields: [{ ...contactName, wide: true }, contactEmail, contactPhone, contactMessage] }],
  copy: {
    submit: "forms.contact.submit",
    successTitle: "forms.contact.successTitle",
    successText: "forms.contact.successText",
    errorTitle: "forms.contact.errorTitle",
    errorText: "forms.contact.errorText",
    notes: [],
  },
  mail: { rows: ["name", "email", "phone"], freeText: "message" },
});

/** The contact section's form (home, projects and sector pages): name, company, e-mail, phone, project type, message. */
const contactSection = defineForm({
  id: "contactSection",
  sections: [
    {
      fields: [
        contactName,
        optionalCompany,
        contactEmail,
        contactPhone,
        {
          name: "projectType",
          kind: "select",
          required: false,
          wide: true,
          options: projectTypes,
          optionLabels: "forms.contactSection.projectTypes",
          rule: { invalid: e.projectTypeInvalid },
        },
        contactMessage,
      ],
    },
  ],
  copy: {
    submit: "forms.contactSection.submit",
    successTitle: "forms.contactSection.successTitle",
    successText: "forms.contactSection.successText",
    errorTitle: "forms.contactSection.errorTitle",
    errorText: "forms.contactSection.errorText",
    notes: [],
  },
  // The sales team gets the message as the section sends it: 'Empresa:' and 'Tipo de proyecto:'
  // lines (each left out when empty), a blank line, then the visitor's text.
  mail: {
    rows: ["name", "company", "email", "phone", "projectType"],
    freeText: "message",
    freeTextLeadIn: ["company", "projectType"],
  },
});

/**
 * The configurator's quote request: name and e-mail required, company, phone and message
 * optional, and the rug's configuration.
 */
const quote = defineForm({
  id: "quote",
  sections: [
    {
      fields: [
        contactName,
        optionalCompany,
        contactEmail,
        contactPhone,
        { name: "message", kind: "textarea", required: false, rows: 4, rule: { max: 5000, tooLong: e.messageMax } },
        {
          name: "configuration",
          kind: "configuration",
          required: true,
          rule: { max: 1000, invalid: e.configurationInvalid },
        },
      ],
    },
  ],
  copy: {
    submit: "forms.quote.submit",
    successTitle: "forms.quote.successTitle",
    successText: "forms.quote.successText",
    errorTitle: "forms.quote.errorTitle",
    errorText: "forms.quote.errorText",
    notes: [],
  },
  // The configuration has a table of its own (app/server/mail/emails/quote.server.tsx).
  mail: { rows: ["name", "company", "email", "phone"], freeText: "message" },
});

/** Every form, by its id. */
export const formDefinitions = { sample, catalogue, contact, contactSection, quote } as const;

/** A form's id. */
export type LeadForm = keyof typeof formDefinitions;

/** The forms' ids, in the order of `formDefinitions`. */
export const leadForms = Object.keys(formDefinitions) as LeadForm[];

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
