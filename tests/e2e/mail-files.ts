import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeQuotedPrintable } from "../support/mail";

/** The e2e server's data folder (playwright.config.ts) and its file outbox: one .eml per e-mail. */
export const dataDir = path.resolve("test-results/data");
export const outboxDir = path.join(dataDir, "outbox");

/** The e-mails (raw, decoded enough to read) that mention a marker, once the worker wrote them. */
export async function mailsMentioning(marker: string, expected: number, folder = outboxDir): Promise<string[]> {
  let found: string[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(folder);
    } catch {
      files = [];
    }
    found = files
      .map((file) => decodeQuotedPrintable(readFileSync(path.join(folder, file), "utf8")))
      .filter((mail) => mail.includes(marker));
    if (found.length >= expected) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return found;
}
