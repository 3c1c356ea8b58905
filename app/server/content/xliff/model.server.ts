import { type Language, languages } from "~/i18n/languages";

/**
 * XLIFF 2.0, the file a translation agency works in (Crowdin, Lokalise, memoQ): the site's
 * Spanish texts go out as `<source>`, the translations come back as `<target>`. This is the
 * document both ways; `write.server.ts` writes it, `read.server.ts` reads it back through
 * `xml.server.ts` (the `saxes` parser, with the refusals a file from outside needs).
 */

export type XliffUnit = {
  id: string;
  source: string;
  target: string;
  /** shown to the translator, e.g. "FAQ · question 3" */
  note?: string;
  /**
   * XLIFF 2.0's segment state: `initial` asks for a translation (a new text, or one whose Spanish
   * changed since its translation was written: the old translation stays as the target, to start
   * from); `translated`, `reviewed` and `final` say the target stands for the source.
   */
  state?: SegmentState;
};
export const segmentStates = ["initial", "translated", "reviewed", "final"] as const;
export type SegmentState = (typeof segmentStates)[number];
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

export const coreNamespace = "urn:oasis:names:tc:xliff:document:2.0";
export const targetLanguages = languages.filter((lang): lang is Exclude<Language, "es"> => lang !== "es");
/** Characters XML 1.0 cannot carry, raw or as a reference (controls, lone surrogates, U+FFFE/F). */
export const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
export const notXmlChars = new RegExp(notXmlChar.source, "gu");

/** A character's code point as XLIFF's `<cp hex>` and the parser's messages write it. */
export function hex(char: string): string {
  return (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
}
