import type { Language } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import { fill } from "~/i18n/translate";
import { type Configuration, heightOf, notesOf, type Problem } from "./configuration";
import { areaSquareMetres } from "./geometry";
import { heightsOf, sizeKind } from "./options";
import type { RugVocabulary, RugWords } from "./words";

export type SummaryRow = { id: string; label: string; value: string };

/**
 * The configurator's words in one language: its copy and the colour range's names (the browser
 * gets one language's, with the page).
 */
export type { RugVocabulary };

/** A configuration problem in words, as shown beside its field and in a refused download. */
export function problemMessage(problem: Problem, copy: Pick<RugWords, "problems">): string {
  if (problem.kind === "range") return fill(copy.problems.range, { min: problem.min, max: problem.max });
  if (problem.kind === "tooMany") return fill(copy.problems.tooMany, { max: problem.max });
  return problem.field === "colours" ? copy.problems.unknownColour : copy.problems.unknown;
}

/** The rug's size in words, its numbers in the language's way ("200 × 300 cm", "Ø 250 cm"). */
export function sizeText(
  configuration: Pick<Configuration, "shape" | "width" | "length">,
  copy: Pick<RugWords, "preview">,
  lang: Language,
): string {
  const { preview } = copy;
  return sizeKind(configuration.shape) === "diameter"
    ? fill(preview.diameterValue, { diameter: formatNumber(configuration.width, lang) })
    : fill(preview.sizeValue, {
        length: formatNumber(configuration.length, lang),
        width: formatNumber(configuration.width, lang),
      });
}

/** A colour as people read it: its name and code ("Arena duna · SA04"). */
export function colourLabel(code: string, words: RugVocabulary): string {
  const name = words.colourNames.colours[code];
  return name ? `${name} · ${code}` : code;
}

/**
 * The configuration as label and value rows, in the language of `copy`: the page's summary, the
 * picture's text alternative, the sales e-mail's table and the specification sheet all read it.
 * `name` is the rug's name (the design and colourway, or a free configuration), its first row.
 */
export function summaryRows(
  configuration: Configuration,
  copy: RugVocabulary,
  lang: Language,
  name?: string,
): SummaryRow[] {
  const { names, fields, preview } = copy;
  const size = sizeText(configuration, copy, lang);
  const heights = heightsOf(configuration.pile)
    .map((height) => fill(preview.heightValue, { height: formatNumber(heightOf(configuration, height), lang) }))
    .join(" / ");
  const colours = configuration.colours
    .map((code, index) => `${colourLabel(code, copy)}${index === 0 ? ` (${preview.groundNote})` : ""}`)
    .join(", ");
  return [
    ...(name ? [{ id: "design", label: fields.design, value: name }] : []),
    { id: "shape", label: fields.shape, value: names.shapes[configuration.shape] },
    { id: "size", label: preview.dimensions, value: size },
    {
      id: "area",
      label: preview.area,
      value: `${formatNumber(areaSquareMetres(configuration.shape, configuration.length, configuration.width), lang, 2)} m²`,
    },
    { id: "technique", label: fields.technique, value: names.techniques[configuration.technique] },
    {
      id: "pile",
      label: fields.pile,
      value: fill(preview.pileValue, { pile: names.piles[configuration.pile], heights }),
    },
    { id: "motif", label: fields.motif, value: names.motifs[configuration.motif] },
    { id: "colours", label: fields.colours, value: colours },
    { id: "material", label: fields.material, value: names.materials[configuration.material] },
    { id: "backing", label: fields.backing, value: names.backings[configuration.backing] },
  ];
}

/** What is said beside the choices (joins past 6 m × 4 m, shearing below 15 mm). */
export function summaryNotes(configuration: Configuration, copy: RugWords): string[] {
  return notesOf(configuration).map((note) => copy.notes[note]);
}

/** The picture's text alternative: every choice, then the notes. */
export function describeRug(configuration: Configuration, copy: RugVocabulary, lang: Language, name?: string): string {
  const rows = summaryRows(configuration, copy, lang, name).map((row) => `${row.label}: ${row.value}`);
  return [copy.preview.intro, `${rows.join("; ")}.`, ...summaryNotes(configuration, copy)].join(" ");
}
