import type { ContentIssue } from "~/content/validate";
import { fill } from "~/i18n/translate";
import { type StudioCopy, studioCopy } from "~/server/admin/studio/studio-words.server";
import { type ChecksCopy, checksCopy } from "./checks-words.server";

/** The checks' words in the language of `words`, the studio's words (the staff member's). */
const checksCopyOf = (words: StudioCopy): ChecksCopy => (words === studioCopy.en ? checksCopy.en : checksCopy.es);

/**
 * A finding in the staff member's language: its language, what is wrong and the word or rule
 * ("Italiano: Aviso de estilo · Título italiano con mayúsculas: «Campionario». …"), and, when
 * `field` names it (a list away from the form), the field first.
 */
export function issueText(issue: ContentIssue, words: StudioCopy, options: { field?: string } = {}): string {
  const checksWords = checksCopyOf(words);
  let text: string;
  if (issue.code === "claim" && issue.rule) {
    const rule = checksWords.rules[issue.rule];
    text = fill(checksWords.claim, { rule: rule.name, words: issue.detail ?? "", why: rule.why });
  } else {
    const detail =
      issue.code === "link"
        ? (words.linkProblems[issue.detail as keyof StudioCopy["linkProblems"]] ?? "")
        : issue.code === "spanishLeft" && issue.detail === "="
          ? words.identicalToSpanish
          : (issue.detail ?? "");
    text = fill(words.issues[issue.code], { detail });
  }
  if (issue.severity === "warning") text = `${checksWords.styleWarning} · ${text}`;
  const where = [options.field, issue.lang ? checksWords.languages[issue.lang] : null].filter(Boolean).join(" · ");
  return where ? `${where}: ${text}` : text;
}

/** A field's findings, beside it (the field points at the list with `aria-describedby`). */
export function Errors({ id, issues, words }: { id: string; issues: ContentIssue[]; words: StudioCopy }) {
  if (issues.length === 0) return null;
  return (
    <ul className="errors" id={id}>
      {issues.map((issue) => (
        <li
          key={`${issue.code}:${issue.rule ?? ""}:${issue.detail ?? ""}`}
          className={issue.severity === "warning" ? "warning" : undefined}
        >
          {issueText(issue, words)}
        </li>
      ))}
    </ul>
  );
}
