import type { DocumentKind, EditableField } from "~/content/documents";
import type { TextUnit } from "~/content/text-units";
import { blocking, type ContentIssue } from "~/content/validate";
import { fill } from "~/i18n/translate";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { counted } from "~/server/admin/plural.server";
import { checksCopy } from "~/server/admin/studio/checks/checks-words.server";
import { issueText } from "~/server/admin/studio/checks/issue-text.server";
import { catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { fieldId, pathLabel } from "./editor-fields.server";
import { fieldIssueText, fieldOf } from "./field-issues.server";

/** What the alerts above the editor say: the notice of what was just done, and what was refused. */
export type EditorAlerts = {
  lang: AdminLanguage;
  kind: DocumentKind;
  es: unknown;
  /** The texts and the structure fields the editor shows, for each problem's link to its field. */
  units: TextUnit[];
  editable: EditableField[];
  notice: string | null;
  issues: ContentIssue[];
  /** The issues are a refused publish's. */
  refused?: boolean;
  readOnly?: string[];
  nameTaken?: { id: string; name: string };
  invalidDate?: boolean;
};

/** A refused publish's problems, each a link to its field: the section holding it is open (see SectionView). */
function Refusal({ alerts }: { alerts: EditorAlerts }) {
  const { lang, es, units, editable, issues } = alerts;
  const words = studioCopy[lang];
  const linkOf = (issue: ContentIssue) => {
    if (issue.path === "") return null;
    if (issue.lang !== null && units.some((unit) => unit.path === issue.path)) return fieldId(issue.lang, issue.path);
    const field = fieldOf(editable, issue);
    return field ? fieldId("s", field.path) : null;
  };
  // A fact's finding in its field's words, named by the field (not the place inside its value).
  const findingOf = (issue: ContentIssue) => {
    const field = fieldOf(editable, issue);
    return field
      ? { where: pathLabel(field.path, es, words), text: fieldIssueText(field, issue, es, lang) }
      : { where: issue.path ? pathLabel(issue.path, es, words) : "", text: issueText(issue, words) };
  };
  return (
    <div className="alert" role="alert">
      <p>{counted(lang, words.refused, blocking(issues).length)}</p>
      {issues.length > blocking(issues).length ? (
        <p>{counted(lang, checksCopy[lang].alsoWarnings, issues.length - blocking(issues).length)}</p>
      ) : null}
      <ul className="problems">
        {issues.map((issue) => {
          const target = linkOf(issue);
          const { where, text } = findingOf(issue);
          return (
            <li key={`${issue.lang}:${issue.path}:${issue.code}:${issue.detail ?? ""}`}>
              {target ? <a href={`#${target}`}>{where}</a> : where ? <strong>{where}</strong> : null}
              {where ? " — " : null}
              {text}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The notice of what was just done, then what a post could not do: a refused publish, read-only fields, a taken name, a date. */
export function Alerts({ alerts }: { alerts: EditorAlerts }) {
  const { lang, notice, readOnly, nameTaken } = alerts;
  const words = studioCopy[lang];
  const createErrors = catalogueCopy[lang].create.errors;
  return (
    <>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {alerts.refused && alerts.issues.length > 0 ? <Refusal alerts={alerts} /> : null}
      {readOnly ? (
        <p className="alert" role="alert">
          {fill(words.readOnlyPosted, {
            fields: `${readOnly.slice(0, 5).join(", ")}${readOnly.length > 5 ? ", …" : ""}`,
          })}
        </p>
      ) : null}
      {nameTaken ? (
        <p className="alert" role="alert">
          {fill(createErrors.nameTaken, {
            what: words.kinds[alerts.kind as "design" | "project"].toLowerCase(),
            name: nameTaken.name,
          })}{" "}
          <a href={`/admin/content/${nameTaken.id}`}>{fill(createErrors.nameHolder, { name: nameTaken.name })}</a>
        </p>
      ) : null}
      {alerts.invalidDate ? (
        <p className="alert" role="alert">
          {words.invalidDate}
        </p>
      ) : null}
    </>
  );
}
