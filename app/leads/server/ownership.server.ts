import type { Storage } from "~/platform/db/db.server";
import { recordLeadEvents } from "./lead-events.server";
import { addDays, isDay, madridDay } from "./madrid-day.server";

/*
 * Who owns a lead and what its next step is. A lead is owned by one staff member who works leads
 * (sales or admin), or by nobody; its next step is a Madrid day and a note. Every change is a
 * lead event (who, when) recorded in the transaction that makes it.
 */

/** A staff member who may own leads. */
export type Teammate = { id: string; email: string };

/** The longest follow-up note, in characters. */
export const maxFollowUpNoteLength = 1000;

/** How far ahead a follow-up may be set: a later one is a typo (2062 for 2026). */
const maxFollowUpDaysAhead = 2 * 366;

/** Everyone who may own a lead (sales and admins), by address. */
export async function teammates(storage: Storage): Promise<Teammate[]> {
  return storage.db
    .selectFrom("staff")
    .select(["id", "email"])
    .where("role", "in", ["sales", "admin"])
    .orderBy("email")
    .execute();
}

export type AssignResult =
  | { ok: true; changed: boolean }
  /** `not-found`: no such lead; `not-assignable`: no such staff member, or one who does not work leads. */
  | { ok: false; reason: "not-found" | "not-assignable" };

/**
 * Gives the lead to `ownerId` (a sales or admin staff member), or to nobody (null), recording an
 * `assign` event with the addresses before and after. Giving it to whoever has it changes and
 * records nothing; with `onlyIfUnowned`, a lead someone owns is left to them. Two staff members
 * assigning at once: the second reads the owner the first left.
 */
export async function assignLead(
  storage: Storage,
  leadId: string,
  ownerId: string | null,
  actor: string,
  now = new Date(),
  options: { onlyIfUnowned?: boolean } = {},
): Promise<AssignResult> {
  return storage.write(async (trx): Promise<AssignResult> => {
    const select = trx.selectFrom("leads").select("owner_id").where("id", "=", leadId);
    const lead = await (storage.kind === "postgres" ? select.forUpdate() : select).executeTakeFirst();
    if (!lead) return { ok: false, reason: "not-found" };
    // Taken by someone else meanwhile: "assign it to me too" leaves it with them.
    if (options.onlyIfUnowned && lead.owner_id !== null) return { ok: true, changed: false };
    const owner =
      ownerId === null
        ? null
        : await trx
            .selectFrom("staff")
            .select(["id", "email"])
            .where("id", "=", ownerId)
            .where("role", "in", ["sales", "admin"])
            .executeTakeFirst();
    if (owner === undefined) return { ok: false, reason: "not-assignable" };
    if ((owner?.id ?? null) === lead.owner_id) return { ok: true, changed: false };
    const before = lead.owner_id
      ? await trx.selectFrom("staff").select("email").where("id", "=", lead.owner_id).executeTakeFirst()
      : undefined;
    await trx
      .updateTable("leads")
      .set({ owner_id: owner?.id ?? null })
      .where("id", "=", leadId)
      .execute();
    await recordLeadEvents(
      trx,
      [{ leadId, kind: "assign", detail: { from: before?.email ?? null, to: owner?.email ?? null } }],
      actor,
      now,
    );
    return { ok: true, changed: true };
  });
}

/** A next step: its Madrid day and what to do (null: nothing written). */
export type FollowUp = { on: string; note: string | null };

export type FollowUpResult =
  | { ok: true; changed: boolean }
  /**
   * `not-found`: no such lead; `invalid-day`: not a day; `past`: before today in Madrid; `too-far`:
   * over two years ahead; `too-long`: a note over 1,000 characters.
   */
  | { ok: false; reason: "not-found" | "invalid-day" | "past" | "too-far" | "too-long" };

/**
 * Sets the lead's next step (`followUp`: a day from today, Madrid time, up to two years ahead,
 * and a note, trimmed, up to 1,000 characters), or clears it (null: done), recording a
 * `follow-up` event. Setting what is already set changes and records nothing.
 */
export async function setFollowUp(
  storage: Storage,
  leadId: string,
  followUp: { on: string; note: string } | null,
  actor: string,
  now = new Date(),
): Promise<FollowUpResult> {
  let next: FollowUp | null = null;
  if (followUp) {
    const today = madridDay(now);
    if (!isDay(followUp.on)) return { ok: false, reason: "invalid-day" };
    if (followUp.on < today) return { ok: false, reason: "past" };
    if (followUp.on > addDays(today, maxFollowUpDaysAhead)) return { ok: false, reason: "too-far" };
    const note = followUp.note.trim();
    if (Array.from(note).length > maxFollowUpNoteLength) return { ok: false, reason: "too-long" };
    next = { on: followUp.on, note: note === "" ? null : note };
  }
  return storage.write(async (trx): Promise<FollowUpResult> => {
    const select = trx.selectFrom("leads").select(["follow_up_on", "follow_up_note"]).where("id", "=", leadId);
    const lead = await (storage.kind === "postgres" ? select.forUpdate() : select).executeTakeFirst();
    if (!lead) return { ok: false, reason: "not-found" };
    if ((next?.on ?? null) === lead.follow_up_on && (next?.note ?? null) === lead.follow_up_note) {
      return { ok: true, changed: false };
    }
    await trx
      .updateTable("leads")
      .set({ follow_up_on: next?.on ?? null, follow_up_note: next?.note ?? null })
      .where("id", "=", leadId)
      .execute();
    await recordLeadEvents(
      trx,
      [{ leadId, kind: "follow-up", detail: { on: next?.on ?? null, note: next?.note ?? null } }],
      actor,
      now,
    );
    return { ok: true, changed: true };
  });
}
