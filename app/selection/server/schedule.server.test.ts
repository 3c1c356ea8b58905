import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { collectionFrom } from "~/content/collection/shown";
import { seedSnapshot } from "~/content/documents";
import { type Language, languages } from "~/i18n/languages";
import { hotelProject } from "../../../tests/support/project-leads";
import { type ReadCell, readXlsx } from "../../../tests/support/xlsx-reader";
import { scheduleWords } from "../schedule-words";
import type { Selection } from "../selection";
import { selectionRows, selectionTotals } from "../selection-rows";
import { scheduleColumns, scheduleCsv, scheduleFileName, scheduleXlsx } from "./schedule.server";

const siteUrl = "https://www.nudo.example/";
const now = new Date("2026-12-07T10:00:00Z");
const hyperlinkPlace = '=HYPERLINK("http://evil.example","Ver")';

/** A hotel's project (tests/support/project-leads.ts): its places typed as markup and a formula, two rugs in silk. */
const hotelSelection = (): Selection => hotelProject({ lobby: "<b>Lobby</b>", room: hyperlinkPlace }, 2);

/** The selection's rows and totals as the project's page works them out, in `lang`. */
function hotelRows(lang: Language, snapshot = seedSnapshot) {
  const rows = selectionRows(hotelSelection(), lang, collectionFrom(snapshot, lang));
  return { rows, totals: selectionTotals(rows) };
}

/** The CSV's fields (RFC 4180): quoted or bare, separated by commas, lines by CRLF. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      lines.push([...fields, field]);
      fields = [];
      field = "";
      index++;
    } else field += char;
  }
  return lines;
}

/** A line's fields by column. */
const byColumn = <Cell>(line: readonly Cell[] | undefined) =>
  Object.fromEntries(scheduleColumns.map((column, index) => [column, line?.[index] ?? null]));

const run = promisify(execFile);

/**
 * What openpyxl finds of the fonts and links the shared reader leaves out: whether each cell of
 * the headings' row (2) and of the last row is bold, and each cell's hyperlink.
 */
