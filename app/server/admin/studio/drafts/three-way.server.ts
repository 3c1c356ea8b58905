import { createHash } from "node:crypto";
import type { DocumentDef } from "~/content/documents";
import type { Written } from "~/content/text-units";
import { type FieldChange, fieldValues } from "./field-changes.server";

/**
 * A three-way merge of a refused save: what the editor's form started from (its base), what is
 * stored now (another save came since) and what the form posts. A field only the other side
 * changed keeps the stored value, a field only the editor changed takes the posted one, and only
 * a field both changed, each to something else, is a question. Neither answer to it can be a
 * default: "mine" reverts the other side's saved work, "theirs" drops the words just typed, and
 * which came "later" says nothing about which is wanted (an autosave refused may hold words typed
 * before the other save). So the editor chooses, on the conflict page, for those fields only.
 *
 * The base travels with the form as a mark of each field's value (a short digest, not the words:
 * the form stays about as large as it was). Without a readable mark (an old page, a forged post)
 * nothing is known of the base, and every differing field is a question, as safe as it gets.
 */

/** A field's value as a mark: 12 characters of its SHA-256 (72 bits), enough to tell two values of one field apart. */
const mark = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 12);

/** The marks of the fields a form opened on `written` starts from, as the form carries them (JSON; empty fields left out). */
export function baseMarks(def: DocumentDef, written: Written): string {
  const marks: Record<string, string> = {};
  for (const [name, value] of fieldValues(def, written)) if (value !== "") marks[name] = mark(value);
  return JSON.stringify(marks);
}

/** The most fields a base may name: far above any document's (six languages of every text). */
const maxMarks = 20_000;

/**
 * A posted base, or null when it is not one the server could have written: a JSON object of
 * field names (`t.en.summary`, `s.items.0.date`) to marks, within bounds.
 */
export function parseBaseMarks(value: unknown): ReadonlyMap<string, string> | null {
  if (typeof value !== "string" || value.length > 1_500_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed);
  if (entries.length > maxMarks) return null;
  const marks = new Map<string, string>();
  for (const [name, given] of entries) {
    if (!/^[ts]\.[\w.-]{1,300}$/.test(name) || typeof given !== "string" || !/^[\w-]{12}$/.test(given)) return null;
    marks.set(name, given);
  }
  return marks;
}

export type ThreeWay = {
  /** Changed by the editor only: the posted value is taken, nothing asked. */
  mine: FieldChange[];
  /** Changed by the other side only: the stored value stays, nothing asked. */
  theirs: FieldChange[];
  /** Changed by both, differently: asked. */
  both: FieldChange[];
};

/**
 * Sorts the fields whose stored and posted values differ (`changes`: `before` stored, `after`
 * posted, from fieldChanges) by who changed them since `base`. A field the base does not name
 * was empty in it.
 */
export function threeWay(changes: FieldChange[], base: ReadonlyMap<string, string> | null): ThreeWay {
  const merge: ThreeWay = { mine: [], theirs: [], both: [] };
  for (const change of changes) {
    if (!base) {
      merge.both.push(change);
      continue;
    }
    const was = base.get(change.name) ?? mark("");
    const mineChanged = mark(change.after) !== was;
    const theirsChanged = mark(change.before) !== was;
    if (mineChanged && theirsChanged) merge.both.push(change);
    else if (mineChanged) merge.mine.push(change);
    else merge.theirs.push(change);
  }
  return merge;
}

/** The posted fields of the editor's own changes, as a form carries them (a fact as its one line). */
export const postOf = (changes: FieldChange[]): Record<string, string> =>
  Object.fromEntries(changes.map((change) => [change.name, change.after]));
