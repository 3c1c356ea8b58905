import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { pageModulesWritten, sectionModulesWritten } from "./pages";
import { mergeTranslation, StructureError, structuralKeys } from "./translation";

const translations = languages.filter((lang) => lang !== "es");

/** Every key written anywhere in a module's tree. */
function keysIn(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) keysIn(item, out);
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) {
      out.add(key);
      keysIn(value, out);
    }
  return out;
}

describe.each([
  ...[...pageModulesWritten].map(([id, written]) => ({ what: `page ${id}`, written })),
  ...[...sectionModulesWritten].map(([id, written]) => ({ what: `section ${id}`, written })),
])("the $what", ({ what, written }) => {
  it.each(translations)("in %s has exactly the shape of the Spanish, and writes no structure of its own", (lang) => {
    expect(() => mergeTranslation(written.es, written[lang], `${what} (${lang})`)).not.toThrow();
    expect([...keysIn(written[lang])].filter((key) => structuralKeys.has(key))).toEqual([]);
  });
});

describe("laying a translation over the Spanish structure", () => {
  const spanish = {
    meta: { title: "Hoteles" },
    blocks: [
      {
        kind: "cta",
        id: "contacto",
        title: "Hablemos",
        actions: [{ label: "Contactar", href: "/contacto" }],
        image: { name: "hero-hoteles", alt: "Vestíbulo" },
        columns: 3,
      },
    ],
  };
  const english = {
    meta: { title: "Hotels" },
    blocks: [{ kind: "cta", title: "Let's talk", actions: [{ label: "Contact us" }], image: { alt: "Lobby" } }],
  };

  it("takes the words from the translation and everything else from Spanish", () => {
    expect(mergeTranslation(spanish, english)).toEqual({
      meta: { title: "Hotels" },
      blocks: [
        {
          kind: "cta",
          id: "contacto",
          title: "Let's talk",
          actions: [{ label: "Contact us", href: "/contacto" }],
          image: { name: "hero-hoteles", alt: "Lobby" },
          columns: 3,
        },
      ],
    });
  });

  const differing: [string, unknown][] = [
    ["a block more", { ...english, blocks: [...english.blocks, english.blocks[0]] }],
    ["a block less", { ...english, blocks: [] }],
    ["a missing text", { ...english, meta: {} }],
    ["a text Spanish has not", { ...english, meta: { title: "Hotels", subtitle: "Rugs" } }],
    ["a link of its own", { ...english, blocks: [{ ...english.blocks[0], actions: [{ label: "x", href: "/en" }] }] }],
    ["an image of its own", { ...english, blocks: [{ ...english.blocks[0], image: { name: "x", alt: "y" } }] }],
    ["another kind of block", { ...english, blocks: [{ ...english.blocks[0], kind: "text" }] }],
    ["a column count", { ...english, blocks: [{ ...english.blocks[0], columns: 2 }] }],
    ["an action more", { ...english, blocks: [{ ...english.blocks[0], actions: [{ label: "a" }, { label: "b" }] }] }],
  ];

  it.each(differing)("fails on %s", (_, translation) => {
    expect(() => mergeTranslation(spanish, translation)).toThrow(StructureError);
  });
});
