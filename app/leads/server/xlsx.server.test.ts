import { PassThrough } from "node:stream";
import { expect, it } from "vitest";
import { giveDeskDetails } from "../../../tests/support/exports";
import { insertContactLeads, storeFormLead } from "../../../tests/support/inbox";
import { describeStorage } from "../../../tests/support/storage";
import { type ReadCell, readXlsx } from "../../../tests/support/xlsx-reader";
import { leadExportColumns } from "./export-rows.server";
import { writeInboxXlsx } from "./xlsx.server";

/** A moment's format: the date and time, then the zone they are in. */
const madridFormat = 'yyyy-mm-dd hh:mm:ss "Europe/Madrid"';

describeStorage("the inbox's Excel export on $name", (t) => {
  /** The workbook written for `filter`, and how many leads it holds and how many chunks it came in. */
  const exportXlsx = async (filter = {}) => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    const count = await writeInboxXlsx(t.storage, filter, stream);
    await ended;
    return { count, chunks: chunks.length, book: await readXlsx(Buffer.concat(chunks)) };
  };
  /** A row's cells by column. */
  const byColumn = (row: (ReadCell | null)[] | undefined) =>
    Object.fromEntries(leadExportColumns.map((column, index) => [column, row?.[index] ?? null]));
  const text = (value: string) => ({ type: "text", value, format: "@" });

  it("is read back by another reader: a bold frozen header, phones and ids as text, dates as dates, markup and formulas as plain text, accents", async () => {
    const lead = await storeFormLead(
      t.storage,
      "contact",
      {
        name: '=HYPERLINK("http://evil.example","Ver")',
        company: "Hôtel <b>Lumière</b> & Fils",
        email: "claire@lumiere.example",
        phone: "+34 611 222 333",
        message: "Línea uno\nDos: <script>alert(1)</script> ñandú",
      },
      new Date("2026-11-20T08:00:00Z"),
      { lang: "fr" },
    );
    await storeFormLead(
      t.storage,
      "sample",
      {
        firstName: "José",
        lastName: "Núñez",
        email: "jose@hotel.example",
        phone: "600 000 001",
        company: "Alfombras Reunidas",
        address: "Calle Mayor 1",
        city: "A Coruña",
        postalCode: "01001",
        country: "España",
      },
      new Date("2026-11-01T10:00:00Z"),
    );
    await giveDeskDetails(t.storage, lead.id, {
      source: {
        page: "/fr/contacto?utm_campaign=salon-2026",
        referrer: null,
        utm: { campaign: "salon-2026", source: "newsletter" },
      },
      owner: "ana@nudo.example",
      followUp: { on: "2026-11-27", note: "=1+1" },
      firstReplyAt: "2026-11-20T09:15:30.000Z",
      notes: [{ at: "2026-11-20T09:30:00Z", actor: "ana@nudo.example", text: "Llamar -2+3" }],
    });

    const { count, book } = await exportXlsx();
    expect(count).toBe(2);
    expect(book.sheets).toEqual(["Leads"]);
    expect(book.frozen).toBe("A2");
    expect(book.headerBold).toEqual(leadExportColumns.map(() => true));
    expect(book.rows[0]?.map((cell) => cell?.value)).toEqual([...leadExportColumns]);
    expect(book.rows[0]?.every((cell) => cell?.type === "text")).toBe(true);
    // Every column has a width; the free text is the widest.
    expect(book.widths).toHaveLength(leadExportColumns.length);
    expect(Math.max(...book.widths.map(Number))).toBe(book.widths[leadExportColumns.indexOf("message")]);
    expect(book.rows).toHaveLength(3);

    const contact = byColumn(book.rows[1]);
    expect(contact).toMatchObject({
      id: text(lead.id),
      // 08:00 UTC as Madrid's clock reads it, the zone named by the cell's format.
      received_at: { type: "date", value: "2026-11-20T09:00:00", format: madridFormat },
      form: text("contact"),
      language: text("fr"),
      name: text('=HYPERLINK("http://evil.example","Ver")'),
      company: text("Hôtel <b>Lumière</b> & Fils"),
      phone: text("+34 611 222 333"),
      message: text("Línea uno\nDos: <script>alert(1)</script> ñandú"),
      owner: text("ana@nudo.example"),
      follow_up_on: { type: "date", value: "2026-11-27T00:00:00", format: "yyyy-mm-dd" },
      follow_up_note: text("=1+1"),
      notes: text("2026-11-20 10:30 ana@nudo.example: Llamar -2+3"),
      source_page: text("/fr/contacto?utm_campaign=salon-2026"),
      utm_source: text("newsletter"),
      utm_campaign: text("salon-2026"),
      first_reply_at: { type: "date", value: "2026-11-20T10:15:30", format: madridFormat },
    });
    // What the form did not ask for or nobody set is an empty cell, never a typed empty text.
    expect(contact.position).toBeNull();
    expect(contact.referrer).toBeNull();
    expect(Object.values(contact).some((cell) => cell?.type === "formula" || cell?.type === "number")).toBe(false);

    const sample = byColumn(book.rows[2]);
    expect(sample).toMatchObject({
      name: text("José Núñez"),
      phone: text("600 000 001"),
      city: text("A Coruña"),
      // A postal code keeps its leading zero.
      postal_code: text("01001"),
      country: text("España"),
    });
    expect(sample.first_reply_at).toBeNull();
  });

  it("streams every lead matching the filter in slices of 500, newest first", async () => {
    const ids = (await insertContactLeads(t.storage, 1203, new Date("2026-10-01T00:00:00Z"))).reverse();
    const { count, chunks, book } = await exportXlsx({ form: "contact", page: 3 });
    expect(count).toBe(1203);
    expect(chunks).toBeGreaterThan(1);
    expect(book.rows.slice(1).map((row) => row[0]?.value)).toEqual(ids);
    expect(book.rows[1]?.[5]).toEqual(text("Cliente 1202"));

    const empty = await exportXlsx({ state: "won" });
    expect(empty.count).toBe(0);
    expect(empty.book.rows).toHaveLength(1);
  });
});
