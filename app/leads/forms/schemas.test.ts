import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { languages } from "~/i18n/languages";
import es from "~/i18n/locales/es";
import { messages } from "~/i18n/messages.server";
import { createTranslate, type MessageKey } from "~/i18n/translate";
import { projectTypes } from "./project-types";
import {
  catalogueRequestSchema,
  contactMessageSchema,
  contactSectionSchema,
  fieldErrors,
  formErrorKeys,
  formSchemas,
  quoteSchema,
  sampleRequestSchema,
} from "./schemas";
import { visibleFields } from "./visible-text";

const validSample = {
  firstName: "Ana",
  lastName: "García",
  email: "ana@estudio.es",
  phone: "+34 600 123 456",
  company: "Estudio Ana",
  position: "Interiorista",
  address: "Calle Mayor 1",
  city: "Alicante",
  postalCode: "03001",
  country: "España",
  comments: "Nos interesa la colección de 300 colores.",
};

const validCatalogue = {
  firstName: "Ana",
  lastName: "García",
  email: "ana@estudio.es",
  phone: "+34 600 123 456",
  company: "Estudio Ana",
  position: "",
  interests: "Hoteles",
};

const validContact = { name: "Ana", email: "ana@estudio.es", phone: "", message: "Hola" };

const validSection = {
  name: "Ana",
  company: "Hotel Sol",
  email: "ana@estudio.es",
  phone: "",
  projectType: "contract",
  message: "Queremos alfombras para 40 habitaciones.",
};

const t = createTranslate(es);

/** The message key a form answers for one field, or undefined when the field is accepted. */
function errorFor(schema: z.ZodType, data: Record<string, unknown>, field: string): string | undefined {
  const parsed = schema.safeParse(data);
  return parsed.success ? undefined : fieldErrors(parsed.error)[field];
}

const chars = (length: number) => "a".repeat(length);

/** An address `length` characters long, valid in format. */
const emailOfLength = (length: number) => `${"a".repeat(length - "@nudo.es".length)}@nudo.es`;

