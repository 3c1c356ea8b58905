import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff";

const require = createRequire(import.meta.url);

/** What the test reads of a font, through the PDF library's own font reader. */
type Font = {
  type: string;
  familyName: string;
  numGlyphs: number;
  layout: (text: string) => { glyphs: { path: { toSVG: () => string } }[] };
};
const fontkit = require("fontkit") as { create: (data: Uint8Array) => Font };
const woff = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"));

describe("a WOFF font unpacked", () => {
  it("is the same font as a plain TrueType file: its name, glyphs and the outline of a letter", () => {
    const packed = fontkit.create(woff);
    const plain = fontkit.create(Buffer.from(woffToSfnt(woff)));
    expect(plain.type).toBe("TTF");
    expect(plain.familyName).toBe(packed.familyName);
    expect(plain.numGlyphs).toBe(packed.numGlyphs);
    const letter = (font: Font) => font.layout("Ñ").glyphs[0]?.path.toSVG();
    expect(letter(plain)).toBe(letter(packed));
    expect(letter(plain)?.length).toBeGreaterThan(20);
  });

  it("refuses a file that is not a WOFF", () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow(/WOFF/);
  });
});
