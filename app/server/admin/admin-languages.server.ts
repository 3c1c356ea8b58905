/** The languages the back office speaks: Spanish, and English. */
export const adminLanguages = ["es", "en"] as const;
export type AdminLanguage = (typeof adminLanguages)[number];

/**
 * A translation of a table of words written first in Spanish: the same keys, each a text. A
 * feature's words are `const <feature>Words: Record<AdminLanguage, ...>`, Spanish first and English
 * typed with this, so the compiler finds a key left out of either.
 */
export type Translation<Words> = { [Key in keyof Words]: Words[Key] extends string ? string : Translation<Words[Key]> };
