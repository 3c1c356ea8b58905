import { createHash } from "node:crypto";
import { z } from "zod";

/**
 * An e-mail address as the site compares and counts it: trimmed and lower-cased. The local part
 * is case-sensitive in theory, never in practice; treating "Ana@x" and "ana@x" as one person is
 * what a privacy request and a per-recipient limit need. It lives with the storage because the
 * database keeps every address this way (leads, staff accounts) and a migration wrote the
 * leads stored before in the same form.
 */
export function normaliseEmail(address: string): string {
  return address.trim().toLowerCase();
}

/** The normalised address, or null when it is not one (privacy commands refuse it with a message). */
export function parseEmail(address: string): string | null {
  const normalised = normaliseEmail(address);
  return normalised.length <= 255 && z.email().safeParse(normalised).success ? normalised : null;
}

/** SHA-256 (hex) of the normalised address: lets a record name a person without holding their address. */
export function emailDigest(address: string): string {
  return createHash("sha256").update(normaliseEmail(address)).digest("hex");
}
