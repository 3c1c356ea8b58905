import type { Generated } from "kysely";

/** The sales workflow of a lead. */
export const leadStates = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadState = (typeof leadStates)[number];

/**
 * The tables, the same on SQLite and PostgreSQL. Times are ISO 8601 UTC strings (they sort as
 * text on both), JSON is stored as text.
 */
export type Database = {
  leads: {
    id: string;
    form: string;
    lang: string;
    /** The validated form values, JSON. */
    data: string;
    /** The visitor's e-mail address, trimmed and lower-cased (privacy requests look it up). */
    email: string | null;
    created_at: string;
    /** Where the sales team has it: new, contacted, qualified, won, lost or spam. */
    state: Generated<LeadState>;
    /** The person's name, company and country as the inbox shows them (null: the form has none). */
    name: string | null;
    company: string | null;
    country: string | null;
    /** Name, address, company and free text, lower-cased without accents: what the inbox searches. */
    search: string | null;
  };
  /** A staff member's change to a lead: `detail` is JSON ({from, to}, {text} or {outboxId}). */
  lead_events: {
    id: string;
    lead_id: string;
    at: string;
    /** The staff member's e-mail address. */
    actor: string;
    kind: "state" | "note" | "resend" | "retry";
    detail: string;
  };
  staff: {
    id: string;
    /** Normalised (trimmed, lower-cased). */
    email: string;
    /** `scrypt$N$r$p$<salt>$<hash>` (base64). */
    password_hash: string;
    /** Base32 TOTP key, null until the account has enrolled its second factor. */
    totp_secret: string | null;
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totp_last_step: number | null;
    created_at: string;
    last_sign_in_at: string | null;
  };
  /** `id` is the SHA-256 of the cookie's token: the table alone cannot be used to sign in. */
  staff_sessions: {
    id: string;
    staff_id: string;
    /** `password`: the second factor is still to come; `active`: signed in. */
    stage: "password" | "active";
    /** The key shown to an account that enrols now, until its first code proves it. */
    pending_totp_secret: string | null;
    created_at: string;
    last_seen_at: string;
  };
  outbox: {
    id: string;
    lead_id: string;
    /** `notification`, `confirmation` (e-mails) or `webhook` (the lead POSTed to the CRM). */
    kind: string;
    /** The rendered e-mail (recipients, subject, HTML and text), JSON; "" once blanked by retention. */
    message: string;
    status: "pending" | "sent";
    attempts: Generated<number>;
    next_attempt_at: string;
    /** A worker holds the row until then; another may take it after (lease). */
    locked_until: string | null;
    last_error: string | null;
    sent_at: string | null;
    created_at: string;
  };
  /** Counted events of the rate limits; `key` is `<limit>:<SHA-256 of what is limited>`. */
  rate_hits: { key: string; at: string };
  /** One row per erasure carried out: when, whose (a digest of the address), how much. */
  erasures: {
    id: string;
    erased_at: string;
    email_sha256: string;
    leads: number;
    emails: number;
    /** Who carried it out: a staff member's address, or `command line`. */
    erased_by: string | null;
  };
};
