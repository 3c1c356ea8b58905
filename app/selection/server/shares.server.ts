import { createHash, randomBytes } from "node:crypto";
import { isLanguage, type Language } from "~/i18n/languages";
import type { Storage } from "~/platform/db/db.server";
import { projectPolicy } from "~/site/data-policy";
import { checkedSelection, type Selection, shareTokenPattern } from "../selection";

/**
 * A selection shared as a link, `/mi-proyecto/<token>`: a read-only copy of the rugs as they were
 * when shared, kept server-side until the retention ends, whatever the visitor's selection becomes
 * after. The token is 32 random bytes (unguessable, nothing to sign); the table keeps only its
 * SHA-256, so a copy of the database opens no link. An expired link still says so for a month
 * (410), then its row is purged and it reads as one that never existed (404).
 */

/** How long a shared link opens, in days: the retention the privacy policy states. */
export const selectionShareDays = projectPolicy.linkDays;
/** How long an expired link is still known as expired before its copy is deleted. */
export const expiredShareKeptDays = projectPolicy.expiredKeptDays;

const dayMs = 86_400_000;

/** What sharing gives: the link's token and when it stops opening. */
export type Shared = { token: string; expiresAt: string };

/**
 * Thrown by `shareSelection` for a selection with no rug: an empty project is nothing to share.
 * The action checks for it first and tells the visitor; reaching this is a caller's mistake.
 */
export class EmptySelectionError extends Error {
  constructor() {
    super("an empty selection is not shared");
    this.name = "EmptySelectionError";
  }
}

/** What opening a link finds: the shared copy, or why not (nothing more is told to whoever asks). */
export type OpenedShare =
  | { ok: true; selection: Selection; lang: Language; createdAt: string; expiresAt: string }
  | { ok: false; reason: "unknown" | "expired" };

/** The row's id: the hex SHA-256 of the token. */
const shareId = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/**
 * Keeps a copy of the selection (as `checkedSelection` reads it, so what is stored is what will
 * open) for `days` and answers the link's token. A selection with no rug left throws
 * `EmptySelectionError` and stores nothing.
 */
export async function shareSelection(
  storage: Storage,
  selection: Selection,
  options: { lang: Language; now: Date; days?: number },
): Promise<Shared> {
  const days = options.days ?? selectionShareDays;
  if (!Number.isFinite(days) || days <= 0) throw new RangeError(`a share lasts a positive number of days, not ${days}`);
  const copy = checkedSelection(selection);
  if (copy.items.length === 0) throw new EmptySelectionError();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(options.now.getTime() + days * dayMs).toISOString();
  await storage.write((trx) =>
    trx
      .insertInto("selection_shares")
      .values({
        id: shareId(token),
        lang: options.lang,
        content: JSON.stringify(copy),
        items: copy.items.length,
        created_at: options.now.toISOString(),
        expires_at: expiresAt,
      })
      .execute(),
  );
  return { token, expiresAt };
}

/**
 * What a link opens. A token not of the link's shape (43 base64url characters) is `unknown`
 * before the database is asked; so is one no row matches, or whose row is not one this module
 * wrote (a language or JSON it never stores). A row past its expiry is `expired`. The stored
 * selection is checked again as any untrusted value is: a rug the factory no longer makes is
 * dropped, and the copy may then hold fewer rugs (or none) than were shared.
 */
export async function openShare(storage: Storage, token: string, now: Date): Promise<OpenedShare> {
  if (!shareTokenPattern.test(token)) return { ok: false, reason: "unknown" };
  const row = await storage.db
    .selectFrom("selection_shares")
    .select(["lang", "content", "created_at", "expires_at"])
    .where("id", "=", shareId(token))
    .executeTakeFirst();
  if (!row || !isLanguage(row.lang)) return { ok: false, reason: "unknown" };
  if (now.getTime() >= Date.parse(row.expires_at)) return { ok: false, reason: "expired" };
  let stored: unknown;
  try {
    stored = JSON.parse(row.content);
  } catch {
    return { ok: false, reason: "unknown" };
  }
  return {
    ok: true,
    selection: checkedSelection(stored),
    lang: row.lang,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/**
 * Deletes the copies that expired more than `expiredShareKeptDays` ago (their links then read as
 * unknown); answers how many. An idempotent delete: several instances may run it at once.
 */
export async function purgeShares(storage: Storage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - expiredShareKeptDays * dayMs).toISOString();
  const result = await storage.db.deleteFrom("selection_shares").where("expires_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
