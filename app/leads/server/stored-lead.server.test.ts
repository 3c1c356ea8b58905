import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect, it } from "vitest";
import type { Lead } from "~/leads/forms/lead";
import { createSendMail } from "~/server/mail/transport.server";
import { drainOutbox } from "~/server/outbox/worker.server";
import { siteRender } from "../../../tests/support/mail";
import { describeStorage } from "../../../tests/support/storage";
import { leadData, storeContactLead } from "../../../tests/support/stored-leads";
import { leadRecord } from "./lead-record.server";
import { exportSubject } from "./privacy.server";
import { checkRoomPicture } from "./room-picture.server";
import { storeLead } from "./store.server";
import { loadLead, loadRoomPicture } from "./stored-lead.server";

const receivedAt = new Date("2026-11-23T09:30:00.123Z");

/** A quote request in English with a room picture, stored as the intake stores it. */
async function storeQuoteWithPicture(storage: Parameters<typeof storeLead>[0]) {
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#a0522d" } })
    .png()
    .toBuffer();
  const check = await checkRoomPicture(new Blob([new Uint8Array(photo)]));
  if (!check.ok) throw new Error("the picture was refused");
  const stored = await storeLead(
    storage,
    { form: "quote", lang: "en", data: { ...leadData.quote, email: "Clara@Estudio.example" } },
    { clientAddress: "192.0.2.50", now: receivedAt, picture: check.picture },
  );
  if (!stored.stored) throw new Error("refused by a rate limit");
  return { lead: stored.lead, picture: check.picture };
}

describeStorage("a stored lead read back on $name", (t) => {
  it("is the lead as it was sent, with its state and address, and its room picture byte for byte", async () => {
    const { lead, picture } = await storeQuoteWithPicture(t.storage);

    expect(await loadLead(t.storage, lead.id)).toEqual({
      ...lead,
      state: "new",
      email: "clara@estudio.example",
      source: null,
    });
    const read = await loadRoomPicture(t.storage, lead.id);
    expect(read).toMatchObject({ contentType: "image/png", width: 320, height: 240 });
    expect(read?.data).toBeInstanceOf(Buffer);
    expect(read?.data.equals(picture.data)).toBe(true);
  });

  it("is the same lead for its e-mails, the back office and a privacy export", async () => {
    const { lead, picture } = await storeQuoteWithPicture(t.storage);
    const written: Lead[] = [];
    const render = siteRender();
    await drainOutbox(t.storage, createSendMail({ from: "Nudo <no-reply@nudo.example>", dataDir: t.dataDir }), {
      now: () => receivedAt,
      render: (read, kind, outcome) => {
        written.push(read);
        return render(read, kind, outcome);
      },
    });
    const asSent = { ...lead, state: "new", email: "clara@estudio.example", source: null };
    expect(written).toEqual([asSent, asSent]);

    // What the back office shows and a privacy export holds of it.
    const shown = { id: lead.id, form: "quote", lang: "en", receivedAt: "2026-11-23T09:30:00.123Z", data: lead.data };
    expect(await leadRecord(t.storage, lead.id)).toMatchObject({
      ...shown,
      picture: { contentType: "image/png", width: 320, height: 240, bytes: picture.data.length },
    });
    const [exported] = (await exportSubject(t.storage, "clara@estudio.example")).leads;
    expect(exported).toMatchObject(shown);
    expect(exported?.picture).toBe(`data:image/png;base64,${picture.data.toString("base64")}`);
  });

  it("has no room picture when sent without one, and an unknown id is no lead", async () => {
    const contact = await storeContactLead(t.storage, "ana@cliente.example", receivedAt);
    expect(await loadLead(t.storage, contact.id)).toMatchObject({ form: "contact", data: contact.data });
    expect(await loadRoomPicture(t.storage, contact.id)).toBeNull();
    expect(await loadLead(t.storage, randomUUID())).toBeNull();
  });
});
