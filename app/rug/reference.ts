import { type Configuration, configurationQuery } from "./configuration";

const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A rug's own reference, as a schedule, a BIM object or a sales e-mail quotes it when no project
 * code names it ("NUDO-7K2QF9"): the same rug (every choice of its configuration) has the same
 * reference everywhere, another rug another one. Crockford's base 32 of a 30-bit FNV-1a hash of its
 * address: short enough to say on the phone, and a clash between two rugs of one project is one in
 * a billion.
 */
export function rugReference(configuration: Configuration): string {
  let hash = 0x811c9dc5;
  for (const char of configurationQuery(configuration)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let code = "";
  for (let index = 0; index < 6; index++) {
    code += alphabet[hash & 31];
    hash >>>= 5;
  }
  return `NUDO-${code}`;
}
