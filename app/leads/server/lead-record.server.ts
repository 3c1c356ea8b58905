import { randomUUID } from "node:crypto";
import type { Language } from "~/i18n/languages";
import type { LeadForm } from "~/leads/forms/definitions";
import type { LeadSource } from "~/leads/forms/lead-source";
import type { ProjectItem } from "~/leads/forms/project-items";
import type { Storage } from "~/platform/db/db.server";
import type { LeadState } from "~/platform/db/schema.server";
import { isLeadState } from "./inbox.server";
import { type LeadEvent, leadEventOf, recordLeadEvents } from "./lead-events.server";
import { type DeliveryKind, type DeliveryStatus, deliveryStatus, makeDueIn } from "./outbox-monitor.server";
import { outboxRow } from "./outbox-row.server";
import { type FollowUp, type Teammate, teammates } from "./ownership.server";
import { loadLead } from "./stored-lead.server";

/*
 * A lead's page in the back office: what was submitted, where its e-mails and webhook went, and
 * what the sales team did with it; and the changes the team makes there, each recorded in
 * `lead_events` (who, when) in the transaction that makes it.
 */

/** One of a lead's outbox rows. */
export type Delivery = {
  id: string;
  kind: DeliveryKind;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
  createdAt: string;
  /** Where the e-mail went (addresses), once it is written; null for a draft, a webhook or a blanked row. */
  recipients: string[] | null;
};

export type LeadRecord = {
  id: string;
  form: LeadForm;
  lang: Language;
  receivedAt: string;
  state: LeadState;
  email: string | null;
  /** The form's values as submitted. */
  data: Record<string, unknown>;
  /** Where it came from; null when unknown. */
  source: LeadSource | null;
  /** Oldest first. */
  deliveries: Delivery[];
  /** Oldest first. */
  events: LeadEvent[];
  /** A project request's rugs, as her project held them when it arrived; null for every other form. */
  items: ProjectItem[] | null;
  /** The room picture a quote request came with (its bytes: GET /admin/leads/:id/picture). */
  picture: { contentType: string; width: number; height: number; bytes: number } | null;
  /** Who owns it (null: nobody), its next step, and everyone it may be given to. */
  owner: Teammate | null;
  followUp: FollowUp | null;
  team: Teammate[];
};

/** The longest note, in characters. */
export const maxNoteLength = 5000;

/** The addresses a stored message went to when it is a written e-mail (`to`); otherwise null. */
function recipientsOf(message: string): string[] | null {
  let stored: unknown;
  try {
    stored = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof stored !== "object" || stored === null || "draft" in stored || !("to" in stored)) return null;
  const to = (stored as { to: unknown }).to;
  const addresses = (Array.isArray(to) ? to : [to])
    .map((recipient) => (typeof recipient === "string" ? recipient : (recipient as { address?: unknown })?.address))
    .filter((address): address is string => typeof address === "string");
  return addresses.length > 0 ? addresses : null;
}

/**
 * Everything the lead's page shows: the lead as submitted, its outbox rows (e-mails and webhook)
 * with their status, and the staff's changes, both oldest first; null when there is no such lead.
 */
export async function leadRecord(storage: Storage, id: string): Promise<LeadRecord | null> {
  const lead = await loadLead(storage, id);
  if (!lead) return null;
  const deliveries = await storage.db
    .selectFrom("outbox")
    .selectAll()
    .where("lead_id", "=", id)
    .orderBy("created_at")
    .orderBy("kind")
    .execute();
  const events = await storage.db
    .selectFrom("lead_events")
    .select(["at", "actor", "kind", "detail"])
    .where("lead_id", "=", id)
    .orderBy("at")
    .orderBy("id")
    .execute();
  const picture = await storage.db
    .selectFrom("lead_pictures")
    .select(["content_type", "width", "height", "bytes"])
    .where("lead_id", "=", id)
    .executeTakeFirst();
  const desk = await storage.db
    .selectFrom("leads")
    .leftJoin("staff", "staff.id", "leads.owner_id")
    .select(["leads.owner_id", "staff.email", "leads.follow_up_on", "leads.follow_up_note"])
    .where("leads.id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    id: lead.id,
    form: lead.form,
    lang: lead.lang,
    receivedAt: lead.createdAt.toISOString(),
    state: lead.state,
    email: lead.email,
    data: lead.data,
    source: lead.source,
    items: lead.form === "project" ? lead.items : null,
    deliveries: deliveries.map((row) => ({
      id: row.id,
      kind: row.kind as DeliveryKind,
      status: deliveryStatus(row),
      attempts: Number(row.attempts),
      lastError: row.last_error,
      sentAt: row.sent_at,
      nextAttemptAt: row.next_attempt_at,
      createdAt: row.created_at,
      recipients: recipientsOf(row.message),
    })),
    events: events.map(leadEventOf),
    picture: picture
      ? { contentType: picture.content_type, width: picture.width, height: picture.height, bytes: picture.bytes }
      : null,
    owner: desk.owner_id && desk.email ? { id: desk.owner_id, email: desk.email } : null,
    followUp: desk.follow_up_on ? { on: desk.follow_up_on, note: desk.follow_up_note } : null,
    team: await teammates(storage),
  };
}

