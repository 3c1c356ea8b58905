import type { Selectable } from "kysely";
import type { Lead } from "~/leads/forms/lead";
import { type LeadSource, readLeadSource } from "~/leads/forms/lead-source";
import type { Storage } from "~/platform/db/db.server";
import type { Database, LeadState } from "~/platform/db/schema.server";
import { storedProjectItems } from "./project-items.server";
import type { RoomPicture } from "./room-picture.server";

/*
 * A stored lead read back: the one mapping from a `leads` row (and its `lead_pictures` row) to
 * what the rest of the site works with. The outbox worker writes its e-mails from it, the back
 * office shows it, a privacy request exports it.
 */

/** A lead as stored: the lead as sent, where the sales team has it, and its normalised address. */
export type StoredLead = Lead & {
  state: LeadState;
  /** Trimmed and lower-cased, as privacy requests look it up; null when the form has none. */
  email: string | null;
  /** Where it came from; null when unknown (stored before it was kept). */
  source: LeadSource | null;
};

/** The columns `readLead` reads. */
export const storedLeadColumns = [
  "id",
  "form",
  "lang",
  "data",
  "email",
  "created_at",
  "state",
  "source",
  "items",
] as const;

type LeadRow = Pick<Selectable<Database["leads"]>, (typeof storedLeadColumns)[number]>;

/**
 * A `leads` row as the lead it stores. Its values were checked by the form's schema before they
 * were stored, so they are taken as that form's values; a project request's rugs are read back
 * defensively (project-items.server.ts).
 */
export function readLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    form: row.form,
    lang: row.lang,
    data: JSON.parse(row.data),
    createdAt: new Date(row.created_at),
    state: row.state,
    email: row.email,
    source: readLeadSource(row.source),
    ...(row.form === "project" ? { items: storedProjectItems(row.items) ?? [] } : {}),
  } as StoredLead;
}

/** The lead stored under `id`, or null when there is none (erased, say). */
export async function loadLead(storage: Storage, id: string): Promise<StoredLead | null> {
  const row = await storage.db.selectFrom("leads").select(storedLeadColumns).where("id", "=", id).executeTakeFirst();
  return row ? readLead(row) : null;
}

type PictureRow = Pick<Database["lead_pictures"], "lead_id" | "content_type" | "width" | "height" | "data">;

/** A `lead_pictures` row as the picture it stores: its bytes, kept as base64 text on both databases. */
function readRoomPicture(row: PictureRow): RoomPicture {
  return {
    contentType: row.content_type === "image/png" ? "image/png" : "image/jpeg",
    width: row.width,
    height: row.height,
    data: Buffer.from(row.data, "base64"),
  };
}

/** The room pictures the leads `ids` were sent with, by lead id; a lead sent without one is absent. */
export async function loadRoomPictures(storage: Storage, ids: readonly string[]): Promise<Map<string, RoomPicture>> {
  if (ids.length === 0) return new Map();
  const rows = await storage.db
    .selectFrom("lead_pictures")
    .select(["lead_id", "content_type", "width", "height", "data"])
    .where("lead_id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.lead_id, readRoomPicture(row)]));
}

/** A lead's room picture, if it was sent with one. */
export async function loadRoomPicture(storage: Storage, leadId: string): Promise<RoomPicture | null> {
  return (await loadRoomPictures(storage, [leadId])).get(leadId) ?? null;
}
