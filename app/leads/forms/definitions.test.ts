import { describe, expect, expectTypeOf, it } from "vitest";
import { languages } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { createTranslate, type MessageKey } from "~/i18n/translate";
import { formDefinitions, type LeadForm, leadForms } from "./definitions";
import { type FieldDefinition, type FormDefinition, fieldLabelKey, fieldsOf, optionLabelKey } from "./fields";
import { formField, honeypotField, startedField } from "./hidden-fields";
import type { CatalogueRequest, ContactMessage, ContactSectionMessage, ProjectRequest, SampleRequest } from "./lead";
import { fieldErrors, formSchemas } from "./lead-schemas";
import type { ProjectType } from "./project-types";
import type { RequestedDesign } from "./sample-design";

const definitions: [LeadForm, FormDefinition][] = leadForms.map((form) => [form, formDefinitions[form]]);
const names = (fields: readonly FieldDefinition[]) => fields.map((field) => field.name);

describe.each(definitions)("the %s form's definition", (form, definition) => {
  const fields: FieldDefinition[] = fieldsOf(definition);

  it("is filed under its own id, and names each field once", () => {
    expect(definition.id).toBe(form);
    expect(new Set(names(fields)).size).toBe(fields.length);
  });

  it("is where its schema's fields come from: the same names, in the same order", () => {
    expect(Object.keys(formSchemas[form].shape)).toEqual(names(fields));
  });

  it("makes a field required in the schema exactly when the definition says so", () => {
    const parsed = formSchemas[form].safeParse({});
    const failing = parsed.success ? [] : Object.keys(fieldErrors(parsed.error));
    expect(failing.sort()).toEqual(names(fields.filter((field) => field.required)).sort());
  });

  it("answers each rule's own message keys", () => {
    const parsed = formSchemas[form].safeParse(
      Object.fromEntries(fields.map((field) => [field.name, "x".repeat(6000)])),
    );
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    for (const field of fields) {
      const expected = "tooLong" in field.rule ? field.rule.tooLong : field.rule.invalid;
      expect(errors[field.name], field.name).toBe(expected);
    }
  });

  it("shows every field in the sales e-mail, as a row or as the free text, and nothing else", () => {
    const { rows, freeText, freeTextLeadIn = [] } = definition.mail;
    // A configuration and a design have tables of their own in the e-mail.
    const shown = fields.filter((field) => field.kind !== "configuration" && field.kind !== "design");
    expect([...rows, freeText].sort()).toEqual(names(shown).sort());
    for (const name of freeTextLeadIn) expect(rows).toContain(name);
  });

  it("does not post a field under one of the hidden fields' names", () => {
    for (const hidden of [formField, startedField, honeypotField]) expect(names(fields)).not.toContain(hidden);
  });

  it("gives autocomplete tokens only to inputs, and only tokens an input may carry", () => {
    for (const field of fields) {
      if (field.kind === "textarea" || field.kind === "select") expect(field.autoComplete, field.name).toBeUndefined();
      // "street-address" holds several lines: a text area's token, never a one-line input's.
      expect(field.autoComplete, field.name).not.toBe("street-address");
    }
  });

  it.each(languages)("has every label, section title and notice in %s", (lang) => {
    const t = createTranslate(messages[lang]);
    const keys: MessageKey[] = [
      ...definition.sections.flatMap((section) => (section.title ? [section.title] : [])),
      ...Object.values(definition.copy).flat(),
      ...fields.map((field) => fieldLabelKey(field.name)),
      ...fields.flatMap((field) =>
        field.kind === "select" ? ["", ...field.options].map((value) => optionLabelKey(field, value)) : [],
      ),
    ];
    for (const key of keys) {
      const text = t(key);
      expect(text, `${key} in ${lang}`).not.toBe(key);
      expect(text.trim(), `${key} in ${lang}`).not.toBe("");
    }
  });
});

describe("the form definitions", () => {
  it("keep the autocomplete tokens the forms had, with a one-line address for the sample kit", () => {
    const tokens = Object.fromEntries(
      definitions.map(([form, definition]) => [
        form,
        Object.fromEntries(fieldsOf(definition).map((field) => [field.name, field.autoComplete])),
      ]),
    );
    const personal = { firstName: "given-name", lastName: "family-name", email: "email", phone: "tel" };
    const company = { company: "organization", position: "organization-title" };
    expect(tokens.sample).toEqual({
      ...personal,
      ...company,
      address: "address-line1",
      city: "address-level2",
      postalCode: "postal-code",
      country: "country-name",
      comments: undefined,
      design: undefined,
    });
    expect(tokens.project).toEqual({
      ...personal,
      ...company,
      address: "address-line1",
      city: "address-level2",
      postalCode: "postal-code",
      country: "country-name",
      comments: undefined,
    });
    expect(tokens.catalogue).toEqual({ ...personal, ...company, interests: undefined });
    expect(tokens.contact).toEqual({
      name: "name",
      company: "organization",
      email: "email",
      phone: "tel",
      message: undefined,
    });
    expect(tokens.contactSection).toEqual({
      name: "name",
      company: "organization",
      email: "email",
      phone: "tel",
      projectType: undefined,
      message: undefined,
    });
  });

  it("give the forms' data types (checked by the compiler)", () => {
    expectTypeOf<SampleRequest>().toEqualTypeOf<{
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      company: string;
      position?: string | undefined;
      address: string;
      city: string;
      postalCode: string;
      country: string;
      comments?: string | undefined;
      design?: RequestedDesign | undefined;
    }>();
    expectTypeOf<ProjectRequest>().toEqualTypeOf<{
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      company: string;
      position?: string | undefined;
      address: string;
      city: string;
      postalCode: string;
      country: string;
      comments?: string | undefined;
    }>();
    expectTypeOf<CatalogueRequest>().toEqualTypeOf<{
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      company: string;
      position?: string | undefined;
      interests?: string | undefined;
    }>();
    expectTypeOf<ContactMessage>().toEqualTypeOf<{
      name: string;
      company?: string | undefined;
      email: string;
      phone?: string | undefined;
      message: string;
    }>();
    expectTypeOf<ContactSectionMessage>().toEqualTypeOf<{
      name: string;
      company?: string | undefined;
      email: string;
      phone?: string | undefined;
      projectType?: ProjectType | undefined;
      message: string;
    }>();
  });
});
