import { randomUUID } from "node:crypto";
import type { Lead, LeadInput } from "~/forms/lead";
import type { Language } from "~/i18n/languages";
import type { Storage } from "./db/db.server";
import type { OutgoingEmail } from "./mail/templates.server";

/**
 * Stores a lead and the e-mails it must produce in one transaction (transactional outbox):
 * either both are committed or neither is, so an e-mail is never lost and never sent for a
 * lead that was not stored. Resolves only after the commit.
 */
export async function storeLead(
  storage: Storage,
  input: LeadInput & { lang: Language },
  render: (lead: Lead) => OutgoingEmail[],
  now = new Date(),
): Promise<Lead> {
  const lead = { ...input, id: randomUUID(), createdAt: now } as Lead;
  const emails = render(lead);
  const at = now.toISOString();
  await storage.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("leads")
      .values({ id: lead.id, form: lead.form, lang: lead.lang, data: JSON.stringify(lead.data), created_at: at })
      .execute();
    if (emails.length === 0) return;
    await trx
      .insertInto("outbox")
      .values(
        emails.map((email) => ({
          id: randomUUID(),
          lead_id: lead.id,
          kind: email.kind,
          message: JSON.stringify(email),
          status: "pending" as const,
          next_attempt_at: at,
          locked_until: null,
          last_error: null,
          sent_at: null,
          created_at: at,
        })),
      )
      .execute();
  });
  return lead;
}

export async function countLeads(storage: Storage): Promise<{ leads: number; outbox: number; sent: number }> {
  const count = async (table: "leads" | "outbox", sent = false) => {
    let query = storage.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n"));
    if (sent) query = query.where("status" as never, "=", "sent" as never);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  return { leads: await count("leads"), outbox: await count("outbox"), sent: await count("outbox", true) };
}
