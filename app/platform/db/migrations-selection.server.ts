/**
 * The specifier's project's storage as it was built: the copies of a selection shared as links.
 * Never edit one that has shipped (migrations.server.ts).
 */
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const selectionMigrations: Record<string, Migration> = {
  "2026-12-07-001-selection-shares": {
    async up(db: Kysely<unknown>) {
      // A selection shared as a link: a copy of its rugs as they were when shared, until it
      // expires. The row is found by the SHA-256 of the link's token, never the token itself, so
      // a copy of the database (a backup, a leak) opens no link (selection/server/shares.server.ts).
      await db.schema
        .createTable("selection_shares")
        .addColumn("id", "varchar(64)", (column) => column.primaryKey())
        .addColumn("lang", "varchar(8)", (column) => column.notNull())
        .addColumn("content", "text", (column) => column.notNull())
        .addColumn("items", "integer", (column) => column.notNull())
        .addColumn("created_at", "varchar(32)", (column) => column.notNull())
        .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
        .execute();
      // Retention deletes the copies expired a month ago.
      await db.schema.createIndex("selection_shares_expires").on("selection_shares").column("expires_at").execute();
    },
  },
};
