import { describe, expect, it } from "vitest";
import {
  chars,
  emailOfLength,
  errorFor,
  validCatalogue,
  validContact,
  validSample,
  validSection,
} from "../../../tests/support/lead-form-fields";
import {
  catalogueRequestSchema,
  contactMessageSchema,
  contactSectionSchema,
  fieldErrors,
  formSchemas,
  projectRequestSchema,
  quoteSchema,
  sampleRequestSchema,
} from "./lead-schemas";
import { projectTypes } from "./project-types";

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
  it("are the six schemas", () => {
    expect(formSchemas).toEqual({
      sample: sampleRequestSchema,
      catalogue: catalogueRequestSchema,
      contact: contactMessageSchema,
      contactSection: contactSectionSchema,
      quote: quoteSchema,
      project: projectRequestSchema,
    });
  });
});

describe("the project request", () => {
  const sampleFields = validSample;

  it("asks what the sample request asks, by the same rules, without a design", () => {
    expect(projectRequestSchema.parse(sampleFields)).toEqual(sampleRequestSchema.parse(sampleFields));
    for (const field of [
      "firstName",
      "lastName",
      "email",
      "phone",
      "company",
      "address",
      "city",
      "postalCode",
      "country",
    ])
      expect(errorFor(projectRequestSchema, { ...sampleFields, [field]: "" }, field)).toBe(
        errorFor(sampleRequestSchema, { ...sampleFields, [field]: "" }, field),
      );
    expect(errorFor(projectRequestSchema, { ...sampleFields, comments: chars(1001) }, "comments")).toBe(
      "forms.errors.commentsMax",
    );
  });

  it("keeps no rug a post names: the rugs are the visitor's project, read by the server", () => {
    const parsed = projectRequestSchema.parse({ ...sampleFields, items: "[]", rug: "shape=round", design: "marea" });
    expect(parsed).not.toHaveProperty("items");
    expect(parsed).not.toHaveProperty("rug");
    expect(parsed).not.toHaveProperty("design");
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
