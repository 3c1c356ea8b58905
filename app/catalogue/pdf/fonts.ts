import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";
import { fonts } from "./theme";
import { woffToSfnt } from "./woff";

const require = createRequire(import.meta.url);
/** A font of @fontsource, unpacked from its WOFF once and handed to the PDF library as data. */
const file = (name: string) =>
  `data:font/ttf;base64,${Buffer.from(woffToSfnt(readFileSync(require.resolve(`@fontsource/${name}`)))).toString("base64")}`;

let registered = false;

/**
 * The site's own typefaces, embedded (subset) in every catalogue: Cormorant Garamond for
 * display, Inter for text. Words are never hyphenated: a broken word reads as a mistake in a
 * brand document, so layouts leave room for the longest German and Dutch words instead.
 */
export function registerFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: fonts.display,
    fonts: ([300, 400, 500, 600] as const).flatMap((weight) =>
      (["normal", "italic"] as const).map((style) => ({
        src: file(`cormorant-garamond/files/cormorant-garamond-latin-${weight}-${style}.woff`),
        fontWeight: weight,
        fontStyle: style,
      })),
    ),
  });
  Font.register({
    family: fonts.text,
    fonts: ([300, 400, 500, 600] as const).map((weight) => ({
      src: file(`inter/files/inter-latin-${weight}-normal.woff`),
      fontWeight: weight,
    })),
  });
  Font.registerHyphenationCallback((word) => [word]);
}
