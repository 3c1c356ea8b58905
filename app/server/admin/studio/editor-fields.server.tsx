import type { EditableField } from "~/content/documents";
import { valueAt } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import { type Language, languageNames } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import type { StudioCopy } from "./copy.server";
import { structureFieldName } from "./editor-form.server";
import { ImageSlot, type SlotMedia } from "./image-slot.server";

/** What the editor's image slots need to show their pictures and open the library (image-slot.server.tsx). */
export type MediaChoice = SlotMedia;

export const fieldId = (lang: Language | "s", path: string) => `f-${lang}-${path.replace(/\./g, "-")}`;

/** A text's place in words: "Bloque 2 (faq) › Elemento 1 › Respuesta". */
export function pathLabel(path: string, es: unknown, t: StudioCopy): string {
  const out: string[] = [];
  let node: unknown = es;
  let key = "";
  for (const part of path.split(".")) {
    node = (node as Record<string, unknown> | undefined)?.[part];
    if (/^\d+$/.test(part)) {
      const kind = (node as { kind?: string } | undefined)?.kind;
      const n = Number(part) + 1;
      // A list of texts (paragraphs) names its entry by the list's own word.
      if (typeof node === "string" && t.keys[key]) out[out.length - 1] = `${t.keys[key]} ${n}`;
      else out.push(kind ? `${fill(t.block, { n })} (${kind})` : fill(t.item, { n }));
    } else {
      key = part;
      if (part !== "blocks" && part !== "items") out.push(t.keys[part] ?? part);
    }
  }
  return out.join(" › ");
}

export function issueText(issue: ContentIssue, t: StudioCopy): string {
  const detail =
    issue.code === "link"
      ? (t.linkProblems[issue.detail as keyof StudioCopy["linkProblems"]] ?? "")
      : issue.code === "spanishLeft" && issue.detail === "="
        ? t.identicalToSpanish
        : (issue.detail ?? "");
  const text = fill(t.issues[issue.code], { detail });
  return issue.lang ? `${fill(t.inLanguage, { language: languageNames[issue.lang] })}${text}` : text;
}

export function Errors({ id, issues, t }: { id: string; issues: ContentIssue[]; t: StudioCopy }) {
  if (issues.length === 0) return null;
  return (
    <ul className="errors" id={id}>
      {issues.map((issue) => (
        <li key={`${issue.code}:${issue.detail ?? ""}`}>{issueText(issue, t)}</li>
      ))}
    </ul>
  );
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
