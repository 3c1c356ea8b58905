import type { Storage } from "../db/db.server";
import type { Database } from "../db/schema.server";
import { type InboxFilter, inboxConditions } from "./inbox.server";

/**
 * The columns of the inbox's CSV export, in this order. A stable contract: spreadsheets and CRM
 * imports are built on it, so a column is only ever added at the end, never renamed or moved. An
 * empty cell is a value the form did not ask for or the visitor left empty.
 *
 * - `id`: the lead's id (a UUID), as the back office's lead page and the privacy export name it.
 * - `received_at`: when the lead was stored, ISO 8601 in UTC (`2026-11-23T09:00:00.000Z`).
 * - `form`: which form: `sample`, `catalogue`, `contact` or `contactSection`.
 * - `language`: the language of the page it was sent from (`es`, `en`, `de`, `it`, `fr`, `nl`).
 * - `state`: where the sales team has it: `new`, `contacted`, `qualified`, `won`, `lost` or `spam`.
 * - `name`: the person's name (`name`, or first and last name on the sample and catalogue forms).
 * - `email`: the e-mail address as the visitor wrote it.
 * - `phone`: the phone number (required on the sample and catalogue forms, optional on the others).
 * - `company`: the company (sample, catalogue and contact section forms).
 * - `position`: the person's position in it (sample and catalogue forms).
 * - `country`, `city`, `postal_code`, `address`: where the sample kit is sent (sample form).
 * - `project_type`: the contact section's project type, its stable id (`contract`, `residential`,
 *   `retail`, `jet`, `yacht`, `other`).
 * - `message`: the visitor's free text: the message (contact forms), comments (sample) or
 *   interests (catalogue).
 *
 * A cell that a spreadsheet would read as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return) is written with a `'` before it: a phone number `+34 600…` reads `'+34 600…`.
 */
export const inboxCsvColumns = [
  "id",
  "received_at",
  "form",
  "language",
  "state",
  "name",
  "email",
  "phone",
  "company",
  "position",
  "country",
  "city",
  "postal_code",
  "address",
  "project_type",
  "message",
] as const;

export type InboxCsvColumn = (typeof inboxCsvColumns)[number];

/** Leads read from the database at a time: a large inbox streams in slices of this many. */
const batchSize = 500;

type LeadRow = Pick<
  Database["leads"],
  "id" | "created_at" | "form" | "lang" | "name" | "email" | "company" | "country" | "data"
> & { state: string };

/** A row's cells, by column. */
function cellsOf(lead: LeadRow): Record<InboxCsvColumn, string> {
  const data = JSON.parse(lead.data) as Record<string, unknown>;
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
  return {
    id: lead.id,
    received_at: lead.created_at,
    form: lead.form,
    language: lead.lang,
    state: lead.state,
    name: lead.name ?? "",
    email: text("email") || (lead.email ?? ""),
    phone: text("phone"),
    company: lead.company ?? text("company"),
    position: text("position"),
    country: lead.country ?? text("country"),
    city: text("city"),
    postal_code: text("postalCode"),
    address: text("address"),
    project_type: text("projectType"),
    message: text("message") || text("comments") || text("interests"),
  };
}

/**
 * A CSV cell (RFC 4180): always quoted, its quotes doubled. A value a spreadsheet would run as a
 * formula gets a `'` first (OWASP's defence against CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A CSV line, ended with CRLF. */
function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * Writes the inbox's CSV export to `write`: the UTF-8 byte order mark (so a spreadsheet reads
 * accents right), the header (`inboxCsvColumns`), then every lead matching `filter`, all its pages,
 * newest first. Leads are read 500 at a time, each slice written (and awaited) before the next is
 * read, so a large inbox streams in bounded memory. Answers how many leads were written.
 */
export async function writeInboxCsv(
  storage: Storage,
  filter: InboxFilter,
  write: (chunk: string) => void | Promise<void>,
): Promise<number> {
  await write(`\uFEFF${csvLine(inboxCsvColumns)}`);
  let written = 0;
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    const position = after;
    const batch = await storage.db
      .selectFrom("leads")
      .select(["id", "created_at", "form", "lang", "state", "name", "email", "company", "country", "data"])
      .where((eb) =>
        eb.and([
          ...inboxConditions(eb, filter),
          // Keyset paging: the next slice starts after the last lead written, whatever arrived since.
          ...(position
            ? [
                eb.or([
                  eb("created_at", "<", position.created_at),
                  eb.and([eb("created_at", "=", position.created_at), eb("id", "<", position.id)]),
                ]),
              ]
            : []),
        ]),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(batchSize)
      .execute();
    if (batch.length > 0) {
      const lines = batch.map((lead) => {
        const cells = cellsOf(lead);
        return csvLine(inboxCsvColumns.map((column) => cells[column]));
      });
      await write(lines.join(""));
    }
    written += batch.length;
    const last = batch.at(-1);
    if (batch.length < batchSize || !last) return written;
    after = { created_at: last.created_at, id: last.id };
  }
}
