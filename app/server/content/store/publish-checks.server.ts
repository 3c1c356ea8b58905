import { createHash } from "node:crypto";
import type { DocumentDef } from "~/content/documents";
import { type ContentIssue, validateDocument } from "~/content/validate";
import { isLanguage, type Language, languages } from "~/i18n/languages";
import { needsTranslation, type StoredDocument } from "./document.server";

/**
 * What a publish tells before it goes ahead. Errors refuse it. Style warnings and translations
 * left out of date ask first: the editor sees them on one confirmation step and publishes anyway
 * with its token, which names exactly what they saw (a digest of the words and of the translations
 * out of date), so a confirmation of other words, or a forged one, asks again;
 * no confirmation ever lets an error through. A version published anyway keeps what it was
 * published with (content_versions.warnings).
 */
export type PublishChecks = {
  errors: ContentIssue[];
  warnings: ContentIssue[];
  /** Per language, the texts whose Spanish changed after they were translated. */
  outdated: Partial<Record<Language, string[]>>;
  /** The confirmation that accepts exactly this content's warnings and outdated translations. */
  token: string;
};

/** What a version was published with despite it, as stored with the version (a JSON list). */
export type PublishWarning =
  | { kind: "rule"; issue: ContentIssue }
  | { kind: "outdated"; lang: Language; paths: string[] };

/**
 * The checks of `content`: its own (validateDocument) and `related`, what the rest of the content
 * says of it (a project's designs: collection-checks.server.ts).
 */
export function publishChecks(def: DocumentDef, content: StoredDocument, related: ContentIssue[] = []): PublishChecks {
  const issues = [...validateDocument(def, content.written), ...related];
  const outdated = needsTranslation(def, content);
  return {
    errors: issues.filter((issue) => issue.severity === "error"),
    warnings: issues.filter((issue) => issue.severity === "warning"),
    outdated,
    token: createHash("sha256")
      .update(JSON.stringify([content.written, outdated]))
      .digest("base64url")
      .slice(0, 22),
  };
}

/** Whether there is anything to confirm before publishing. */
export const needsConfirmation = (checks: PublishChecks, { outdated = true } = {}) =>
  checks.warnings.length > 0 || (outdated && Object.keys(checks.outdated).length > 0);

export function publishWarnings(checks: PublishChecks): PublishWarning[] {
  return [
    ...checks.warnings.map((issue): PublishWarning => ({ kind: "rule", issue })),
    ...languages.flatMap((lang): PublishWarning[] => {
      const paths = checks.outdated[lang] ?? [];
      return paths.length > 0 ? [{ kind: "outdated", lang, paths }] : [];
    }),
  ];
}

/** A version's stored warnings; anything unreadable (a hand-edited row) reads as none. */
export function parseWarnings(json: string | null): PublishWarning[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (item): item is PublishWarning =>
        (item?.kind === "rule" && typeof item.issue?.path === "string" && typeof item.issue?.code === "string") ||
        (item?.kind === "outdated" && isLanguage(item.lang) && Array.isArray(item.paths)),
    );
  } catch {
    return [];
  }
}
