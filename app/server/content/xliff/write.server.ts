import { coreNamespace, hex, notXmlChars, targetLanguages, type XliffDocument, XliffError } from "./model.server";

/** The site's placeholders, as `app/content/site-facts.ts` fills them. */
const placeholder = /\{\{(\w+)\}\}/g;
/** XML's NMTOKEN, the type of XLIFF ids, close enough: letters, digits, ".", "-", "_", ":". */
const nmtoken = /^[\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc}.\-:\u00B7]+$/u;

/**
 * The document as an XLIFF 2.0 file: UTF-8, two-space indented, the same bytes for the same
 * document. A unit whose target is "" is written without `<target>` (untranslated), and its
 * placeholders become `<ph>` codes that translation tools protect. A unit's state, when it has
 * one, is written on its segment (XLIFF 2.0 puts it there, not on the target).
 */
export function writeXliff(doc: XliffDocument): string {
  if (doc.srcLang !== "es") throw new XliffError(`The source language must be "es", not "${doc.srcLang}"`);
  if (!targetLanguages.includes(doc.trgLang))
    throw new XliffError(`The target language must be one of ${targetLanguages.join(", ")}, not "${doc.trgLang}"`);
  if (doc.files.length === 0)
    throw new XliffError("An XLIFF document needs at least one file: there is nothing to translate");

  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${coreNamespace}" version="2.0" srcLang="es" trgLang="${doc.trgLang}">`,
  ];
  const fileIds = new Set<string>();
  for (const file of doc.files) {
    checkId(file.id, `File id "${file.id}"`);
    if (fileIds.has(file.id)) throw new XliffError(`Two files have the id "${file.id}"`);
    fileIds.add(file.id);
    if (file.units.length === 0)
      throw new XliffError(`File "${file.id}" has no units: XLIFF 2.0 requires at least one`);

    const original = file.original === undefined ? "" : ` original="${escapeAttribute(label(file.original))}"`;
    // Inherited by every unit: tools that collapse whitespace otherwise would eat newlines.
    lines.push(`  <file id="${escapeAttribute(file.id)}"${original} xml:space="preserve">`);
    const unitIds = new Set<string>();
    for (const unit of file.units) {
      checkId(unit.id, `Unit id "${unit.id}" in file "${file.id}"`);
      if (unitIds.has(unit.id)) throw new XliffError(`Unit "${unit.id}" appears twice in file "${file.id}"`);
      unitIds.add(unit.id);

      const { source, target } = writeSegment(unit.source, unit.target);
      lines.push(`    <unit id="${escapeAttribute(unit.id)}">`);
      if (unit.note !== undefined)
        lines.push("      <notes>", `        <note>${escapeText(label(unit.note))}</note>`, "      </notes>");
      const state = unit.state === undefined ? "" : ` state="${unit.state}"`;
      lines.push(`      <segment${state}>`, `        <source>${source}</source>`);
      if (unit.target !== "") lines.push(`        <target>${target}</target>`);
      lines.push("      </segment>", "    </unit>");
    }
    lines.push("  </file>");
  }
  lines.push("</xliff>", "");
  return lines.join("\n");
}

/** The id of the one file of an export that found nothing to translate. */
export const nothingFileId = "nothing-to-translate";

/**
 * An export that found nothing to translate, still a valid XLIFF 2.0 file (a file element needs a
 * unit or a group, and a group may be empty): one file with the note saying why, and an empty
 * group. Read back, it changes nothing.
 */
export function emptyXliff(trgLang: XliffDocument["trgLang"], note: string): string {
  if (!targetLanguages.includes(trgLang))
    throw new XliffError(`The target language must be one of ${targetLanguages.join(", ")}, not "${trgLang}"`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${coreNamespace}" version="2.0" srcLang="es" trgLang="${trgLang}">`,
    `  <file id="${nothingFileId}" original="Nothing to translate">`,
    "    <notes>",
    `      <note>${escapeText(label(note))}</note>`,
    "    </notes>",
    `    <group id="${nothingFileId}"/>`,
    "  </file>",
    "</xliff>",
    "",
  ].join("\n");
}

/**
 * A unit's source and target as XLIFF content. Each placeholder is a `<ph>` with an id unique in
 * the unit; the n-th `{{name}}` of the target shares the id of the n-th `{{name}}` of the source,
 * so tools pair them, and one the source lacks gets an id of its own.
 */
function writeSegment(source: string, target: string): { source: string; target: string } {
  const sourceIds = new Map<string, string[]>();
  let count = 0;
  const sourceXml = writeContent(source, (name) => {
    const id = String(++count);
    sourceIds.set(name, [...(sourceIds.get(name) ?? []), id]);
    return id;
  });
  const seen = new Map<string, number>();
  const targetXml = writeContent(target, (name) => {
    const occurrence = seen.get(name) ?? 0;
    seen.set(name, occurrence + 1);
    return sourceIds.get(name)?.[occurrence] ?? String(++count);
  });
  return { source: sourceXml, target: targetXml };
}

function writeContent(text: string, idFor: (name: string) => string): string {
  let xml = "";
  let last = 0;
  for (const match of text.matchAll(placeholder)) {
    const name = match[1] ?? "";
    xml += escapeContent(text.slice(last, match.index));
    xml += `<ph id="${idFor(name)}" equiv="{{${name}}}" disp="${name}"/>`;
    last = match.index + match[0].length;
  }
  return xml + escapeContent(text.slice(last));
}

/** Text of a source or target: a character XML cannot carry becomes XLIFF's `<cp hex>`. */
function escapeContent(text: string): string {
  return escapeText(text).replace(notXmlChars, (char) => `<cp hex="${hex(char)}"/>`);
}

/** A carriage return is written as a reference: a raw one would be read back as a newline. */
function escapeText(text: string): string {
  return text.replace(/[&<>\r]/g, (char) => textEscapes[char] ?? char);
}
const textEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;" };

/** Tabs and newlines too: a parser turns raw ones in an attribute into spaces. */
function escapeAttribute(text: string): string {
  return text.replace(/[&<>"'\t\n\r]/g, (char) => attributeEscapes[char] ?? char);
}
const attributeEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};

/** A note or file name is only shown to the translator, and `<cp>` is not allowed there. */
function label(text: string): string {
  return text.replace(notXmlChars, "\uFFFD");
}

function checkId(id: string, what: string) {
  if (!nmtoken.test(id))
    throw new XliffError(
      `${what} is not a valid XLIFF id: use letters, digits, ".", "-", "_" and ":" only, without spaces`,
    );
}
