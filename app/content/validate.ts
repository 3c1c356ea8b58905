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
  | "link"
  /** A project names a design the site does not show (the studio's publish check, with the live catalogue). */
  | "designNotShown"
  /** A design taken off the site that shown projects use (a warning). */
  | "designInProjects"
  /** A colourway's picture from above is an upload with no real size to lay it at (the studio's publish check). */
  | "topViewSize";

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

/**
 * A name that reads the same in every language: every word of four letters or more capitalised
 * ("Valencia", "Hotel Mirador del Turia, Valencia"). Identical to Spanish, it is no leftover.
 */
function isProperName(text: string): boolean {
  const words = text.match(/\p{L}{4,}/gu) ?? [];
  return words.length > 0 && words.every((word) => /^\p{Lu}/u.test(word));
}

/** One to three words identical to Spanish (a colour "Coral") are asked about, not refused. */
const isShort = (text: string) => text.trim().split(/\s+/).length <= 3;

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
        const detail = spanishWordsIn(text).join(", ") || "=";
        if (left.length > 0 && !(detail === "=" && isProperName(text)))
          issues.push({
            ...at,
            code: "spanishLeft",
            detail,
            ...(isShort(text) ? { severity: "warning" as const } : {}),
          });
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
      // A structure field's finding (anything under a structure key: a size's width, a colour
      // code in a list) is the same in every language: reported once, for none.
      const structural = issue.path.some((key) => typeof key === "string" && def.structure.has(key));
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

/** A line editors write into the structure (a design's name, a project's client): plain text too. */
function structureTextIssues(def: DocumentDef, written: Written): ContentIssue[] {
  return def.editable(written.es).flatMap((field): ContentIssue[] => {
    const value = valueAt(written.es, field.path);
    if (field.kind !== "text" || typeof value !== "string") return [];
    return markup.test(value) || controlCharacters.test(value.replace(allowedControls, ""))
      ? [{ lang: null, path: field.path, code: "markup", severity: "error" }]
      : [];
  });
}

/** Everything to tell before a document is published: errors stop it, warnings ask first; empty: it may be. */
export function validateDocument(def: DocumentDef, written: Written): ContentIssue[] {
  const schema = schemaIssues(def, written);
  // Text checks read every language's words at the Spanish paths: only once the shapes agree.
  if (schema.some((issue) => issue.code === "structure")) return schema;
  const seen = new Set<string>();
  return [
    ...schema,
    ...structureTextIssues(def, written),
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
