import type { Storage } from "~/platform/db/db.server";
import { leadExportColumns, readLeadExport } from "./export-rows.server";
import type { InboxFilter } from "./inbox.server";

/**
 * The columns of the inbox's CSV export: the exports' columns (`leadExportColumns` in
 * export-rows.server.ts, where each is described), in that order. A stable contract: a column is
 * only ever added at the end, never renamed or moved.
 */
export const inboxCsvColumns = leadExportColumns;

export type InboxCsvColumn = (typeof inboxCsvColumns)[number];

/**
 * A value that a spreadsheet cannot run as a formula although it starts with `+` or `-`: the sign,
 * then digits with spaces, dots and parentheses among them (`+34 611 222 333`, `-5`, `-2.5`,
 * `+34 (0) 611 222 333`). With no letter there is no function or reference to call, and with no
 * operator after the sign there is nothing to compute: the spreadsheet reads the value as typed.
 * `-2+3`, `+34-611` (arithmetic) and `+1+cmd|' /C calc'!A0` are not such values.
 */
const signedNumber = /^[+-][\d .()]*\d[\d .()]*$/;

/**
 * Whether a spreadsheet opening the CSV could read `value` as a formula (OWASP's CSV injection):
 * it starts with `=`, `@`, a tab or a carriage return, or with `+` or `-` unless it is a signed
 * number or phone (`signedNumber`). A value starting with anything else (a digit, a letter, `(`)
 * is text or a number to a spreadsheet: `(0034) 611-222`, `2026-11-23T09:00:00.000Z`.
 */
export function mayBeFormula(value: string): boolean {
  if (/^[=@\t\r]/.test(value)) return true;
  return /^[+-]/.test(value) && !signedNumber.test(value);
}

/**
 * A CSV cell (RFC 4180): always quoted, its quotes doubled. A value a spreadsheet could run as a
 * formula (`mayBeFormula`) gets a `'` first, OWASP's defence against CSV injection; every other
 * value is written as it is, so a phone `+34 611 222 333` reads as typed.
 */
export function csvCell(value: string): string {
  const safe = mayBeFormula(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A CSV line, ended with CRLF. */
function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * Writes the inbox's CSV export to `write`: the UTF-8 byte order mark (so a spreadsheet reads
 * accents right), the header (`inboxCsvColumns`), then every lead matching `filter`, all its pages,
 * newest first, one line each (a note or a message of several lines stays in its quoted cell).
 * Leads are read 500 at a time with their notes and owners, each slice written (and awaited)
 * before the next is read, so a large inbox streams in bounded memory. Answers how many leads were
 * written.
 */
export async function writeInboxCsv(
  storage: Storage,
  filter: InboxFilter,
  write: (chunk: string) => void | Promise<void>,
): Promise<number> {
  await write(`\uFEFF${csvLine(inboxCsvColumns)}`);
  return readLeadExport(storage, filter, (rows) =>
    write(rows.map((row) => csvLine(inboxCsvColumns.map((column) => row[column]))).join("")),
  );
}
