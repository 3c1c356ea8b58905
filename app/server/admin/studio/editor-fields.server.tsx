import type { EditableField } from "~/content/documents";
import { valueAt } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import { type StudioCopy, studioCopy } from "./copy.server";
import { structureFieldName } from "./editor-form.server";
import { placeLabel } from "./editor-outline.server";
import { ImageSlot, type SlotMedia } from "./image-slot.server";
import { Errors } from "./issue-text.server";

/** What the editor's image slots need to show their pictures and open the library (image-slot.server.tsx). */
export type MediaChoice = SlotMedia;

import { fieldId } from "./field-id.server";

export { fieldId };

/**
 * A text's place in words, in the staff member's language: "Preguntas frecuentes › ¿Fabricáis
 * vosotros…? › Respuesta" (the section, the entry by its own title, the field). `t` tells the
 * language; see ./editor-outline.server.ts.
 */
export function pathLabel(path: string, es: unknown, t: StudioCopy): string {
  return placeLabel(es, path, t === studioCopy.en ? "en" : "es");
}

export function StructureField({
  field,
  es,
  t,
  media,
  issues,
}: {
  field: EditableField;
  es: unknown;
  t: StudioCopy;
  media: MediaChoice;
  issues: ContentIssue[];
}) {
  if (field.kind === "image") return <ImageSlot field={field} es={es} t={t} media={media} issues={issues} />;
  const value = valueAt(es, field.path);
  const id = fieldId("s", field.path);
  const name = structureFieldName(field.path);
  const errorId = `${id}-errors`;
  const described = issues.length > 0 ? { "aria-describedby": errorId, "aria-invalid": true } : {};
  const label =
    t.fields[
      field.kind === "eventType"
        ? "type"
        : field.kind === "dateTime"
          ? "endsAt"
          : field.kind === "flag"
            ? "restricted"
            : field.kind === "url"
              ? "link"
              : "date"
    ];
  if (field.kind === "flag")
    return (
      <div className="field check">
        <input type="hidden" name={name} value="false" />
        <input type="checkbox" id={id} name={name} value="true" defaultChecked={value === true} {...described} />
        <label htmlFor={id}>{label}</label>
        <Errors id={errorId} issues={issues} t={t} />
      </div>
    );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {field.kind === "eventType" ? (
        <select id={id} name={name} defaultValue={String(value ?? "event")} {...described}>
          <option value="event">{t.fields.event}</option>
          <option value="news">{t.fields.news}</option>
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
      <Errors id={errorId} issues={issues} t={t} />
    </div>
  );
}
