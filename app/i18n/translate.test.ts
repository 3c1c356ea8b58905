import { describe, expect, it } from "vitest";
import de from "./locales/de";
import es from "./locales/es";
import { createTranslate, fill } from "./translate";

describe("a page's messages", () => {
  it("are found by their dotted key in the page's language", () => {
    expect(createTranslate(es)("header.contact")).toBe("Contacto");
    expect(createTranslate(de)("header.contact")).toBe(de.header.contact);
  });

  it("have their placeholders filled", () => {
    expect(createTranslate(es)("header.changeLanguage", { language: "Español" })).toBe(
      "Cambiar idioma, idioma actual: Español",
    );
  });

  it("end a sentence on a name ending in a period with one period, not two", () => {
    const text = createTranslate(de)("forms.privacy.text", { company: "Nudo Alfombras, S.L." });
    expect(text).toContain("Nudo Alfombras, S.L. Wir");
    expect(text).not.toContain("S.L..");
    expect(createTranslate(de)("forms.privacy.text", { company: "Nudo GmbH" })).toContain("Nudo GmbH. Wir");
  });

  it("show the key, not a blank, when a message is missing", () => {
    const t = createTranslate(es);
    expect(t("header.nothing" as Parameters<typeof t>[0])).toBe("header.nothing");
  });
});

describe("fill", () => {
  it("fills placeholders in one pass and leaves unknown ones visible", () => {
    expect(fill("{{count}} leads, {{x}}", { count: 3 })).toBe("3 leads, {{x}}");
    expect(fill("{{a}}", { a: "{{b}}", b: "no" })).toBe("{{b}}");
  });
});
