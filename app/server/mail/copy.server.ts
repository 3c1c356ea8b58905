import type { Language } from "~/i18n/languages";
import de from "./copy/de.server";
import en from "./copy/en.server";
import es, { type ConfirmationCopy } from "./copy/es.server";
import fr from "./copy/fr.server";
import it from "./copy/it.server";
import nl from "./copy/nl.server";

/*
 * Every word of the e-mails a lead produces (emails/ writes them), kept in
 * resources of their own under ./copy so the browser never loads them:
 * - the confirmation goes to the visitor, in their language: copy/<lang>.server.ts, typed by the
 *   Spanish one and checked like the interface messages (copy.server.test.ts);
 * - the notification goes to the sales team, always in Spanish: copy/notification.server.ts.
 */

export type { ConfirmationCopy } from "./copy/es.server";
export { notificationCopy } from "./copy/notification.server";

/** The visitor's confirmation, by the lead's language. */
export const confirmationCopy: Record<Language, ConfirmationCopy> = { es, en, de, it, fr, nl };

/** `{key}` placeholders, filled in one pass (a value containing braces stays as it is). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
