import { type Language, languages } from "~/i18n/languages";

/**
 * XLIFF 2.0, the file a translation agency works in (Crowdin, Lokalise, memoQ): the site's
 * Spanish texts go out as `<source>`, the translations come back as `<target>`.
 *
 * The file that comes back is untrusted, so it is read by the small XML parser below, not by a
 * general one: it knows elements, attributes, text, CDATA, comments and processing instructions,
 * decodes only the five XML entities and numeric references, and refuses any DOCTYPE or ENTITY
 * declaration (external entities, "billion laughs") and anything over `xliffMaxBytes`.
 */

export type XliffUnit = {
  id: string;
  source: string;
  target: string;
  /** shown to the translator, e.g. "FAQ · question 3" */
  note?: string;
};
export type XliffFile = {
  id: string;
  /** e.g. "Página: Preguntas frecuentes" */
  original?: string;
  units: XliffUnit[];
};
export type XliffDocument = { srcLang: "es"; trgLang: Exclude<Language, "es">; files: XliffFile[] };

/** A file or document that is not what this module reads or writes; the message says what to fix. */
export class XliffError extends Error {
  name = "XliffError";
}

/** The largest file `readXliff` accepts, in bytes of UTF-8: an upload can be refused before it is read. */
export const xliffMaxBytes = 5 * 1024 * 1024;

const coreNamespace = "urn:oasis:names:tc:xliff:document:2.0";
const xmlNamespace = "http://www.w3.org/XML/1998/namespace";
const targetLanguages = languages.filter((lang): lang is Exclude<Language, "es"> => lang !== "es");
/** The site's placeholders, as `app/content/site-facts.ts` fills them. */
const placeholder = /\{\{(\w+)\}\}/g;
/** Characters XML 1.0 cannot carry, raw or as a reference (controls, lone surrogates, U+FFFE/F). */
const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const notXmlChars = new RegExp(notXmlChar.source, "gu");
/** XML's NMTOKEN, the type of XLIFF ids, close enough: letters, digits, ".", "-", "_", ":". */
const nmtoken = /^[\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc}.\-:\u00B7]+$/u;

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * The document as an XLIFF 2.0 file: UTF-8, two-space indented, the same bytes for the same
 * document. A unit whose target is "" is written without `<target>` (untranslated), and its
 * placeholders become `<ph>` codes that translation tools protect.
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
      lines.push("      <segment>", `        <source>${source}</source>`);
      if (unit.target !== "") lines.push(`        <target>${target}</target>`);
      lines.push("      </segment>", "    </unit>");
    }
    lines.push("  </file>");
  }
  lines.push("</xliff>", "");
  return lines.join("\n");
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

