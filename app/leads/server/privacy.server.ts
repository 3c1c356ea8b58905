import { randomUUID } from "node:crypto";
import type { LeadSource } from "~/leads/forms/lead-source";
import type { ProjectItem } from "~/leads/forms/project-items";
import type { Storage } from "~/platform/db/db.server";
import { emailDigest } from "~/platform/db/email-address.server";
import type { LeadState } from "~/platform/db/schema.server";
import { type LeadEvent, leadEventOf } from "./lead-events.server";
import { limitKey, limits } from "./limits.server";
import { deleteLeads } from "./retention.server";
import type { RoomPicture } from "./room-picture.server";
import { loadRoomPictures, readLead, storedLeadColumns } from "./stored-lead.server";

/** Everything the site holds about one e-mail address, as a data subject's access request gets it. */
export type SubjectExport = {
  email: string;
  exportedAt: string;
  leads: {
    id: string;
    form: string;
    lang: string;
    receivedAt: string;
    /** Where the sales team has it (new, contacted, qualified, won, lost, spam). */
    state: LeadState;
    data: unknown;
    /** Where it came from (the page, its campaign, the referring site, the visit's first page); null when unknown. */
    source: LeadSource | null;
    /** A project request's rugs (code, place, quantity, name, size, colours, area, link); null for any other form. */
    items: ProjectItem[] | null;
    /** What the sales team did with it, oldest first: state changes, notes, resends, with who and when. */
    events: LeadEvent[];
    /** The room picture sent with a quote request, as a data URL, or null. */
    picture: string | null;
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

/** The export is JSON: a picture's bytes go in it as a data URL. */
function pictureUrl(picture: RoomPicture | undefined): string | null {
  return picture ? `data:${picture.contentType};base64,${picture.data.toString("base64")}` : null;
}

/**
 * Everything stored about `email` (already normalised: `parseEmail`): its leads with their state,
 * the staff's events (notes included) and e-mails, the confirmations counted against it, and its
 * earlier erasures.
 */
export async function exportSubject(storage: Storage, email: string, now = new Date()): Promise<SubjectExport> {
  const leads = (
    await storage.db
      .selectFrom("leads")
      .select(storedLeadColumns)
      .where("email", "=", email)
      .orderBy("created_at")
      .execute()
  ).map(readLead);
  const ids = leads.map((lead) => lead.id);
  const emails =
    ids.length === 0
      ? []
      : await storage.db.selectFrom("outbox").selectAll().where("lead_id", "in", ids).orderBy("created_at").execute();
  const events =
    ids.length === 0
      ? []
      : await storage.db
          .selectFrom("lead_events")
          .select(["lead_id", "at", "actor", "kind", "detail"])
          .where("lead_id", "in", ids)
          .orderBy("at")
          .orderBy("id")
          .execute();
  const pictures = await loadRoomPictures(storage, ids);
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
      receivedAt: lead.createdAt.toISOString(),
      state: lead.state,
      data: lead.data,
      source: lead.source,
      items: lead.form === "project" ? lead.items : null,
      events: events.filter((row) => row.lead_id === lead.id).map(leadEventOf),
      picture: pictureUrl(pictures.get(lead.id)),
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

export type ErasureRecord = {
  id: string;
  erasedAt: string;
  emailSha256: string;
  leads: number;
  emails: number;
  /** Who carried it out: a staff member's address, or `command line`. */
  erasedBy: string;
};

/**
 * Erases everything held about `email` (normalised): its leads, their outbox rows, staff events
 * (notes) and .eml files, and its confirmation-limit hits; then records the erasure, and who
 * carried it out (`erasedBy`), with a digest of the address, never the address. An address with
 * nothing stored still gets a record: the request was carried out.
 */
export async function eraseSubject(
  storage: Storage,
  dataDir: string,
  email: string,
  erasedBy: string,
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
    erasedBy,
  };
  await storage.db
    .insertInto("erasures")
    .values({
      id: record.id,
      erased_at: record.erasedAt,
      email_sha256: record.emailSha256,
      leads: record.leads,
      emails: record.emails,
      erased_by: record.erasedBy,
    })
    .execute();
  return { ...record, emlFiles: removed.emlFiles };
}

/** What the back office shows about an address before acting on a privacy request. */
export type SubjectSummary = {
  email: string;
  /** Newest first. */
  leads: { id: string; form: string; receivedAt: string; state: LeadState }[];
  /** The e-mails (and webhook deliveries) of those leads, sent or waiting. */
  emails: number;
  /** Earlier erasures of the address, oldest first. */
  erasures: { erasedAt: string; leads: number; emails: number; erasedBy: string | null }[];
};

/**
 * A short account of what is stored about `email` (normalised: `parseEmail`): its leads (id, form,
 * when, state), how many outbox rows they have, and the address's earlier erasures. The full
 * contents are `exportSubject`'s.
 */
export async function findSubject(storage: Storage, email: string): Promise<SubjectSummary> {
  const leads = await storage.db
    .selectFrom("leads")
    .select(["id", "form", "created_at", "state"])
    .where("email", "=", email)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const emails =
    leads.length === 0
      ? 0
      : Number(
          (
            await storage.db
              .selectFrom("outbox")
              .select((eb) => eb.fn.countAll<number | string>().as("n"))
              .where(
                "lead_id",
                "in",
                leads.map((lead) => lead.id),
              )
              .executeTakeFirstOrThrow()
          ).n,
        );
  const erasures = await storage.db
    .selectFrom("erasures")
    .select(["erased_at", "leads", "emails", "erased_by"])
    .where("email_sha256", "=", emailDigest(email))
    .orderBy("erased_at")
    .execute();
  return {
    email,
    leads: leads.map((lead) => ({ id: lead.id, form: lead.form, receivedAt: lead.created_at, state: lead.state })),
    emails,
    erasures: erasures.map((row) => ({
      erasedAt: row.erased_at,
      leads: Number(row.leads),
      emails: Number(row.emails),
      erasedBy: row.erased_by,
    })),
  };
}

/** A line of the erasure log: no personal data, the address only as the start of its digest. */
export type ErasureLogEntry = {
  id: string;
  erasedAt: string;
  /** The first 12 hex characters of the address's SHA-256: enough to match a request, not to read it. */
  emailSha256: string;
  leads: number;
  emails: number;
  /** A staff member's address, `command line`, or null for erasures recorded before it was kept. */
  erasedBy: string | null;
};

/** The erasures carried out, newest first, at most `limit`. */
export async function erasureLog(storage: Storage, limit = 100): Promise<ErasureLogEntry[]> {
  const rows = await storage.db
    .selectFrom("erasures")
    .selectAll()
    .orderBy("erased_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    erasedAt: row.erased_at,
    emailSha256: row.email_sha256.slice(0, 12),
    leads: Number(row.leads),
    emails: Number(row.emails),
    erasedBy: row.erased_by,
  }));
}
