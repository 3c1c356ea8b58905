/**
 * Checks a translation against its Spanish source: the same keys (and array lengths), no empty
 * text, the same placeholders, and no Spanish left behind. Used by the one test of every words
 * module (words.test.ts), the content modules' tests and the studio's publish checks.
 */
type Tree = unknown;

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === "string") {
    out.set(prefix, tree);
  } else if (Array.isArray(tree)) {
    tree.forEach((item, index) => {
      for (const [key, value] of leaves(item, `${prefix}[${index}]`)) out.set(key, value);
    });
  } else if (tree && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) {
      for (const [leafKey, leafValue] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(leafKey, leafValue);
    }
  }
  return out;
}

/** Keys Spanish has that the translation lacks, and keys the translation has that Spanish does not. */
export function keyDifferences(source: Tree, target: Tree): { missing: string[]; extra: string[] } {
  const sourceKeys = leaves(source);
  const targetKeys = leaves(target);
  return {
    missing: [...sourceKeys.keys()].filter((key) => !targetKeys.has(key)),
    extra: [...targetKeys.keys()].filter((key) => !sourceKeys.has(key)),
  };
}

/** The keys whose text is empty or only spaces: a reader would see nothing there. */
export function emptyTexts(tree: Tree): string[] {
  return [...leaves(tree)].filter(([, value]) => value.trim() === "").map(([key]) => key);
}

/**
 * The placeholders of a text, sorted: the pages' `{{name}}` and the e-mails' `{name}` (each
 * written as it is, so one is never taken for the other).
 */
function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\w+\}\}|\{\w+\}/g)].map((match) => match[0]).sort();
}

/**
 * The keys of both where the translation fills other placeholders than Spanish, with both lists.
 * `alike` are groups of placeholders a language may use for one another (a greeting by the
 * first name or, where the language's register asks it, by the whole name).
 */
export function placeholderDifferences(
  source: Tree,
  target: Tree,
  alike: readonly (readonly string[])[] = [],
): string[] {
  const sameAs = new Map(alike.flatMap((group) => group.map((placeholder) => [placeholder, group[0] ?? placeholder])));
  const placeholders = (text: string) =>
    placeholdersOf(text)
      .map((found) => sameAs.get(found) ?? found)
      .sort();
  const targetLeaves = leaves(target);
  return [...leaves(source)].flatMap(([key, value]) => {
    const translated = targetLeaves.get(key);
    if (translated === undefined) return [];
    const [expected, found] = [placeholders(value), placeholders(translated)];
    return expected.join(" ") === found.join(" ")
      ? []
      : [`${key}: ${found.join(" ")} instead of ${expected.join(" ")}`];
  });
}

/** Words and marks that only Spanish uses among the site's six languages. */
const spanishMarkers =
  /[ñ¿¡]|\b(alfombras?|fábrica|nuestr[oa]s?|también|está|están|diseño|diseñad[oa]s?|usted|nosotros|hemos|desde|hasta|página|páginas|contáctanos|solicitud|envío|enviar|muestrario|colección|colecciones|proyectos)\b/i;

/** The Spanish-only words and marks found in a text (a whole document, say), each once. */
export function spanishWordsIn(text: string): string[] {
  const global = new RegExp(spanishMarkers.source, "gi");
  return [...new Set([...text.matchAll(global)].map((match) => match[0].toLowerCase()))];
}

/** Values that may legitimately read the same in every language. */
const sameInEveryLanguage = new Set([
  "Contract",
  "Handtuft",
  "Robotuft",
  "Ctrl K",
  "1995",
  "300",
  "Nudo",
  "Oops! Page not found",
  "Return to Home",
]);

/** Leaves that are identifiers (paths, image names, block kinds), not words for a reader. */
const identifierKeys = /\.(href|name|video|kind|section|layout|tone|imageSide|id|form|sector)$/;

/** Leaves of the translation that are still Spanish: identical to the source, or with Spanish words. */
export function spanishLeftovers(source: Tree, target: Tree, allowed: Iterable<string> = []): string[] {
  const allow = new Set([...sameInEveryLanguage, ...allowed]);
  const sourceLeaves = leaves(source);
  const problems: string[] = [];
  for (const [key, value] of leaves(target)) {
    // A value that is only a site fact (`{{factoryArea}}`) reads the same in every language.
    if (allow.has(value) || identifierKeys.test(key) || /^\{\{\w+\}\}$/.test(value)) continue;
    if (sourceLeaves.get(key) === value && /[a-záéíóú]{3}/i.test(value)) {
      problems.push(`${key}: identical to Spanish "${value}"`);
    } else if (spanishMarkers.test(value)) {
      problems.push(`${key}: Spanish word in "${value}"`);
    }
  }
  return problems;
}
