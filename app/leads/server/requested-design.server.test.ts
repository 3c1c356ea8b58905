import { describe, expect, it } from "vitest";
import { type ContentSnapshot, seedSnapshot } from "~/content/documents";
import { rangeColourByCode } from "~/rug/colour-range";
import { adminCopy } from "~/server/admin/admin-words.server";
import type { PageContext } from "~/server/admin/layout.server";
import { leadPage } from "~/server/admin/lead/lead-page.server";
import { leadEmails } from "../../../tests/support/mail";
import { describeStorage } from "../../../tests/support/storage";
import { leadData, sendToFiles } from "../../../tests/support/stored-leads";
import { writeInboxCsv } from "./csv.server";
import { handleLeadPost } from "./intake.server";
import { leadRecord } from "./lead-record.server";
import { eraseSubject, exportSubject } from "./privacy.server";
import { askedSampleDesign } from "./requested-design.server";
import { loadLead } from "./stored-lead.server";

/** The seed's content with one design taken off the site (its document kept, `visible` false). */
function withHidden(slug: string): ContentSnapshot {
  const snapshot = new Map(seedSnapshot);
  const written = seedSnapshot.get(`design.${slug}`);
  if (!written) throw new Error(`no design ${slug}`);
  snapshot.set(`design.${slug}`, { ...written, es: { ...(written.es as object), visible: false } });
  return snapshot;
}

const hex = (code: string) => rangeColourByCode(code)?.hex ?? "";

describe("the sample request page's design, as its loader shows it", () => {
  const asked = (query: string, lang: "es" | "de" = "es", snapshot = seedSnapshot) =>
    askedSampleDesign(new URLSearchParams(query), lang, snapshot);

  it("names the design and its colours in the page's language, linking its page there", () => {
    expect(asked("diseno=marea&c=BL03&c=BL09", "de")).toEqual({
      query: "diseno=marea&c=BL03&c=BL09",
      name: "Marea",
      href: "/de/colecciones/marea",
      colours: [
        { code: "BL03", hex: hex("BL03"), name: "Salzblau" },
        { code: "BL09", hex: hex("BL09"), name: "Steinblau" },
      ],
    });
  });

  it("shows nothing for a design the site does not show, and leaves out what the range lacks", () => {
    expect(asked("diseno=alcazar&c=BL03", "es", withHidden("alcazar"))).toBeNull();
    expect(asked("diseno=tapiz-fantasma&c=BL03")).toBeNull();
    expect(asked("diseno=marea&c=ZZ99&c=<b>x</b>")?.colours).toEqual([]);
  });
});

describeStorage("a sample request carrying a design, on $name", (t) => {
  const clock = Date.parse("2026-11-23T10:00:00Z");
  let client = 0;

  /** A sample request posted from the German page, as its form posts it (`design` hidden). */
  const post = (fields: Record<string, string>, content?: ContentSnapshot) =>
    handleLeadPost(
      new Request("http://localhost/de/solicitud-muestrario?diseno=marea&c=BL03&c=BL09", {
        method: "POST",
        body: new URLSearchParams({
          _form: "sample",
          _started: String(clock - 60_000),
          ...leadData.sample,
          ...fields,
        }),
      }),
      "de",
      ["sample"],
      {
        clientAddress: `192.0.2.${++client}`,
        services: { storage: t.storage, outbox: { wake() {} }, now: () => new Date(clock) },
        ...(content ? { content } : {}),
      },
    );
  const storedData = async () =>
    (await t.storage.db.selectFrom("leads").select("data").execute()).map((row) => JSON.parse(row.data));

  it("stores the design with its name and colours; the e-mails, the back office, the CSV and the privacy export show it; erasure takes it away", async () => {
    const email = "marta@estudio.example";
    const answer = await post({ email, design: "diseno=marea&c=BL03&c=BL09" });
    expect(answer.status).toBe(200);
    const [data] = await storedData();
    expect(data.design).toEqual({ slug: "marea", name: "Marea", colours: ["BL03", "BL09"] });

    const [row] = await t.storage.db.selectFrom("leads").select("id").execute();
    const lead = await loadLead(t.storage, row?.id ?? "");
    if (!lead) throw new Error("the lead is not stored");
    const { notification, confirmation } = await leadEmails(lead);
    // The sales team's, in Spanish: the design linked to its page, each colour's swatch, name and code.
    expect(notification.text).toContain(
      [
        "Diseño y colores solicitados",
        "Diseño: Marea",
        "Colores:",
        "- Azul sal · BL03",
        "- Azul piedra · BL09",
        "Ver el diseño en la web: https://nudo.example/colecciones/marea",
      ].join("\n"),
    );
    expect(notification.html).toContain('href="https://nudo.example/colecciones/marea"');
    expect(notification.html).toContain(`background-color:${hex("BL03")}`);
    expect(notification.html).toContain(`background-color:${hex("BL09")}`);
    // The visitor's, in German, with the design's German page.
    expect(confirmation.text).toContain("Ihre gewünschten Muster\nDesign: Marea\nFarben:\n- Salzblau · BL03");
    expect(confirmation.text).toContain("https://nudo.example/de/colecciones/marea");
    expect(confirmation.html).toContain(`background-color:${hex("BL09")}`);

    // The outbox sends them as written.
    await sendToFiles(t.storage, t.dataDir, new Date(clock));
    const sent = await t.storage.db.selectFrom("outbox").select(["kind", "message"]).execute();
    const sentNotification = JSON.parse(sent.find((mail) => mail.kind === "notification")?.message ?? "{}");
    expect(sentNotification.text).toContain("- Azul piedra · BL09");

    const context: PageContext = {
      lang: "es",
      t: adminCopy.es,
      staff: { email: "ventas@nudo.example", formToken: "token", role: "sales" },
      section: "leads",
    };
    const record = await leadRecord(t.storage, lead.id);
    if (!record) throw new Error("the lead is not found");
    const page = leadPage(context, record, { notice: null });
    expect(page).toContain('<dt>Diseño</dt><dd><a href="/colecciones/marea">Marea</a></dd>');
    expect(page).toContain("Azul sal · BL03");
    expect(page).toContain(`fill="${hex("BL03")}"`);

    let csv = "";
    await writeInboxCsv(t.storage, {}, (chunk) => {
      csv += chunk;
    });
    expect(csv.split("\r\n")[0]).toMatch(/,"design","colours",/);
    expect(csv.split("\r\n")[1]).toMatch(/,"marea","BL03 BL09",/);

    const exported = await exportSubject(t.storage, email);
    expect(exported.leads[0]?.data).toMatchObject({
      design: { slug: "marea", name: "Marea", colours: ["BL03", "BL09"] },
    });
    await eraseSubject(t.storage, t.dataDir, email, "privacidad@nudo.example");
    expect(await storedData()).toEqual([]);
    expect(await t.storage.db.selectFrom("outbox").select("id").execute()).toEqual([]);
  });

  it("refuses a design the site does not show, a code the range lacks and seven codes: 400, the design's message, nothing stored", async () => {
    const refused = [
      await post({ design: "diseno=tapiz-fantasma&c=BL03" }),
      await post({ design: "diseno=alcazar&c=BL03" }, withHidden("alcazar")),
      await post({ design: "diseno=marea&c=BL03&c=ZZ99" }),
      await post({ design: "diseno=marea&c=BL01&c=BL02&c=BL03&c=BL04&c=BL05&c=BL06&c=BL07" }),
      await post({ design: 'diseno="><script>alert(1)</script>' }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.result).toMatchObject({ status: "invalid", errors: { design: "forms.errors.designInvalid" } });
    }
    expect(await storedData()).toEqual([]);
  });

  it("takes a request without a design as before, and one for a design another page of the site still shows", async () => {
    expect((await post({ email: "sin.diseno@estudio.example", design: "" })).status).toBe(200);
    expect((await post({ email: "alcazar@estudio.example", design: "diseno=alcazar" })).status).toBe(200);
    const stored = await storedData();
    expect(stored.map((data) => data.design)).toEqual(
      expect.arrayContaining([undefined, { slug: "alcazar", name: "Alcázar", colours: [] }]),
    );
  });
});

