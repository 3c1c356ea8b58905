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
    created_at: string;
  };
  outbox: {
    id: string;
    lead_id: string;
    kind: string;
    /** The rendered e-mail (recipients, subject, HTML and text), JSON. */
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
};
