import { describe, expect, it } from "vitest";
import { errorFor, validContact, validSample, validSection } from "../../../tests/support/lead-form-fields";
import { contactMessageSchema, contactSectionSchema, sampleRequestSchema } from "./lead-schemas";
import { visibleFields } from "./visible-text";

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
