import type { Writable } from "node:stream";
import type { Storage } from "~/platform/db/db.server";
import { type LeadExportColumn, leadExportColumns, leadExportTimes, readLeadExport } from "./export-rows.server";
import type { InboxFilter } from "./inbox.server";

/*
 * The inbox's Excel export (.xlsx): the CSV's columns (export-rows.server.ts) in a workbook a
 * spreadsheet reads as typed, written by ExcelTS's streaming writer (docs/decisions/024-lead-exports.md).
 */

/** Excel's text format: a cell of it stays text when someone edits it (no formula, no number). */
const textFormat = "@";

/**
 * How the workbook shows a moment and a day. A spreadsheet's date has no zone: a moment is written
 * as Madrid's clock read it (as the CSV and the desk's screens) and its format names the zone, so
 * the cell reads `2026-11-23 10:00:00 Europe/Madrid`.
 */
const timeFormats = { moment: 'yyyy-mm-dd hh:mm:ss "Europe/Madrid"', day: "yyyy-mm-dd" } as const;

/** The most characters an Excel cell holds; a longer value is cut, ending with `…`. */
const maxCellLength = 32_767;

/** Column widths, in characters; a column not named here is 18 wide. */
const widths: Partial<Record<LeadExportColumn, number>> = {
  id: 38,
  received_at: 20,
  form: 14,
  language: 9,
  state: 11,
  name: 24,
  email: 30,
  company: 24,
  address: 30,
  project_type: 14,
  message: 50,
  follow_up_note: 30,
  notes: 50,
  source_page: 36,
  referrer: 30,
  landing_page: 36,
  landing_referrer: 30,
  first_reply_at: 20,
  owner: 26,
};

/**
 * Text as a cell may hold it: without the control characters XML 1.0 does not allow (the forms
 * keep none; a lead stored before they were refused might), at most 32,767 characters.
 */
function cellText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
  return clean.length > maxCellLength ? `${clean.slice(0, maxCellLength - 1)}…` : clean;
}

/**
 * A moment (`2026-11-23T10:00:00+01:00`, Madrid's clock) or a day as the date a cell holds: the
 * clock's reading, without the offset (the cell's format names the zone); null when it is not one
 * (left empty).
 */
function cellDate(value: string): Date | null {
  const clock = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T00:00:00Z`
    : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(value)
      ? `${value.slice(0, 19)}Z`
      : "";
  const time = Date.parse(clock);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * Waits, after a slice, until `stream` has taken what was written: the rows' compressed bytes
 * reach it a moment later, and a slow reader must not let slices pile up in memory.
 */
async function drained(stream: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (!stream.writableNeedDrain || stream.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

/**
 * Writes the inbox's Excel export to `stream`: one sheet, `Leads`, its header row (the columns'
 * names, bold, frozen above the rows), then every lead matching `filter`, all its pages, newest
 * first. Every cell is text (Excel's text format: a phone, an id or a postal code stays as
 * written, and a value that looks like a formula is never one) or a date (`received_at`,
 * `first_reply_at` to the second on Madrid's clock, the zone in their format, `follow_up_on` to
 * the day). An empty value is
 * an empty cell. Leads are read 500 at a time and each row is committed to the stream as it is
 * written; after each slice the writer waits while the stream is full, so a large inbox streams
 * in bounded memory. Answers how many leads were written; the stream is ended.
 */
export async function writeInboxXlsx(storage: Storage, filter: InboxFilter, stream: Writable): Promise<number> {
  // No shared strings: their table is held in memory until the end, a large export's every text.
  // Loaded by the first export: the library takes most of a second to load, and the processes and
  // tests that import the desk's routes seldom export.
  const { WorkbookWriter } = await import("@cj-tech-master/excelts");
  const workbook = new WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet("Leads", { views: [{ state: "frozen", xSplit: 0, ySplit: 1 }] });
  sheet.columns = leadExportColumns.map((column) => {
    const time = (leadExportTimes as Partial<Record<LeadExportColumn, "moment" | "day">>)[column];
    return {
      key: column,
      width: widths[column] ?? 18,
      style: { numFmt: time ? timeFormats[time] : textFormat },
    };
  });
  const header = sheet.addRow([...leadExportColumns]);
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.numFmt = textFormat;
  });
  header.commit();
  const count = await readLeadExport(storage, filter, async (rows) => {
    for (const row of rows) {
      const cells = leadExportColumns.map((column) => {
        const value = row[column];
        if (value === "") return null;
        return column in leadExportTimes ? cellDate(value) : cellText(value);
      });
      sheet.addRow(cells).commit();
    }
    await drained(stream);
  });
  sheet.commit();
  await workbook.commit();
  return count;
}
