import { describe, expect, it } from "vitest";
import de from "./locales/de";
import es from "./locales/es";
import { createTranslate } from "./translate";

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

  it("show the key, not a blank, when a message is missing", () => {
    const t = createTranslate(es);
    expect(t("header.nothing" as Parameters<typeof t>[0])).toBe("header.nothing");
  });
});
