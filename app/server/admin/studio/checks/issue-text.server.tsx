import type { ContentIssue } from "~/content/validate";
import { fill } from "~/i18n/translate";
import { type StudioCopy, studioCopy } from "~/server/admin/studio/studio-words.server";
import { type ChecksCopy, checksCopy } from "./checks-words.server";

/** The checks' words in the language of the studio's words `t` (the staff member's). */
const checksCopyOf = (t: StudioCopy): ChecksCopy => (t === studioCopy.en ? checksCopy.en : checksCopy.es);

/**
 * A finding in the staff member's language: its language, what is wrong and the word or rule
 * ("Italiano: Aviso de estilo · Título italiano con mayúsculas: «Campionario». …"), and, when
 * `field` names it (a list away from the form), the field first.
 */
export function issueText(issue: ContentIssue, t: StudioCopy, options: { field?: string } = {}): string {
  const c = checksCopyOf(t);
  let text: string;
  if (issue.code === "claim" && issue.rule) {
    const rule = c.rules[issue.rule];
    text = fill(c.claim, { rule: rule.name, words: issue.detail ?? "", why: rule.why });
  } else {
    const detail =
      issue.code === "link"
        ? (t.linkProblems[issue.detail as keyof StudioCopy["linkProblems"]] ?? "")
        : issue.code === "spanishLeft" && issue.detail === "="
          ? t.identicalToSpanish
          : (issue.detail ?? "");
    text = fill(t.issues[issue.code], { detail });
  }
  if (issue.severity === "warning") text = `${c.styleWarning} · ${text}`;
  const where = [options.field, issue.lang ? c.languages[issue.lang] : null].filter(Boolean).join(" · ");
  return where ? `${where}: ${text}` : text;
}

/** A field's findings, beside it (the field points at the list with `aria-describedby`). */
export function Errors({ id, issues, t }: { id: string; issues: ContentIssue[]; t: StudioCopy }) {
  if (issues.length === 0) return null;
  return (
    <ul className="errors" id={id}>
      {issues.map((issue) => (
        <li
          key={`${issue.code}:${issue.rule ?? ""}:${issue.detail ?? ""}`}
          className={issue.severity === "warning" ? "warning" : undefined}
        >
          {issueText(issue, t)}
        </li>
      ))}
    </ul>
  );
}
