import { describe, expect, it } from "vitest";
import { contentDocuments, documentDef } from "./documents";
import { withText } from "./text-units";
import { validateDocument } from "./validate";

describe("a picture's alternative text", () => {
  it("refuses to publish a picture described in Spanish but not in another language, naming the field and language", () => {
    const def = documentDef("page.faq");
    if (!def) throw new Error("no FAQ document");
    const written = withText(withText(def.seed, "it", "blocks.0.image.alt", " "), "nl", "blocks.0.image.alt", "");
    const issues = validateDocument(def, written).filter((issue) => issue.path === "blocks.0.image.alt");
    expect(issues).toEqual([
      { lang: "it", path: "blocks.0.image.alt", code: "required", severity: "error" },
      { lang: "nl", path: "blocks.0.image.alt", code: "required", severity: "error" },
    ]);
  });

  it("lets a decorative picture (no text in any language) and every seed document publish", () => {
    const def = documentDef("page.faq");
    if (!def) throw new Error("no FAQ document");
    let decorative = def.seed;
    for (const lang of ["es", "en", "de", "it", "fr", "nl"] as const)
      decorative = withText(decorative, lang, "blocks.0.image.alt", "");
    expect(validateDocument(def, decorative)).toEqual([]);
    for (const document of contentDocuments) expect(validateDocument(document, document.seed), document.id).toEqual([]);
  });
});
