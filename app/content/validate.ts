import { type Language, languages } from "~/i18n/languages";
import { spanishLeftovers, spanishWordsIn } from "~/i18n/translation-check";
import { pages } from "~/site/pages";
import { type CopyRuleId, contentNames, copyRuleBreaches, properNames, type Severity } from "./copy-rules";
import type { DocumentDef } from "./documents";
import { imageAltIssues } from "./image-alts";
import { siteFacts } from "./site-facts";
import { mergedContent, textUnits, valueAt, type Written } from "./text-units";
import { StructureError } from "./translation";

/**
 * The checks a document must pass to be published, the same rules the build and the unit tests
 * hold the modules to: its schema and structure in every language, the copy rules, no Spanish
 * left in a translation, placeholders only of site facts and the same as Spanish's, links only to
 * the site's pages or https addresses, and plain text (no markup). Each finding names its
 * language and the field's path, so the studio shows it beside the field.
 *
 * Every finding is an error (the publish is refused) except a copy rule of house style (the
 * glossary's word, typography), which warns: see `Severity` in copy-rules.ts.
 */
export type ContentIssue = {
  /** Null: the document's structure (the same in every language). */
  lang: Language | null;
  path: string;
  code: IssueCode;
  severity: Severity;
  /** The copy rule broken, for a `claim`. */
  rule?: CopyRuleId;
  /** What the editor needs to fix it: a limit, the words found. */
  detail?: string;
};

export type IssueCode =
  | "structure"
  | "required"
  | "tooShort"
  | "tooLong"
  | "invalid"
  | "markup"
  | "placeholder"
  | "spanishLeft"
  | "claim"
  | "link";

const markup = /<\s*[a-zA-Z!/?]|<\s*$|\bjavascript\s*:|\bdata\s*:\s*text\/html/i;
/** Control characters other than tab and newlines: never part of a text a person writes. */
const controlCharacters = /\p{Cc}/u;
const allowedControls = /[\t\n\r]/g;
const placeholderPattern = /\{\{(\w+)\}\}/g;
const knownFacts = new Set(Object.keys(siteFacts("es")));
const sitePaths = new Set<string>(pages.map((page) => page.path));

/** Why a link is refused: not a page of the site, not https, a user or password in it, not an address. */
export type LinkProblem = "notSitePage" | "notHttps" | "credentials" | "notAddress";

/** A link editors may write: a page of the site (by its Spanish path) or an https address. */
export function linkProblem(href: string, { siteOnly = false } = {}): LinkProblem | null {
  const value = href.trim();
  if (value.startsWith("/")) {
    const path = value.replace(/[?#].*$/, "") || "/";
    if (value.startsWith("//") || !sitePaths.has(path)) return "notSitePage";
    return null;
  }
  if (siteOnly) return "notSitePage";
  try {
    const url = new URL(value);
    if (url.protocol !== "https:") return "notHttps";
    if (url.username || url.password) return "credentials";
    return null;
  } catch {
    return "notAddress";
  }
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((match) => match[1] ?? "").sort();
}

function textIssues(def: DocumentDef, written: Written): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const allowed = [...contentNames, ...properNames];
  for (const unit of textUnits(written, def.structure)) {
    const spanishFacts = placeholdersOf(unit.texts.es);
    for (const lang of languages) {
      const text = unit.texts[lang];
      const at = { lang, path: unit.path, severity: "error" as const };
      if (markup.test(text) || controlCharacters.test(text.replace(allowedControls, ""))) {
        issues.push({ ...at, code: "markup" });
        continue;
      }
      if (text.trim() === "") continue; // required texts are the schema's finding
      const facts = placeholdersOf(text);
      const unknown = facts.filter((name) => !knownFacts.has(name));
      if (unknown.length > 0)
        issues.push({ ...at, code: "placeholder", detail: unknown.map((n) => `{{${n}}}`).join(", ") });
      else if (lang !== "es" && facts.join() !== spanishFacts.join())
        issues.push({ ...at, code: "placeholder", detail: spanishFacts.map((n) => `{{${n}}}`).join(", ") || "—" });
      if (lang !== "es") {
        // The detail is the Spanish words found, or "=" for a text identical to Spanish.
        const left = spanishLeftovers({ t: unit.texts.es }, { t: text }, allowed);
        if (left.length > 0)
          issues.push({ ...at, code: "spanishLeft", detail: spanishWordsIn(text).join(", ") || "=" });
      }
      for (const breach of copyRuleBreaches(text, lang, `${def.id}.${unit.path}`, unit.texts.es))
        issues.push({
          ...at,
          code: "claim",
          severity: breach.severity,
          rule: breach.rule,
          detail: breach.words.join(", "),
        });
    }
  }
  return issues;
}

function linkIssues(written: Written): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, path ? `${path}.${index}` : String(index));
    } else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if ((key === "href" || key === "link") && typeof value === "string") {
          const problem = linkProblem(value);
          if (problem) issues.push({ lang: null, path: at, code: "link", severity: "error", detail: problem });
        } else walk(value, at);
      }
  };
  walk(written.es, "");
  return issues;
}

function schemaIssues(def: DocumentDef, written: Written): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const lang of languages) {
    let content: unknown;
    try {
      content = mergedContent(written, lang, lang, def.structure);
    } catch (error) {
      if (!(error instanceof StructureError)) throw error;
      issues.push({ lang, path: "", code: "structure", severity: "error", detail: error.message });
      continue;
    }
    const result = def.schema.safeParse(content);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const path = issue.path.join(".");
      const value = valueAt(content, path);
      const code: IssueCode =
        issue.code === "too_small"
          ? typeof value === "string" && value.trim() === ""
            ? "required"
            : "tooShort"
          : issue.code === "too_big"
            ? "tooLong"
            : "invalid";
      const limit = "minimum" in issue ? issue.minimum : "maximum" in issue ? issue.maximum : undefined;
      // A structure field's finding is the same in every language: reported once, for none.
      const structural = def.structure.has(String(issue.path.at(-1)));
      if (structural && lang !== "es") continue;
      issues.push({
        lang: structural ? null : lang,
        path,
        code,
        severity: "error",
        ...(limit !== undefined ? { detail: String(limit) } : code === "invalid" ? { detail: issue.message } : {}),
      });
    }
  }
  return issues;
}

/** Everything to tell before a document is published: errors stop it, warnings ask first; empty: it may be. */
export function validateDocument(def: DocumentDef, written: Written): ContentIssue[] {
  const schema = schemaIssues(def, written);
  // Text checks read every language's words at the Spanish paths: only once the shapes agree.
  if (schema.some((issue) => issue.code === "structure")) return schema;
  const seen = new Set<string>();
  return [
    ...schema,
    ...linkIssues(written),
    ...(imageAltIssues(written) as ContentIssue[]),
    ...textIssues(def, written),
  ].filter((issue) => {
    const key = `${issue.lang}|${issue.path}|${issue.code}|${issue.rule ?? ""}|${issue.detail ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The findings that block a publish. */
export const blocking = (issues: ContentIssue[]) => issues.filter((issue) => issue.severity === "error");
