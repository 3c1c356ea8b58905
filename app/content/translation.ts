import type { BlockInput, PageContentInput } from "./page-schema";

/**
 * A page's structure is written once, in its Spanish module: which blocks, in which order, their
 * ids, links, images, layouts. A translation writes only the words, in the same shape: each
 * block's `kind` (kept as a label the merge checks), every text, and each image's `alt`. The
 * merge below lays the words over the Spanish structure and fails on any difference of shape,
 * so a language cannot drift from Spanish: a block or item more or less, a missing text, a text
 * where Spanish has none, or structure written in a translation.
 */

/** Keys whose values are structure: the same in every language, written in Spanish only. */
export const structuralKeys: ReadonlySet<string> = new Set([
  "id",
  "href",
  "name",
  "video",
  "columns",
  "layout",
  "tone",
  "imageSide",
  "restricted",
  "section",
  "form",
  "headingLevel",
  "sector",
]);

type StructuralKey =
  | "id"
  | "href"
  | "name"
  | "video"
  | "columns"
  | "layout"
  | "tone"
  | "imageSide"
  | "restricted"
  | "section"
  | "form"
  | "headingLevel"
  | "sector";

/** The words of `T`: its structural keys left out, all the way down. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : T extends object
      ? { [K in keyof T as K extends StructuralKey ? never : K]: Translation<T[K]> }
      : never;

/** What a page's module in a language other than Spanish writes. */
export type PageTranslation = Translation<PageContentInput>;
/** What a shared section's module in a language other than Spanish writes. */
export type SectionTranslation = Translation<BlockInput[]>;

/** A difference of shape between a translation and its Spanish source. */
export class StructureError extends Error {}

/**
 * The translation's words over the Spanish structure. Throws a `StructureError` naming the first
 * place where the translation's shape differs from Spanish.
 */
export function mergeTranslation<T>(
  source: T,
  translation: unknown,
  where = "content",
  structure: ReadonlySet<string> = structuralKeys,
): T {
  return merge(source, translation, where, structure) as T;
}

function merge(source: unknown, translation: unknown, where: string, structure: ReadonlySet<string>): unknown {
  if (typeof source === "string") {
    if (typeof translation !== "string")
      throw new StructureError(`${where}: a text in Spanish, not in the translation`);
    return translation;
  }
  if (Array.isArray(source)) {
    if (!Array.isArray(translation)) throw new StructureError(`${where}: a list in Spanish, not in the translation`);
    if (translation.length !== source.length)
      throw new StructureError(
        `${where}: ${source.length} entries in Spanish, ${translation.length} in the translation`,
      );
    return source.map((item, index) => merge(item, translation[index], `${where}[${index}]`, structure));
  }
  if (source && typeof source === "object") {
    if (!translation || typeof translation !== "object" || Array.isArray(translation))
      throw new StructureError(`${where}: an object in Spanish, not in the translation`);
    const words = translation as Record<string, unknown>;
    for (const key of Object.keys(words))
      if (!(key in source)) throw new StructureError(`${where}.${key}: in the translation, not in Spanish`);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(source)) {
      const at = `${where}.${key}`;
      if (structure.has(key)) {
        if (key in words) throw new StructureError(`${at}: structure, written in Spanish only`);
        out[key] = value;
      } else if (key === "kind") {
        if (words.kind !== value)
          throw new StructureError(`${at}: "${String(words.kind)}" where Spanish has "${value}"`);
        out[key] = value;
      } else {
        if (!(key in words)) throw new StructureError(`${at}: missing from the translation`);
        out[key] = merge(value, words[key], at, structure);
      }
    }
    return out;
  }
  // Numbers and booleans are structure (a column count, a flag): Spanish's hold.
  if (translation !== undefined && translation !== source)
    throw new StructureError(`${where}: structure, written in Spanish only`);
  return source;
}
