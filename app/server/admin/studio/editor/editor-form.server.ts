import type { DocumentDef, EditableField } from "~/content/documents";
import { type TextUnit, textUnits, valueAt, type Written, withText, withValueAt } from "~/content/text-units";
import { isLanguage, type Language } from "~/i18n/languages";
import { type Parts, partedKinds, readParts, readStructureText } from "./structure-values.server";

/**
 * What the studio's editor offers to change in a document as it is written now: each text in
 * each language, and the structure editors may still set (image slots, an event's facts). The
 * editor renders these fields and no others, and a post is read against the same list, so what
 * the editor shows as read only (links, images' names, blocks' kinds, ids) stays read only.
 */
export type EditorFields = { units: TextUnit[]; structure: EditableField[] };

export function editorFields(def: DocumentDef, written: Written): EditorFields {
  return { units: textUnits(written, def.structure), structure: def.editable(written.es) };
}

/** A text's field in the editor's form: `t.en.blocks.1.items.0.answer`. */
export const textFieldName = (lang: Language, path: string) => `t.${lang}.${path}`;
/** A structure field's: `s.items.0.date`. */
export const structureFieldName = (path: string) => `s.${path}`;

export type PostedContent = {
  /** The document's current content with every offered field that was posted. */
  written: Written;
  /** Posted names of things the document has but the editor does not offer to change. */
  readOnly: string[];
  /** The offered names that were posted, each once. */
  taken: string[];
  /** Posted words whose place the document no longer has (name and text), shown again on a conflict. */
  dropped: [string, string][];
};

/**
 * The posted words and structure fields over the document's current content. A posted name the
 * editor offers is taken; one naming something the document has that the editor shows read only
 * (`t.es.blocks.1.closing.action.href`, a text name for an image's name or a block's kind) is
 * listed in `readOnly`, and the caller saves nothing: the editor's form never sends such a name,
 * so the post was made by hand, or comes from a form of before a deploy that made a text
 * structure, whose editor is shown their words again and loses nothing. A name that addresses
 * nothing in the document now is dropped without a word: it comes from a form opened before
 * another editor removed an entry, or before a deploy moved a text, and its words have no place
 * left; refusing the post for it would only hold back everything else the editor wrote.
 */
export function postedContent(def: DocumentDef, current: Written, body: Record<string, unknown>): PostedContent {
  const offered = editorFields(def, current);
  const texts = new Set(offered.units.map((unit) => unit.path));
  const structure = new Map(offered.structure.map((field) => [structureFieldName(field.path), field]));
  // A parted field's parts (`s.techniques.handtuft`, `s.credits.0.person`), read together after.
  const parted = offered.structure.filter((field) => partedKinds.has(field.kind));
  const partsOf = new Map<EditableField, Parts>();
  const partedField = (name: string) => {
    const field = parted.find((candidate) => name.startsWith(`${structureFieldName(candidate.path)}.`));
    return field ? { field, part: name.slice(structureFieldName(field.path).length + 1) } : undefined;
  };
  let written = current;
  const readOnly: string[] = [];
  const taken = new Set<string>();
  const dropped: [string, string][] = [];
  for (const [name, raw] of Object.entries(body)) {
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    if (typeof value !== "string") continue;
    const text = value.replace(/\r\n/g, "\n");
    const words = /^t\.([a-z]{2})\.(.+)$/.exec(name);
    if (words) {
      const [, lang = "", path = ""] = words;
      if (!isLanguage(lang)) continue;
      if (texts.has(path)) {
        written = withText(written, lang, path, text);
        taken.add(name);
      } else if (valueAt(current[lang], path) !== undefined) readOnly.push(name);
      else dropped.push([name, text]);
      continue;
    }
    if (!name.startsWith("s.")) continue;
    const field = structure.get(name);
    const part = field ? undefined : partedField(name);
    if (part) {
      const parts = partsOf.get(part.field) ?? new Map<string, string>();
      parts.set(part.part, text);
      partsOf.set(part.field, parts);
      taken.add(name);
      continue;
    }
    if (!field) {
      if (valueAt(current.es, name.slice(2)) !== undefined) readOnly.push(name);
      else dropped.push([name, text]);
      continue;
    }
    taken.add(name);
    written = { ...written, es: withValueAt(written.es, field.path, readStructureText(field, text)) };
  }
  for (const [field, parts] of partsOf)
    written = { ...written, es: withValueAt(written.es, field.path, readParts(field, parts)) };
  return { written, readOnly, taken: [...taken], dropped };
}