describeStorage("a quote request for a rug that started from a design, on $name", (t) => {
  const clock = Date.parse("2026-11-23T10:00:00Z");
  let client = 0;
  const alcazar =
    "design=alcazar&shape=rectangular&w=450&l=350&technique=handtuft&pile=cut-loop&cut=18&loop=8&motif=large-pattern";
  const post = (configuration: string, content?: ContentSnapshot) =>
    handleLeadPost(
      new Request("http://localhost/en/configurador", {
        method: "POST",
        body: new URLSearchParams({
          _form: "quote",
          _started: String(clock - 60_000),
          ...leadData.quote,
          configuration,
        }),
      }),
      "en",
      ["quote"],
      {
        clientAddress: `198.51.100.${++client}`,
        services: { storage: t.storage, outbox: { wake() {} }, now: () => new Date(clock) },
        ...(content ? { content } : {}),
      },
    );
  const stored = async () =>
    (await t.storage.db.selectFrom("leads").select(["id", "data"]).orderBy("created_at").execute()).map((row) => ({
      id: row.id,
      data: JSON.parse(row.data),
    }));

  it("names the design and its colourway, or the visitor's own colours, for the sales team; a design taken off goes free", async () => {
    expect((await post(`${alcazar}&c=BL17&c=GO08&c=IV02&material=nz-wool&backing=fire-retardant`)).status).toBe(200);
    expect((await post(`${alcazar}&c=SA04&c=TE12&material=nz-wool&backing=latex`)).status).toBe(200);
    expect(
      (await post(`${alcazar}&c=BL17&c=GO08&c=IV02&material=nz-wool&backing=latex`, withHidden("alcazar"))).status,
    ).toBe(200);
    const [noche, own, hidden] = await stored();
    expect(noche?.data.design).toEqual({
      slug: "alcazar",
      name: "Alcázar",
      colours: ["BL17", "GO08", "IV02"],
      colourway: "Midnight",
    });
    expect(own?.data.design).toMatchObject({ slug: "alcazar", colourway: "own colours" });
    // Nothing is refused: the rug the visitor drew is kept, as a free configuration.
    expect(hidden?.data.design).toBeUndefined();
    expect(hidden?.data.configuration).not.toContain("design=");

    const lead = await loadLead(t.storage, noche?.id ?? "");
    if (!lead) throw new Error("the lead is not stored");
    const { notification } = await leadEmails(lead);
    expect(notification.text).toContain("Diseño: Alcázar · Midnight");
    const free = await loadLead(t.storage, hidden?.id ?? "");
    if (!free) throw new Error("the lead is not stored");
    expect((await leadEmails(free)).notification.text).toContain("Diseño: Configuración libre");
  });
});
