import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema.server";
import { log } from "~/platform/observability/log.server";

/** Every change an editor or a deploy makes is recorded in content_events and logged. */
export async function audit(
  trx: Transaction<Database>,
  entry: { at: Date; actor: string; documentId: string; kind: string; detail: Record<string, unknown> },
) {
  await trx
    .insertInto("content_events")
    .values({
      id: randomUUID(),
      at: entry.at.toISOString(),
      actor: entry.actor,
      document_id: entry.documentId,
      kind: entry.kind,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
  log.info({ event: `content_${entry.kind}`, document: entry.documentId, actor: entry.actor, ...entry.detail });
}