async function readStyles(file: Uint8Array): Promise<{ headings: boolean[]; totals: boolean[]; links: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), "schedule-read-"));
  try {
    const target = path.join(dir, "schedule.xlsx");
    writeFileSync(target, file);
    const script = [
      "import json, sys, openpyxl",
      "sheet = openpyxl.load_workbook(sys.argv[1]).worksheets[0]",
      "bold = lambda row: [bool(cell.font and cell.font.b) for cell in sheet[row] if cell.value is not None]",
      "links = [cell.hyperlink.target for row in sheet.iter_rows() for cell in row if cell.hyperlink]",
      "print(json.dumps({'headings': bold(2), 'totals': bold(sheet.max_row), 'links': links}))",
    ].join("\n");
    const { stdout } = await run("/usr/bin/python3", ["-c", script, target]);
    return JSON.parse(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the project's FF&E schedule", () => {
  it("names its files in the visitor's language, dated by the factory's day", () => {
    expect(scheduleFileName("en", now, "xlsx")).toBe("ff-e-schedule-2026-12-07.xlsx");
    expect(scheduleFileName("es", now, "csv")).toBe("cuadro-ffe-2026-12-07.csv");
    // 23:30 UTC on the 7th is already the 8th in Crevillente.
    expect(scheduleFileName("de", new Date("2026-12-07T23:30:00Z"), "xlsx")).toBe("ffe-liste-2026-12-08.xlsx");
  });

  it("has its headings, sheet and file named in every language", () => {
    for (const lang of languages) {
      const { rows, totals } = hotelRows(lang);
      const headings = parseCsv(scheduleCsv(rows, totals, { lang, siteUrl, now }).slice(1))[0];
      expect(headings).toHaveLength(scheduleColumns.length);
      expect(new Set(headings).size).toBe(scheduleColumns.length);
      expect(scheduleFileName(lang, now, "csv")).toMatch(/^[a-z]+(-[a-z]+)*-2026-12-07\.csv$/);
      // Excel refuses a sheet named with more than 31 characters or any of : \ / ? * [ ].
      expect(scheduleWords[lang].sheet).toMatch(/^[^:\\/?*[\]]{1,31}$/);
    }
  });

  it("gives a CSV with the headings in English, one line per rug with machine numbers, and the totals", () => {
    const { rows, totals } = hotelRows("en");
    const csv = scheduleCsv(rows, totals, { lang: "en", siteUrl, now });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.slice(1).replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);

    const lines = parseCsv(csv.slice(1));
    expect(lines).toHaveLength(5);
    expect(lines[0]).toEqual([
      "Reference",
      "Place",
      "Design",
      "Colourway",
      "Colour codes",
      "Width (mm)",
      "Length (mm)",
      "Quantity",
      "Area per rug (m²)",
      "Total area (m²)",
      "Pile",
      "Backing",
      "Use class (EN 1307)",
      "Reaction to fire (EN 13501-1)",
      "Weight per rug (kg)",
      "Embodied carbon A1-A3, total (kg CO₂e)",
      "Lead time (weeks)",
      "Configurator link",
    ]);

    const [lobby, hall, suite, sum] = lines.slice(1).map(byColumn);
    const marea = rows[0]?.figures;
    expect(lobby).toMatchObject({
      code: "RG-01",
      place: "<b>Lobby</b>",
      design: "Marea",
      colourway: rows[0]?.design?.colourway,
      colourCodes: "RO04, TE08, SA01",
      widthMm: "2000",
      lengthMm: "3000",
      quantity: "120",
      areaM2: "6",
      totalAreaM2: "720",
      pile: "Cut pile · 22 mm",
      wear: marea?.wear,
      fire: marea?.fire.floors?.class,
      weightKg: String(marea?.rugWeightKg),
      carbonKg: String(Math.round((marea?.carbon?.gwpA1A3KgCo2e ?? 0) * 120 * 10) / 10),
      leadTimeWeeks: String(marea?.leadTimeWeeks),
      link: `https://www.nudo.example${rows[0]?.configuratorHref}`,
    });
    expect(lobby?.link).toMatch(/^https:\/\/www\.nudo\.example\/.+\?.*design=marea/);
    expect(Number(lobby?.carbonKg)).toBeGreaterThan(0);
    // A place a spreadsheet would run as a formula is written with a quote before it: text.
    expect(hall).toMatchObject({ code: "RG-02", place: `'${hyperlinkPlace}`, design: "Alcázar", quantity: "1" });
    expect(hall?.pile).toBe("Cut and loop · cut 18 mm · loop 8 mm");
    // Wool with silk accents, a free rug in silk: no EPD and no fire test cover them.
    expect(hall).toMatchObject({ fire: "on request", carbonKg: "on request" });
    expect(suite).toMatchObject({
      code: "RG-03",
      place: "",
      design: "Free configuration",
      colourway: "",
      quantity: "2",
      areaM2: "12",
      totalAreaM2: "24",
      backing: "Natural latex",
      fire: "on request",
      carbonKg: "on request",
    });
    expect(sum).toMatchObject({
      code: "Total",
      place: "",
      quantity: "123",
      areaM2: "",
      totalAreaM2: String(totals.areaM2),
      weightKg: String(totals.weightKg),
      carbonKg: "on request",
      leadTimeWeeks: String(totals.leadTimeWeeks),
      link: "",
    });
    expect(totals.areaM2).toBe(720 + (rows[1]?.totalAreaM2 ?? 0) + 24);
  });

  it("writes the CSV in Spanish, numbers still with a dot so any locale's spreadsheet reads them", () => {
    const { rows, totals } = hotelRows("es");
    const lines = parseCsv(scheduleCsv(rows, totals, { lang: "es", siteUrl, now }).slice(1));
    expect(lines[0]?.slice(0, 4)).toEqual(["Referencia", "Lugar", "Diseño", "Combinación de color"]);
    expect(lines[0]).toContain("Superficie total (m²)");
    expect(lines[0]).toContain("Reacción al fuego (EN 13501-1)");
    const [lobby, hall, , sum] = lines.slice(1).map(byColumn);
    expect(lobby).toMatchObject({ pile: "Pelo cortado · 22 mm", totalAreaM2: "720" });
    expect(lobby?.weightKg).toMatch(/^\d+(\.\d)?$/);
    expect(hall).toMatchObject({ fire: "bajo petición", carbonKg: "bajo petición" });
    expect(sum).toMatchObject({ code: "Total", quantity: "123", carbonKg: "bajo petición" });
  });

  it("says so when a rug's design has left the collection", () => {
    const withoutMarea = new Map([...seedSnapshot].filter(([id]) => id !== "design.marea"));
    const { rows, totals } = hotelRows("en", withoutMarea);
    const lobby = byColumn(parseCsv(scheduleCsv(rows, totals, { lang: "en", siteUrl, now }).slice(1))[1]);
    expect(lobby).toMatchObject({
      code: "RG-01",
      design: "Free configuration (design no longer in the collection)",
      colourway: "",
    });
  });

  it("gives a workbook read back by another reader: title, bold frozen headings, numbers as numbers, formulas as text", async () => {
    const { rows, totals } = hotelRows("en");
    const file = await scheduleXlsx(rows, totals, { lang: "en", siteUrl, now });
    const book = await readXlsx(file);
    expect(book.sheets).toEqual(["FF&E schedule"]);
    expect(book.frozen).toBe("A3");
    expect(book.rows).toHaveLength(6);
    expect(book.rows[0]?.[0]).toEqual({ type: "text", value: "Nudo · FF&E schedule · 7 December 2026", format: "@" });
    expect(book.headerBold[0]).toBe(true);
    expect(book.rows[1]?.map((cell) => cell?.value)).toEqual(
      expect.arrayContaining(["Reference", "Place", "Quantity", "Total area (m²)"]),
    );
    expect(book.rows[1]?.every((cell) => cell?.type === "text")).toBe(true);
    expect(book.widths).toHaveLength(scheduleColumns.length);
    expect(Math.max(...book.widths.map(Number))).toBe(book.widths[scheduleColumns.indexOf("link")]);

    const number = (value: number, format: string) => ({ type: "number", value, format });
    const text = (value: string) => ({ type: "text", value, format: "@" });
    const [lobby, hall, suite, sum] = book.rows.slice(2).map((row) => byColumn<ReadCell | null>(row));
    expect(lobby).toMatchObject({
      code: text("RG-01"),
      place: text("<b>Lobby</b>"),
      design: text("Marea"),
      colourCodes: text("RO04, TE08, SA01"),
      widthMm: number(2000, "#,##0"),
      lengthMm: number(3000, "#,##0"),
      quantity: number(120, "#,##0"),
      areaM2: number(6, "#,##0.00"),
      totalAreaM2: number(720, "#,##0.00"),
      weightKg: number(rows[0]?.figures.rugWeightKg ?? 0, "#,##0.0"),
      leadTimeWeeks: number(rows[0]?.figures.leadTimeWeeks ?? 0, "0"),
      link: text(`https://www.nudo.example${rows[0]?.configuratorHref}`),
    });
    expect(lobby?.carbonKg).toMatchObject({ type: "number", format: "#,##0.0" });
    // The formula a visitor typed as a place is a string in a text cell, never a formula.
    expect(hall).toMatchObject({ place: text(hyperlinkPlace), fire: text("on request"), carbonKg: text("on request") });
    expect(suite).toMatchObject({ place: null, colourway: null, totalAreaM2: number(24, "#,##0.00") });
    expect(sum).toMatchObject({
      code: text("Total"),
      quantity: number(123, "#,##0"),
      totalAreaM2: number(totals.areaM2, "#,##0.00"),
      weightKg: number(totals.weightKg, "#,##0.0"),
      carbonKg: text("on request"),
      leadTimeWeeks: number(totals.leadTimeWeeks, "0"),
      link: null,
    });
    const cells = book.rows.flat();
    expect(cells.some((cell) => cell?.type === "formula")).toBe(false);

    const styles = await readStyles(file);
    expect(styles.headings).toEqual(scheduleColumns.map(() => true));
    expect(styles.totals.every(Boolean)).toBe(true);
    expect(styles.links).toEqual(rows.map((row) => `https://www.nudo.example${row.configuratorHref}`));
  });

  it("writes the workbook's title and headings in Spanish, on request in its words", async () => {
    const { rows, totals } = hotelRows("es");
    const book = await readXlsx(await scheduleXlsx(rows, totals, { lang: "es", siteUrl, now }));
    expect(book.sheets).toEqual(["Cuadro FF&E"]);
    expect(book.rows[0]?.[0]?.value).toBe("Nudo · Cuadro FF&E · 7 de diciembre de 2026");
    expect(book.rows[1]?.slice(0, 3).map((cell) => cell?.value)).toEqual(["Referencia", "Lugar", "Diseño"]);
    expect(byColumn(book.rows[5])).toMatchObject({ code: { value: "Total" }, carbonKg: { value: "bajo petición" } });
  });
});
