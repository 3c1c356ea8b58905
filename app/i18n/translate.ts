import type { Messages } from "./locales/es";

/** Every message key, as a dotted path into the Spanish source: "header.changeLanguage". */
export type MessageKey = KeysOf<Messages>;
type KeysOf<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * `{{name}}` placeholders filled from `values` in one pass; a name without a value stays as
 * written. For text outside the interface messages (the configurator's words, the back office).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * The page's message lookup: a dotted key into its language's messages, `{{name}}` filled from
 * `values`. A missing key answers the key itself, so a gap shows instead of breaking the page
 * (and `locales.test.ts` fails on any gap before it ships).
 */
export function createTranslate(messages: Messages): Translate {
  return (key, values) => {
    let found: unknown = messages;
    for (const part of key.split(".")) found = (found as Record<string, unknown> | undefined)?.[part];
    if (typeof found !== "string") return key;
    return values
      ? found.replace(/\{\{\s*(\w+)\s*\}\}(\.?)/g, (match, name: string, stop: string) => {
          const value = values[name];
          if (value === undefined) return match;
          // A sentence ending on a name that ends in a period ("…, S.L.") takes no second one.
          return String(value).endsWith(".") ? String(value) : `${value}${stop}`;
        })
      : found;
  };
}
