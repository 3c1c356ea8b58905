import type { DocumentDef, EditableField } from "~/content/documents";
import { textUnits, valueAt, type Written } from "~/content/text-units";
import { type Language, languageNames, languages } from "~/i18n/languages";
import { structureLabel } from "~/server/admin/studio/collection-entries/catalogue-labels.server";
import { pathLabel } from "~/server/admin/studio/editor/editor-fields.server";
import { structureFieldName, textFieldName } from "~/server/admin/studio/editor/editor-form.server";
import { structureText } from "~/server/admin/studio/editor/structure-values.server";
import { type StudioCopy, studioCopy } from "~/server/admin/studio/studio-words.server";

/** A field whose value differs between two contents of a document: its form name, place and both values. */
export type FieldChange = {
  /** The editor form's name of the field (`t.en.blocks.1.items.0.answer`, `s.items.0.date`). */
  name: string;
  lang: Language | null;
  path: string;
  /** A structure field's kind; null for a text. */
  kind: EditableField["kind"] | null;
  before: string;
  after: string;
};

/** A value as the studio shows it: a text as it is, a flag as true/false, nothing as "". */
const shown = (value: unknown) => (typeof value === "string" ? value : value === undefined ? "" : String(value));

/**
 * Every field the editor offers (each text in each language, each structure field) whose value
 * differs between `before` and `after`, in the order of the document, an entry's fields together.
 * A field only one of them has (an entry added or removed) is listed with "" on the other side.
 */
export function fieldChanges(def: DocumentDef, before: Written, after: Written): FieldChange[] {
  const changes: FieldChange[] = [];
  const paths = [
    ...new Set([...textUnits(after, def.structure), ...textUnits(before, def.structure)].map((unit) => unit.path)),
  ];
  const fields = new Map([...def.editable(before.es), ...def.editable(after.es)].map((field) => [field.path, field]));
  // A fact as its one line of text (`SA04 TE10`, `200 × 300`): what the conflict page carries back.
  for (const field of fields.values()) {
    const { path, kind } = field;
    const [was, is] = [structureText(field, valueAt(before.es, path)), structureText(field, valueAt(after.es, path))];
    if (was !== is) changes.push({ name: structureFieldName(path), lang: null, path, kind, before: was, after: is });
  }
  for (const path of paths)
    for (const lang of languages) {
      const [was, is] = [shown(valueAt(before[lang], path)), shown(valueAt(after[lang], path))];
      if (was !== is) changes.push({ name: textFieldName(lang, path), lang, path, kind: null, before: was, after: is });
    }
  return changes;
}

/**
 * Every field the editor offers for `written`, by its form name, with its value as the form shows
 * it (the values `fieldChanges` compares): what a form opened on that content started from.
 */
export function fieldValues(def: DocumentDef, written: Written): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of def.editable(written.es))
    values.set(structureFieldName(field.path), structureText(field, valueAt(written.es, field.path)));
  for (const path of new Set(textUnits(written, def.structure).map((unit) => unit.path)))
    for (const lang of languages) values.set(textFieldName(lang, path), shown(valueAt(written[lang], path)));
  return values;
}

export type DiffPart = { op: "same" | "removed" | "added"; text: string };

/** Beyond this many words on a side, a text is shown whole before and after rather than word by word. */
const maxDiffWords = 1_500;

/**
 * A readable difference of two texts, word by word (the spaces between words are words too): the longest
 * common run of words is kept, the rest shown removed then added.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const beforeWords = before.split(/(\s+)/).filter(Boolean);
  const afterWords = after.split(/(\s+)/).filter(Boolean);
  if (before === after) return [{ op: "same", text: before }];
  if (beforeWords.length > maxDiffWords || afterWords.length > maxDiffWords)
    return [
      ...(before ? [{ op: "removed" as const, text: before }] : []),
      ...(after ? [{ op: "added" as const, text: after }] : []),
    ];
  // lengths[beforeAt][afterAt]: the longest common run of beforeWords[beforeAt..] and afterWords[afterAt..].
  const lengths = Array.from({ length: beforeWords.length + 1 }, () => new Uint16Array(afterWords.length + 1));
  for (let beforeAt = beforeWords.length - 1; beforeAt >= 0; beforeAt--)
    for (let afterAt = afterWords.length - 1; afterAt >= 0; afterAt--) {
      const row = lengths[beforeAt] as Uint16Array;
      row[afterAt] =
        beforeWords[beforeAt] === afterWords[afterAt]
          ? ((lengths[beforeAt + 1] as Uint16Array)[afterAt + 1] ?? 0) + 1
          : Math.max((lengths[beforeAt + 1] as Uint16Array)[afterAt] ?? 0, row[afterAt + 1] ?? 0);
    }
  const parts: DiffPart[] = [];
  const push = (op: DiffPart["op"], text: string) => {
    const last = parts.at(-1);
    if (last?.op === op) last.text += text;
    else parts.push({ op, text });
  };
  let beforeAt = 0;
  let afterAt = 0;
  while (beforeAt < beforeWords.length && afterAt < afterWords.length) {
    if (beforeWords[beforeAt] === afterWords[afterAt]) {
      push("same", beforeWords[beforeAt] ?? "");
      beforeAt++;
      afterAt++;
    } else if (
      ((lengths[beforeAt + 1] as Uint16Array)[afterAt] ?? 0) >= ((lengths[beforeAt] as Uint16Array)[afterAt + 1] ?? 0)
    )
      push("removed", beforeWords[beforeAt++] ?? "");
    else push("added", afterWords[afterAt++] ?? "");
  }
  while (beforeAt < beforeWords.length) push("removed", beforeWords[beforeAt++] ?? "");
  while (afterAt < afterWords.length) push("added", afterWords[afterAt++] ?? "");
  // Texts that share little (a rewrite) read better whole than as a scatter of common words.
  const common = parts.reduce((sum, part) => sum + (part.op === "same" ? part.text.trim().length : 0), 0);
  if (common < Math.min(before.length, after.length) / 3)
    return [
      ...(before ? [{ op: "removed" as const, text: before }] : []),
      ...(after ? [{ op: "added" as const, text: after }] : []),
    ];
  return parts;
}

/**
 * One side of a difference: the common words and those only this side has, a space between two
 * changes counted with them, adjacent parts of a kind joined.
 */
export function sideOf(parts: DiffPart[], side: "removed" | "added"): DiffPart[] {
  const out: DiffPart[] = [];
  parts.forEach((part, index) => {
    if (part.op !== "same" && part.op !== side) return;
    const between =
      part.op === "same" && part.text.trim() === "" && index > 0 && index < parts.length - 1 ? side : part.op;
    const last = out.at(-1);
    if (last?.op === between) last.text += part.text;
    else out.push({ op: between, text: part.text });
  });
  return out;
}

/** A changed field's place in words, in the studio's language: "Elemento 1 › Respuesta · English". */
export function changeLabel(change: FieldChange, es: unknown, words: StudioCopy): string {
  if (change.kind === null) return `${pathLabel(change.path, es, words)} · ${languageNames[change.lang ?? "es"]}`;
  const kind = change.kind;
  const word = structureLabel({ path: change.path, kind }, words === studioCopy.en ? "en" : "es");
  const owner = change.path.replace(kind === "image" ? /\.image\.name$|\.name$/ : /\.[^.]+$/, "");
  return owner && owner !== change.path ? `${pathLabel(owner, es, words)} › ${word}` : word;
}
