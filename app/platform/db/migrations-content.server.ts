/**
 * The content's storage as it was built: the studio (roles, documents, versions, media), the files
 * made from published content, the studio's work (revisions, trash, warnings) and the translators'
 * review links.
 * Never edit one that has shipped (migrations.server.ts).
 */
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const contentMigrations: Record<string, Migration> = {
  "2026-11-25-001-content-studio": {
    async up(db: Kysely<unknown>) {
      // Who may do what in the back office: an account made before roles keeps what it had (leads).
      await db.schema
        .alterTable("staff")
        .addColumn("role", "varchar(16)", (c) => c.notNull().defaultTo("sales"))
        .execute();
      // One row per editable document (a page, a shared section, the home page, the events): its
      // draft, if any, with who saved it and when. What is live is in content_versions.
      await db.schema
        .createTable("content_documents")
        .addColumn("id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("draft", "text")
        .addColumn("draft_saved_at", "varchar(32)")
        .addColumn("draft_saved_by", "varchar(255)")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      // Every publish (and the seed, a rollback, an import) is a version; the one live is the
      // one whose live_at came last. A scheduled publish is a version live later.
      await db.schema
        .createTable("content_versions")
        .addColumn("document_id", "varchar(64)", (c) => c.notNull())
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("live_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_by", "varchar(255)", (c) => c.notNull())
        .addColumn("note", "varchar(255)", (c) => c.notNull())
        .addPrimaryKeyConstraint("content_versions_pk", ["document_id", "number"])
        .execute();
      await db.schema.createIndex("content_versions_live").on("content_versions").column("live_at").execute();
      // Edited texts a deploy could not place (their place left the structure): kept, listed.
      await db.schema
        .createTable("content_orphans")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("document_id", "varchar(64)", (c) => c.notNull())
        .addColumn("lang", "varchar(8)", (c) => c.notNull())
        .addColumn("path", "varchar(255)", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("found_at", "varchar(32)", (c) => c.notNull())
        .addColumn("dismissed_at", "varchar(32)")
        .execute();
      // Every change an editor makes, with who and when: `detail` is JSON.
      await db.schema
        .createTable("content_events")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("at", "varchar(32)", (c) => c.notNull())
        .addColumn("actor", "varchar(255)", (c) => c.notNull())
        .addColumn("document_id", "varchar(64)", (c) => c.notNull())
        .addColumn("kind", "varchar(16)", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("content_events_at").on("content_events").columns(["document_id", "at"]).execute();
      // Uploaded images, with the content so every instance serves them and backups carry them:
      // the metadata, then each generated file (a width and format) as base64 text, which reads
      // and writes the same on SQLite and PostgreSQL.
      await db.schema
        .createTable("media")
        .addColumn("id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("alt", "text", (c) => c.notNull())
        .addColumn("original_name", "varchar(255)", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_by", "varchar(255)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("media_files")
        .addColumn("media_id", "varchar(64)", (c) => c.notNull())
        .addColumn("file", "varchar(32)", (c) => c.notNull())
        .addColumn("content_type", "varchar(32)", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("media_files_pk", ["media_id", "file"])
        .execute();
    },
  },
  "2026-11-25-002-generated-files": {
    async up(db: Kysely<unknown>) {
      // Files the server makes from published content (a catalogue PDF), shared by every
      // instance: base64 like media_files, `meta` JSON. A name carries a hash of what the file
      // shows, so a row never changes; the first process to store a name keeps it.
      await db.schema
        .createTable("generated_files")
        .addColumn("name", "varchar(255)", (c) => c.primaryKey())
        .addColumn("content_type", "varchar(64)", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("meta", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
    },
  },
  "2026-11-26-002-studio-work": {
    async up(db: Kysely<unknown>) {
      // Every change to a document (a save, a publish, a discard) takes the next revision; a save
      // names the revision its editor opened and is refused when another came since.
      await db.schema
        .alterTable("content_documents")
        .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      // The style warnings a version was published with despite them (JSON list), kept with it.
      await db.schema.alterTable("content_versions").addColumn("warnings", "text").execute();
      // What a discard, a restore or a cancelled schedule took away, so it can be put back.
      await db.schema
        .createTable("content_trash")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("document_id", "varchar(64)", (c) => c.notNull())
        .addColumn("kind", "varchar(16)", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("version", "integer")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_by", "varchar(255)", (c) => c.notNull())
        .addColumn("undone_at", "varchar(32)")
        .execute();
      await db.schema
        .createIndex("content_trash_document")
        .on("content_trash")
        .columns(["document_id", "created_at"])
        .execute();
      // The studio's dashboard lists the latest changes to any document.
      await db.schema.createIndex("content_events_recent").on("content_events").column("at").execute();
      // The language a staff member chose for the back office (es, en); null: the browser's.
      await db.schema.alterTable("staff").addColumn("language", "varchar(8)").execute();
    },
  },
  "2026-11-26-007-translators": {
    async up(db: Kysely<unknown>) {
      // A draft shared for review: a copy of the document's words as they were when shared (the
      // reviewer sees what was shared, whatever the draft becomes), for one language, until it
      // expires or is revoked. Its link is signed (content/review-links.server.ts).
      await db.schema
        .createTable("review_links")
        .addColumn("id", "varchar(32)", (c) => c.primaryKey())
        .addColumn("document_id", "varchar(64)", (c) => c.notNull())
        .addColumn("lang", "varchar(8)", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("digest", "varchar(64)", (c) => c.notNull())
        .addColumn("shows", "varchar(16)", (c) => c.notNull())
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_by", "varchar(255)", (c) => c.notNull())
        .addColumn("revoked_at", "varchar(32)")
        .execute();
      await db.schema.createIndex("review_links_document").on("review_links").columns(["document_id"]).execute();
      // Keys the server makes for itself, the same for every instance on the database (the review
      // links' signing key, unless configured).
      await db.schema
        .createTable("server_secrets")
        .addColumn("name", "varchar(64)", (c) => c.primaryKey())
        .addColumn("value", "varchar(255)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
    },
  },
};
