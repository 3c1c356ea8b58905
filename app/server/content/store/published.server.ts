import type { Storage } from "~/platform/db/db.server";
import { liveOf } from "./live.server";

/**
 * When each document's live version (at `now`) was published: the time it went live, or when it
 * was made if that is later (the seed's versions are live from the epoch, so a seeded document
 * counts from the day the database was seeded). Documents with no version are left out.
 */
export async function publishedDates(
  storage: Storage,
  ids: readonly string[],
  now = new Date(),
): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const at = now.toISOString();
  const rows = await storage.db
    .selectFrom("content_versions")
    .select(["document_id", "number", "live_at", "created_at"])
    .where("document_id", "in", [...ids])
    .where("live_at", "<=", at)
    .execute();
  const byDocument = new Map<string, typeof rows>();
  for (const row of rows) byDocument.set(row.document_id, [...(byDocument.get(row.document_id) ?? []), row]);
  const dates = new Map<string, Date>();
  for (const [id, versions] of byDocument) {
    const live = liveOf(
      versions.map((version) => ({ ...version, number: Number(version.number) })),
      (version) => version.live_at,
      at,
    );
    if (!live) continue;
    dates.set(id, new Date(Math.max(Date.parse(live.live_at), Date.parse(live.created_at))));
  }
  return dates;
}
