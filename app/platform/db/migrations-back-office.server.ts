/**
 * The back office's storage as it was built: the inbox's columns, a lead's events, staff accounts
 * and sessions; the sales desk (where a lead came from, its owner and next step, assignment rules,
 * the desk's audit, the morning follow-ups); the dashboard's index.
 * Never edit one that has shipped (migrations.server.ts).
 */
import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { leadColumns } from "./lead-columns.server";
import type { Database } from "./schema.server";

export const backOfficeMigrations: Record<string, Migration> = {
  "2026-11-24-001-back-office": {
    async up(db: Kysely<unknown>) {
      // The inbox's columns: the lead's state in the sales workflow, and what the inbox shows and
      // searches, copied out of the lead's JSON when it is stored (lead-columns.server.ts).
      await db.schema
        .alterTable("leads")
        .addColumn("state", "varchar(16)", (c) => c.notNull().defaultTo("new"))
        .execute();
      await db.schema.alterTable("leads").addColumn("name", "varchar(255)").execute();
      await db.schema.alterTable("leads").addColumn("company", "varchar(255)").execute();
      await db.schema.alterTable("leads").addColumn("country", "varchar(100)").execute();
      await db.schema.alterTable("leads").addColumn("search", "text").execute();
      const typed = db as Kysely<Pick<Database, "leads">>;
      const rows = await typed.selectFrom("leads").select(["id", "data", "email"]).execute();
      for (const row of rows) {
        await typed
          .updateTable("leads")
          .set(leadColumns(JSON.parse(row.data) as Record<string, unknown>))
          .where("id", "=", row.id)
          .execute();
      }
      await db.schema.createIndex("leads_state").on("leads").columns(["state", "created_at"]).execute();
      // Every change a staff member makes to a lead (state, note, resend), with who and when.
      await db.schema
        .createTable("lead_events")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("lead_id", "varchar(36)", (c) => c.notNull().references("leads.id"))
        .addColumn("at", "varchar(32)", (c) => c.notNull())
        .addColumn("actor", "varchar(255)", (c) => c.notNull())
        .addColumn("kind", "varchar(16)", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_events_lead").on("lead_events").columns(["lead_id", "at"]).execute();
      // Staff accounts (created by the operator's command) and their sessions, valid on every instance.
      await db.schema
        .createTable("staff")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("email", "varchar(255)", (c) => c.notNull().unique())
        .addColumn("password_hash", "varchar(255)", (c) => c.notNull())
        .addColumn("totp_secret", "varchar(64)")
        .addColumn("totp_last_step", "integer")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("last_sign_in_at", "varchar(32)")
        .execute();
      await db.schema
        .createTable("staff_sessions")
        .addColumn("id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("staff_id", "varchar(36)", (c) => c.notNull().references("staff.id"))
        .addColumn("stage", "varchar(16)", (c) => c.notNull())
        .addColumn("pending_totp_secret", "varchar(64)")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("last_seen_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();
      // Who carried out an erasure (a staff member's address, or the operator's command).
      await db.schema.alterTable("erasures").addColumn("erased_by", "varchar(255)").execute();
    },
  },
  "2026-11-27-001-sales-desk": {
    async up(db: Kysely<unknown>) {
      // Where a lead came from (the page its form was sent from, its utm_* and referrer, and the
      // visit's first page where the visitor allowed analytics), JSON, with the campaign's source,
      // medium and name copied out for the inbox's filters and the dashboard; its sector (the
      // project type it names, else the sector page it was sent from); who owns it, its next step,
      // and when it was first answered.
      for (const [name, type] of [
        ["source", "text"],
        ["utm_source", "varchar(200)"],
        ["utm_medium", "varchar(200)"],
        ["utm_campaign", "varchar(200)"],
        ["sector", "varchar(32)"],
        ["owner_id", "varchar(36)"],
        ["follow_up_on", "varchar(10)"],
        ["follow_up_note", "text"],
        ["first_reply_at", "varchar(32)"],
      ] as const) {
        await db.schema.alterTable("leads").addColumn(name, type).execute();
      }
      await db.schema.createIndex("leads_owner").on("leads").columns(["owner_id", "created_at"]).execute();
      await db.schema.createIndex("leads_follow_up").on("leads").columns(["follow_up_on", "owner_id"]).execute();
      await db.schema.createIndex("leads_campaign").on("leads").columns(["utm_campaign", "created_at"]).execute();
      // How new leads are given an owner: the first rule, by position, whose every condition
      // (form, sector, country; null matches any) the lead meets.
      await db.schema
        .createTable("assignment_rules")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("form", "varchar(32)")
        .addColumn("sector", "varchar(32)")
        .addColumn("country", "varchar(100)")
        .addColumn("owner_id", "varchar(36)", (c) => c.notNull().references("staff.id"))
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_by", "varchar(255)", (c) => c.notNull())
        .execute();
      // The audit of the desk's settings (an assignment rule added, changed, removed): who and when.
      await db.schema
        .createTable("desk_events")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("at", "varchar(32)", (c) => c.notNull())
        .addColumn("actor", "varchar(255)", (c) => c.notNull())
        .addColumn("kind", "varchar(32)", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("desk_events_at").on("desk_events").column("at").execute();
      // One morning e-mail of due follow-ups per staff member and Madrid day: the key makes it
      // once, however many instances try.
      await db.schema
        .createTable("follow_up_digests")
        .addColumn("staff_id", "varchar(36)", (c) => c.notNull())
        .addColumn("day", "varchar(10)", (c) => c.notNull())
        .addColumn("outbox_id", "varchar(36)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addPrimaryKeyConstraint("follow_up_digests_pk", ["staff_id", "day"])
        .execute();
      // The outbox also carries e-mails of no one lead (the morning follow-ups): lead_id may be null.
      if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
        await db.schema
          .alterTable("outbox")
          .alterColumn("lead_id", (c) => c.dropNotNull())
          .execute();
        return;
      }
      await db.schema
        .createTable("outbox_next")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("lead_id", "varchar(36)", (column) => column.references("leads.id"))
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
      await sql`insert into outbox_next select id, lead_id, kind, message, status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at from outbox`.execute(
        db,
      );
      await db.schema.dropTable("outbox").execute();
      await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
    },
  },
  "2026-11-27-002-dashboard": {
    async up(db: Kysely<unknown>) {
      // Every column the sales dashboard reads, after the time it ranges over: its counts, reply
      // share and median read the index alone, never the leads' rows (their JSON). With 100,000
      // leads on SQLite its three queries took 216, 173 and 255 ms through the index on
      // created_at, 89, 40 and 101 ms through this one (docs/performance.md, Benchmark).
      await db.schema
        .createIndex("leads_dashboard")
        .on("leads")
        .columns(["created_at", "state", "form", "lang", "country", "sector", "utm_campaign", "first_reply_at"])
        .execute();
    },
  },
};