/**
 * Moves a lead to state `to`, recording who and when (a `state` event, from and to). Moving it to
 * the state it is in changes nothing and records nothing. Answers false when there is no such
 * lead (or `to` is not a state).
 */
export async function changeState(
  storage: Storage,
  id: string,
  to: LeadState,
  actor: string,
  now = new Date(),
): Promise<boolean> {
  if (!isLeadState(to)) return false;
  return storage.write(async (trx) => {
    const select = trx.selectFrom("leads").select("state").where("id", "=", id);
    // Two staff members changing it at once: the second reads the state the first left.
    const lead = await (storage.kind === "postgres" ? select.forUpdate() : select).executeTakeFirst();
    if (!lead) return false;
    if (lead.state === to) return true;
    await trx.updateTable("leads").set({ state: to }).where("id", "=", id).execute();
    await recordLeadEvents(trx, [{ leadId: id, kind: "state", detail: { from: lead.state, to } }], actor, now);
    return true;
  });
}

export type NoteResult = { ok: true } | { ok: false; reason: "empty" | "too-long" | "not-found" };

/**
 * Adds a note to a lead (a `note` event): its text trimmed, 1 to 5,000 characters. Refused, with
 * the reason, when empty, too long, or there is no such lead.
 */
export async function addNote(
  storage: Storage,
  id: string,
  text: string,
  actor: string,
  now = new Date(),
): Promise<NoteResult> {
  const note = text.trim();
  if (note === "") return { ok: false, reason: "empty" };
  if (note.length > maxNoteLength) return { ok: false, reason: "too-long" };
  return storage.write(async (trx): Promise<NoteResult> => {
    const lead = await trx.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst();
    if (!lead) return { ok: false, reason: "not-found" };
    await recordLeadEvents(trx, [{ leadId: id, kind: "note", detail: { text: note } }], actor, now);
    return { ok: true };
  });
}

export type ResendResult =
  /** `resend`: a new row (`outboxId`) was queued; `retry`: the row itself was made due now. */
  | { ok: true; action: "resend" | "retry"; outboxId: string }
  /**
   * `not-found`: no such row; `blanked`: retention removed what was sent, there is nothing to send
   * again; `sending`: a worker is sending it at this moment.
   */
  | { ok: false; reason: "not-found" | "blanked" | "sending" };

/**
 * Sends one of a lead's deliveries again. A sent one (e-mail or webhook) is queued again as a new
 * row that copies its kind, lead and message (so a webhook keeps its event id and the receiver can
 * tell it is the same lead), waiting and due now: a `resend` event. A waiting one (failed or not)
 * is made due now: a `retry` event. Refused when the row is unknown, when its sent message was
 * blanked by retention, or while a worker is sending it.
 */
export async function resendDelivery(
  storage: Storage,
  outboxId: string,
  actor: string,
  now = new Date(),
): Promise<ResendResult> {
  return storage.write(async (trx): Promise<ResendResult> => {
    const select = trx
      .selectFrom("outbox")
      .select(["id", "lead_id", "kind", "message", "status"])
      .where("id", "=", outboxId);
    const row = await (storage.kind === "postgres" ? select.forUpdate() : select).executeTakeFirst();
    // Only a lead's own deliveries are sent again from its page.
    if (!row || row.lead_id === null) return { ok: false, reason: "not-found" };
    const leadId = row.lead_id;
    if (row.status === "pending") {
      const due = await makeDueIn(trx, { id: row.id }, actor, now);
      return due.length > 0 ? { ok: true, action: "retry", outboxId: row.id } : { ok: false, reason: "sending" };
    }
    if (row.message === "") return { ok: false, reason: "blanked" };
    const at = now.toISOString();
    const id = randomUUID();
    await trx
      .insertInto("outbox")
      .values(outboxRow(leadId, row.kind, row.message, at, id))
      .execute();
    await recordLeadEvents(trx, [{ leadId, kind: "resend", detail: { outboxId: id, resentFrom: row.id } }], actor, now);
    return { ok: true, action: "resend", outboxId: id };
  });
}
