import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** A cell as the reader finds it: its type, value (a date as ISO 8601 without zone) and number format. */
export type ReadCell = { type: "text" | "number" | "date" | "formula" | "boolean"; value: string; format: string };

/** A workbook as the reader finds it: its sheets' names, and its first sheet. */
export type ReadWorkbook = {
  sheets: string[];
  /** The first cell below and right of the frozen panes (`A2`: the first row frozen). */
  frozen: string | null;
  widths: (number | null)[];
  headerBold: boolean[];
  rows: (ReadCell | null)[][];
};

const run = promisify(execFile);

/**
 * Reads an .xlsx with openpyxl (Debian's python3-openpyxl, for /usr/bin/python3;
 * tests/support/read-xlsx.py), an implementation independent of the library that wrote it. Fails,
 * never skips, when the reader is missing: .ci/run installs it.
 */
export async function readXlsx(file: Uint8Array): Promise<ReadWorkbook> {
  const dir = mkdtempSync(path.join(tmpdir(), "xlsx-read-"));
  try {
    const target = path.join(dir, "export.xlsx");
    writeFileSync(target, file);
    const reader = fileURLToPath(new URL("./read-xlsx.py", import.meta.url));
    const { stdout } = await run("/usr/bin/python3", [reader, target], { maxBuffer: 256 * 1024 * 1024 }).catch(
      (error: { stderr?: string; message: string }) => {
        throw new Error(`the .xlsx reader failed: ${error.stderr || error.message}`);
      },
    );
    return JSON.parse(stdout) as ReadWorkbook;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
