import type { Row } from "./mail-layout.server";

/*
 * The text part of an e-mail: the same content as its HTML, in the same order, in blocks
 * parted by an empty line, the footer after a signature separator.
 */

/** Rows as `label: value` lines (`colon` as the reader's language writes it). */
export const rowLines = (rows: Row[], colon = ":") => rows.map((row) => `${row.label}${colon} ${row.value}`);

/** The text part: `blocks` in order, then the footer's lines. */
export function plainText(blocks: string[], footer: string[]): string {
  return `${[...blocks, ["--", ...footer].join("\n")].join("\n\n")}\n`;
}
