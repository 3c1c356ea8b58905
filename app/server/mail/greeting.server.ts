/**
 * The only words a visitor typed that may reach their confirmation e-mail: a first name to greet
 * them by. The confirmation goes to whatever address was typed, so anything freer would let a
 * stranger use the site to send branded mail carrying their own text ("Your account is locked,
 * visit …") to someone else. A name is letters (any script, with their accents), spaces,
 * apostrophes, hyphens and dots, at most three words and 40 characters; no digits, '@', '/', or
 * anything shaped like a web address. Anything else greets without a name.
 */
const namePattern = /^\p{L}[\p{L}\p{M}]*\.?(?:['’\-. ]\p{L}[\p{L}\p{M}]*\.?)*$/u;

/** A dot followed by two letters or more reads as a domain ("evil.com", "www.x"), not an initial ("J.R."). */
const domainLike = /\.\p{L}{2,}/u;

export function greetingName(typed: string): string | null {
  const name = typed.normalize("NFC").trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > 40) return null;
  if (name.split(" ").length > 3) return null;
  if (!namePattern.test(name) || domainLike.test(name) || /^www\b/i.test(name)) return null;
  return name;
}

/**
 * The name to greet a visitor by: the first name of the sample and catalogue forms, or the first
 * word of the contact forms' single name field ("Ana Pérez" is greeted as Ana); null when it
 * does not pass `greetingName`.
 */
export function firstNameToGreet(fields: { firstName?: string; name?: string }): string | null {
  if (fields.firstName !== undefined) return greetingName(fields.firstName);
  const first = fields.name?.trim().split(/\s+/)[0];
  return first ? greetingName(first) : null;
}
