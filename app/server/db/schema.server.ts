import type { Generated } from "kysely";

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
  };
  outbox: {
    id: string;
    lead_id: string;
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
  erasures: { id: string; erased_at: string; email_sha256: string; leads: number; emails: number };
};
