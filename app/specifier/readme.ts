import { rugTitle } from "~/content/collection/rug-name";
import { type Language, languageLocales } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import type { Configuration } from "~/rug/configuration";
import type { RugBuild } from "~/rug/facts";
import { sizeText } from "~/rug/summary";
import { rugWords } from "~/rug/words";
import { siteConfig } from "~/site/config";
import type { TextureCover } from "./texture-cover";
import { specifierWords } from "./words";

/**
 * The rug a pack is for: a design in a colourway, with the techniques and yarns it is offered in
 * (its classes and materials are the design's, as its page states them), or a configuration of
 * the configurator.
 */
export type PackSubject = {
  design?: { slug: string; name: string; colourway: string } & Pick<RugBuild, "techniques" | "materials">;
};

/** The rug's name: the design and colourway ("Alcázar · Noche"), or a free configuration named as such. */
export function packRugName(lang: Language, subject: PackSubject): string {
  return rugTitle(subject.design ?? null, rugWords[lang].design);
}

/** The rug in a few words: its name and its size. */
export function packRugLine(configuration: Configuration, lang: Language, subject: PackSubject): string {
  return `${packRugName(lang, subject)}, ${sizeText(configuration, rugWords[lang], lang)}`;
}

/** A part of the data sheet as the clause quotes it (data-sheet-content.ts makes them). */
type SheetSection = {
  id: string;
  heading: string;
  rows: readonly { label: string; value: string }[];
  paragraphs: readonly string[];
};

/** The names of the pack's files in `lang`, and the textures' by the size they cover (ASCII, no language). */
export type PackFileNames = {
  readme: string;
  sheet: string;
  outline: string;
  model: string;
  bim: string;
  colour: string;
  normal: string;
};

/**
 * The pack's read-me in `lang`: what each file is, its units and scale, as plain text with
 * Windows line ends (it opens the same in Notepad and everywhere else).
 */
export function packReadme(input: {
  configuration: Configuration;
  lang: Language;
  subject: PackSubject;
  files: PackFileNames;
  figures: { lengthMm: number; widthMm: number; thicknessMm: number; pieces: number };
  texture: { cover: TextureCover; px: { width: number; height: number } };
  /** The data sheet's sections, whose facts the specification clause states as the sheet does. */
  sheet: readonly SheetSection[];
  url: string;
  now: Date;
}): string {
  const { lang, files, figures, texture } = input;
  const copy = specifierWords[lang].readme;
  const number = new Intl.NumberFormat(languageLocales[lang], { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(languageLocales[lang], { dateStyle: "long", timeZone: "Europe/Madrid" }).format(
    input.now,
  );
  const { cover, px } = texture;
  const colour =
    cover.kind === "tile"
      ? fill(copy.colour, { tile: number.format(cover.tileCm), px: number.format(px.width) })
      : fill(cover.kind === "repeat" ? copy.colourRepeat : copy.colourWhole, {
          width: number.format(cover.widthCm),
          length: number.format(cover.lengthCm),
          pxWidth: number.format(px.width),
          pxHeight: number.format(px.height),
        });
  const entry = (name: string, text: string) => [`${name}`, `  ${text}`, ""];
  const title = `${siteConfig.brandName} · ${copy.title}`;
  return [
    title,
    "=".repeat(title.length),
    "",
    fill(copy.intro, { rug: packRugLine(input.configuration, lang, input.subject) }),
    fill(copy.generated, { date, url: input.url }),
    "",
    copy.filesHeading,
    "-".repeat(copy.filesHeading.length),
    "",
    ...entry(files.sheet, copy.sheet),
    ...entry(
      files.outline,
      fill(copy.outline, {
        size: `${number.format(figures.widthMm)} × ${number.format(figures.lengthMm)} mm`,
        pieces: figures.pieces > 1 ? fill(copy.pieces, { count: figures.pieces }) : copy.singlePiece,
      }),
    ),
    ...entry(files.model, fill(copy.model, { thickness: number.format(figures.thicknessMm) })),
    ...entry(files.bim, fill(copy.bim, { thickness: number.format(figures.thicknessMm) })),
    ...entry(files.colour, colour),
    ...entry(files.normal, copy.normal),
    copy.note,
    fill(copy.contact, { email: siteConfig.email, phone: siteConfig.phone.display }),
    "",
    ...specificationClause(input),
  ].join("\r\n");
}

/**
 * The text an architect pastes into a specification (a CSI 12 48 00 or NBS section): the rug and
 * its maker "or approved equal", then the data sheet's facts as the sheet states them, its
 * tolerances and lead time, what to submit before production and the link back to the rug.
 */
function specificationClause(input: {
  configuration: Configuration;
  lang: Language;
  subject: PackSubject;
  sheet: readonly SheetSection[];
  url: string;
}): string[] {
  const copy = specifierWords[input.lang].readme.clause;
  const part = (id: string) => input.sheet.find((section) => section.id === id);
  const rows = (id: string) => (part(id)?.rows ?? []).map((row) => `${row.label}: ${row.value}`);
  const tolerances = part("tolerances");
  return [
    copy.heading,
    "-".repeat(copy.heading.length),
    "",
    fill(copy.product, {
      rug: `${siteConfig.brandName} ${packRugName(input.lang, input.subject)}`,
      maker: `${siteConfig.legalName}, ${siteConfig.address.city} (${siteConfig.address.region})`,
    }),
    ...rows("rug"),
    ...rows("performance"),
    ...(tolerances
      ? [`${tolerances.heading}: ${tolerances.rows.map((row) => `${row.label} ${row.value}`).join("; ")}`]
      : []),
    ...(part("leadTime")?.paragraphs ?? []),
    copy.submittals,
    fill(copy.link, { url: input.url }),
    "",
  ];
}
