import type { DocumentKind } from "~/content/documents";
import { valueAt } from "~/content/text-units";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { type EditorCopy, editorCopy } from "./editor-words.server";

/**
 * A document's outline as the editor shows it: its sections (the home page's parts, a page's
 * blocks, an event), the entries repeated inside a section (an FAQ's questions, a collection),
 * and each field's place in words. Every name is the staff member's language or the document's
 * own Spanish words (an entry is named by its title), never an internal key.
 */

const isIndex = (part: string) => /^\d+$/.test(part);
const isObject = (node: unknown): node is Record<string, unknown> =>
  Boolean(node) && typeof node === "object" && !Array.isArray(node);

/** Lists whose every entry is a section of its own: a page's blocks, the events, a design's colourways. */
const sectionLists = new Set(["blocks", "items", "colourways"]);

/**
 * The section a path belongs to: `hero`, `meta`, `blocks.2`, `items.3` (an event), `0` (a shared
 * section's block), `colourways.1` (a design's colourway).
 */
export function sectionOf(path: string): string {
  const [first = "", second] = path.split(".");
  if (isIndex(first)) return first;
  if (sectionLists.has(first) && second !== undefined && isIndex(second)) return `${first}.${second}`;
  return first;
}

/**
 * The section of a path as the editor groups a document of `kind`: a design's or project's facts
 * are one section (`designFacts`, `projectFacts`: a name, a collection, sizes… read together
 * like a product sheet), its summary and story another (`catalogueWords`); every other path is in
 * its own section (sectionOf).
 */
export function sectionIn(kind: DocumentKind | undefined, path: string): string {
  if (kind !== "design" && kind !== "project") return sectionOf(path);
  const first = path.split(".")[0] ?? "";
  if (first === "summary" || first === "story") return "catalogueWords";
  if (first === "colourways" || first === "photos") return sectionOf(path);
  return kind === "design" ? "designFacts" : "projectFacts";
}

/** Whether a section (of a document of `kind`) or an entry holds a path: itself, anything below it, or its facts. */
export const holdsIn = (kind: DocumentKind | undefined, group: string, path: string | undefined) =>
  path !== undefined && (path === group || path.startsWith(`${group}.`) || sectionIn(kind, path) === group);

/** The entry of a section a path belongs to: the first object in a list below the section (`blocks.1.items.3`). */
export function entryOf(es: unknown, path: string): string | undefined {
  const section = sectionOf(path);
  const parts = path.split(".");
  const start = section.split(".").length;
  for (let index = start; index < parts.length; index++) {
    const part = parts[index] ?? "";
    if (!isIndex(part)) continue;
    const at = parts.slice(0, index + 1).join(".");
    if (isObject(valueAt(es, at))) return at;
    return undefined;
  }
  return undefined;
}

/** A document's entry or section named by its own words: a title, a question, a figure. */
function ownWords(node: unknown): string | undefined {
  if (!isObject(node)) return undefined;
  for (const key of ["title", "question", "label", "value", "alt", "text"]) {
    const value = node[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  for (const key of ["action", "image"]) {
    const inner = ownWords(node[key]);
    if (inner) return inner;
  }
  return undefined;
}

const truncate = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** A date (`2026-09-22`) as the staff member reads it: "22 sept 2026", "22 Sep 2026". */
export function shortDate(date: string, lang: AdminLanguage): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(at);
}

/** An entry's name: its own title (an event's with its date), else its kind and number. */
export function entryName(es: unknown, path: string, lang: AdminLanguage): string {
  const editorWords = editorCopy[lang];
  const node = valueAt(es, path);
  const words = ownWords(node);
  const date =
    isObject(node) && typeof node.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(node.date) ? node.date : "";
  if (words) return date ? `${truncate(words)}, ${shortDate(date, lang)}` : truncate(words);
  const parts = path.split(".");
  const position = Number(parts.at(-1)) + 1;
  const list = parts.at(-2) ?? "";
  return `${editorWords.keys[list] ?? editorWords.newItem} ${position}`;
}

/** A section's title and, for a page's block, its own heading beside the kind of block. */
export function sectionTitle(es: unknown, section: string, lang: AdminLanguage): { title: string; detail?: string } {
  const editorWords = editorCopy[lang];
  const node = valueAt(es, section);
  const kind = isObject(node) && typeof node.kind === "string" ? node.kind : undefined;
  if (kind) {
    const words = ownWords(node);
    return { title: editorWords.blockKinds[kind] ?? kind, ...(words ? { detail: truncate(words) } : {}) };
  }
  if (section.startsWith("items.")) return { title: entryName(es, section, lang) };
  // A colourway by the word and its own name ("Colorido · Arena"), or its number while it has none.
  if (section.startsWith("colourways.")) {
    const words = ownWords(node);
    const position = Number(section.split(".")[1]) + 1;
    return {
      title: words
        ? `${editorWords.keys.colourways} · ${truncate(words, 40)}`
        : `${editorWords.keys.colourways} ${position}`,
    };
  }
  if (section === "photos") return { title: editorWords.photosTitle };
  return { title: editorWords.keys[section] ?? section };
}

/** The label of one key, given the key above it (a link's `label` is its text, a figure's its label). */
export function keyLabel(key: string, parent: string | undefined, words: EditorCopy): string | undefined {
  if (key === "label" && (parent === "action" || parent === "actions" || parent === "links")) return words.linkText;
  if (key === "label" && parent === "colourways") return words.colourwayName;
  if (key === "name" && parent === undefined) return words.designName;
  // A colourway's pictures are named by their view alone ("Vista cenital", not "Imagen › Vista cenital").
  if (key === "images" && parent === "colourways") return "";
  return words.keys[key];
}

/** A field's label from a place down (`closing.action.label` under a block: "Cierre › Enlace › Texto del enlace"). */
export function fieldLabel(from: string, path: string, lang: AdminLanguage): string {
  const words = editorCopy[lang];
  const parts = path.split(".");
  const start = from ? from.split(".").length : 0;
  const out: string[] = [];
  let parent = parts
    .slice(0, start)
    .filter((part) => !isIndex(part))
    .at(-1);
  for (let index = start; index < parts.length; index++) {
    const part = parts[index] ?? "";
    if (isIndex(part)) {
      // An entry of a list is named by its number beside the list's word ("Párrafo 2").
      const position = Number(part) + 1;
      if (out.length > 0) out[out.length - 1] = `${out[out.length - 1]} ${position}`;
      continue;
    }
    const label = keyLabel(part, parent, words) ?? part;
    if (label) out.push(label);
    parent = part;
  }
  return out.join(" › ");
}

/** A field's whole place in words: section › entry › field. */
export function placeLabel(es: unknown, path: string, lang: AdminLanguage): string {
  const section = sectionOf(path);
  const entry = entryOf(es, path);
  const { title } = sectionTitle(es, section, lang);
  const field = fieldLabel(entry ?? section, path, lang);
  // A text that is itself an entry of its section's list (a story's paragraph) by its number.
  const own = !entry && !field && path !== section ? /\.(\d+)$/.exec(path) : null;
  const named = own ? `${title} ${Number(own[1]) + 1}` : title;
  return [named, ...(entry ? [entryName(es, entry, lang)] : []), ...(field ? [field] : [])].join(" › ");
}

/** A place named in a link (`?open=items.4`): a dotted path of words and numbers, nothing else. */
export function placeParam(value: unknown): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9]+(\.[A-Za-z0-9]+){0,11}$/.test(value) ? value : undefined;
}
