import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/** The shortest password a staff account may have. */
export const minPasswordLength = 12;

/** scrypt's cost: 2^15 rounds of 8 × 128-byte blocks, 32 MB and about 50-100 ms a hash here. */
const cost = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize("NFC"),
      salt,
      keyLength,
      { ...options, maxmem: 256 * options.N * options.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$<salt>$<hash>` (base64): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Whether `password` is the one `stored` was made from; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of no password, checked when the e-mail address has no account: an unknown address
 * takes as long to refuse as a wrong password, so timing does not tell which addresses exist.
 */
export const decoyHash = hashPassword(randomBytes(16).toString("hex"));
