import type { Written } from "~/content/text-units";
import { fill } from "~/i18n/translate";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { counted } from "~/server/admin/plural.server";
import { pathLabel } from "~/server/admin/studio/editor/editor-fields.server";
import { type StudioCopy, studioCopy } from "~/server/admin/studio/studio-words.server";
import type { PublishWarning } from "~/server/content/store/publish-checks.server";
import { checksCopy } from "./checks-words.server";
import { issueText } from "./issue-text.server";

/**
 * What a version was published with despite it, in the history: "Publicada con 2 avisos de
 * estilo y 5 traducciones sin actualizar", opened to list each (its field, language and word).
 * Fields are named after the document as it is now (`es`), their path where it no longer has them.
 */
export function VersionWarnings({
  warnings,
  es,
  lang,
}: {
  warnings: PublishWarning[];
  es: Written["es"];
  lang: AdminLanguage;
}) {
  if (warnings.length === 0) return null;
  const words: StudioCopy = studioCopy[lang];
  const checksWords = checksCopy[lang];
  const rules = warnings.flatMap((warning) => (warning.kind === "rule" ? [warning.issue] : []));
  const outdated = warnings.flatMap((warning) => (warning.kind === "outdated" ? [warning] : []));
  const outdatedCount = outdated.reduce((sum, warning) => sum + warning.paths.length, 0);
  const label = (path: string) => pathLabel(path, es, words) || path;
  const summary = [
    rules.length > 0 ? counted(lang, checksWords.history.warnings, rules.length) : "",
    outdatedCount > 0 ? counted(lang, checksWords.history.outdated, outdatedCount) : "",
  ]
    .filter(Boolean)
    .join(checksWords.history.and);
  return (
    <details className="version-warnings">
      <summary>{fill(checksWords.history.summary, { list: summary })}</summary>
      <ul>
        {rules.map((issue) => (
          <li key={`${issue.lang}:${issue.path}:${issue.rule ?? issue.code}:${issue.detail ?? ""}`}>
            {issueText(issue, words, { field: label(issue.path) })}
          </li>
        ))}
        {outdated.map((warning) => (
          <li key={warning.lang}>
            {counted(lang, checksWords.confirm.outdatedLanguage, warning.paths.length, {
              language: checksWords.languages[warning.lang],
            })}
            : {warning.paths.map(label).join("; ")}
          </li>
        ))}
      </ul>
    </details>
  );
}
