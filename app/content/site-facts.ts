import type { Language } from "~/i18n/languages";
import { siteConfig } from "~/site/config";
import { type DataPolicy, defaultDataPolicy, projectPolicy } from "~/site/data-policy";

/**
 * Company facts that content states in its copy. Writers put `{{factoryArea}}` where the factory
 * area belongs; it is filled from site config in the page's language, so every page and language
 * states the same figure and changing it is one edit.
 */
export function siteFacts(lang: Language, policy: DataPolicy = defaultDataPolicy): Record<string, string> {
  const key = `${lang} ${policy.leadRetentionDays} ${policy.outboxKeepDays}`;
  let facts = factsByLanguage.get(key);
  if (!facts) {
    facts = Object.freeze(factsIn(lang, policy));
    factsByLanguage.set(key, facts);
  }
  return facts;
}

/**
 * The facts of each language and retention, made once: every page's content is filled on each
 * render, and the formatters behind the facts were a tenth of a server process's time in the
 * studio's end-to-end tests (an `Intl` formatter is costly to make, cheap to use).
 */
const factsByLanguage = new Map<string, Readonly<Record<string, string>>>();

function factsIn(lang: Language, policy: DataPolicy): Record<string, string> {
  const number = new Intl.NumberFormat(lang, { useGrouping: "always" });
  return {
    // The retention periods the server enforces (the privacy policy states them).
    leadRetentionDays: number.format(policy.leadRetentionDays),
    outboxKeepDays: number.format(policy.outboxKeepDays),
    projectCookieDays: number.format(projectPolicy.cookieDays),
    projectLinkDays: number.format(projectPolicy.linkDays),
    projectExpiredKeptDays: number.format(projectPolicy.expiredKeptDays),
    factoryArea: `${number.format(siteConfig.factoryAreaM2)}\u00a0m²`,
    foundedYear: String(siteConfig.foundedYear),
    legalName: siteConfig.legalName,
    taxId: siteConfig.taxId,
    registry: siteConfig.registry,
    address: postalAddress(lang),
    warrantyYears: number.format(siteConfig.warranty.years),
    email: siteConfig.email,
    phone: siteConfig.phone.display,
    ...openingHours(lang),
  };
}

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/**
 * The opening hours of site configuration (the ones search engines read) in the language's own
 * words, so the copy cannot state others: `{{openingDayFirst}}` and `{{openingDayLast}}` (the
 * first and last opening day, "lunes" and "viernes"), `{{openingTime}}` ("9:00 – 18:00") and
 * `{{closedDays}}` (the other days, "Sábado y domingo", capitalised to open a line). The copy
 * writes the range between the two days ("De lunes a viernes"), so the days must be consecutive.
 */
function openingHours(lang: Language): Record<string, string> {
  const { days, opens, closes } = siteConfig.openingHours;
  // 1 January 2024 was a Monday: weekday i is that date plus i days.
  const dayName = (day: (typeof weekdays)[number]) =>
    new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day))),
    );
  const time = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
    return new Intl.DateTimeFormat(lang, {
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
  };
  const open = new Set<string>(days);
  const closed = new Intl.ListFormat(lang, { type: "conjunction" }).format(
    weekdays.filter((day) => !open.has(day)).map(dayName),
  );
  return {
    openingDayFirst: dayName(days[0]),
    openingDayLast: dayName(days[days.length - 1] ?? days[0]),
    openingTime: `${time(opens)} – ${time(closes)}`,
    closedDays: closed.charAt(0).toLocaleUpperCase(lang) + closed.slice(1),
  };
}

/** The company's address on one line, its country named in the language. */
export function postalAddress(lang: Language): string {
  const { street, postalCode, city, region, country } = siteConfig.address;
  return `${street}, ${postalCode} ${city}, ${region}, ${countryName(country, lang)}`;
}

/** A country's name in a language ("ES" in German: "Spanien"). */
export function countryName(code: string, lang: Language): string {
  return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
}

/** A copy of `value` with every `{{fact}}` in its strings filled in. An unknown fact is an error. */
export function fillSiteFacts<T>(value: T, lang: Language, policy?: DataPolicy): T {
  const facts = siteFacts(lang, policy);
  const fill = (node: unknown): unknown => {
    if (typeof node === "string")
      return node.replace(/\{\{(\w+)\}\}(\.?)/g, (_, name: string, stop: string) => {
        const fact = facts[name];
        if (fact === undefined) throw new Error(`Content names an unknown site fact: {{${name}}}`);
        // A sentence ending on a name that ends in a period ("…, S.L.") takes no second one.
        return fact.endsWith(".") ? fact : fact + stop;
      });
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fill(v)]));
    return node;
  };
  return fill(value) as T;
}
