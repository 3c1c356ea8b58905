import type { Language } from "~/i18n/languages";
import {
  coreNamespace,
  type SegmentState,
  segmentStates,
  targetLanguages,
  type XliffDocument,
  XliffError,
  type XliffFile,
  type XliffUnit,
  xliffMaxBytes,
} from "./model.server";
import { parseXml, type XmlElement } from "./xml.server";

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
  // A unit's state is its least advanced segment's; a state this site does not know is left out.
  const states = parts
    .filter((part) => part.local === "segment")
    .map((part) => segmentStates.indexOf(attribute(part, "state") as SegmentState));
  const least = states.length > 0 && states.every((index) => index >= 0) ? Math.min(...states) : -1;
  if (least >= 0) read.state = segmentStates[least];
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
