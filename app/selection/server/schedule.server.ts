import type { Language } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import { fill } from "~/i18n/translate";
import { csvCell } from "~/leads/server/csv.server";
import { rugWords } from "~/rug/words";
import { siteConfig } from "~/site/config";
import { sheetWords } from "~/specifier/sheet-words";
import { formatDate, issuedDay, issuedOn } from "~/specifier/spec-sheet/spec-sheet-content";
import { type ScheduleWords, scheduleWords } from "../schedule-words";
import type { SelectionRow, SelectionTotals } from "../selection-rows";

/*
 * The project's FF&E schedule: one line per rug of the selection, as a specifier pastes it into
 * her own schedule of furniture, fixtures and equipment, then the totals. Two files of one table:
 * a CSV any tool reads and an Excel workbook. Numbers stay numbers (a spreadsheet sums and sorts
 * them); words are the visitor's language.
 */

/** The schedule's columns, in their order, the CSV's and the workbook's alike. */
export const scheduleColumns = [
  "code",
  "place",
  "design",
  "colourway",
  "colourCodes",
  "widthMm",
  "lengthMm",
  "quantity",
  "areaM2",
  "totalAreaM2",
  "pile",
  "backing",
  "wear",
  "fire",
  "weightKg",
  "carbonKg",
  "leadTimeWeeks",
  "link",
] as const satisfies readonly (keyof ScheduleWords["columns"])[];

export type ScheduleColumn = (typeof scheduleColumns)[number];

/** In which language, linking to which site, and made when (the title's date and the file's name). */
export type ScheduleOptions = { lang: Language; siteUrl: string; now: Date };

/** A cell: a number (summed and sorted by a spreadsheet), text, or nothing (an empty cell). */
type ScheduleCell = number | string | null;

type ScheduleLine = Record<ScheduleColumn, ScheduleCell>;

/** The schedule as a table: its headings, one line per rug, then the totals. */
type ScheduleTable = { headings: string[]; items: ScheduleLine[]; totals: ScheduleLine };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The pile's type and heights: "Cut and loop · cut 18 mm · loop 8 mm", "Cut pile · 22 mm". */
function pileText(row: SelectionRow, lang: Language): string {
  const values = sheetWords[lang].values;
  const number = (value: number) => formatNumber(value, lang, value % 1 === 0 ? 0 : 1);
  const heights = Object.entries(row.figures.pileHeightsMm) as [keyof typeof values.heights, number][];
  const heightText =
    heights.length === 1
      ? fill(values.millimetres, { value: number(heights[0]?.[1] ?? 0) })
      : heights.map(([kind, value]) => fill(values.heights[kind], { value: number(value) })).join(" · ");
  return `${rugWords[lang].names.piles[row.configuration.pile]} · ${heightText}`;
}

/** One rug of the selection as a line: its facts as numbers, its names in the language. */
function itemLine(row: SelectionRow, { lang, siteUrl }: Omit<ScheduleOptions, "now">): ScheduleLine {
  const words = scheduleWords[lang];
  const rug = rugWords[lang];
  const onRequest = sheetWords[lang].values.onRequest;
  const { figures, item } = row;
  const designName = row.design?.name ?? rug.design.free;
  return {
    code: row.code,
    place: item.place || null,
    design: row.withdrawn ? fill(words.withdrawn, { name: designName }) : designName,
    colourway: row.design?.colourway ?? null,
    colourCodes: figures.colours.map((colour) => colour.code).join(", "),
    widthMm: figures.widthMm,
    lengthMm: figures.lengthMm,
    quantity: item.quantity,
    areaM2: figures.areaM2,
    totalAreaM2: row.totalAreaM2,
    pile: pileText(row, lang),
    backing: rug.names.backings[row.configuration.backing],
    wear: figures.wear,
    fire: figures.fire.floors?.class ?? onRequest,
    weightKg: figures.rugWeightKg,
    // The item's every rug, as the totals add it up; no EPD covers the rug: on request, never a guess.
    carbonKg: figures.carbon ? oneDecimal(figures.carbon.gwpA1A3KgCo2e * item.quantity) : onRequest,
    leadTimeWeeks: figures.leadTimeWeeks,
    link: `${siteUrl.replace(/\/+$/, "")}${row.configuratorHref}`,
  };
}

/**
 * The totals line, each total under the column it adds up: the rugs under the quantity, the area
 * under the total area, the weight of them all under the weight, the carbon under the carbon
 * (on request when a rug has no EPD) and the longest lead time under the lead time.
 */
function totalsLine(totals: SelectionTotals, lang: Language): ScheduleLine {
  const empty = Object.fromEntries(scheduleColumns.map((column) => [column, null])) as ScheduleLine;
  return {
    ...empty,
    code: scheduleWords[lang].total,
    quantity: totals.rugs,
    totalAreaM2: totals.areaM2,
    weightKg: totals.weightKg,
    carbonKg: totals.carbonKg ?? sheetWords[lang].values.onRequest,
    leadTimeWeeks: totals.leadTimeWeeks,
  };
}

function scheduleTable(
  rows: readonly SelectionRow[],
  totals: SelectionTotals,
  options: Omit<ScheduleOptions, "now">,
): ScheduleTable {
  const { columns } = scheduleWords[options.lang];
  return {
    headings: scheduleColumns.map((column) => columns[column]),
    items: rows.map((row) => itemLine(row, options)),
    totals: totalsLine(totals, options.lang),
  };
}