describe.each([
  ["sample request", sampleRequestSchema, validSample],
  ["catalogue request", catalogueRequestSchema, validCatalogue],
] as const)("the %s form", (_, schema, valid) => {
  it("accepts a complete request", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["firstName", 2, 100, "forms.errors.firstNameMin", "forms.errors.firstNameMax"],
    ["lastName", 2, 100, "forms.errors.lastNameMin", "forms.errors.lastNameMax"],
    ["company", 2, 200, "forms.errors.companyMin", "forms.errors.companyMax"],
    ["phone", 9, 20, "forms.errors.phoneInvalid", "forms.errors.phoneMax"],
  ] as const)("wants %s between %i and %i characters", (field, min, max, tooShort, tooLong) => {
    expect(errorFor(schema, { ...valid, [field]: chars(min - 1) }, field)).toBe(tooShort);
    expect(errorFor(schema, { ...valid, [field]: chars(min) }, field)).toBeUndefined();
    expect(errorFor(schema, { ...valid, [field]: chars(max) }, field)).toBeUndefined();
    expect(errorFor(schema, { ...valid, [field]: chars(max + 1) }, field)).toBe(tooLong);
  });

  it.each(["firstName", "lastName", "phone", "company"] as const)(
    "answers a missing %s as too short, as a post without the field would",
    (field) => {
      const { [field]: _left, ...rest } = valid;
      const tooShort = errorFor(schema, { ...valid, [field]: "a" }, field);
      expect(errorFor(schema, rest, field)).toBe(tooShort);
      expect(errorFor(schema, { ...valid, [field]: "" }, field)).toBe(tooShort);
    },
  );

  it("wants a valid e-mail address of at most 255 characters", () => {
    for (const email of ["ana", "ana@", "ana@estudio", "@estudio.es", "ana estudio@x.es", ""]) {
      expect(errorFor(schema, { ...valid, email }, "email"), email).toBe("forms.errors.emailInvalid");
    }
    const { email: _left, ...withoutEmail } = valid;
    expect(errorFor(schema, withoutEmail, "email")).toBe("forms.errors.emailInvalid");
    expect(emailOfLength(255)).toHaveLength(255);
    expect(errorFor(schema, { ...valid, email: emailOfLength(255) }, "email")).toBeUndefined();
    expect(errorFor(schema, { ...valid, email: emailOfLength(256) }, "email")).toBe("forms.errors.emailMax");
  });

  it("trims every value before checking and keeping it", () => {
    const parsed = schema.parse({ ...valid, firstName: "  Ana  ", email: " ana@estudio.es ", phone: " 600123456 " });
    expect(parsed.firstName).toBe("Ana");
    expect(parsed.email).toBe("ana@estudio.es");
    expect(parsed.phone).toBe("600123456");
    expect(errorFor(schema, { ...valid, firstName: "   " }, "firstName")).toBe("forms.errors.firstNameMin");
    expect(errorFor(schema, { ...valid, firstName: " A " }, "firstName")).toBe("forms.errors.firstNameMin");
    expect(errorFor(schema, { ...valid, phone: ` ${chars(8)} ` }, "phone")).toBe("forms.errors.phoneInvalid");
    expect(errorFor(schema, { ...valid, firstName: ` ${chars(100)} ` }, "firstName")).toBeUndefined();
  });

  it("takes position as optional, at most 100 characters, empty meaning none", () => {
    const { position: _left, ...withoutPosition } = valid;
    expect(schema.parse(withoutPosition).position).toBeUndefined();
    expect(schema.parse({ ...valid, position: "" }).position).toBeUndefined();
    expect(schema.parse({ ...valid, position: "   " }).position).toBeUndefined();
    expect(schema.parse({ ...valid, position: " Interiorista " }).position).toBe("Interiorista");
    expect(errorFor(schema, { ...valid, position: chars(100) }, "position")).toBeUndefined();
    expect(errorFor(schema, { ...valid, position: chars(101) }, "position")).toBe("forms.errors.positionMax");
  });

  it("keeps only its own fields (hidden form fields are dropped)", () => {
    const parsed = schema.parse({ ...valid, _form: "sample", _started: "1", website: "" });
    expect(Object.keys(parsed)).not.toContain("_form");
    expect(Object.keys(parsed)).not.toContain("website");
  });

  it("answers one message per failing field", () => {
    const parsed = schema.safeParse({});
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toMatchObject({
      firstName: "forms.errors.firstNameMin",
      lastName: "forms.errors.lastNameMin",
      email: "forms.errors.emailInvalid",
      phone: "forms.errors.phoneInvalid",
      company: "forms.errors.companyMin",
    });
    expect(fieldErrors(parsed.error)).not.toHaveProperty("position");
  });
});

describe("the sample request form's shipping fields", () => {
  it.each([
    ["address", 5, 300, "forms.errors.addressMin", "forms.errors.addressMax"],
    ["city", 2, 100, "forms.errors.cityMin", "forms.errors.cityMax"],
    ["country", 2, 100, "forms.errors.countryMin", "forms.errors.countryMax"],
    ["postalCode", 4, 10, "forms.errors.postalCodeInvalid", "forms.errors.postalCodeInvalid"],
  ] as const)("want %s between %i and %i characters", (field, min, max, tooShort, tooLong) => {
    expect(errorFor(sampleRequestSchema, { ...validSample, [field]: chars(min - 1) }, field)).toBe(tooShort);
    expect(errorFor(sampleRequestSchema, { ...validSample, [field]: chars(min) }, field)).toBeUndefined();
    expect(errorFor(sampleRequestSchema, { ...validSample, [field]: chars(max) }, field)).toBeUndefined();
    expect(errorFor(sampleRequestSchema, { ...validSample, [field]: chars(max + 1) }, field)).toBe(tooLong);
    expect(errorFor(sampleRequestSchema, { ...validSample, [field]: undefined }, field)).toBe(tooShort);
  });

  it("takes comments as optional, at most 1000 characters", () => {
    expect(sampleRequestSchema.parse({ ...validSample, comments: "" }).comments).toBeUndefined();
    expect(sampleRequestSchema.parse({ ...validSample, comments: undefined }).comments).toBeUndefined();
    expect(errorFor(sampleRequestSchema, { ...validSample, comments: chars(1000) }, "comments")).toBeUndefined();
    expect(errorFor(sampleRequestSchema, { ...validSample, comments: chars(1001) }, "comments")).toBe(
      "forms.errors.commentsMax",
    );
  });
});

