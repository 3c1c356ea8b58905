import type { MessageKey } from "~/i18n/translate";
import { defineForm, type FieldDefinition, type FormCopyKeys, formErrorKeys } from "./fields";
import { projectTypeParam, projectTypes } from "./project-types";

/*
 * The site's six lead forms, each defined once: its sections and fields in order (input kind,
 * required, autocomplete token, rows, width, validation rule and its error messages), the
 * messages of its buttons and notices, and what its sales e-mail shows.
 *
 * - app/leads/forms/lead-schemas.ts builds each form's zod schema from its fields' rules (and the types of
 *   a form's data are that schema's output, app/leads/forms/lead.ts);
 * - app/leads/views/lead-form.tsx renders the form from it;
 * - app/server/mail/emails/sales-notification.server.tsx writes the sales e-mail's rows from it.
 *
 * A field's interface label is the message `forms.fields.<name>` (in every locale) and its
 * label in the sales e-mail is `fieldLabels.<name>` in app/server/mail/words/notification.server.ts;
 * both are checked by the compiler and the unit tests. What a definition is made of (field kinds,
 * rules, error messages) is app/leads/forms/fields.ts. This module is plain data: the browser loads it
 * with the form, so it must not import zod or server code.
 */

const e = formErrorKeys;

/**
 * A form's messages, all under `forms.<id>` in the interface messages: its button, its answers,
 * and the notes shown above its button.
 */
function formCopy(
  id: "sample" | "project" | "catalogue" | "contact" | "contactSection" | "quote",
  notes: readonly MessageKey[] = [],
): FormCopyKeys {
  return {
    submit: `forms.${id}.submit`,
    successTitle: `forms.${id}.successTitle`,
    successText: `forms.${id}.successText`,
    errorTitle: `forms.${id}.errorTitle`,
    errorText: `forms.${id}.errorText`,
    notes,
  };
}

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

/* The delivery address and the comments the sample and project requests share. */

const address = {
  name: "address",
  kind: "text",
  required: true,
  // "street-address" is for a text area (it may hold several lines); this is one line.
  autoComplete: "address-line1",
  wide: true,
  rule: { min: 5, max: 300, tooShort: e.addressMin, tooLong: e.addressMax },
} as const satisfies FieldDefinition;

const city = {
  name: "city",
  kind: "text",
  required: true,
  autoComplete: "address-level2",
  rule: { min: 2, max: 100, tooShort: e.cityMin, tooLong: e.cityMax },
} as const satisfies FieldDefinition;

const postalCode = {
  name: "postalCode",
  kind: "text",
  required: true,
  autoComplete: "postal-code",
  rule: { min: 4, max: 10, tooShort: e.postalCodeInvalid, tooLong: e.postalCodeInvalid },
} as const satisfies FieldDefinition;

const country = {
  name: "country",
  kind: "text",
  required: true,
  autoComplete: "country-name",
  rule: { min: 2, max: 100, tooShort: e.countryMin, tooLong: e.countryMax },
} as const satisfies FieldDefinition;

const comments = {
  name: "comments",
  kind: "textarea",
  required: false,
  rows: 4,
  rule: { max: 1000, tooLong: e.commentsMax },
} as const satisfies FieldDefinition;

/** What the sales e-mail of a sample or project request shows of its fields, one a line, then the comments. */
const deliveryRequestMail = {
  rows: ["firstName", "lastName", "email", "phone", "company", "position", "address", "city", "postalCode", "country"],
  freeText: "comments",
} as const;

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

/** A company, optional (the contact page's, the contact section's and the quote's). */
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

/**
 * The sample-kit request: every field required except position and comments; and the design
 * (with its colours) a design page sent the visitor with.
 */
const sample = defineForm({
  id: "sample",
  sections: [
    { title: "forms.sample.sections.personal", fields: [firstName, lastName, requestEmail, requestPhone] },
    { title: "forms.sample.sections.company", fields: [requestCompany, position] },
    { title: "forms.sample.sections.shipping", fields: [address, city, postalCode, country] },
    {
      title: "forms.sample.sections.comments",
      fields: [
        comments,
        // The design a design page asked for, if any; the page shows it above the form.
        { name: "design", kind: "design", required: false, rule: { invalid: e.designInvalid } },
      ],
    },
  ],
  copy: formCopy("sample", ["forms.sample.requiredNote"]),
  // The design has a table of its own (app/server/mail/emails/sample-request.server.tsx).
  mail: deliveryRequestMail,
});

/**
 * The specifier's project's request for samples and a quote ("Mi proyecto"): the sample
 * request's fields and rules, without a design of its own. The rugs are the visitor's project,
 * read by the server from her cookie when the form arrives (never posted), and stored with the
 * lead (app/leads/server/project-items.server.ts); they have a table of their own in its e-mails
 * (app/server/mail/emails/project-rugs-table.server.tsx).
 */
const project = defineForm({
  id: "project",
  sections: [
    { title: "forms.project.sections.personal", fields: [firstName, lastName, requestEmail, requestPhone] },
    { title: "forms.project.sections.company", fields: [requestCompany, position] },
    { title: "forms.project.sections.shipping", fields: [address, city, postalCode, country] },
    { title: "forms.project.sections.comments", fields: [comments] },
  ],
  copy: formCopy("project", ["forms.project.requiredNote"]),
  mail: deliveryRequestMail,
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
  copy: formCopy("catalogue", ["forms.catalogue.requiredNote", "forms.catalogue.emailNote"]),
  mail: { rows: ["firstName", "lastName", "email", "phone", "company", "position"], freeText: "interests" },
});

/** The contact page's form: name, company, e-mail, phone, message. */
const contact = defineForm({
  id: "contact",
  sections: [{ fields: [contactName, optionalCompany, contactEmail, contactPhone, contactMessage] }],
  copy: formCopy("contact"),
  mail: { rows: ["name", "company", "email", "phone"], freeText: "message" },
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
          fromAddress: projectTypeParam,
          rule: { invalid: e.projectTypeInvalid },
        },
        contactMessage,
      ],
    },
  ],
  copy: formCopy("contactSection"),
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
  copy: formCopy("quote"),
  // The configuration has a table of its own (app/server/mail/emails/quote.server.tsx).
  mail: { rows: ["name", "company", "email", "phone"], freeText: "message" },
});

/** Every form, by its id. */
export const formDefinitions = { sample, catalogue, contact, contactSection, quote, project } as const;

/** A form's id. */
export type LeadForm = keyof typeof formDefinitions;

/** The forms' ids, in the order of `formDefinitions`. */
export const leadForms = Object.keys(formDefinitions) as LeadForm[];