/**
 * A CSV cell: a number as a machine writes it (a dot before the decimals, no grouping), so a
 * spreadsheet in any locale can read it as a number; text quoted and guarded against formulas
 * (`csvCell`); nothing as an empty field.
 */
function csvValue(cell: ScheduleCell): string {
  if (cell === null) return "";
  return typeof cell === "number" ? String(cell) : csvCell(cell);
}

const csvLine = (cells: readonly ScheduleCell[]) => `${cells.map(csvValue).join(",")}\r\n`;

/**
 * The schedule as CSV: the UTF-8 byte order mark (so a spreadsheet reads accents right), the
 * headings in the language, one line per rug, then the totals; lines end with CRLF. No title line:
 * a tool importing it takes the first line for the headings.
 */
export function scheduleCsv(rows: readonly SelectionRow[], totals: SelectionTotals, options: ScheduleOptions): string {
  const table = scheduleTable(rows, totals, options);
  const lines = [...table.items, table.totals].map((line) => scheduleColumns.map((column) => line[column]));
  return `\uFEFF${csvLine(table.headings)}${lines.map(csvLine).join("")}`;
}

/** The schedule's file name in the language, dated by the factory's day: `ff-e-schedule-2026-12-07.xlsx`. */
export function scheduleFileName(lang: Language, now: Date, ext: "csv" | "xlsx"): string {
  return `${scheduleWords[lang].file}-${issuedDay(now)}.${ext}`;
}

/** Excel's text format: a cell of it stays text when someone edits it (no formula, no number). */
const textFormat = "@";

/**
 * How the workbook shows each column: its width in characters and its number format. Excel
 * writes the grouping and the decimal mark of the reader's locale, so "#,##0.00" reads
 * "1.234,50" in Spain and "1,234.50" in England. A column without a format holds text.
 */
const xlsxColumns: Record<ScheduleColumn, { width: number; format?: string }> = {
  code: { width: 11 },
  place: { width: 24 },
  design: { width: 30 },
  colourway: { width: 18 },
  colourCodes: { width: 22 },
  widthMm: { width: 12, format: "#,##0" },
  lengthMm: { width: 12, format: "#,##0" },
  quantity: { width: 11, format: "#,##0" },
  areaM2: { width: 14, format: "#,##0.00" },
  totalAreaM2: { width: 14, format: "#,##0.00" },
  pile: { width: 32 },
  backing: { width: 18 },
  wear: { width: 14 },
  fire: { width: 16 },
  weightKg: { width: 14, format: "#,##0.0" },
  carbonKg: { width: 18, format: "#,##0.0" },
  leadTimeWeeks: { width: 14, format: "0" },
  link: { width: 60 },
};

/** The rows above the rugs: the title line and the headings. */
const headRows = 2;

/**
 * The schedule as an Excel workbook: one sheet, a title line (brand, "FF&E schedule", the date),
 * the headings (bold, wrapped, frozen with the title above the rugs), one row per rug, then the
 * totals in bold. Numbers are numbers in the column's format; every text is a string in Excel's
 * text format, so a place typed "=SUM(A1)" stays text (a string is never written as a formula).
 * The link is a hyperlink to the configurator on that rug. The workbook's creation date is the
 * factory's day, as the title's.
 */
export async function scheduleXlsx(
  rows: readonly SelectionRow[],
  totals: SelectionTotals,
  options: ScheduleOptions,
): Promise<Uint8Array> {
  // Loaded by the first schedule: the library takes most of a second to load.
  const { Workbook } = await import("@cj-tech-master/excelts");
  const words = scheduleWords[options.lang];
  const table = scheduleTable(rows, totals, options);
  const issued = issuedOn(options.now);
  const title = fill(words.title, { brand: siteConfig.brandName, date: formatDate(issued, options.lang) });

  const workbook = new Workbook();
  workbook.creator = siteConfig.brandName;
  workbook.title = title;
  workbook.created = issued;
  workbook.modified = issued;
  const sheet = workbook.addWorksheet(words.sheet, { views: [{ state: "frozen", xSplit: 0, ySplit: headRows }] });
  sheet.columns = scheduleColumns.map((column) => ({ key: column, width: xlsxColumns[column].width }));

  const titleCell = sheet.getCell(1, 1);
  titleCell.value = title;
  titleCell.numFmt = textFormat;
  titleCell.font = { bold: true, size: 14 };

  const headings = sheet.getRow(headRows);
  table.headings.forEach((heading, index) => {
    const cell = headings.getCell(index + 1);
    cell.value = heading;
    cell.numFmt = textFormat;
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: "top" };
  });

  [...table.items, table.totals].forEach((line, index) => {
    const row = sheet.getRow(headRows + 1 + index);
    const isTotals = index === table.items.length;
    scheduleColumns.forEach((column, position) => {
      const value = line[column];
      if (value === null) return;
      const cell = row.getCell(position + 1);
      const link = column === "link" && typeof value === "string";
      cell.value = link ? { text: value, hyperlink: value } : value;
      cell.numFmt = typeof value === "number" ? (xlsxColumns[column].format ?? "General") : textFormat;
      if (isTotals) cell.font = { bold: true };
      else if (link) cell.font = { color: { argb: "FF0563C1" }, underline: true };
    });
  });
  // The filter covers the rugs, not the totals, so sorting them never moves the totals line.
  sheet.autoFilter = {
    from: { row: headRows, col: 1 },
    to: { row: headRows + table.items.length, col: scheduleColumns.length },
  };

  return workbook.xlsx.writeBuffer();
}
