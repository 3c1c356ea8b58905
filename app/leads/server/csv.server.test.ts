import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../tests/support/csv";
import { giveDeskDetails } from "../../../tests/support/exports";
import { insertContactLeads, storeFormLead } from "../../../tests/support/inbox";
import { describeStorage } from "../../../tests/support/storage";
import { csvCell, inboxCsvColumns, mayBeFormula, writeInboxCsv } from "./csv.server";

/** The columns the desk fills, empty: a lead nobody has worked on yet. */
const noDeskDetails = Object.fromEntries(inboxCsvColumns.slice(inboxCsvColumns.indexOf("sector")).map((c) => [c, ""]));

describe("the CSV's formula guard", () => {
  it("guards every value a spreadsheet could run as a formula", () => {
    for (const value of [
      '=HYPERLINK("http://evil.example","Ver")',
      "=1+1",
      "@SUM(A1)",
      "+1+cmd|' /C calc'!A0",
      "-2+3",
      "-2-3",
      "+34-611-222-333",
      "+1 415 555 0100 ext 2",
      "-A1",
      "+",
      "-",
      "\t=1",
      "\tTab S.L.",
      "\r=1+1",
      "-(1)*2",
      "+34 611 222 333;=1",
    ]) {
      expect(mayBeFormula(value), JSON.stringify(value)).toBe(true);
      expect(csvCell(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
    }
  });

  it("leaves alone what cannot be one: a phone, a signed number, a date, a value led by anything else", () => {
    for (const value of [
      "+34 611 222 333",
      "-5",
      "-2.5",
      "+34 (0) 611 222 333",
      "+34.611.222.333",
      "(0034) 611-222",
      "611-222-333",
      "2026-11-23",
      "2026-11-23T09:00:00.000Z",
      "José Martínez",
      " =1",
      "",
    ]) {
      expect(mayBeFormula(value), JSON.stringify(value)).toBe(false);
      expect(csvCell(value)).toBe(`"${value}"`);
    }
  });
});

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

  it("starts with the byte order mark and the documented header, then one row per lead, newest first (a sample request's design last)", async () => {
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
        design: { slug: "marea", name: "Marea", colours: ["BL03", "BL09"], colourway: "Arena" },
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
      "design",
      "colours",
      "sector",
      "owner",
      "follow_up_on",
      "follow_up_note",
      "notes",
      "source_page",
      "referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "landing_page",
      "landing_referrer",
      "first_reply_at",
      "design_name",
      "colourway",
    ]);
    expect(rows).toEqual([
      {
        id: section.id,
        // Madrid time, its offset stated: the instant 08:00 UTC, as the desk's screens show it.
        received_at: "2026-11-20T09:00:00+01:00",
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
        design: "",
        colours: "",
        ...noDeskDetails,
      },
      {
        id: sample.id,
        received_at: "2026-11-01T11:00:00+01:00",
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
        design: "marea",
        colours: "BL03 BL09",
        ...noDeskDetails,
        // The design by the names the collection gives it, beside its address's slug.
        design_name: "Marea",
        colourway: "Arena",
      },
    ]);
  });

  it("neutralises formulas with a leading ', leaves phones as typed, and keeps commas, quotes and line breaks intact", async () => {
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
      { name: "+1", email: "b@example.com", phone: "+34 600 000 002", company: "-2+3", message: "-2" },
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
      // A phone and a signed number read as typed; arithmetic does not.
      ["+1", "+34 600 000 002", "'-2+3", "-2"],
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
    // A note on a lead of each slice: read with its slice, never lead by lead.
    for (const index of [0, 700, 1202]) {
      await giveDeskDetails(t.storage, ids[index] ?? "", {
        notes: [{ at: "2026-10-02T08:00:00Z", actor: "ana@nudo.example", text: `Nota ${index}` }],
      });
    }
    const tables: string[] = [];
    const counted = {
      ...t.storage,
      db: new Proxy(t.storage.db, {
        get(target, key, receiver) {
          if (key !== "selectFrom") return Reflect.get(target, key, receiver);
          return (table: Parameters<typeof target.selectFrom>[0]) => {
            tables.push(String(table));
            return target.selectFrom(table);
          };
        },
      }),
    };
    const chunks: string[] = [];
    const count = await writeInboxCsv(counted, { form: "contact", page: 2 }, (chunk) => {
      chunks.push(chunk);
    });
    const text = chunks.join("");
    expect(count).toBe(1203);
    // The header, then three slices of at most 500 leads, each read with its notes in one query.
    expect(chunks).toHaveLength(4);
    expect(tables).toEqual(["leads", "lead_events", "leads", "lead_events", "leads", "lead_events"]);
    const { rows } = rowsOf(text);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows[0]?.name).toBe("Cliente 1202");
    expect(rows.filter((row) => row.notes !== "").map((row) => row.notes)).toEqual([
      // 08:00 UTC in October is 10:00 on Madrid's summer clock.
      "2026-10-02 10:00 ana@nudo.example: Nota 0",
      "2026-10-02 10:00 ana@nudo.example: Nota 700",
      "2026-10-02 10:00 ana@nudo.example: Nota 1202",
    ]);

    expect((await exportCsv({ lang: "en" })).count).toBe(1);
    expect((await exportCsv({ q: "cliente7@" })).count).toBe(1);
    const empty = await exportCsv({ state: "won" });
    expect(empty.count).toBe(0);
    expect(parseCsv(empty.text.slice(1))).toEqual([[...inboxCsvColumns]]);
  });

  it("writes what the desk adds: sector, owner, follow-up, every note oldest first, and where the lead came from", async () => {
    const lead = await storeFormLead(
      t.storage,
      "contact",
      {
        name: "Lucía Ferrer",
        company: "Hotel Mediterráneo",
        email: "lucia@mediterraneo.example",
        phone: "+34 611 222 333",
        message: "Alfombras para 40 habitaciones",
      },
      new Date("2026-11-20T08:00:00Z"),
    );
    await giveDeskDetails(t.storage, lead.id, {
      source: {
        page: "/contacto?utm_source=newsletter&utm_medium=email&utm_campaign=otono-2026",
        referrer: "https://mail.example/",
        utm: { source: "newsletter", medium: "email", campaign: "otono-2026" },
        visit: {
          landing: "/hoteles?utm_source=feria&utm_campaign=fitur",
          referrer: "https://www.google.com/",
          utm: { source: "feria", campaign: "fitur" },
          at: "2026-11-20T07:40:00.000Z",
        },
      },
      sector: "contract",
      owner: "ana@nudo.example",
      followUp: { on: "2026-11-27", note: "Enviar muestras de lana" },
      firstReplyAt: "2026-11-20T09:15:00.000Z",
      notes: [
        { at: "2026-11-20T09:30:00Z", actor: "ana@nudo.example", text: "Llamada: quiere tonos crudos" },
        { at: "2026-11-21T16:05:00Z", actor: "luis@nudo.example", text: "Presupuesto enviado\nsegunda línea" },
      ],
    });
    const [row] = rowsOf((await exportCsv()).text).rows;
    expect(row).toMatchObject({
      name: "Lucía Ferrer",
      company: "Hotel Mediterráneo",
      phone: "+34 611 222 333",
      sector: "contract",
      owner: "ana@nudo.example",
      follow_up_on: "2026-11-27",
      follow_up_note: "Enviar muestras de lana",
      notes:
        "2026-11-20 10:30 ana@nudo.example: Llamada: quiere tonos crudos\n" +
        "2026-11-21 17:05 luis@nudo.example: Presupuesto enviado\nsegunda línea",
      source_page: "/contacto?utm_source=newsletter&utm_medium=email&utm_campaign=otono-2026",
      referrer: "https://mail.example/",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "otono-2026",
      utm_term: "",
      utm_content: "",
      landing_page: "/hoteles?utm_source=feria&utm_campaign=fitur",
      landing_referrer: "https://www.google.com/",
      first_reply_at: "2026-11-20T10:15:00+01:00",
    });
  });

  it("keeps a campaign link's campaign to the export when the form's own page had none", async () => {
    const lead = await storeFormLead(
      t.storage,
      "contactSection",
      { name: "Marc Dupont", company: "Yachts Riviera", email: "marc@riviera.example", message: "Un tapis" },
      new Date("2026-11-22T10:00:00Z"),
      { lang: "fr" },
    );
    await giveDeskDetails(t.storage, lead.id, {
      source: {
        page: "/fr/yates",
        referrer: null,
        utm: {},
        visit: {
          landing:
            "/fr?utm_source=linkedin&utm_medium=social&utm_campaign=monaco-2026&utm_term=tapis&utm_content=video",
          referrer: "https://www.linkedin.com/",
          utm: { source: "linkedin", medium: "social", campaign: "monaco-2026", term: "tapis", content: "video" },
          at: "2026-11-22T09:50:00.000Z",
        },
      },
    });
    const [row] = rowsOf((await exportCsv()).text).rows;
    expect(row).toMatchObject({
      company: "Yachts Riviera",
      source_page: "/fr/yates",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "monaco-2026",
      utm_term: "tapis",
      utm_content: "video",
      landing_page:
        "/fr?utm_source=linkedin&utm_medium=social&utm_campaign=monaco-2026&utm_term=tapis&utm_content=video",
    });
  });
});
