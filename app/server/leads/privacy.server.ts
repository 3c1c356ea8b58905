import { randomUUID } from "node:crypto";
import type { Storage } from "../db/db.server";
import { emailDigest } from "./email-address.server";
import { limitKey, limits } from "./limits.server";
import { deleteLeads } from "./retention.server";

/** Everything the site holds about one e-mail address, as a data subject's access request gets it. */
export type SubjectExport = {
  email: string;
  exportedAt: string;
  leads: {
    id: string;
    form: string;
    lang: string;
    receivedAt: string;
    data: unknown;
    emails: {
      id: string;
      kind: string;
      status: string;
      attempts: number;
      createdAt: string;
      sentAt: string | null;
      lastError: string | null;
      /** The e-mail as stored (recipients, subject, text), or null once retention blanked it. */
      message: unknown;
    }[];
  }[];
  /** Confirmation e-mails counted against the address's daily limit (times only). */
  confirmationsCounted: string[];
  /** Earlier erasures of this address (their records hold no personal data). */
  erasures: { erasedAt: string; leads: number; emails: number }[];
};

/** `email` must already be normalised (`parseEmail`). */
export async function exportSubject(storage: Storage, email: string, now = new Date()): Promise<SubjectExport> {
  const leads = await storage.db
    .selectFrom("leads")
    .selectAll()
    .where("email", "=", email)
    .orderBy("created_at")
    .execute();
  const ids = leads.map((lead) => lead.id);
  const emails =
    ids.length === 0
      ? []
      : await storage.db.selectFrom("outbox").selectAll().where("lead_id", "in", ids).orderBy("created_at").execute();
  const counted = await storage.db
    .selectFrom("rate_hits")
    .select("at")
    .where("key", "=", limitKey(limits.confirmations, email))
    .orderBy("at")
    .execute();
  const erasures = await storage.db
    .selectFrom("erasures")
    .select(["erased_at", "leads", "emails"])
    .where("email_sha256", "=", emailDigest(email))
    .orderBy("erased_at")
    .execute();
  return {
    email,
    exportedAt: now.toISOString(),
    leads: leads.map((lead) => ({
      id: lead.id,
      form: lead.form,
      lang: lead.lang,
      receivedAt: lead.created_at,
      data: JSON.parse(lead.data),
      emails: emails
        .filter((row) => row.lead_id === lead.id)
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          status: row.status,
          attempts: Number(row.attempts),
          createdAt: row.created_at,
          sentAt: row.sent_at,
          lastError: row.last_error,
          message: row.message === "" ? null : JSON.parse(row.message),
        })),
    })),
    confirmationsCounted: counted.map((row) => row.at),
    erasures: erasures.map((row) => ({
      erasedAt: row.erased_at,
      leads: Number(row.leads),
      emails: Number(row.emails),
    })),
  };
}

export type ErasureRecord = { id: string; erasedAt: string; emailSha256: string; leads: number; emails: number };

/**
 * Erases everything held about `email` (normalised): its leads, their outbox rows and .eml files,
 * and its confirmation-limit hits; then records the erasure with a digest of the address, never
 * the address. An address with nothing stored still gets a record: the request was carried out.
 */
export async function eraseSubject(
  storage: Storage,
  dataDir: string,
  email: string,
  now = new Date(),
): Promise<ErasureRecord & { emlFiles: number }> {
  const leads = await storage.db.selectFrom("leads").select("id").where("email", "=", email).execute();
  const removed = await deleteLeads(
    storage,
    dataDir,
    leads.map((lead) => lead.id),
  );
  await storage.db.deleteFrom("rate_hits").where("key", "=", limitKey(limits.confirmations, email)).execute();
  const record: ErasureRecord = {
    id: randomUUID(),
    erasedAt: now.toISOString(),
    emailSha256: emailDigest(email),
    leads: removed.leads,
    emails: removed.emails,
  };
  await storage.db
    .insertInto("erasures")
    .values({
      id: record.id,
      erased_at: record.erasedAt,
      email_sha256: record.emailSha256,
      leads: record.leads,
      emails: record.emails,
    })
    .execute();
  return { ...record, emlFiles: removed.emlFiles };
}
