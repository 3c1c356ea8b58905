import type { EditableField } from "~/content/documents";
import { valueAt } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import { fill } from "~/i18n/translate";
import { colourRange } from "~/rug/colour-range";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { issueText } from "~/server/admin/studio/checks/issue-text.server";
import { catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";

/**
 * A structure field's findings in words a person acts on. The schema names the place it found a
 * problem at (`colourways.0.colours.2`, `sizes.1.width`) and says it as a schema does ("too
 * small: 1"); beside a field of colour codes, sizes or checkboxes that reads as nonsense
 * ("at least 1 characters"). Here each finding below a field is said as that kind of field
 * needs it ("Not in the colour range: XX99."), once however many places it came from.
 */

const rangeCodes = new Set(colourRange.map((colour) => colour.code));

/** Whether a finding is about `field` (the field itself, or a place inside its value). */
export const isAbout = (field: EditableField, issue: ContentIssue) =>
  issue.lang === null && (issue.path === field.path || issue.path.startsWith(`${field.path}.`));

/** The field that holds a finding's place, of those the editor offers. */
export const fieldOf = (fields: EditableField[], issue: ContentIssue) => fields.find((field) => isAbout(field, issue));

/** One finding about `field`, said for its kind; the studio's general words where its kind adds nothing. */
export function fieldIssueText(field: EditableField, issue: ContentIssue, es: unknown, lang: AdminLanguage): string {
  const problemWords = catalogueCopy[lang].problems;
  const general = issueText(issue, studioCopy[lang]);
  if (issue.code === "designNotShown" || issue.code === "designInProjects" || issue.code === "claim") return general;
  const inside = issue.path !== field.path;
  const limit = issue.detail ?? "";
  switch (field.kind) {
    case "number":
      if (issue.code === "tooShort") return fill(problemWords.atLeast, { n: limit });
      if (issue.code === "tooLong") return fill(problemWords.atMost, { n: limit });
      return problemWords.wholeNumber;
    case "choice":
      return problemWords.choose;
    case "choices":
      return issue.code === "tooShort" || issue.code === "required" ? problemWords.chooseSome : problemWords.choose;
    case "codes": {
      // Every code of the field the range lacks, named together (the schema finds them one by one).
      const codes = valueAt(es, field.path);
      const wrong = Array.isArray(codes) ? codes.map(String).filter((code) => !rangeCodes.has(code)) : [];
      if (wrong.length > 0) return fill(problemWords.unknownCodes, { codes: wrong.join(", ") });
      if (issue.code === "tooShort" || issue.code === "required") return problemWords.oneColour;
      if (issue.code === "tooLong") return problemWords.tooManyColours;
      return general;
    }
    case "sizes": {
      // Words that could not be read as sizes are kept as typed: one thing to say about them.
      if (!Array.isArray(valueAt(es, field.path))) return problemWords.sizes;
      if (issue.code === "tooLong" && !inside) return problemWords.tooManySizes;
      const index = inside ? issue.path.slice(field.path.length + 1).split(".")[0] : undefined;
      const size = index === undefined ? undefined : (valueAt(es, `${field.path}.${index}`) as Record<string, unknown>);
      if (size && typeof size === "object")
        return fill(problemWords.sizeRange, { size: `${size.width ?? "?"} × ${size.length ?? "?"}` });
      return problemWords.sizes;
    }
    case "size": {
      // The picture from above uploaded with no size: the publish check's own words.
      if (issue.code === "topViewSize") return problemWords.flatSizeNeeded;
      const size = valueAt(es, field.path) as Record<string, unknown> | undefined;
      if (size && typeof size === "object")
        return fill(problemWords.sizeRange, { size: `${size.width ?? "?"} × ${size.length ?? "?"}` });
      return problemWords.flatSize;
    }
    case "credits":
      if (!inside && issue.code === "tooLong") return fill(problemWords.tooMany, { n: limit });
      if (issue.path.endsWith(".role")) return problemWords.choose;
      return problemWords.creditPerson;
    case "designs":
      if (!inside && (issue.code === "tooShort" || issue.code === "required")) return problemWords.oneDesign;
      if (!inside && issue.code === "tooLong") return fill(problemWords.tooMany, { n: limit });
      return fill(problemWords.unknownDesign, { name: String(valueAt(es, issue.path) ?? "") });
    case "text":
      if (issue.code === "required" || issue.code === "tooShort") return problemWords.required;
      if (field.path === "country" && issue.code === "invalid") return problemWords.country;
      return general;
    default:
      return general;
  }
}

/** Every finding about `field`, each said once. */
export function fieldIssueTexts(
  field: EditableField,
  issues: ContentIssue[],
  es: unknown,
  lang: AdminLanguage,
): { text: string; warning: boolean }[] {
  const seen = new Set<string>();
  const out: { text: string; warning: boolean }[] = [];
  for (const issue of issues) {
    if (!isAbout(field, issue)) continue;
    const text = fieldIssueText(field, issue, es, lang);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ text, warning: issue.severity === "warning" });
  }
  return out;
}
