import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Time-based one-time passwords (RFC 6238): HMAC-SHA1, 30-second steps, six digits. */
const stepSeconds = 30;
const digits = 6;
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A new key: 20 random bytes in base32, as authenticator apps take it typed or scanned. */
export function newTotpSecret(): string {
  const bytes = randomBytes(20);
  let bits = "";
  for (const byte of bytes) bits += byte.toString(2).padStart(8, "0");
  let out = "";
  for (let i = 0; i + 5 <= bits.length; i += 5) out += alphabet[Number.parseInt(bits.slice(i, i + 5), 2)];
  return out;
}

function base32Bytes(secret: string): Buffer {
  const clean = secret.replace(/[\s=]/g, "").toUpperCase();
  let bits = "";
  for (const char of clean) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error("Not a base32 key");
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 30-second step a moment falls in. */
export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / stepSeconds);

/** The code of `step` for `secret`. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, "0");
}

/**
 * The step `code` is valid for: the current one or its neighbours (a phone's clock 30 s off, a
 * code typed as it changed), and only after `lastStep`, so a code that was used, or an older
 * one, is refused (a code seen over someone's shoulder cannot be replayed). Null: refused.
 */
export function verifyTotp(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  const typed = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(typed)) return null;
  const current = totpStep(now);
  for (const step of [current - 1, current, current + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(typed))) return step;
  }
  return null;
}

/** The `otpauth://` address a QR code carries: the app shows the issuer and the account. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(digits),
    period: String(stepSeconds),
  });
  return `otpauth://totp/${label}?${query}`;
}
