import { type Language, languages } from "~/i18n/languages";
import { valueAt, type Written } from "./text-units";

/**
 * An image described in Spanish is described in every language: its alternative text may be
 * empty only for a decorative image, and then in all six. A slot whose picture was changed keeps
 * no description of the previous one (the studio empties it), so a language still to write is
 * found here, by field and language, before it goes live undescribed.
 */
/** A finding of validate.ts (ContentIssue) of one kind: a description still to write. */
type MissingAlt = { lang: Language; path: string; code: "required"; severity: "error" };

export function imageAltIssues(written: Written): MissingAlt[] {
  const issues: MissingAlt[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, path ? `${path}.${index}` : String(index));
    } else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (typeof record.name === "string" && typeof record.alt === "string") {
        const altPath = path ? `${path}.alt` : "alt";
        if (record.alt.trim() === "") return;
        for (const lang of languages.filter((code) => code !== "es")) {
          const text = valueAt(written[lang], altPath);
          if (typeof text === "string" && text.trim() === "")
            issues.push({ lang, path: altPath, code: "required", severity: "error" });
        }
      } else for (const [key, value] of Object.entries(record)) walk(value, path ? `${path}.${key}` : key);
    }
  };
  walk(written.es, "");
  return issues;
}
