import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Written } from "~/content/text-units";
import { isLanguage, type Language } from "~/i18n/languages";
import type { Storage } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import { audit } from "./store/events.server";

/**
 * Review links: a document's words in one language, shared read only with someone without an
 * account, until the link expires or is revoked. The words are a copy taken when the link is made
 * (the reviewer sees what was shared, whatever the draft becomes after). The link carries the
 * row's id and its expiry, signed with HMAC-SHA256 over them, the document, the language and the
 * copy's digest: a link changed in any character, or whose row changed, opens nothing.
 */

export const reviewDays = [1, 7, 30] as const;
export type ReviewDays = (typeof reviewDays)[number];
export const defaultReviewDays: ReviewDays = 7;
/** Active links one document may have at once: enough for any review round, bounded for the table. */
export const maxActiveLinks = 20;

type Row = Database["review_links"];
export type ReviewLink = {
  id: string;
  documentId: string;
  lang: Language;
  written: Written;
  shows: Row["shows"];
  expiresAt: string;
  createdAt: string;
  createdBy: string;
  token: string;
};

/** What opening a link finds: the shared copy, or why not (nothing more is told to whoever asks). */
export type Opened = { ok: true; link: ReviewLink } | { ok: false; reason: "unknown" | "gone" };

/** `<id>.<expiry in Unix seconds>.<signature>`, all URL-safe: 77 characters. */
const tokenPattern = /^([A-Za-z0-9_-]{22})\.(\d{10})\.([A-Za-z0-9_-]{43})$/;
export const maxTokenLength = 100;

const keys = new WeakMap<Storage, Promise<Buffer>>();

/**
 * The signing key: REVIEW_LINK_SECRET, or else one the first process to need it makes and stores
 * in the database (each instance shares the database, so each accepts the others' links).
 */
export function reviewKey(storage: Storage, configured: string | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(Buffer.from(configured, "utf8"));
  let key = keys.get(storage);
  if (!key) {
    key = (async () => {
      await storage.db
        .insertInto("server_secrets")
        .values({ name: "review-links", value: randomBytes(32).toString("hex"), created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const row = await storage.db
        .selectFrom("server_secrets")
        .select("value")
        .where("name", "=", "review-links")
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, "hex");
    })();
    key.catch(() => keys.delete(storage));
    keys.set(storage, key);
  }
  return key;
}

const digestOf = (content: string) => createHash("sha256").update(content, "utf8").digest("hex");

function signature(key: Buffer, row: Pick<Row, "id" | "document_id" | "lang" | "digest">, expiry: number): string {
  return createHmac("sha256", key)
    .update(["review-link/1", row.id, row.document_id, row.lang, row.digest, String(expiry)].join("\n"))
    .digest("base64url");
}

const expiryOf = (row: Pick<Row, "expires_at">) => Math.floor(Date.parse(row.expires_at) / 1000);

function linkOf(key: Buffer, row: Row): ReviewLink {
  const expiry = expiryOf(row);
  return {
    id: row.id,
    documentId: row.document_id,
    lang: row.lang as Language,
    written: JSON.parse(row.content) as Written,
    shows: row.shows,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    createdBy: row.created_by,
    token: `${row.id}.${expiry}.${signature(key, row, expiry)}`,
  };
}

/** Shares a document's words (a copy of them now) in a language for `days`; null when it has too many active links. */
export async function createReviewLink(
  storage: Storage,
  secret: string | undefined,
  options: {
    documentId: string;
    lang: Language;
    written: Written;
    shows: Row["shows"];
    days: ReviewDays;
    actor: string;
    now: Date;
  },
): Promise<ReviewLink | null> {
  const key = await reviewKey(storage, secret);
  const content = JSON.stringify(options.written);
  // Whole seconds: the link carries the expiry in seconds.
  const expires = new Date(Math.floor(options.now.getTime() / 1000) * 1000 + options.days * 86_400_000);
  const row: Row = {
    id: randomBytes(16).toString("base64url"),
    document_id: options.documentId,
    lang: options.lang,
    content,
    digest: digestOf(content),
    shows: options.shows,
    expires_at: expires.toISOString(),
    created_at: options.now.toISOString(),
    created_by: options.actor,
    revoked_at: null,
  };
  const made = await storage.write(async (trx) => {
    // Links expired a month ago are forgotten (an old link then reads as unknown, never as open).
    const forgetBefore = new Date(options.now.getTime() - 30 * 86_400_000).toISOString();
    await trx.deleteFrom("review_links").where("expires_at", "<", forgetBefore).execute();
    const active = await trx
      .selectFrom("review_links")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("document_id", "=", options.documentId)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", options.now.toISOString())
      .executeTakeFirst();
    if (Number(active?.n ?? 0) >= maxActiveLinks) return false;
    await trx.insertInto("review_links").values(row).execute();
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId: options.documentId,
      kind: "review_link",
      detail: { link: row.id, lang: row.lang, shows: row.shows, expiresAt: row.expires_at },
    });
    return true;
  });
  return made ? linkOf(key, row) : null;
}

/** A document's links that still open, newest first. */
export async function activeReviewLinks(
  storage: Storage,
  secret: string | undefined,
  documentId: string,
  now: Date,
): Promise<ReviewLink[]> {
  const key = await reviewKey(storage, secret);
  const rows = await storage.db
    .selectFrom("review_links")
    .selectAll()
    .where("document_id", "=", documentId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => linkOf(key, row));
}

/** Makes a link stop opening; false when the document has no such active link. */
export async function revokeReviewLink(
  storage: Storage,
  documentId: string,
  id: string,
  options: { actor: string; now: Date },
): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return false;
  return storage.write(async (trx) => {
    const revoked = await trx
      .updateTable("review_links")
      .set({ revoked_at: options.now.toISOString() })
      .where("id", "=", id)
      .where("document_id", "=", documentId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) return false;
    await audit(trx, {
      at: options.now,
      actor: options.actor,
      documentId,
      kind: "review_revoke",
      detail: { link: id },
    });
    return true;
  });
}

/**
 * What a link opens. A token not of the link's shape is refused before the database is asked; one
 * whose row does not exist or whose signature does not match is `unknown`; a genuine one that
 * expired (by its own expiry or its row's) or was revoked is `gone`.
 */
export async function openReviewLink(
  storage: Storage,
  secret: string | undefined,
  token: string,
  now: Date,
): Promise<Opened> {
  const match = token.length <= maxTokenLength ? tokenPattern.exec(token) : null;
  if (!match) return { ok: false, reason: "unknown" };
  const [, id = "", expiry = "", given = ""] = match;
  const row = await storage.db.selectFrom("review_links").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || !isLanguage(row.lang)) return { ok: false, reason: "unknown" };
  const key = await reviewKey(storage, secret);
  const expected = Buffer.from(signature(key, row, Number(expiry)));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: "unknown" };
  const at = now.getTime() / 1000;
  if (row.revoked_at !== null || at >= Number(expiry) || at >= expiryOf(row)) return { ok: false, reason: "gone" };
  return { ok: true, link: linkOf(key, row) };
}
