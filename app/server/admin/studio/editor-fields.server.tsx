import type { EditableField } from "~/content/documents";
import { type ImageName, images, imageUrl, widthsFor } from "~/content/images";
import { isMediaName, mediaUrl, mediaWidths } from "~/content/media-names";
import { valueAt } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import type { Language } from "~/i18n/languages";
import { type StudioCopy, studioCopy } from "./copy.server";
import { structureFieldName } from "./editor-form.server";
import { placeLabel } from "./editor-outline.server";
import { Errors } from "./issue-text.server";

/** An uploaded image an image slot may take, besides the site's own. */
export type MediaChoice = { id: string; alt: string };

/** A small picture of the image an image slot shows. */
function thumbnail(name: string): string {
  if (isMediaName(name)) return mediaUrl(name, mediaWidths(name)[0] ?? 480, "webp");
  if (name in images) return imageUrl(name as ImageName, widthsFor(name as ImageName)[0] ?? 480, "webp");
  return "";
}

export const fieldId = (lang: Language | "s", path: string) => `f-${lang}-${path.replace(/\./g, "-")}`;

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
  media: MediaChoice[];
  issues: ContentIssue[];
}) {
  const value = valueAt(es, field.path);
  const id = fieldId("s", field.path);
  const name = structureFieldName(field.path);
  const errorId = `${id}-errors`;
  const described = issues.length > 0 ? { "aria-describedby": errorId, "aria-invalid": true } : {};
  const label =
    t.fields[
      field.kind === "image"
        ? "image"
        : field.kind === "eventType"
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
      {field.kind === "image" ? (
        <div className="slot">
          {thumbnail(String(value ?? "")) ? (
            <img src={thumbnail(String(value ?? ""))} alt="" width={128} height={96} />
          ) : (
            <span />
          )}
          <select id={id} name={name} defaultValue={String(value ?? "")} {...described}>
            {media.length > 0 ? (
              <optgroup label={t.media.title}>
                {media.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.alt} ({item.id.replace(/^m-\w+-/, "")})
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={t.siteImages}>
              {Object.keys(images).map((image) => (
                <option key={image} value={image}>
                  {image}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
      ) : field.kind === "eventType" ? (
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
