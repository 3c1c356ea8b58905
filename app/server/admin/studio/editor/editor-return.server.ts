import type { EditableField } from "~/content/documents";
import type { ListChange, TextUnit, Written } from "~/content/text-units";
import { textUnits, valueAt } from "~/content/text-units";
import { languages } from "~/i18n/languages";
import { fieldId } from "./editor-fields.server";
import { groupAnchor } from "./editor-groups.server";

/**
 * Where the editor opens after a save: at the entry a list change added or moved (its section
 * open, its first field focused), or at the first text the save changed, or else at the first
 * fact of `editable` it changed (a design's colours); the document's top when nothing changed. `#<anchor>` names an element the editor has (editor-sections.server.tsx).
 */
export function returnPlace(
  before: Written,
  after: Written,
  structure: ReadonlySet<string>,
  change: ListChange | null,
  editable: EditableField[] = [],
): { open: string; anchor: string } | null {
  if (change) {
    const length = (valueAt(after.es, change.path) as unknown[] | undefined)?.length ?? 0;
    const index =
      change.op === "add"
        ? length - 1
        : change.op === "move"
          ? Math.max(0, Math.min(change.to, length - 1))
          : Math.min(change.index, length - 1);
    if (index < 0) return null;
    const open = `${change.path}.${index}`;
    return { open, anchor: groupAnchor(open) };
  }
  const earlier = new Map(textUnits(before, structure).map((unit) => [unit.path, unit]));
  const changed = (unit: TextUnit) =>
    languages.find((lang) => earlier.get(unit.path)?.texts[lang] !== unit.texts[lang]);
  for (const unit of textUnits(after, structure)) {
    const lang = changed(unit);
    if (lang) return { open: unit.path, anchor: fieldId(lang, unit.path) };
  }
  const field = editable.find(
    (candidate) =>
      JSON.stringify(valueAt(before.es, candidate.path)) !== JSON.stringify(valueAt(after.es, candidate.path)),
  );
  return field ? { open: field.path, anchor: fieldId("s", field.path) } : null;
}

/** The editor's address after a save, at `place`. */
export function editorAddress(base: string, query: string, place: { open: string; anchor: string } | null): string {
  return place ? `${base}?${query}&open=${encodeURIComponent(place.open)}#${place.anchor}` : `${base}?${query}`;
}
