import { fill } from "~/i18n/translate";

/*
 * A count in words as each language writes it ("1 solicitud", "3 solicitudes"), never "solicitud(es)".
 * The forms are the CLDR plural categories Intl.PluralRules picks for the language: `one` and
 * `other` in all six of the site's languages, and `many` in Spanish, Italian and French for
 * round millions ("1 000 000 de solicitudes"); a category a copy leaves out reads as `other`.
 */

/** A count's wording, by plural category; `{{count}}` is filled with the count. */
export type PluralForms = { one: string; other: string; many?: string };

const rules = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return rule;
}

/**
 * The words for `count` in `lang`, `{{count}}` and `values` filled in. `shown` is the count as
 * the page writes it (a formatted number, "1.250"); the count itself picks the form.
 */
export function counted(
  lang: string,
  forms: PluralForms,
  count: number,
  values: Record<string, string | number> = {},
  shown: string | number = count,
): string {
  const category = pluralRules(lang).select(count);
  const form = category === "one" ? forms.one : category === "many" ? (forms.many ?? forms.other) : forms.other;
  return fill(form, { ...values, count: shown });
}