describe("the catalogue request form's interests", () => {
  it("are optional, at most 500 characters", () => {
    expect(catalogueRequestSchema.parse({ ...validCatalogue, interests: "  " }).interests).toBeUndefined();
    expect(catalogueRequestSchema.parse({ ...validCatalogue, interests: " Yates " }).interests).toBe("Yates");
    expect(errorFor(catalogueRequestSchema, { ...validCatalogue, interests: chars(500) }, "interests")).toBeUndefined();
    expect(errorFor(catalogueRequestSchema, { ...validCatalogue, interests: chars(501) }, "interests")).toBe(
      "forms.errors.interestsMax",
    );
  });

  it("are not a sample request's fields", () => {
    expect(Object.keys(catalogueRequestSchema.parse({ ...validCatalogue, address: "Calle Mayor 1" }))).not.toContain(
      "address",
    );
  });
});

describe.each([
  ["contact page", contactMessageSchema, validContact],
  ["contact section", contactSectionSchema, validSection],
] as const)("the %s form", (_, schema, valid) => {
  it("accepts a complete message, phone left empty", () => {
    const parsed = schema.parse(valid);
    expect(parsed.phone).toBeUndefined();
  });

  it.each([
    ["name", "forms.errors.nameRequired"],
    ["email", "forms.errors.emailRequired"],
    ["message", "forms.errors.messageRequired"],
  ] as const)("requires %s", (field, key) => {
    const { [field]: _left, ...rest } = valid;
    expect(errorFor(schema, rest, field)).toBe(key);
    expect(errorFor(schema, { ...valid, [field]: "" }, field)).toBe(key);
    expect(errorFor(schema, { ...valid, [field]: "   " }, field)).toBe(key);
  });

  it("takes a one-letter name and message (no length rule)", () => {
    expect(schema.safeParse({ ...valid, name: "A", message: "?" }).success).toBe(true);
  });

  it("wants an e-mail address in e-mail format", () => {
    expect(errorFor(schema, { ...valid, email: "ana@" }, "email")).toBe("forms.errors.emailInvalid");
    expect(schema.parse({ ...valid, email: "  ana@estudio.es " }).email).toBe("ana@estudio.es");
  });

  it.each([
    ["name", 200, "forms.errors.nameMax"],
    ["phone", 40, "forms.errors.phoneMax"],
    ["message", 5000, "forms.errors.messageMax"],
  ] as const)("refuses a %s longer than %i characters", (field, max, key) => {
    expect(errorFor(schema, { ...valid, [field]: chars(max) }, field)).toBeUndefined();
    expect(errorFor(schema, { ...valid, [field]: chars(max + 1) }, field)).toBe(key);
  });

  it("refuses an e-mail address longer than 255 characters", () => {
    expect(errorFor(schema, { ...valid, email: emailOfLength(256) }, "email")).toBe("forms.errors.emailMax");
  });
});

describe("the contact section form", () => {
  it.each(projectTypes)("takes the project type %s", (type) => {
    expect(contactSectionSchema.parse({ ...validSection, projectType: type }).projectType).toBe(type);
  });

  it("takes the placeholder (empty) or no project type as none", () => {
    expect(contactSectionSchema.parse({ ...validSection, projectType: "" }).projectType).toBeUndefined();
    const { projectType: _left, ...rest } = validSection;
    expect(contactSectionSchema.parse(rest).projectType).toBeUndefined();
  });

  it("refuses a project type that is not one of the options", () => {
    expect(errorFor(contactSectionSchema, { ...validSection, projectType: "castle" }, "projectType")).toBe(
      "forms.errors.projectTypeInvalid",
    );
  });

  it("takes company as optional, at most 200 characters", () => {
    expect(contactSectionSchema.parse({ ...validSection, company: " " }).company).toBeUndefined();
    expect(errorFor(contactSectionSchema, { ...validSection, company: chars(201) }, "company")).toBe(
      "forms.errors.companyMax",
    );
  });
});

