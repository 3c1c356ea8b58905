import { expect, it } from "vitest";
import { insertContactLeads, storeFormLead } from "../../../tests/support/inbox";
import { describeStorage } from "../../../tests/support/storage";
import { inboxCsvColumns, writeInboxCsv } from "./csv.server";

/**
 * An RFC 4180 reader, strict about what the export promises: every cell quoted, quotes doubled,
 * CRLF after every record (the last included). Throws on anything else.
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  while (index < text.length) {
    if (text[index] !== '"') throw new Error(`unquoted cell at ${index}`);
    let cell = "";
    index++;
    for (;;) {
      const quote = text.indexOf('"', index);
      if (quote === -1) throw new Error("unterminated cell");
      cell += text.slice(index, quote);
      if (text[quote + 1] === '"') {
        cell += '"';
        index = quote + 2;
      } else {
        index = quote + 1;
        break;
      }
    }
    record.push(cell);
    if (text[index] === ",") {
      index++;
    } else if (text.startsWith("\r\n", index)) {
      records.push(record);
      record = [];
      index += 2;
    } else {
      throw new Error(`expected , or CRLF at ${index}`);
    }
  }
  if (record.length > 0) throw new Error("last record without CRLF");
  return records;
}

describeStorage("the inbox's CSV export on $name", (t) => {
  const exportCsv = async (filter = {}) => {
    const chunks: string[] = [];
    const count = await writeInboxCsv(t.storage, filter, (chunk) => {
      chunks.push(chunk);
    });
    return { count, chunks, text: chunks.join("") };
  };

  /** The export parsed back, each lead as an object keyed by column. */
  const rowsOf = (text: string) => {
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
    return { header, rows: rows.map((row) => Object.fromEntries(row.map((cell, i) => [header?.[i], cell]))) };
  };

  it("starts with the byte order mark and the documented header, then one row per lead, newest first", async () => {
    const sample = await storeFormLead(
      t.storage,
      "sample",
      {
        firstName: "José",
        lastName: "Martínez Núñez",
        email: "José.Martinez@Hotel.example",
        phone: "600 000 001",
        company: "Alfombras Reunidas",
        position: "Director de compras",
        address: "Calle Mayor 1, 3º izq.",
        city: "A Coruña",
        postalCode: "15001",
        country: "España",
        comments: "Muestras en tonos crudos",
      },
      new Date("2026-11-01T10:00:00Z"),
    );
    const section = await storeFormLead(
      t.storage,
      "contactSection",
      {
        name: "Claire Dubois",
        company: "Hôtel Lumière",
        email: "claire@lumiere.example",
        projectType: "yacht",
        message: "Un tapis pour le salon",
      },
      new Date("2026-11-20T08:00:00Z"),
      { lang: "fr", state: "qualified" },
    );
    const { count, text } = await exportCsv();
    expect(count).toBe(2);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const { header, rows } = rowsOf(text);
    expect(header).toEqual([...inboxCsvColumns]);
    expect(header).toEqual([
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
    ]);
    expect(rows).toEqual([
      {
        id: section.id,
        received_at: "2026-11-20T08:00:00.000Z",
        form: "contactSection",
        language: "fr",
        state: "qualified",
        name: "Claire Dubois",
        email: "claire@lumiere.example",
        phone: "",
        company: "Hôtel Lumière",
        position: "",
        country: "",
        city: "",
        postal_code: "",
        address: "",
        project_type: "yacht",
        message: "Un tapis pour le salon",
      },
      {
        id: sample.id,
        received_at: "2026-11-01T10:00:00.000Z",
        form: "sample",
        language: "es",
        state: "new",
        name: "José Martínez Núñez",
        email: "José.Martinez@Hotel.example",
        phone: "600 000 001",
        company: "Alfombras Reunidas",
        position: "Director de compras",
        country: "España",
        city: "A Coruña",
        postal_code: "15001",
        address: "Calle Mayor 1, 3º izq.",
        project_type: "",
        message: "Muestras en tonos crudos",
      },
    ]);
  });

  it("neutralises formulas with a leading ' and keeps commas, quotes and line breaks intact", async () => {
    const message = 'Hola, necesito "3" alfombras;\r\nsegunda línea\nfin, "fin"';
    await storeFormLead(
      t.storage,
      "contact",
      { name: '=HYPERLINK("http://evil.example","Ver")', email: "a@example.com", message },
      new Date("2026-11-01T10:00:00Z"),
    );
    await storeFormLead(
      t.storage,
      "contact",
      { name: "+1", email: "b@example.com", phone: "+34 600 000 002", message: "-2" },
      new Date("2026-11-01T10:01:00Z"),
    );
    await storeFormLead(
      t.storage,
      "catalogue",
      {
        firstName: "@SUM(A1:A9)",
        lastName: "Ruiz",
        email: "c@example.com",
        phone: "600",
        company: "\tTab S.L.",
        interests: "\r=1+1",
      },
      new Date("2026-11-01T10:02:00Z"),
    );
    const { text } = await exportCsv();
    expect(text.endsWith("\r\n")).toBe(true);
    const { rows } = rowsOf(text);
    expect(rows.map((row) => [row.name, row.phone, row.company, row.message])).toEqual([
      ["'@SUM(A1:A9) Ruiz", "600", "'\tTab S.L.", "'\r=1+1"],
      ["'+1", "'+34 600 000 002", "", "'-2"],
      ['\'=HYPERLINK("http://evil.example","Ver")', "", "", message],
    ]);
    // A formula in the middle of a cell is text to a spreadsheet: left as it is.
    expect(rows[2]?.email).toBe("a@example.com");
  });

  it("exports every lead matching the filter, all pages, read 500 at a time", async () => {
    const ids = (await insertContactLeads(t.storage, 1203, new Date("2026-10-01T00:00:00Z"))).reverse();
    await storeFormLead(
      t.storage,
      "sample",
      {
        firstName: "Emma",
        lastName: "Clarke",
        email: "emma@clarke.example",
        phone: "600",
        company: "Clarke",
        address: "1 High St",
        city: "Bath",
        postalCode: "BA11",
        country: "UK",
      },
      new Date("2026-10-01T00:10:00Z"),
      { lang: "en" },
    );
    const { count, chunks, text } = await exportCsv({ form: "contact", page: 2 });
    expect(count).toBe(1203);
    // The header, then three slices of at most 500 leads.
    expect(chunks).toHaveLength(4);
    const { rows } = rowsOf(text);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows[0]?.name).toBe("Cliente 1202");

    expect((await exportCsv({ lang: "en" })).count).toBe(1);
    expect((await exportCsv({ q: "cliente7@" })).count).toBe(1);
    const empty = await exportCsv({ state: "won" });
    expect(empty.count).toBe(0);
    expect(parseCsv(empty.text.slice(1))).toEqual([[...inboxCsvColumns]]);
  });
});
