import { randomUUID } from "node:crypto";
import type { Lead, LeadInput } from "~/forms/lead";
import type { Language } from "~/i18n/languages";
import type { Storage } from "../db/db.server";
import { normaliseEmail } from "../db/email-address.server";
import { leadColumns } from "../db/lead-columns.server";
import { leadCreatedEvent } from "./lead-created-event.server";
import type { EmailDraft } from "./lead-emails.server";
import { limitKey, limits, takeHitIn } from "./limits.server";
import type { RoomPicture } from "./room-picture.server";

export type StoreResult =
  | { stored: true; lead: Lead; confirmationSent: boolean }
  | { stored: false; retryAfterSeconds: number };

class LeadLimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The address has reached its accepted-lead limit for this form");
  }
}

/**
 * Stores a lead and the e-mails it must produce in one transaction (transactional outbox):
 * either both are committed or neither is, so an e-mail is never lost and never sent for a
 * lead that was not stored. Resolves only after the commit. The e-mails are stored as drafts
 * (which one, and whether the visitor is written to); the outbox worker writes them from the
 * stored lead when it sends them, so a request never pays for rendering them.
 *
 * In the same transaction it takes a place in the address's accepted-lead limit for the form
 * (refused: nothing is stored) and one in the recipient's confirmation limit (refused: the lead
 * and the sales notification are stored, the confirmation is not), so two instances racing
 * cannot exceed either.
 *
 * With `webhook`, the same transaction adds the lead's `lead.created` event for the CRM, written
 * now under its row's id, so every attempt sends the same body with the same id.
 */
export async function storeLead(
  storage: Storage,
  input: LeadInput & { lang: Language },
  options: {
    clientAddress: string;
    now?: Date;
    /** Also send the lead to the CRM (LEADS_WEBHOOK_URL is set). */
    webhook?: boolean;
    /** The room picture a quote request came with, checked (room-picture.server.ts). */
    picture?: RoomPicture;
  },
): Promise<StoreResult> {
  const now = options.now ?? new Date();
  const lead = { ...input, id: randomUUID(), createdAt: now } as Lead;
  const email = normaliseEmail(lead.data.email);
  const at = now.toISOString();
  try {
    return await storage.write(async (trx): Promise<StoreResult> => {
      const leadKey = limitKey(limits.leads, lead.form, options.clientAddress);
      // Both places name the lead: stored once, it is counted once.
      const place = await takeHitIn(trx, storage.kind, limits.leads, leadKey, now, lead.id);
      if (!place.allowed) throw new LeadLimitReached(place.retryAfterSeconds); // rolls the transaction back
      const confirmation = await takeHitIn(
        trx,
        storage.kind,
        limits.confirmations,
        limitKey(limits.confirmations, email),
        now,
        lead.id,
      );
      const draft: EmailDraft = { draft: true, confirmationSent: confirmation.allowed };
      const kinds = confirmation.allowed ? (["notification", "confirmation"] as const) : (["notification"] as const);
      await trx
        .insertInto("leads")
        .values({
          id: lead.id,
          form: lead.form,
          lang: lead.lang,
          data: JSON.stringify(lead.data),
          email,
          created_at: at,
          ...leadColumns(lead.data),
        })
        .execute();
      if (options.picture) {
        const { contentType, width, height, data } = options.picture;
        await trx
          .insertInto("lead_pictures")
          .values({
            lead_id: lead.id,
            content_type: contentType,
            width,
            height,
            bytes: data.length,
            data: data.toString("base64"),
            created_at: at,
          })
          .execute();
      }
      const rows = kinds.map((kind) => outboxRow(lead.id, kind, JSON.stringify(draft), at));
      if (options.webhook) {
        const id = randomUUID();
        rows.push(outboxRow(lead.id, "webhook", JSON.stringify(leadCreatedEvent(id, lead, email, now)), at, id));
      }
      await trx.insertInto("outbox").values(rows).execute();
      return { stored: true, lead, confirmationSent: confirmation.allowed };
    });
  } catch (error) {
    if (error instanceof LeadLimitReached) return { stored: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

/** A new outbox row of a lead, due at once. */
function outboxRow(leadId: string, kind: string, message: string, at: string, id: string = randomUUID()) {
  return {
    id,
    lead_id: leadId,
    kind,
    message,
    status: "pending" as const,
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    sent_at: null,
    created_at: at,
  };
}

export async function countLeads(storage: Storage): Promise<{ leads: number; outbox: number; sent: number }> {
  const count = async (table: "leads" | "outbox", sent = false) => {
    let query = storage.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n"));
    if (sent) query = query.where("status" as never, "=", "sent" as never);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  return { leads: await count("leads"), outbox: await count("outbox"), sent: await count("outbox", true) };
}
