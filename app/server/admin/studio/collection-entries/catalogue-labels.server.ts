import type { EditableField } from "~/content/documents";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { editorCopy } from "~/server/admin/studio/editor/editor-words.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { catalogueCopy } from "./catalogue-words.server";

/** A design's and a project's facts in words: each field's label and each option's name, in the staff member's language. */

/** A field's path without its list numbers: `colourways.0.colours` → `colourways.colours`. */
export const genericPath = (path: string) => path.replace(/\.\d+(?=\.|$)/g, "");

/** A structure field's label in the staff member's language. */
export function structureLabel(field: EditableField, lang: AdminLanguage): string {
  const own = catalogueCopy[lang].labels[genericPath(field.path)];
  if (own) return own;
  const words = studioCopy[lang];
  switch (field.kind) {
    case "image":
      return words.fields.image;
    case "eventType":
      return words.fields.type;
    case "dateTime":
      return words.fields.endsAt;
    case "flag":
      return words.fields.restricted;
    case "url":
      return words.fields.link;
    case "date":
      return words.fields.date;
    default:
      return editorCopy[lang].keys[field.path.split(".").at(-1) ?? ""] ?? field.path;
  }
}

/** The words for an option of a field (`pile` → "Pelo cortado"), by the field's last key. */
export function optionLabel(field: EditableField, option: string, lang: AdminLanguage): string {
  const key = field.kind === "credits" ? "credits" : (field.path.split(".").at(-1) ?? "");
  const names = catalogueCopy[lang].options[key === "sector" ? "sectors" : key];
  return names?.[option] ?? option;
}