describe("the forms by id", () => {
  it("are the five schemas", () => {
    expect(formSchemas).toEqual({
      sample: sampleRequestSchema,
      catalogue: catalogueRequestSchema,
      contact: contactMessageSchema,
      contactSection: contactSectionSchema,
      quote: quoteSchema,
    });
  });
});

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

describe("the quote request", () => {
  const visitor = { name: "Ana", email: "ana@cliente.example" };

  it("keeps a configuration the factory can make, in its fixed order", () => {
    const parsed = quoteSchema.safeParse({ ...visitor, configuration: "c=TE11&shape=oval&l=240&w=170" });
    expect(parsed.success && parsed.data.configuration).toBe(
      "shape=oval&w=170&l=240&technique=handtuft&pile=cut&cut=20&motif=large-pattern&c=TE11&material=nz-wool&backing=latex",
    );
  });

  it.each([
    ["a cut pile of 60 mm", "shape=rectangular&pile=cut&cut=60"],
    ["a loop of 2 mm", "pile=loop&loop=2"],
    ["a side of 5 m... written 5", "shape=square&w=5"],
    ["seven colours", "c=SA01&c=SA02&c=SA03&c=SA04&c=SA05&c=SA06&c=SA07"],
    ["a colour not in the collection", "c=ZZ99"],
    ["a shape not offered", "shape=star"],
    ["nothing", ""],
  ])("refuses %s with the configuration's message", (_, configuration) => {
    const parsed = quoteSchema.safeParse({ ...visitor, configuration });
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({
      configuration: "forms.errors.configurationInvalid",
    });
  });
});

describe("what a visitor typed, as the intake checks it: cleaned of invisible characters, then the schema", () => {
  const nul = "\u0000";
  const override = "\u202E";

  it("drops control characters other than tab and line breaks from every field, before the length rules", () => {
    const parsed = sampleRequestSchema.parse(
      visibleFields({
        ...validSample,
        firstName: `An${nul}a\u0007`,
        email: `ana@estudio.es${nul}`,
        phone: "+34\u0008 600 123 456",
        comments: `Lana\tseda${nul}\r\ny\ryute\u007F\u0085`,
      }),
    );
    expect(parsed.firstName).toBe("Ana");
    expect(parsed.email).toBe("ana@estudio.es");
    expect(parsed.phone).toBe("+34 600 123 456");
    // A text area posts CRLF while the browser checks LF: both count one line break.
    expect(parsed.comments).toBe("Lana\tseda\ny\nyute");
    expect(
      errorFor(sampleRequestSchema, visibleFields({ ...validSample, firstName: `A${nul}${nul}` }), "firstName"),
    ).toBe("forms.errors.firstNameMin");
    expect(
      errorFor(contactMessageSchema, visibleFields({ ...validContact, message: `${nul}\u001B ` }), "message"),
    ).toBe("forms.errors.messageRequired");
    expect(
      contactSectionSchema.parse(visibleFields({ ...validSection, projectType: `contract${nul}` })).projectType,
    ).toBe("contract");
  });

  it("drops the bidirectional controls that would make a name or a subject read backwards", () => {
    const controls = ["\u202A", "\u202B", "\u202C", "\u202D", override, "\u2066", "\u2067", "\u2068", "\u2069"];
    const marks = ["\u200E", "\u200F", "\u061C"];
    const parsed = contactSectionSchema.parse(
      visibleFields({
        ...validSection,
        name: `${override}moc.live${controls.join("")}`,
        company: `Hotel${marks.join("")} Sol`,
      }),
    );
    expect(parsed.name).toBe("moc.live");
    expect(parsed.company).toBe("Hotel Sol");
  });

  it("keeps every character people write, joiners included", () => {
    for (const text of [
      "María José Núñez-Pérez",
      "O’Brien",
      "山田太郎",
      "می\u200Cخواهم",
      "👩\u200D🎨 Ana",
      "Ana\tPérez",
    ]) {
      expect(contactMessageSchema.parse(visibleFields({ ...validContact, name: text })).name, text).toBe(text);
    }
  });
});
