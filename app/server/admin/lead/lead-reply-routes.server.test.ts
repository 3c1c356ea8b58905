import { afterEach, beforeEach, expect, it } from "vitest";
import { leadRecord } from "~/leads/server/lead-record.server";
import { leadReference } from "~/leads/server/lead-reference.server";
import { createSendMail } from "~/server/mail/transport.server";
import { drainOutbox } from "~/server/outbox/worker.server";
import { backOffice } from "../../../../tests/support/back-office";
import { storeFormLead } from "../../../../tests/support/inbox";
import { siteRender } from "../../../../tests/support/mail";
import { startSmtpSink } from "../../../../tests/support/smtp";
import { describeStorage } from "../../../../tests/support/storage";
import { anaSampleRequest } from "../../../../tests/support/stored-leads";

/** The sales team as a server would be configured: replies from ventas@, answers to the mailbox. */
const env = { SALES_FROM: "Nudo · Ventas <ventas@nudo.example>", LEADS_TO: "buzon@nudo.example" };

/** The same design the sample form sends from a design page, with its name. */
const design = { slug: "alhambra", name: "Alhambra", colours: ["BL04"] };

describeStorage("a reply from a lead's page on $name", (test) => {
  const office = backOffice(test, { env });
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.close();
  });

  const aLead = (state?: "spam") =>
    storeFormLead(test.storage, "sample", { ...anaSampleRequest.data, design }, new Date(), { state });
  const replies = async () =>
    (await test.storage.db.selectFrom("outbox").select("id").where("kind", "=", "reply").execute()).length;
  const drain = () =>
    drainOutbox(
      test.storage,
      createSendMail({ smtpUrl: sink.url, from: "Nudo <no-reply@nudo.example>", dataDir: test.dataDir }),
      {
        render: siteRender(),
      },
    );

  it("goes to the lead from the sales address with its reference and Reply-To the sales mailbox, and is kept in its history", async () => {
    const lead = await aLead();
    const sales = await office.signedIn("sales");
    const page = await (await sales.get(`/admin/leads/${lead.id}`)).text();
    // A first reply opens with the lead's own form's template, in its language, filled in.
    expect(page).toContain("Tu muestrario Nudo");
    expect(page).toContain("tu solicitud de muestras del diseño «Alhambra»");
    expect(page).toContain(`<span class="muted">Para</span> <strong>ana@cliente.example</strong>`);
    expect(page).toContain(`href="mailto:ana@cliente.example"`);
    expect(page).toContain(`href="tel:+34600000000"`);

    const reference = leadReference(lead.id);
    const sent = await sales.post(`/admin/leads/${lead.id}/reply`, {
      template: "sample",
      to: "Ana@Cliente.example ",
      subject: "Tu muestrario Nudo",
      text: "Hola, Ana:\n\nLe enviamos <b>tres</b> muestras & un catálogo.\nHasta pronto.",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/admin/leads/${lead.id}?replied#reply`);

    const after = await (await sales.get(`/admin/leads/${lead.id}?replied`)).text();
    expect(after).toContain("Respuesta en camino a ana@cliente.example");
    expect(after).toContain(`sales@nudo.example respondió al cliente: «Tu muestrario Nudo [Ref. ${reference}]»`);
    expect(after).toContain("sales@nudo.example cambió el estado de «Nueva» a «Contactada»");

    await drain();
    const mail = sink.received.find((received) => received.raw.includes(`[Ref. ${reference}]`));
    if (!mail) throw new Error("the reply was not received");
    expect(mail.to).toEqual(["ana@cliente.example"]);
    expect(mail.from).toBe("ventas@nudo.example");
    expect(mail.raw).toMatch(/^From: =\?UTF-8\?Q\?Nudo_=C2=B7_Ventas\?= <ventas@nudo\.example>$/m);
    expect(mail.raw).toMatch(/^Reply-To: .*<buzon@nudo\.example>$/m);
    expect(mail.raw).toMatch(/^To: ana@cliente\.example$/m);
    expect(mail.raw).toContain(`Subject: Tu muestrario Nudo [Ref. ${reference}]`);
    // The visitor reads the words, never markup the staff member typed.
    expect(mail.body).toContain("Le enviamos &lt;b&gt;tres&lt;/b&gt; muestras &amp; un catálogo.<br/>Hasta pronto.");
    expect(mail.body).toMatch(/Le enviamos <b>tres<\/b> muestras & un catálogo\.\r?\nHasta pronto\./);
    expect(mail.body).toContain(`Ref. ${reference}`);

    const record = await leadRecord(test.storage, lead.id);
    expect(record?.state).toBe("contacted");
    expect(record?.deliveries.find((delivery) => delivery.kind === "reply")).toMatchObject({
      status: "sent",
      recipients: ["ana@cliente.example"],
    });
  });

  it("sets the first reply time once, and moves only a new lead to contacted", async () => {
    const lead = await aLead();
    const sales = await office.signedIn("sales");
    const reply = (subject: string) =>
      sales.post(`/admin/leads/${lead.id}/reply`, { subject, text: "Un texto", template: "" });
    expect((await reply("Primera")).status).toBe(303);
    const first = await test.storage.db
      .selectFrom("leads")
      .select("first_reply_at")
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(first.first_reply_at).not.toBeNull();
    await test.storage.db.updateTable("leads").set({ state: "qualified" }).where("id", "=", lead.id).execute();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await reply("Segunda")).status).toBe(303);
    const record = await leadRecord(test.storage, lead.id);
    const second = await test.storage.db
      .selectFrom("leads")
      .select(["first_reply_at", "state"])
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(second).toEqual({ first_reply_at: first.first_reply_at, state: "qualified" });
    expect(record?.events.filter((event) => event.kind === "reply")).toHaveLength(2);
    expect(record?.events.filter((event) => event.kind === "state")).toHaveLength(1);
    // Once answered, the card opens blank and lists what was sent.
    const page = await (await sales.get(`/admin/leads/${lead.id}`)).text();
    expect(page).toContain("Respuestas enviadas");
    expect(page).not.toContain("Tu muestrario Nudo");
  });

  it("refuses a reply to any address but the lead's, keeping what was typed, and queues nothing", async () => {
    const lead = await aLead();
    const sales = await office.signedIn("sales");
    for (const to of ["otro@evil.example", "ana@cliente.example, otro@evil.example", "Ana <otro@evil.example>"]) {
      const refused = await sales.post(`/admin/leads/${lead.id}/reply`, {
        to,
        subject: "Oferta especial",
        text: "Texto que no se pierde",
      });
      expect(refused.status).toBe(400);
      const page = await refused.text();
      expect(page).toContain(
        "No se ha enviado nada: solo se puede responder a la dirección de esta solicitud (ana@cliente.example).",
      );
      expect(page).toContain("Texto que no se pierde");
      expect(page).toContain(`value="Oferta especial"`);
    }
    expect(await replies()).toBe(0);
    expect((await leadRecord(test.storage, lead.id))?.events).toEqual([]);
  });

  it("refuses a subject that would forge a header, an empty message, a lead marked as spam", async () => {
    const lead = await aLead();
    const sales = await office.signedIn("sales");
    const crlf = await sales.post(`/admin/leads/${lead.id}/reply`, {
      subject: "Hola\r\nBcc: todos@evil.example",
      text: "Un texto",
    });
    expect(crlf.status).toBe(400);
    expect(await crlf.text()).toContain("el asunto debe ir en una sola línea");
    const empty = await sales.post(`/admin/leads/${lead.id}/reply`, { subject: "Hola", text: "  \n " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("No se ha enviado nada: falta el mensaje.");
    const tooLong = await sales.post(`/admin/leads/${lead.id}/reply`, { subject: "x".repeat(201), text: "Un texto" });
    expect(tooLong.status).toBe(400);

    const spam = await aLead("spam");
    const toSpam = await sales.post(`/admin/leads/${spam.id}/reply`, { subject: "Hola", text: "Un texto" });
    expect(toSpam.status).toBe(409);
    expect(await toSpam.text()).toContain("está marcada como spam");
    expect(await replies()).toBe(0);
  });

  it("is refused without the session's form token, to an editor, and for a lead that does not exist", async () => {
    const lead = await aLead();
    const sales = await office.signedIn("sales");
    const forged = await sales.send(`/admin/leads/${lead.id}/reply`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ subject: "Hola", text: "Un texto" }),
    });
    expect(forged.status).toBe(403);
    const editor = await office.signedIn("editor");
    expect((await editor.post(`/admin/leads/${lead.id}/reply`, { subject: "Hola", text: "Un texto" })).status).toBe(
      403,
    );
    const missing = await sales.post("/admin/leads/00000000-0000-4000-8000-000000000000/reply", {
      subject: "Hola",
      text: "Un texto",
    });
    expect(missing.status).toBe(404);
    expect((await sales.post("/admin/leads/..%2F..%2Fstaff/reply", { subject: "Hola", text: "x" })).status).toBe(404);
    expect(await replies()).toBe(0);
    const admin = await office.signedIn("admin");
    expect((await admin.post(`/admin/leads/${lead.id}/reply`, { subject: "Hola", text: "Un texto" })).status).toBe(303);
  });
});
