import { randomUUID } from "node:crypto";
import type { Language } from "~/i18n/languages";
import type { Lead, LeadInput } from "~/leads/forms/lead";
import { type LeadSource, leadCampaign } from "~/leads/forms/lead-source";
import type { Storage } from "~/platform/db/db.server";
import { normaliseEmail } from "~/platform/db/email-address.server";
import { leadColumns } from "~/platform/db/lead-columns.server";
import { matchRule } from "./assignment.server";
import { leadCreatedEvent } from "./lead-created-event.server";
import type { EmailDraft } from "./lead-emails.server";
import { recordLeadEvents } from "./lead-events.server";
import { limitKey, limits, takeHitIn } from "./limits.server";
import { outboxRow } from "./outbox-row.server";
import type { RoomPicture } from "./room-picture.server";

export type StoreResult =
  | { stored: true; lead: Lead; confirmationSent: boolean }
  | { stored: false; retryAfterSeconds: number };

/** Who gives a new lead its owner in its history: no person, the first assignment rule it meets. */
export const assignmentActor = "assignment rule";

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
 *
 * Where the lead came from (`source`) is stored with it, its campaign copied out to the `utm_*`
 * columns, with its sector, and a project request's rugs (`items`); the first assignment rule it
 * meets gives it its owner, recorded as an `assign` event by `assignmentActor`, in the same
 * transaction.
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
    /** Where it came from (lead-source.server.ts); absent: unknown. */
    source?: LeadSource;
    /** The project type it is about (lead-sector.server.ts); absent: unknown. */
    sector?: string | null;
  },
): Promise<StoreResult> {
  const now = options.now ?? new Date();
  const lead = { ...input, id: randomUUID(), createdAt: now } as Lead;
  const email = normaliseEmail(lead.data.email);
  const at = now.toISOString();
  const source = options.source ?? null;
  const sector = options.sector ?? null;
  const campaign = leadCampaign(source);
  const columns = leadColumns(lead.data);
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
      const owner = await matchRule(trx, { form: lead.form, sector, country: columns.country });
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
          ...columns,
          source: source ? JSON.stringify(source) : null,
          utm_source: campaign.source ?? null,
          utm_medium: campaign.medium ?? null,
          utm_campaign: campaign.campaign ?? null,
          sector,
          owner_id: owner?.ownerId ?? null,
          items: lead.form === "project" ? JSON.stringify(lead.items) : null,
        })
        .execute();
      if (owner)
        await recordLeadEvents(
          trx,
          [{ leadId: lead.id, kind: "assign", detail: { from: null, to: owner.ownerEmail, rule: owner.ruleId } }],
          assignmentActor,
          now,
        );
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
        rows.push(
          outboxRow(
            lead.id,
            "webhook",
            JSON.stringify(leadCreatedEvent(id, lead, email, now, { source, sector })),
            at,
            id,
          ),
        );
      }
      await trx.insertInto("outbox").values(rows).execute();
      return { stored: true, lead, confirmationSent: confirmation.allowed };
    });
  } catch (error) {
    if (error instanceof LeadLimitReached) return { stored: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

export async function countLeads(storage: Storage): Promise<{ leads: number; outbox: number; sent: number }> {
  const count = async (table: "leads" | "outbox", sent = false) => {
    let query = storage.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n"));
    if (sent) query = query.where("status" as never, "=", "sent" as never);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  return { leads: await count("leads"), outbox: await count("outbox"), sent: await count("outbox", true) };
}
