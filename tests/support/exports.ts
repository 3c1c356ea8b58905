import type { LeadSource } from "../../app/leads/forms/lead-source";
import { recordLeadEvents } from "../../app/leads/server/lead-events.server";
import type { Storage } from "../../app/platform/db/db.server";
import { addStaff } from "../../app/server/staff/accounts.server";

/*
 * What the inbox's exports are tested with: a lead given what the sales desk adds to it (its
 * source, owner, follow-up, notes). The .xlsx reader is xlsx-reader.ts.
 */

/** What the desk knows of a lead besides the visitor's values; each part optional. */
export type DeskDetails = {
  source?: LeadSource;
  sector?: string;
  owner?: string;
  followUp?: { on: string; note: string };
  firstReplyAt?: string;
  notes?: { at: string; actor: string; text: string }[];
};

/**
 * Gives the stored lead `id` the desk's `details`, written straight into its row as the desk's
 * own code stores them (the source with its campaign copied out; the owner a staff account, made
 * when it does not exist; each note a `note` event).
 */
export async function giveDeskDetails(storage: Storage, id: string, details: DeskDetails): Promise<void> {
  let ownerId: string | null = null;
  if (details.owner) {
    const find = () =>
      storage.db
        .selectFrom("staff")
        .select("id")
        .where("email", "=", details.owner ?? "");
    if (!(await find().executeTakeFirst())) await addStaff(storage, details.owner, "a long enough password");
    ownerId = (await find().executeTakeFirstOrThrow()).id;
  }
  const utm = details.source?.utm ?? {};
  const columns = {
    ...(details.source
      ? {
          source: JSON.stringify(details.source),
          utm_source: utm.source ?? null,
          utm_medium: utm.medium ?? null,
          utm_campaign: utm.campaign ?? null,
        }
      : {}),
    ...(details.sector ? { sector: details.sector } : {}),
    ...(ownerId ? { owner_id: ownerId } : {}),
    ...(details.followUp ? { follow_up_on: details.followUp.on, follow_up_note: details.followUp.note } : {}),
    ...(details.firstReplyAt ? { first_reply_at: details.firstReplyAt } : {}),
  };
  if (Object.keys(columns).length > 0)
    await storage.db.updateTable("leads").set(columns).where("id", "=", id).execute();
  for (const note of details.notes ?? []) {
    await storage.write((trx) =>
      recordLeadEvents(trx, [{ leadId: id, kind: "note", detail: { text: note.text } }], note.actor, new Date(note.at)),
    );
  }
}
