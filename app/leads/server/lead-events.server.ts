import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database, LeadState } from "~/platform/db/schema.server";

/*
 * The staff's changes to leads (`lead_events`): a state change, a note, an e-mail or webhook sent
 * again. Each is recorded, with who and when, in the transaction that makes the change.
 */

/** A staff member's change to a lead, and what it was. */
export type LeadEvent = { at: string; actor: string } & (
  | { kind: "state"; detail: { from: LeadState; to: LeadState } }
  | { kind: "note"; detail: { text: string } }
  /** `outboxId` is the new row queued; `resentFrom` the row it copies. */
  | { kind: "resend"; detail: { outboxId: string; resentFrom: string } }
  | { kind: "retry"; detail: { outboxId: string } }
  /** `to`: the new owner's address, null when the lead was left without one; `rule`: the rule that chose it. */
  | { kind: "assign"; detail: { from: string | null; to: string | null; rule?: string } }
  /** `on`: the Madrid day (YYYY-MM-DD), null when the follow-up was cleared. */
  | { kind: "follow-up"; detail: { on: string | null; note: string | null } }
  /** A reply sent from the lead's page: its outbox row, and what it said. */
  | { kind: "reply"; detail: { outboxId: string; subject: string; text: string; template: string | null } }
);

/** An event row as the record shows it, its detail parsed. */
export function leadEventOf(row: Pick<Database["lead_events"], "at" | "actor" | "kind" | "detail">): LeadEvent {
  return { at: row.at, actor: row.actor, kind: row.kind, detail: JSON.parse(row.detail) } as LeadEvent;
}

let lastIdMs = 0;
let lastIdSequence = 0;

/**
 * A UUIDv7 (time first) that sorts after every one this process made before, so a lead's events
 * of the same millisecond keep the order they were made in: the 12 bits after the version count
 * within the millisecond.
 */
function sortableId(): string {
  let ms = Date.now();
  if (ms <= lastIdMs) {
    ms = lastIdMs;
    lastIdSequence++;
    if (lastIdSequence > 0xfff) {
      ms++;
      lastIdSequence = 0;
    }
  } else {
    lastIdSequence = 0;
  }
  lastIdMs = ms;
  const random = randomBytes(8);
  random[0] = ((random[0] ?? 0) & 0x3f) | 0x80; // the RFC 9562 variant
  const hex = `${ms.toString(16).padStart(12, "0")}7${lastIdSequence.toString(16).padStart(3, "0")}${random.toString("hex")}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An event to record: a lead, and one of the kinds with its detail. */
type NewEvent = { leadId: string } & (LeadEvent extends infer E
  ? E extends LeadEvent
    ? Omit<E, "at" | "actor">
    : never
  : never);

/** Records staff changes to leads in `trx`, the transaction that makes them, all at `now`. */
export async function recordLeadEvents(
  trx: Transaction<Database>,
  events: readonly NewEvent[],
  actor: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  // In slices: a retry of thousands of rows stays under SQLite's limit of bound values.
  for (let start = 0; start < events.length; start += 500) {
    await trx
      .insertInto("lead_events")
      .values(
        events.slice(start, start + 500).map((event) => ({
          id: sortableId(),
          lead_id: event.leadId,
          at,
          actor,
          kind: event.kind,
          detail: JSON.stringify(event.detail),
        })),
      )
      .execute();
  }
}
