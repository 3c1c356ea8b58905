/**
 * The leads' storage as it was built: the leads and their outbox, the rate limits, erasures and
 * the normalised address, a quote's room picture, the rate limits' references, a project
 * request's rugs.
 * Never edit one that has shipped (migrations.server.ts).
 */
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { normaliseEmail } from "./email-address.server";

export const leadMigrations: Record<string, Migration> = {
  "2026-11-22-001-leads-and-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("form", "varchar(32)", (column) => column.notNull())
        .addColumn("lang", "varchar(8)", (column) => column.notNull())
        .addColumn("data", "text", (column) => column.notNull())
        .addColumn("created_at", "varchar(32)", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("outbox")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("lead_id", "varchar(36)", (column) => column.notNull().references("leads.id"))
        .addColumn("kind", "varchar(32)", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("status", "varchar(16)", (column) => column.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(32)", (column) => column.notNull())
        .addColumn("locked_until", "varchar(32)")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "varchar(32)")
        .addColumn("created_at", "varchar(32)", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
    },
  },
  "2026-11-23-001-limits-erasures-lead-email": {
    async up(db: Kysely<unknown>) {
      // One row per counted event (a post, an accepted lead, a confirmation sent), keyed by a
      // digest of what is limited (an address, a recipient); rows older than a day are deleted.
      await db.schema
        .createTable("rate_hits")
        .addColumn("key", "varchar(96)", (column) => column.notNull())
        .addColumn("at", "varchar(32)", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("rate_hits_key_at").on("rate_hits").columns(["key", "at"]).execute();
      await db.schema.createIndex("rate_hits_at").on("rate_hits").column("at").execute();
      // Proof that a data subject's request to be forgotten was carried out, with no personal data.
      await db.schema
        .createTable("erasures")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("erased_at", "varchar(32)", (column) => column.notNull())
        .addColumn("email_sha256", "varchar(64)", (column) => column.notNull())
        .addColumn("leads", "integer", (column) => column.notNull())
        .addColumn("emails", "integer", (column) => column.notNull())
        .execute();
      // The visitor's address, normalised, so privacy requests find every lead of a person.
      await db.schema.alterTable("leads").addColumn("email", "varchar(255)").execute();
      const typed = db as Kysely<{ leads: { id: string; data: string; email: string | null } }>;
      const rows = await typed.selectFrom("leads").select(["id", "data"]).execute();
      for (const row of rows) {
        const email = (JSON.parse(row.data) as { email?: unknown }).email;
        if (typeof email !== "string") continue;
        await typed
          .updateTable("leads")
          .set({ email: normaliseEmail(email) })
          .where("id", "=", row.id)
          .execute();
      }
      await db.schema.createIndex("leads_email").on("leads").column("email").execute();
      await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
      await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
    },
  },
  "2026-11-25-003-lead-pictures": {
    async up(db: Kysely<unknown>) {
      // A quote request's room picture, with its lead: base64 like media_files, one per lead.
      await db.schema
        .createTable("lead_pictures")
        .addColumn("lead_id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("content_type", "varchar(32)", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
    },
  },
  "2026-11-26-001-rate-hit-refs": {
    async up(db: Kysely<unknown>) {
      // Each hit names the one thing it counts, once: the same lead's or post's work run again
      // cannot take a second place (leads/limits.server.ts).
      await db.schema.alterTable("rate_hits").addColumn("ref", "varchar(64)").execute();
      await db.schema.createIndex("rate_hits_key_ref").on("rate_hits").columns(["key", "ref"]).unique().execute();
    },
  },
  "2026-12-08-001-lead-project-items": {
    async up(db: Kysely<unknown>) {
      // A project request's rugs, as the server read them from the visitor's project (at most
      // 40, each a few hundred bytes), JSON beside the form's values: what she typed stays in
      // `data`, what the site worked out from her project is here. Gone with its lead.
      await db.schema.alterTable("leads").addColumn("items", "text").execute();
    },
  },
};
