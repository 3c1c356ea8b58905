import { hex, notXmlChar, XliffError } from "./model.server";

/**
 * The small XML parser that reads a returned XLIFF file, which is untrusted, instead of a general
 * one: it knows elements, attributes, text, CDATA, comments and processing instructions, decodes
 * only the five XML entities and numeric references, and refuses any DOCTYPE or ENTITY
 * declaration (external entities, "billion laughs"). `readXliff` refuses a file over
 * `xliffMaxBytes` before it gets here.
 */

export type XmlElement = {
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
const xmlNamespace = "http://www.w3.org/XML/1998/namespace";
const predefinedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function parseXml(input: string): XmlElement {
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
