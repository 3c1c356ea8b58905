import type { Language } from "~/i18n/languages";
import de from "./words/de.server";
import en from "./words/en.server";
import es, { type ConfirmationWords } from "./words/es.server";
import fr from "./words/fr.server";
import it from "./words/it.server";
import nl from "./words/nl.server";

/*
 * Every word of the e-mails a lead produces (emails/ writes them), kept in
 * resources of their own under ./words so the browser never loads them:
 * - the confirmation goes to the visitor, in their language: words/<lang>.server.ts, typed by the
 *   Spanish one and checked with every other page's words (app/i18n/words.test.ts);
 * - the notification goes to the sales team, always in Spanish: words/notification.server.ts.
 */

export type { ConfirmationWords } from "./words/es.server";
export { notificationWords } from "./words/notification.server";

/** The visitor's confirmation, by the lead's language. */
export const confirmationWords: Record<Language, ConfirmationWords> = { es, en, de, it, fr, nl };

/** `{key}` placeholders, filled in one pass (a value containing braces stays as it is). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
