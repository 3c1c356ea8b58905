import { type Language, languages } from "~/i18n/languages";
import { mergeTranslation, structuralKeys } from "./translation";

/**
 * A document as editors write it: the Spanish structure and words (`es`), and each other
 * language's words in the same shape (see ./translation.ts). Every text has a path
 * (`blocks.1.items.3.answer`): the studio's fields, the XLIFF units and the needs-translation
 * marks are all addressed by it.
 */
export type Written = Record<Language, unknown>;

/** What the site shows: each document's written content, by its id (`page.faq`, `events`). */
export type ContentSnapshot = ReadonlyMap<string, Written>;

/** A text of a document: where it is, and what it says in each language ("" where absent). */
export type TextUnit = { path: string; texts: Record<Language, string> };

type Tree = unknown;

/** The path of each string under `node` that is a text (not structure), in document order. */
export function textPaths(node: Tree, structure: ReadonlySet<string> = structuralKeys, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  if (Array.isArray(node)) return node.flatMap((item, index) => textPaths(item, structure, join(prefix, index)));
  if (node && typeof node === "object")
    return Object.entries(node).flatMap(([key, value]) =>
      structure.has(key) || key === "kind" ? [] : textPaths(value, structure, join(prefix, key)),
    );
  return [];
}

const join = (prefix: string, key: string | number) => (prefix ? `${prefix}.${key}` : String(key));

/** The value at a dotted path, or undefined. */
export function valueAt(node: Tree, path: string): unknown {
  let at: unknown = node;
  for (const key of path.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `node` with `value` at `path` (the path must exist up to its last key). */
export function withValueAt(node: Tree, path: string, value: unknown): unknown {
  const [head = "", ...rest] = path.split(".");
  if (Array.isArray(node)) {
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index >= node.length) throw new Error(`No entry ${head} at ${path}`);
    const copy = [...node];
    copy[index] = rest.length === 0 ? value : withValueAt(node[index], rest.join("."), value);
    return copy;
  }
  if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    return { ...record, [head]: rest.length === 0 ? value : withValueAt(record[head], rest.join("."), value) };
  }
  throw new Error(`No object at ${path}`);
}

/** Every text of a written document with its six languages, in the Spanish structure's order. */
export function textUnits(written: Written, structure: ReadonlySet<string> = structuralKeys): TextUnit[] {
  return textPaths(written.es, structure).map((path) => ({
    path,
    texts: Object.fromEntries(
      languages.map((lang) => {
        const value = valueAt(written[lang], path);
        return [lang, typeof value === "string" ? value : ""];
      }),
    ) as Record<Language, string>,
  }));
}

/**
 * A language's words of a document: its written value with `path` set to `text`. A missing
 * branch is not created: a text whose place the language's words lack is a structure error the
 * validator reports.
 */
export function withText(written: Written, lang: Language, path: string, text: string): Written {
  if (valueAt(written[lang], path) === undefined) return written;
  return { ...written, [lang]: withValueAt(written[lang], path, text) };
}

/** A short, stable digest of a text: what a translation was made from. */
export function textDigest(text: string): string {
  // FNV-1a, 32 bits: enough to notice that a Spanish text changed, cheap on every save.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The digests of every Spanish text: what each translation is up to date with. */
export function spanishDigests(written: Written, structure?: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(textUnits(written, structure).map(({ path, texts }) => [path, textDigest(texts.es)]));
}

/** A list editors may change (add, move, remove entries) in every language at once. */
export type ListPlace = {
  /** The array's path in the Spanish structure (`items`, `blocks.1.items`). */
  path: string;
  /** A new entry: the Spanish structure and each language's words, texts empty. */
  blank: (written: Written) => Record<Language, unknown>;
};

export type ListChange =
  | { op: "add"; path: string }
  | { op: "remove"; path: string; index: number }
  | { op: "move"; path: string; index: number; to: number };

/** The same change to a list in every language's words, so the shapes stay the same. */
export function changeList(written: Written, place: ListPlace, change: ListChange): Written {
  const blank = change.op === "add" ? place.blank(written) : undefined;
  const out = { ...written };
  for (const lang of languages) {
    const list = valueAt(written[lang], place.path);
    if (!Array.isArray(list)) throw new Error(`No list at ${place.path} (${lang})`);
    let next = [...list];
    if (change.op === "add") next = [...next, blank?.[lang]];
    else if (change.op === "remove") next.splice(change.index, 1);
    else {
      const [moved] = next.splice(change.index, 1);
      next.splice(Math.max(0, Math.min(change.to, next.length)), 0, moved);
    }
    out[lang] = withValueAt(written[lang], place.path, next);
  }
  return out;
}

/** A language's content: its words over the Spanish structure. */
export function mergedContent(written: Written, lang: Language, where: string, structure?: ReadonlySet<string>) {
  return lang === "es" ? written.es : mergeTranslation(written.es, written[lang], where, structure);
}
