/**
 * The only words a visitor typed that may reach their confirmation e-mail: a name to greet them
 * by. The confirmation goes to whatever address was typed, so anything freer would let a
 * stranger use the site to send branded mail carrying their own text ("Your account is locked,
 * visit …") to someone else. So a greeting names only what plausibly is a name, and anything
 * else greets without one.
 *
 * A name is words of letters (with their accents and other marks) joined by apostrophes or
 * hyphens, each word perhaps ended by a period ("Jr.") or made of initials ("J.", "J.R."); all its
 * letters of one script (Japanese mixes Han, Hiragana and Katakana), so a letter of another
 * script that looks like a dot (Lisu's U+A4F8 between "evil" and "com") cannot pass for one; no
 * digits, '@', '/', no dot inside a word, no 'www' or 'http', no 'com', 'net' or 'org' after the
 * first word.
 */

/** The scripts people's names are written in; a letter of any other (Lisu, say) is no name's. */
const scriptGroups = [
  ["Latin"],
  ["Greek"],
  ["Cyrillic"],
  ["Armenian"],
  ["Georgian"],
  ["Hebrew"],
  ["Arabic"],
  ["Devanagari"],
  ["Bengali"],
  ["Gurmukhi"],
  ["Gujarati"],
  ["Oriya"],
  ["Tamil"],
  ["Telugu"],
  ["Kannada"],
  ["Malayalam"],
  ["Sinhala"],
  ["Thai"],
  ["Lao"],
  ["Khmer"],
  ["Myanmar"],
  ["Tibetan"],
  ["Ethiopic"],
  ["Hangul"],
  ["Han", "Hiragana", "Katakana"],
];

/**
 * One pattern per script, compiled the first time a name is checked: compiling the 25 patterns
 * of Unicode properties takes 17 ms on a quiet machine and over 100 ms on a busy one, which every
 * server process paid at start before it could serve, though only a lead's e-mail ever asks.
 */
let scripts: RegExp[] | undefined;
const scriptPatterns = () =>
  (scripts ??= scriptGroups.map(
    (group) => new RegExp(`^[${group.map((script) => `\\p{Script_Extensions=${script}}`).join("")}\\p{M}]+$`, "u"),
  ));

/** Letters that look like punctuation though Unicode files them under a name's script. */
const lookAlikes = /[\uA78F]/u;

/** One word: a name part ("Núñez-Pérez", "O'Brien", "Jr."), or initials ("J.", "J.R."). */
const wordPattern = /^(?:\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*\.?|(?:\p{L}\p{M}*\.)+)$/u;

/** Words that make a few others read as a web address ("www example com"). */
const addressWords = /^(?:www|https?)$/i;
const domainEndings = /^(?:com|net|org)$/i;

/** An initial or run of them ("J.", "J.R."): greeting by it alone reads oddly. */
const initials = /^(?:\p{L}\p{M}*\.)+$/u;

/** `typed` as a name (NFC, spaces collapsed) when it plausibly is one of at most `maxWords` and `maxLength`. */
function plausibleName(typed: string, maxWords: number, maxLength: number): string | null {
  const name = typed.normalize("NFC").trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > maxLength) return null;
  const words = name.split(" ");
  if (words.length > maxWords) return null;
  // Compared once compatibility forms are folded: full-width 'ｗｗｗ' is 'www'.
  const folded = name.normalize("NFKC").split(" ");
  if (!words.every((word) => wordPattern.test(word))) return null;
  if (folded.some((word) => addressWords.test(word))) return null;
  if (folded.slice(1).some((word) => domainEndings.test(word.replace(/\.$/, "")))) return null;
  const letters = name.replace(/['’\-. ]/g, "");
  if (lookAlikes.test(letters) || !scriptPatterns().some((script) => script.test(letters))) return null;
  return name;
}

/** A name to greet by: at most three words and 40 characters, or null. */
export function greetingName(typed: string): string | null {
  return plausibleName(typed, 3, 40);
}

/**
 * The name to greet a visitor by: the first name of the sample, project and catalogue forms; on the
 * contact forms, whose one field holds the full name, the name's first word ("Ana María López
 * García" is greeted as Ana) when the whole of it plausibly is a name of up to eight words, or
 * the name itself when its first word is an initial ("J. R. Smith"). Null: greet without a name.
 */
export function firstNameToGreet(fields: { firstName?: string; name?: string }): string | null {
  if (fields.firstName !== undefined) return greetingName(fields.firstName);
  const name = fields.name === undefined ? null : plausibleName(fields.name, 8, 100);
  if (name === null) return null;
  const first = name.split(" ")[0] ?? "";
  return greetingName(initials.test(first) ? name : first);
}