function hex(char: string): string {
  return (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
}

function checkId(id: string, what: string) {
  if (!nmtoken.test(id))
    throw new XliffError(
      `${what} is not a valid XLIFF id: use letters, digits, ".", "-", "_" and ":" only, without spaces`,
    );
}

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * The document an XLIFF 2.0 (or 2.1) file holds, as a translation tool returns it. Units inside
 * `<group>`s are read in document order; a unit split into several segments is joined again;
 * `<ph>` codes become `{{name}}` again; other inline markup keeps its text and loses its tags;
 * a unit without a target reads as target "". Throws `XliffError` for anything else.
 */
export function readXliff(xml: string): XliffDocument {
  const bytes = Buffer.byteLength(xml, "utf8");
  if (bytes > xliffMaxBytes)
    throw new XliffError(
      `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; the largest accepted is ${xliffMaxBytes / 1024 / 1024} MB. Export fewer pages at a time.`,
    );
  const root = parseXml(xml);
  checkVersion(root);
  const trgLang = readLanguages(root);

  const files: XliffFile[] = [];
  const fileLines = new Map<string, number>();
  for (const element of coreChildren(root, "file")) {
    const id = attribute(element, "id");
    if (!id) throw new XliffError(`The <file> on line ${element.line} has no id`);
    const seen = fileLines.get(id);
    if (seen !== undefined) throw new XliffError(`Two files have the id "${id}" (lines ${seen} and ${element.line})`);
    fileLines.set(id, element.line);
    const original = attribute(element, "original");
    const units = readUnits(element, id, [], new Map());
    files.push(original === undefined ? { id, units } : { id, original, units });
  }
  if (files.length === 0) throw new XliffError("The file holds no <file> element: there is nothing to import");
  return { srcLang: "es", trgLang, files };
}

function checkVersion(root: XmlElement) {
  if (root.local !== "xliff")
    throw new XliffError(`This is not an XLIFF file: its root element is <${root.name}>, not <xliff>`);
  const version = attribute(root, "version");
  const namespaceVersion = /^urn:oasis:names:tc:xliff:document:(.+)$/.exec(root.ns ?? "")?.[1];
  const supported = version === "2.0" || version === "2.1";
  if (namespaceVersion === "2.0" && supported) return;
  const other =
    version !== undefined && !supported ? version : namespaceVersion !== "2.0" ? namespaceVersion : undefined;
  if (other) throw new XliffError(`This is XLIFF ${other}; export the file as XLIFF 2.0`);
  if (version === undefined) throw new XliffError("The <xliff> element has no version; export the file as XLIFF 2.0");
  throw new XliffError(
    `The <xliff> element is not in the XLIFF 2.0 namespace (xmlns="${coreNamespace}"); export the file as XLIFF 2.0`,
  );
}

/** A region subtag names the same language for the site: "de-DE" is German, "en-US" English. */
function readLanguages(root: XmlElement): Exclude<Language, "es"> {
  const primary = (tag: string) => tag.trim().split("-")[0]?.toLowerCase();
  const srcLang = attribute(root, "srcLang");
  if (!srcLang) throw new XliffError('The file has no source language (srcLang); it must be "es" (Spanish)');
  if (primary(srcLang) !== "es")
    throw new XliffError(
      `The file's source language is "${srcLang}", but the site is written in Spanish: srcLang must be "es"`,
    );
  const list = targetLanguages.join(", ");
  const trgLang = attribute(root, "trgLang");
  if (!trgLang) throw new XliffError(`The file has no target language (trgLang); it must be one of ${list}`);
  const lang = targetLanguages.find((candidate) => candidate === primary(trgLang));
  if (!lang)
    throw new XliffError(
      `The file's target language is "${trgLang}", which the site is not translated into: trgLang must be one of ${list}`,
    );
  return lang;
}

/** The units of a file, those in groups included; a unit id is unique in its whole file. */
function readUnits(container: XmlElement, fileId: string, units: XliffUnit[], lines: Map<string, number>) {
  for (const element of elements(container)) {
    if (element.ns !== coreNamespace) continue;
    if (element.local === "group") readUnits(element, fileId, units, lines);
    if (element.local !== "unit") continue;
    const id = attribute(element, "id");
    if (!id) throw new XliffError(`A unit in file "${fileId}" (line ${element.line}) has no id`);
    const seen = lines.get(id);
    if (seen !== undefined)
      throw new XliffError(`Unit "${id}" appears twice in file "${fileId}" (lines ${seen} and ${element.line})`);
    lines.set(id, element.line);
    units.push(readUnit(element, id, `Unit "${id}" in file "${fileId}" (line ${element.line})`));
  }
  return units;
}

type UnitContext = {
  where: string;
  /** `<originalData>`: what a `<ph dataRef>` stands for. */
  data: Map<string, string>;
  /** What each source `<ph id>` stands for, for a target `<ph>` that only repeats the id. */
  codes: Map<string, string>;
};

function readUnit(unit: XmlElement, id: string, where: string): XliffUnit {
  const notes = coreChildren(unit, "notes").flatMap((notes) => coreChildren(notes, "note").map(textOf));
  const context: UnitContext = { where, data: new Map(), codes: new Map() };
  for (const originalData of coreChildren(unit, "originalData"))
    for (const data of coreChildren(originalData, "data")) {
      const dataId = attribute(data, "id");
      if (dataId) context.data.set(dataId, readContent(data, context, "source"));
    }

  const parts = elements(unit).filter(
    (part) => part.ns === coreNamespace && (part.local === "segment" || part.local === "ignorable"),
  );
  if (!parts.some((part) => part.local === "segment")) throw new XliffError(`${where} has no <segment>`);
  const sources = parts.map((part) => {
    const source = coreChildren(part, "source")[0];
    if (!source) throw new XliffError(`${where}: the <${part.local}> on line ${part.line} has no <source>`);
    return readContent(source, context, "source");
  });

  // A tool may reorder translated segments with `order`; an untranslated ignorable part (spaces
  // between sentences) stands for itself in the target.
  const targets = parts.map((part, index) => {
    const target = coreChildren(part, "target")[0];
    const order = target && attribute(target, "order");
    const position = order === undefined ? index + 1 : Number(order);
    if (!Number.isInteger(position) || position < 1 || position > parts.length)
      throw new XliffError(`${where}: a <target> has order="${order}", but the unit has ${parts.length} parts`);
    const text = target ? readContent(target, context, "target") : part.local === "ignorable" ? sources[index] : "";
    return { position, text: text ?? "", translated: target !== undefined && part.local === "segment" };
  });
  targets.sort((a, b) => a.position - b.position);
  if (targets.some((target, index) => target.position !== index + 1))
    throw new XliffError(`${where}: two <target> elements claim the same order`);
  const target = targets.some((part) => part.translated) ? targets.map((part) => part.text).join("") : "";

  const read: XliffUnit = { id, source: sources.join(""), target };
  if (notes.length > 0) read.note = notes.join("\n");
  return read;
}

function readContent(element: XmlElement, context: UnitContext, side: "source" | "target"): string {
  let text = "";
  for (const child of element.children) {
    if (typeof child === "string") text += child;
    else if (child.ns !== coreNamespace) text += readContent(child, context, side);
    else if (child.local === "ph") text += readPlaceholder(child, context, side);
    else if (child.local === "cp") text += readCodePoint(child, context);
    // Spanning codes and annotation markers are tags without text of their own.
    else if (!["sc", "ec", "sm", "em"].includes(child.local)) text += readContent(child, context, side);
  }
  return text;
}

/** A `<ph>` as `{{name}}`: from `equiv`, else `disp`, else its original data, else its source twin. */
function readPlaceholder(ph: XmlElement, context: UnitContext, side: "source" | "target"): string {
  const id = attribute(ph, "id");
  const disp = attribute(ph, "disp");
  const dataRef = attribute(ph, "dataRef");
  const text =
    attribute(ph, "equiv") ||
    (disp && (/^\w+$/.test(disp) ? `{{${disp}}}` : disp)) ||
    (dataRef !== undefined ? context.data.get(dataRef) : undefined) ||
    (side === "target" && id !== undefined ? context.codes.get(id) : undefined);
  if (!text)
    throw new XliffError(
      `${context.where}: the placeholder <ph${id === undefined ? "" : ` id="${id}"`}> on line ${ph.line} does not say which placeholder it stands for (no equiv, disp or dataRef)`,
    );
  if (side === "source" && id !== undefined) context.codes.set(id, text);
  return text;
}

function readCodePoint(cp: XmlElement, context: UnitContext): string {
  const value = attribute(cp, "hex") ?? "";
  const code = /^[0-9A-Fa-f]{1,6}$/.test(value) ? Number.parseInt(value, 16) : Number.NaN;
  if (!(code <= 0x10ffff))
    throw new XliffError(`${context.where}: <cp hex="${value}"> on line ${cp.line} is not a Unicode code point`);
  return String.fromCodePoint(code);
}

function textOf(element: XmlElement): string {
  return element.children.map((child) => (typeof child === "string" ? child : textOf(child))).join("");
}

function attribute(element: XmlElement, local: string): string | undefined {
  return element.attributes.find((attr) => attr.ns === undefined && attr.local === local)?.value;
}

function elements(element: XmlElement): XmlElement[] {
  return element.children.filter((child): child is XmlElement => typeof child !== "string");
}

function coreChildren(element: XmlElement, local: string): XmlElement[] {
  return elements(element).filter((child) => child.ns === coreNamespace && child.local === local);
}

// ---------------------------------------------------------------------------------------------
// The XML subset

type XmlElement = {
  name: string;
  local: string;
  ns: string | undefined;
  attributes: { local: string; ns: string | undefined; value: string }[];
  /** Text (entities decoded, CDATA unwrapped, adjacent pieces joined) and elements. */
  children: (XmlElement | string)[];
  line: number;
};

/** Deep enough for any XLIFF; a limit keeps a hostile file from exhausting the stack. */
const maxDepth = 100;
const xmlName = /[A-Za-z_:\u00C0-\uFFFF][\w.\-:\u00B7\u00C0-\uFFFF]*/y;
const predefinedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function parseXml(input: string): XmlElement {
  // Line ends are normalised as XML prescribes, so line numbers match what an editor shows.
  const text = input.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const lineAt = lineCounter(text);
  const fail = (at: number, problem: string): never => {
    throw new XliffError(`Malformed XML on line ${lineAt(at)}: ${problem}`);
  };
  if (text.trim() === "") throw new XliffError("The file is empty");
  const invalid = notXmlChar.exec(text);
  if (invalid) fail(invalid.index, `the character U+${hex(invalid[0])} is not allowed in XML`);

  const stack: { element: XmlElement; declared: Map<string, string> | undefined }[] = [];
  let root: XmlElement | undefined;
  let at = 0;

  const decode = (raw: string, start: number): string =>
    raw.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z_][\w.-]*)?(;)?/g, (_, ref: string | undefined, semi, offset) => {
      const where = start + offset;
      if (!ref || !semi) return fail(where, 'a "&" that starts no entity; write &amp; for the character itself');
      if (ref.startsWith("#")) {
        const code = ref.startsWith("#x") ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
        if (!isXmlCodePoint(code)) return fail(where, `&${ref}; is not a character allowed in XML`);
        return String.fromCodePoint(code);
      }
      const entity = predefinedEntities[ref];
      if (entity === undefined)
        return fail(
          where,
          `the entity &${ref}; is not allowed; only &amp; &lt; &gt; &quot; &apos; and numeric references such as &#233; are`,
        );
      return entity;
    });

  const append = (element: XmlElement, piece: string) => {
    const last = element.children.length - 1;
    if (typeof element.children[last] === "string") element.children[last] += piece;
    else element.children.push(piece);
  };

  const skipSpace = (from: number) => {
    let position = from;
    while (position < text.length && " \t\n".includes(text.charAt(position))) position++;
    return position;
  };

  const readName = (from: number): string | undefined => {
    xmlName.lastIndex = from;
    return xmlName.exec(text)?.[0];
  };

  // Each element keeps only its own namespace declarations; a prefix is looked up through the
  // open elements (at most maxDepth), so a file cannot make the parser copy large scopes.
  const namespaceOf = (prefix: string, declared: Map<string, string> | undefined): string | undefined => {
    if (prefix === "xml") return xmlNamespace;
    const own = declared?.get(prefix);
    if (own !== undefined) return own;
    for (let index = stack.length - 1; index >= 0; index--) {
      const ns = stack[index]?.declared?.get(prefix);
      if (ns !== undefined) return ns;
    }
    return undefined;
  };

  const resolve = (qualified: string, declared: Map<string, string> | undefined, start: number, isElement: boolean) => {
    const colon = qualified.indexOf(":");
    if (colon === -1) return { local: qualified, ns: isElement ? namespaceOf("", declared) || undefined : undefined };
    const prefix = qualified.slice(0, colon);
    const local = qualified.slice(colon + 1);
    if (!prefix || !local || local.includes(":")) return fail(start, `"${qualified}" is not a valid name`);
    const ns = namespaceOf(prefix, declared);
    if (ns === undefined) {
      const what = isElement ? `<${qualified}>` : `the attribute ${qualified}`;
      return fail(start, `the prefix "${prefix}" of ${what} is not declared (xmlns:${prefix})`);
    }
    return { local, ns };
  };

  const startTag = (start: number): number => {
    const name = readName(start + 1);
    if (!name) return fail(start, 'a "<" that starts no tag; write &lt; for the character itself');
    if (root && stack.length === 0) fail(start, `<${name}> follows the root element, which must be the only one`);
    if (stack.length >= maxDepth) fail(start, `elements are nested more than ${maxDepth} deep`);
    const raw: { name: string; value: string; at: number }[] = [];
    let position = start + 1 + name.length;
    let selfClosing = false;
    for (;;) {
      const next = skipSpace(position);
      const char = text.charAt(next);
      if (char === ">") {
        position = next + 1;
        break;
      }
      if (char === "/" && text.charAt(next + 1) === ">") {
        position = next + 2;
        selfClosing = true;
        break;
      }
      if (char === "") return fail(start, `the tag <${name}> is never closed`);
      const attributeName = readName(next);
      if (!attributeName) return fail(next, `unexpected "${char}" in the tag <${name}>`);
      if (next === position) fail(next, `attributes of <${name}> must be separated by spaces`);
      let cursor = skipSpace(next + attributeName.length);
      if (text.charAt(cursor) !== "=") fail(cursor, `the attribute ${attributeName} of <${name}> has no value`);
      cursor = skipSpace(cursor + 1);
      const quote = text.charAt(cursor);
      if (quote !== '"' && quote !== "'")
        fail(cursor, `the value of the attribute ${attributeName} of <${name}> must be in quotes`);
      const end = text.indexOf(quote, cursor + 1);
      if (end === -1) fail(cursor, `the value of the attribute ${attributeName} is never closed`);
      const value = text.slice(cursor + 1, end);
      const lt = value.indexOf("<");
      if (lt !== -1) fail(cursor + 1 + lt, `"<" in the value of the attribute ${attributeName}; write &lt;`);
      // Raw tabs and newlines in a value are spaces, as in every XML parser; references stay.
      raw.push({ name: attributeName, value: decode(value.replace(/[\t\n]/g, " "), cursor + 1), at: next });
      position = end + 1;
    }

    if (raw.length > 1) {
      const names = new Set<string>();
      for (const attr of raw) {
        if (names.has(attr.name)) fail(attr.at, `the attribute ${attr.name} appears twice in <${name}>`);
        names.add(attr.name);
      }
    }

    let declared: Map<string, string> | undefined;
    for (const { name: attributeName, value, at: where } of raw) {
      if (!isDeclaration(attributeName)) continue;
      const prefix = attributeName === "xmlns" ? "" : attributeName.slice(6);
      if (prefix !== "" && value === "") fail(where, `the prefix ${prefix} is declared with an empty namespace`);
      declared ??= new Map();
      declared.set(prefix, value);
    }
    const element: XmlElement = {
      name,
      ...resolve(name, declared, start, true),
      attributes: [],
      children: [],
      line: lineAt(start),
    };
    for (const attr of raw)
      if (!isDeclaration(attr.name))
        element.attributes.push({ ...resolve(attr.name, declared, start, false), value: attr.value });
    const parent = stack.at(-1);
    if (parent) parent.element.children.push(element);
    else root = element;
    if (!selfClosing) stack.push({ element, declared });
    return position;
  };

  const endTag = (start: number): number => {
    const name = readName(start + 2);
    if (!name) return fail(start, 'a "</" without an element name');
    const close = skipSpace(start + 2 + name.length);
    if (text.charAt(close) !== ">") fail(close, `the closing tag </${name}> does not end with ">"`);
    const open = stack.pop();
    if (!open) return fail(start, `</${name}> closes no open element`);
    if (open.element.name !== name)
      fail(start, `</${name}> closes <${open.element.name}>, which was opened on line ${open.element.line}`);
    return close + 1;
  };

  while (at < text.length) {
    const lt = text.indexOf("<", at);
    const textEnd = lt === -1 ? text.length : lt;
    if (textEnd > at) {
      const piece = text.slice(at, textEnd);
      const open = stack.at(-1);
      if (open) append(open.element, decode(piece, at));
      else if (/\S/.test(piece))
        fail(
          at + piece.search(/\S/),
          root ? "text after the root element" : "text before the first element (is this an XML file?)",
        );
    }
    if (lt === -1) break;
    at = lt;
    if (text.startsWith("<!--", at)) {
      const close = text.indexOf("-->", at + 4);
      if (close === -1) fail(at, "a comment (<!--) is never closed");
      at = close + 3;
    } else if (text.startsWith("<![CDATA[", at)) {
      const close = text.indexOf("]]>", at + 9);
      if (close === -1) fail(at, "a CDATA section is never closed");
      const open = stack.at(-1);
      if (!open) return fail(at, "a CDATA section outside the root element");
      append(open.element, text.slice(at + 9, close));
      at = close + 3;
    } else if (text.startsWith("<!", at)) {
      const keyword = /^<!([A-Za-z]*)/.exec(text.slice(at, at + 16))?.[1]?.toUpperCase();
      if (keyword === "DOCTYPE" || keyword === "ENTITY")
        throw new XliffError(
          `The file contains a <!${keyword}> declaration (line ${lineAt(at)}), which is refused: it can make the server read other files or expand into gigabytes. Export the file again without it.`,
        );
      fail(at, 'unexpected "<!"');
    } else if (text.startsWith("<?", at)) {
      const close = text.indexOf("?>", at + 2);
      if (close === -1) fail(at, "a processing instruction (<?) is never closed");
      const instruction = text.slice(at + 2, close);
      if (/^xml(\s|$)/i.test(instruction)) {
        if (at !== 0) fail(at, "the XML declaration <?xml ...?> must come first in the file");
        const encoding = /\sencoding\s*=\s*(["'])(.*?)\1/.exec(instruction)?.[2];
        if (encoding !== undefined && !/^utf-?8$/i.test(encoding))
          throw new XliffError(`The file is encoded as ${encoding}; export it as UTF-8`);
      }
      at = close + 2;
    } else if (text.startsWith("</", at)) {
      at = endTag(at);
    } else {
      at = startTag(at);
    }
  }

  const unclosed = stack.at(-1);
  if (unclosed) fail(text.length, `<${unclosed.element.name}> opened on line ${unclosed.element.line} is never closed`);
  if (!root) throw new XliffError("The file holds no XML element: it is not an XLIFF file");
  return root;
}

function isDeclaration(attributeName: string): boolean {
  return attributeName === "xmlns" || attributeName.startsWith("xmlns:");
}

function isXmlCodePoint(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** The 1-based line of a position; cheap when asked in increasing order, as the parser does. */
function lineCounter(text: string): (at: number) => number {
  let scanned = 0;
  let line = 1;
  let next = text.indexOf("\n");
  return (at) => {
    if (at < scanned) {
      scanned = 0;
      line = 1;
      next = text.indexOf("\n");
    }
    while (next !== -1 && next < at) {
      line++;
      next = text.indexOf("\n", next + 1);
    }
    scanned = at;
    return line;
  };
}
