import type { Generated } from "kysely";

/** The sales workflow of a lead. */
export const leadStates = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadState = (typeof leadStates)[number];

/** What a staff account may open: sales the leads, editor the content studio, admin both. */
export const staffRoles = ["sales", "editor", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

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
    /** Where the lead came from (`LeadSource`), JSON; null: stored before the desk kept it. */
    source: Generated<string | null>;
    /** The campaign's `utm_source`, `utm_medium` and `utm_campaign`, copied out of `source`. */
    utm_source: Generated<string | null>;
    utm_medium: Generated<string | null>;
    utm_campaign: Generated<string | null>;
    /** The sector it is about (a project type: `contract`, `yacht`...); null: unknown. */
    sector: Generated<string | null>;
    /** The staff member who owns it (`staff.id`); null: nobody yet. */
    owner_id: Generated<string | null>;
    /** Its next step: the Madrid day (YYYY-MM-DD) and what to do. */
    follow_up_on: Generated<string | null>;
    follow_up_note: Generated<string | null>;
    /** When a reply first went to the visitor from its page. */
    first_reply_at: Generated<string | null>;
    /**
     * A project request's rugs (`ProjectItem[]`, JSON), read from the visitor's project when it
     * arrived; null for every other form.
     */
    items: Generated<string | null>;
  };
  /** A staff member's change to a lead: `detail` is JSON ({from, to}, {text} or {outboxId}). */
  lead_events: {
    id: string;
    lead_id: string;
    at: string;
    /** The staff member's e-mail address. */
    actor: string;
    kind: "state" | "note" | "resend" | "retry" | "assign" | "follow-up" | "reply";
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
    /** sales (leads), editor (content) or admin (both); accounts made before roles are sales. */
    role: Generated<StaffRole>;
    /** The back office's language the staff member chose (`es`, `en`); null: the browser's. */
    language: Generated<string | null>;
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
    /** The lead it is about; null for an e-mail of no one lead (the morning follow-ups). */
    lead_id: string | null;
    /**
     * `notification`, `confirmation`, `reply` (e-mails about a lead), `webhook` (the lead POSTed to
     * the CRM) or `follow-ups` (a staff member's morning e-mail).
     */
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
  /** `ref`: the one thing a hit counts (a lead's id, a post's); null on hits older than it. */
  rate_hits: { key: string; at: string; ref: string | null };
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
  /** One editable document: its draft (JSON of a stored document, null: none). */
  content_documents: {
    id: string;
    draft: string | null;
    draft_saved_at: string | null;
    draft_saved_by: string | null;
    created_at: string;
    /** Taken anew by every change (save, publish, discard, cancel); a save names the one it started from. */
    revision: Generated<number>;
  };
  /** A published version of a document; live from `live_at` until another's `live_at` comes. */
  content_versions: {
    document_id: string;
    number: number;
    /** JSON of a stored document. */
    content: string;
    live_at: string;
    created_at: string;
    /** A staff member's address, `seed` or `command line`. */
    created_by: string;
    /** What made it: `seed`, `publish`, `rollback to 3`, `import en`, `deploy`. */
    note: string;
    /** JSON list of the style warnings it was published with; null: none. */
    warnings: Generated<string | null>;
  };
  /** What a discard, a restore or a cancelled schedule took away (`kind`), so it can be put back. */
  content_trash: {
    id: string;
    document_id: string;
    kind: "discard" | "restore" | "cancel";
    /** JSON of a stored document. */
    content: string;
    /** The version concerned (the one restored over, the one cancelled); null for a discard. */
    version: number | null;
    created_at: string;
    created_by: string;
    undone_at: string | null;
  };
  /** A document shared for review in one language: a copy of its words when shared (JSON of `Written`). */
  review_links: {
    id: string;
    document_id: string;
    lang: string;
    content: string;
    /** SHA-256 of `content`, signed into the link. */
    digest: string;
    /** What was shared: the `draft`, or what was `published`. */
    shows: "draft" | "published";
    expires_at: string;
    created_at: string;
    created_by: string;
    revoked_at: string | null;
  };
  /** How new leads get an owner: the first rule by `position` whose conditions (null: any) a lead meets. */
  assignment_rules: {
    id: string;
    position: number;
    form: string | null;
    sector: string | null;
    /** Lower-cased without accents, as `searchable` writes it. */
    country: string | null;
    owner_id: string;
    created_at: string;
    created_by: string;
  };
  /** The audit of the desk's settings: `kind` rule-added, rule-changed, rule-removed; `detail` JSON. */
  desk_events: { id: string; at: string; actor: string; kind: string; detail: string };
  /** A staff member's morning e-mail of due follow-ups: one per Madrid day, whatever the instances. */
  follow_up_digests: { staff_id: string; day: string; outbox_id: string; created_at: string };
  /** A key the server made for itself, shared by every instance on the database (`review-links`). */
  server_secrets: { name: string; value: string; created_at: string };
  /** An edited text a deploy could not place in the new structure. */
  content_orphans: {
    id: string;
    document_id: string;
    lang: string;
    path: string;
    text: string;
    found_at: string;
    dismissed_at: string | null;
  };
  /** The audit of the content studio: `kind` save, publish, schedule, rollback, import, upload, cancel. */
  content_events: {
    id: string;
    at: string;
    actor: string;
    document_id: string;
    kind: string;
    detail: string;
  };
  /** An uploaded image: `id` is `m-<16 hex of its bytes' SHA-256>-<width>x<height>`; `alt` JSON by language. */
  media: {
    id: string;
    width: number;
    height: number;
    alt: string;
    original_name: string;
    bytes: number;
    created_at: string;
    created_by: string;
  };
  /** One generated file of an uploaded image (`800.avif`), base64. */
  media_files: { media_id: string; file: string; content_type: string; data: string };
  /** A file made from published content (a catalogue PDF), base64; `meta` JSON (a catalogue's manifest entry). */
  generated_files: { name: string; content_type: string; data: string; meta: string; created_at: string };
  /**
   * A specifier's selection shared as a link (`/mi-proyecto/<token>`): `id` is the hex SHA-256 of
   * the link's token, never the token, so the table alone opens no link; `content` is the JSON of
   * the selection as shared, `items` how many rugs it holds.
   */
  selection_shares: {
    id: string;
    lang: string;
    content: string;
    items: number;
    created_at: string;
    expires_at: string;
  };
  /** The room picture a quote request was sent with (the rug in the visitor's photo), base64, deleted with its lead. */
  lead_pictures: {
    lead_id: string;
    content_type: string;
    width: number;
    height: number;
    bytes: number;
    data: string;
    created_at: string;
  };
};
