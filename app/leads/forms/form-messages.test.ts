import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { languages } from "~/i18n/languages";
import es from "~/i18n/locales/es";
import { messages } from "~/i18n/messages.server";
import { createTranslate, type MessageKey } from "~/i18n/translate";
import {
  chars,
  emailOfLength,
  validCatalogue,
  validSample,
  validSection,
} from "../../../tests/support/lead-form-fields";
import {
  catalogueRequestSchema,
  contactMessageSchema,
  contactSectionSchema,
  formErrorKeys,
  formSchemas,
  quoteSchema,
  sampleRequestSchema,
} from "./lead-schemas";
import { projectTypes } from "./project-types";

const t = createTranslate(es);

describe("the error messages", () => {
  it.each([
    ["firstNameMin", "El nombre debe tener al menos 2 caracteres"],
    ["firstNameMax", "El nombre es demasiado largo"],
    ["lastNameMin", "El apellido debe tener al menos 2 caracteres"],
    ["lastNameMax", "El apellido es demasiado largo"],
    ["emailInvalid", "Email inválido"],
    ["emailMax", "Email demasiado largo"],
    ["phoneInvalid", "Teléfono inválido"],
    ["phoneMax", "Teléfono demasiado largo"],
    ["companyMin", "El nombre de la empresa debe tener al menos 2 caracteres"],
    ["companyMax", "Nombre de empresa demasiado largo"],
    ["positionMax", "Cargo demasiado largo"],
    ["addressMin", "La dirección debe tener al menos 5 caracteres"],
    ["addressMax", "Dirección demasiado larga"],
    ["cityMin", "La ciudad debe tener al menos 2 caracteres"],
    ["cityMax", "Ciudad demasiado larga"],
    ["postalCodeInvalid", "Código postal inválido"],
    ["countryMin", "El país debe tener al menos 2 caracteres"],
    ["countryMax", "País demasiado largo"],
    ["commentsMax", "Los comentarios son demasiado largos"],
    ["interestsMax", "El texto es demasiado largo"],
  ] as const)("read, in Spanish, %s as the spec words it", (key, text) => {
    expect(t(formErrorKeys[key])).toBe(text);
  });

  /** Every message the schemas can answer, collected by making each rule fail. */
  function messagesAnswered(): Set<string> {
    const found = new Set<string>();
    const collect = (schema: z.ZodType, data: unknown) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) for (const issue of parsed.error.issues) found.add(issue.message);
    };
    const tooLong = (valid: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(valid).map((key) => [key, chars(6000)]));
    collect(sampleRequestSchema, {});
    collect(sampleRequestSchema, tooLong(validSample));
    collect(sampleRequestSchema, { ...validSample, email: emailOfLength(256) });
    collect(sampleRequestSchema, { ...validSample, email: "ana" });
    collect(sampleRequestSchema, { ...validSample, design: "diseno=marea&c=XX99" });
    collect(catalogueRequestSchema, {});
    collect(catalogueRequestSchema, tooLong(validCatalogue));
    collect(contactSectionSchema, {});
    collect(contactSectionSchema, { ...tooLong(validSection), email: emailOfLength(256) });
    collect(contactSectionSchema, { ...validSection, email: "ana" });
    collect(contactMessageSchema, {});
    collect(quoteSchema, {});
    return found;
  }

  it("are all message keys, and every key the schemas have is answered by some rule", () => {
    const answered = messagesAnswered();
    expect([...answered].sort()).toEqual([...new Set(Object.values(formErrorKeys))].sort());
  });

  it.each(languages)("exist, and differ from the key, in %s", (lang) => {
    const translate = createTranslate(messages[lang]);
    for (const key of messagesAnswered()) {
      const text = translate(key as MessageKey);
      expect(text, `${key} in ${lang}`).not.toBe(key);
      expect(text.trim(), `${key} in ${lang}`).not.toBe("");
    }
  });

  it.each(languages)("have a label for every field of every form, in %s", (lang) => {
    const translate = createTranslate(messages[lang]);
    const fields = new Set(Object.values(formSchemas).flatMap((schema) => Object.keys(schema.shape)));
    for (const field of fields) {
      const key = `forms.fields.${field}` as MessageKey;
      expect(translate(key), `${key} in ${lang}`).not.toBe(key);
    }
    for (const type of projectTypes) {
      const key = `forms.contactSection.projectTypes.${type}` as MessageKey;
      expect(translate(key), `${key} in ${lang}`).not.toBe(key);
    }
  });

  it("read the spec's words for the form pages in Spanish", () => {
    expect(t("forms.sample.title")).toBe("Solicitud de Muestrario");
    expect(t("forms.sample.submit")).toBe("Solicitar Muestrario");
    expect(t("forms.sending")).toBe("Enviando...");
    expect(t("forms.sample.successTitle")).toBe("¡Solicitud enviada!");
    expect(t("forms.sample.errorText")).toBe("No se pudo enviar la solicitud. Por favor, inténtalo de nuevo.");
    expect(t("forms.catalogue.title")).toBe("Descarga Catálogo Digital");
    expect(t("forms.catalogue.submit")).toBe("Descargar Catálogo Digital");
    expect(t("forms.catalogue.successText")).toBe("Hemos enviado el catálogo digital a tu correo electrónico.");
    expect(t("forms.contact.errorText")).toBe("No se pudo enviar el mensaje. Por favor, inténtalo de nuevo.");
    expect(t("forms.contactSection.title")).toBe("Solicitar Información");
    expect(t("forms.contactSection.successTitle")).toBe("Consulta enviada");
    expect(t("forms.contactSection.projectTypes.placeholder")).toBe("Selecciona una opción");
  });

  it.each(languages)("fill the company's name into the privacy note, in %s", (lang) => {
    const text = createTranslate(messages[lang])("forms.privacy.text", { company: "Nudo S.L." });
    expect(text).toContain("Nudo S.L.");
    expect(text).not.toContain("{{");
  });
});
