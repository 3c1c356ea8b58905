import type { EditableField } from "~/content/documents";
import { valueAt } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import { Errors } from "~/server/admin/studio/checks/issue-text.server";
import {
  CatalogueField,
  type CatalogueFieldContext,
} from "~/server/admin/studio/collection-entries/catalogue-fields.server";
import { structureLabel } from "~/server/admin/studio/collection-entries/catalogue-labels.server";
import { ImageSlot, type SlotMedia } from "~/server/admin/studio/media/image-slot.server";
import { type StudioCopy, studioCopy } from "~/server/admin/studio/studio-words.server";
import { structureFieldName } from "./editor-form.server";
import { placeLabel } from "./editor-outline.server";

/** What the editor's image slots need to show their pictures and open the library (image-slot.server.tsx). */
export type MediaChoice = SlotMedia;

import { fieldId } from "./field-id.server";

export { fieldId };

/**
 * A text's place in words, in the staff member's language: "Preguntas frecuentes › ¿Fabricáis
 * vosotros…? › Respuesta" (the section, the entry by its own title, the field). `words` tell the
 * language; see editor-outline.server.ts.
 */
export function pathLabel(path: string, es: unknown, words: StudioCopy): string {
  return placeLabel(es, path, words === studioCopy.en ? "en" : "es");
}

/**
 * A structure field editors may change: an image slot, an event's kind, date, end and link, and a
 * design's or project's facts (catalogue-fields.server.tsx), each with its findings beside it.
 */
export function StructureField({
  field,
  es,
  words,
  media,
  issues,
  catalogue,
}: {
  field: EditableField;
  es: unknown;
  words: StudioCopy;
  media: MediaChoice;
  /** The findings about this field (its place or any inside its value). */
  issues: ContentIssue[];
  catalogue: CatalogueFieldContext;
}) {
  if (field.kind === "image") return <ImageSlot field={field} es={es} words={words} media={media} issues={issues} />;
  if (field.kind !== "eventType" && field.kind !== "date" && field.kind !== "dateTime" && field.kind !== "url")
    return <CatalogueField field={field} es={es} issues={issues} context={catalogue} />;
  const value = valueAt(es, field.path);
  const id = fieldId("s", field.path);
  const name = structureFieldName(field.path);
  const errorId = `${id}-errors`;
  const described = issues.length > 0 ? { "aria-describedby": errorId, "aria-invalid": true } : {};
  const label = structureLabel(field, catalogue.lang);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {field.kind === "eventType" ? (
        <select id={id} name={name} defaultValue={String(value ?? "event")} {...described}>
          <option value="event">{words.fields.event}</option>
          <option value="news">{words.fields.news}</option>
        </select>
      ) : (
        <input
          id={id}
          name={name}
          type={field.kind === "date" ? "date" : field.kind === "dateTime" ? "datetime-local" : "url"}
          {...(field.kind === "dateTime" ? { step: 1 } : {})}
          defaultValue={typeof value === "string" ? value : ""}
          {...described}
        />
      )}
      <Errors id={errorId} issues={issues} words={words} />
    </div>
  );
}
