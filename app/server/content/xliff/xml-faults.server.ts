import { XliffError } from "./model.server";

/**
 * What saxes found wrong in a file, as a translator can act on it: the construct, what to write
 * instead, and the line. saxes stops just after the character it found wrong and names only the
 * rule broken ("malformed comment."); the file itself tells which construct it was reading.
 * Messages keep the words of the hand-written reader saxes replaced; the studio and the command
 * line show them as they are. The cases match saxes 6's messages word for word: one a later
 * saxes rewords still refuses the file, in saxes's own words, and the refusal tests say which.
 */

/** What `parseXml` knows of its reading when saxes finds a fault. */
export type Reading = {
  /** The file, line ends normalised: what saxes reads. */
  text: string;
  /** Where the text or markup saxes is reading began: the end of what it last reported. */
  settled: number;
  open: OpenedElement[];
  /** The element closed last: a mismatched end tag closes it before saxes complains. */
  closed: OpenedElement | undefined;
};
/** What a message says of an element: its name as written and the line it opens on. */
type OpenedElement = { name: string; line: number };

/** A well-formed reference: a name or a character number between "&" and ";". */
const reference = /&(?:#[0-9]+|#x[0-9A-Fa-f]+|[^\s&;<>"'#]+);/y;
const strayAmpersand = 'a "&" that starts no entity; write &amp; for the character itself';
const endOfFile = /^(unclosed tag|unexpected end|document must contain a root element)/;

/** saxes's message, without the line and column it puts first, and where it stopped. */
export function explainFault(problem: string, position: number, reading: Reading): XliffError {
  const { text } = reading;
  const start = readingStart(reading);
  const kind = constructAt(text, start);
  const at = (index: number, message: string) => malformedXml(lineAt(text, index), message);
  const tagName = /^<\/?([^\s/>]*)/.exec(text.slice(start, start + 1000))?.[1] ?? "";

  if (kind === "<!DOCTYPE" || kind === "<!ENTITY") return declarationRefused(kind.slice(2), lineAt(text, start));

  // saxes reads an "&" up to the next ";", however far that is: a stray one surfaces later as
  // another fault, or at the end of the file.
  if (kind === "text" || kind === "tag")
    for (let amp = text.indexOf("&", start); amp !== -1 && amp < position; amp = text.indexOf("&", amp + 1)) {
      reference.lastIndex = amp;
      if (!reference.test(text)) return at(amp, strayAmpersand);
    }

  if (endOfFile.test(problem)) {
    if (kind === "comment") return at(start, "a comment (<!--) is never closed");
    if (kind === "cdata") return at(start, "a CDATA section is never closed");
    if (kind === "pi") return at(start, "a processing instruction (<?) is never closed");
    if (kind === "tag") return at(start, `the tag <${tagName}> is never closed`);
    if (kind === "end") return at(start, `the closing tag </${tagName}> does not end with ">"`);
    const unclosed = reading.open.at(-1);
    if (unclosed) return at(text.length, `<${unclosed.name}> opened on line ${unclosed.line} is never closed`);
    return new XliffError("The file holds no XML element: it is not an XLIFF file");
  }

  // Tag-level faults are found at its ">": they are reported where the tag starts.
  const unbound = /^unbound namespace prefix: (".*")\.$/.exec(problem)?.[1];
  if (unbound !== undefined) {
    const prefix = JSON.parse(unbound) as string;
    const onElement = tagName.startsWith(`${prefix}:`);
    const attribute = attributesOf(text.slice(start, position)).find((name) => name.startsWith(`${prefix}:`));
    const what = onElement ? `<${tagName}>` : `the attribute ${attribute}`;
    return at(start, `the prefix "${prefix}" of ${what} is not declared (xmlns:${prefix})`);
  }
  const duplicate = /^duplicate attribute: (.*)\.$/.exec(problem)?.[1];
  if (duplicate !== undefined) return at(start, `the attribute ${duplicate} appears twice in <${tagName}>`);
  const badName = /^malformed name: (.*)\.$/.exec(problem)?.[1];
  if (badName !== undefined) return at(start, `"${badName}" is not a valid name`);

  /** The character saxes found wrong. */
  const wrong = position - 1;
  // The end of the tag up to the fault, where the attribute at fault is named; a bounded piece,
  // so that a file cannot make these patterns slow.
  const inTag = text.slice(Math.max(start, wrong - 1000), wrong);
  const endTagAt = text.lastIndexOf("</", wrong);
  const endTag = /^<\/([^\s>]*)/.exec(text.slice(endTagAt, endTagAt + 1000))?.[1];
  const writtenReference = () => text.slice(text.lastIndexOf("&", wrong), position);

  switch (problem) {
    case "malformed comment.":
      return at(wrong, 'a comment contains "--", which XML allows only in the closing -->');
    case 'the string "]]>" is disallowed in char data.':
      return at(wrong, '"]]>" in text, which XML does not allow; write ]]&gt;');
    case "undefined entity.":
      return at(
        wrong,
        `the entity ${writtenReference()} is not allowed; only &amp; &lt; &gt; &quot; &apos; and numeric references such as &#233; are`,
      );
    case "malformed character entity.":
      return at(wrong, `${writtenReference()} is not a character allowed in XML`);
    case "disallowed character in entity name.":
    case "empty entity name.":
      return at(text.lastIndexOf("&", wrong), strayAmpersand);
    case "disallowed character in tag name":
      return at(start, 'a "<" that starts no tag; write &lt; for the character itself');
    case "disallowed character in attribute name.": {
      // "<a b/>": a name, then neither "=" nor space.
      const name = /\s([^\s=<>/"']+)$/.exec(inTag)?.[1];
      if (name) return at(wrong, `the attribute ${name} of <${tagName}> has no value`);
      return at(wrong, `unexpected "${charBefore(text, position)}" in the tag <${tagName}>`);
    }
    case "disallowed character in tag name.":
      return at(
        wrong,
        `unexpected "${charBefore(text, position)}" in the tag <${text.slice(start + 1, Math.min(wrong, start + 1000))}>`,
      );
    case "forward-slash in opening tag not followed by >.":
      return at(wrong, `unexpected "/" in the tag <${tagName}>`);
    case "disallowed character.": {
      // A raw "<" in an attribute value: characters XML does not allow never reach saxes.
      const name = /([^\s=]+)\s*=\s*["'][^"']*$/.exec(inTag)?.[1];
      return at(wrong, `"<" in the value of ${name ? `the attribute ${name}` : "an attribute"}; write &lt;`);
    }
    case "unquoted attribute value.":
      return at(
        wrong,
        `the value of the attribute ${/([^\s=]+)\s*=\s*$/.exec(inTag)?.[1]} of <${tagName}> must be in quotes`,
      );
    case "attribute without value.":
      return at(wrong, `the attribute ${/([^\s=<>/"']+)\s*$/.exec(inTag)?.[1]} of <${tagName}> has no value`);
    case "no whitespace between attributes.":
      return at(wrong, `attributes of <${tagName}> must be separated by spaces`);
    case "invalid attempt to undefine prefix in XML 1.0":
      return at(
        wrong,
        `the prefix ${attributesOf(text.slice(start, position)).at(-1)?.slice("xmlns:".length)} is declared with an empty namespace`,
      );
    case "unexpected close tag.": {
      const { closed } = reading;
      return at(endTagAt, `</${endTag}> closes <${closed?.name}>, which was opened on line ${closed?.line}`);
    }
    case `unmatched closing tag: ${endTag}.`:
      return at(endTagAt, `</${endTag}> closes no open element`);
    case "weird empty close tag.":
      return at(endTagAt, 'a "</" without an element name');
    case "disallowed character in closing tag.":
      if (endTag === "") return at(endTagAt, 'a "</" without an element name');
      return at(endTagAt, `the closing tag </${endTag}> does not end with ">"`);
    case "documents may contain only one root.":
      return at(start, `<${tagName}> follows the root element, which must be the only one`);
    case "text data outside of root node.":
      if (kind === "cdata") return at(start, "a CDATA section outside the root element");
      if (reading.closed) return at(start, "text after the root element");
      return at(start, "text before the first element (is this an XML file?)");
    case "an XML declaration must be at the start of the document.":
    case "the XML declaration must appear at the start of the document.":
      return at(start, "the XML declaration <?xml ...?> must come first in the file");
    case "incorrect syntax.":
      return at(start, 'unexpected "<!"');
  }
  if (kind === "pi" && /^<\?xml[\s?]/.test(text.slice(start, start + 6)))
    return at(start, 'the XML declaration is malformed; write <?xml version="1.0" encoding="UTF-8"?>');
  // saxes's own words for what no file from a translation tool should contain.
  return at(wrong, problem.replace(/\.$/, ""));
}

export function malformedXml(line: number, problem: string): XliffError {
  return new XliffError(`Malformed XML on line ${line}: ${problem}`);
}

export function declarationRefused(keyword: string, line: number): XliffError {
  return new XliffError(
    `The file contains a <!${keyword}> declaration (line ${line}), which is refused: it can make the server read other files or expand into gigabytes. Export the file again without it.`,
  );
}

/** The first character of what saxes is reading: spaces between constructs belong to none. */
export function readingStart({ text, settled }: Reading): number {
  const offset = text.slice(settled).search(/\S/);
  return offset === -1 ? text.length : settled + offset;
}

/** The 1-based line of a position in text whose line ends are "\n". */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let newline = text.indexOf("\n"); newline !== -1 && newline < index; newline = text.indexOf("\n", newline + 1))
    line++;
  return line;
}

/** What begins at `start`: "text", "tag", "end" (tag), "comment", "cdata", "pi" or "<!KEYWORD". */
function constructAt(text: string, start: number): string {
  if (text.charAt(start) !== "<") return "text";
  if (text.startsWith("<!--", start)) return "comment";
  if (text.startsWith("<![CDATA[", start)) return "cdata";
  if (text.startsWith("<!", start))
    return `<!${/^[A-Za-z]*/.exec(text.slice(start + 2, start + 12))?.[0].toUpperCase()}`;
  if (text.startsWith("<?", start)) return "pi";
  if (text.startsWith("</", start)) return "end";
  return "tag";
}

/** The attribute names written in a start tag, so far as it goes. */
function attributesOf(tag: string): string[] {
  return Array.from(tag.matchAll(/\s([^\s=<>/"']+)\s*=\s*(?:"[^"]*"|'[^']*')/g), (match) => match[1] ?? "");
}

function charBefore(text: string, position: number): string {
  const code = text.codePointAt(position - 2);
  return code !== undefined && code > 0xffff ? String.fromCodePoint(code) : text.charAt(position - 1);
}
