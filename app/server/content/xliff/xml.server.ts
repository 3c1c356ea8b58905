import { SaxesParser, type SaxesTagNS } from "saxes";
import { hex, notXmlChar, XliffError } from "./model.server";
import {
  declarationRefused,
  explainFault,
  lineAt,
  malformedXml,
  type Reading,
  readingStart,
} from "./xml-faults.server";

/**
 * A returned XLIFF file, which is untrusted, as a tree of elements. `saxes`, a maintained parser,
 * decides whether it is well-formed XML with namespaces (XML 1.0, whatever version the file
 * declares, as XLIFF is). On top of it this refuses any DOCTYPE or ENTITY declaration (external
 * entities, "billion laughs": saxes expands no declared entity, and a file that declares one is
 * refused outright), elements nested deeper than `maxDepth` and any encoding but UTF-8; and
 * `explainFault` says in a translator's words what saxes found wrong, and on which line.
 * `readXliff` refuses a file over `xliffMaxBytes` before it gets here.
 */

export type XmlElement = {
  name: string;
  local: string;
  ns: string | undefined;
  attributes: { local: string; ns: string | undefined; value: string }[];
  /** Text (entities decoded, CDATA unwrapped, pieces around comments joined) and elements. */
  children: (XmlElement | string)[];
  line: number;
};

/** Deep enough for any XLIFF; the reader walks the tree recursively, so a hostile file must not be deeper. */
const maxDepth = 100;

export function parseXml(input: string): XmlElement {
  // Line ends are normalised as XML prescribes, so line numbers match what an editor shows and
  // a position in `text` is a position in what saxes reads.
  const text = input.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (text.trim() === "") throw new XliffError("The file is empty");
  // saxes lets a lone surrogate through; this catches it too, and names the character.
  const invalid = notXmlChar.exec(text);
  if (invalid)
    throw malformedXml(lineAt(text, invalid.index), `the character U+${hex(invalid[0])} is not allowed in XML`);

  const parser = new SaxesParser({ xmlns: true, position: true, defaultXMLVersion: "1.0", forceXMLVersion: true });
  const open: XmlElement[] = [];
  const reading: Reading = { text, settled: 0, open, closed: undefined };
  let root: XmlElement | undefined;
  let tagLine = 1;

  // The first fault ends the reading (saxes would read on), in the translator's words.
  parser.on("error", (error) => {
    throw explainFault(error.message.replace(/^\d+:\d+: /, ""), parser.position, reading);
  });
  parser.on("xmldecl", ({ encoding }) => {
    if (encoding !== undefined && !/^utf-?8$/i.test(encoding))
      throw new XliffError(`The file is encoded as ${encoding}; export it as UTF-8`);
    reading.settled = parser.position;
  });
  parser.on("doctype", () => {
    throw declarationRefused("DOCTYPE", lineAt(text, readingStart(reading)));
  });
  parser.on("opentagstart", () => {
    // saxes has read the character after the name; when that is a newline, it counted it already.
    tagLine = parser.line - (text.charCodeAt(parser.position - 1) === 10 ? 1 : 0);
    if (open.length >= maxDepth) throw malformedXml(tagLine, `elements are nested more than ${maxDepth} deep`);
  });
  parser.on("opentag", (tag) => {
    const element = toElement(tag, tagLine);
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
    reading.settled = parser.position;
  });
  parser.on("closetag", () => {
    reading.closed = open.pop();
    reading.settled = parser.position;
  });
  parser.on("text", (piece) => {
    const element = open.at(-1);
    if (element) append(element, piece);
    // Text is reported once the "<" after it has been read.
    reading.settled = parser.position - 1;
  });
  parser.on("cdata", (piece) => {
    const element = open.at(-1);
    if (element) append(element, piece);
    reading.settled = parser.position;
  });
  // A comment is reported before its closing ">" has been read.
  parser.on("comment", () => {
    reading.settled = parser.position + 1;
  });
  parser.on("processinginstruction", () => {
    reading.settled = parser.position;
  });
  parser.write(text).close();

  if (!root) throw new XliffError("The file holds no XML element: it is not an XLIFF file");
  return root;
}

function toElement(tag: SaxesTagNS, line: number): XmlElement {
  const attributes: XmlElement["attributes"] = [];
  for (const attribute of Object.values(tag.attributes)) {
    // Namespace declarations give names their namespace (saxes resolves them); they are not values.
    if (attribute.name === "xmlns" || attribute.prefix === "xmlns") continue;
    attributes.push({ local: attribute.local, ns: attribute.uri || undefined, value: attribute.value });
  }
  return { name: tag.name, local: tag.local, ns: tag.uri || undefined, attributes, children: [], line };
}

function append(element: XmlElement, piece: string) {
  const last = element.children.length - 1;
  if (typeof element.children[last] === "string") element.children[last] += piece;
  else element.children.push(piece);
}
