import type { Kysely } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";

/** Migrations in code, applied in name order at start; never edit one that has shipped. */
const migrations: Record<string, Migration> = {
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
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
