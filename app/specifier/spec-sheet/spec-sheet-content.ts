import { fromMadridTime } from "~/content/context";
import { type Language, languageLocales } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { fill } from "~/i18n/translate";
import type { Configuration } from "~/rug/configuration";
import { configurationUrl } from "~/rug/configuration";
import { describeRug, type SummaryRow, summaryNotes, summaryRows } from "~/rug/summary";
import { rugVocabulary } from "~/rug/words";
import { siteConfig } from "~/site/config";

/**
 * Everything one specification sheet says, in the visitor's language: the configurator's own
 * words (its summary rows, notes and `sheet` copy), the site's footer labels and the company's
 * facts. No price: the sheet describes the rug, the sales team quotes it.
 */
export type SpecSheetContent = {
  lang: Language;
  brand: string;
  tagline: string;
  meta: { title: string; author: string; subject: string; keywords: string; creator: string };
  title: string;
  subtitle: string;
  rows: SummaryRow[];
  notes: string[];
  link: { label: string; url: string };
  /** The day the sheet is dated (`issuedOn`): its "made on" line and its PDF's creation date. */
  issued: Date;
  generated: string;
  contact: {
    legalName: string;
    address: string;
    phone: string;
    email: string;
    website: { url: string; label: string };
    labels: { address: string; phone: string; email: string };
  };
  footer: string;
};

/**
 * The date in the factory's time zone, so a sheet made just after midnight in Spain carries the
 * same day as the sales team's records.
 */
export function formatDate(now: Date, lang: Language): string {
  return new Intl.DateTimeFormat(languageLocales[lang], { dateStyle: "long", timeZone: "Europe/Madrid" }).format(now);
}

const factoryCalendar = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Madrid",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day a document made at `now` is dated, in the factory's time zone, written YYYY-MM-DD. */
export function issuedDay(now: Date): string {
  const part = (type: string) => factoryCalendar.formatToParts(now).find((candidate) => candidate.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * What a document made at `now` is dated: its day (`issuedDay`), as the instant it began. A
 * document made twice on one day is then the same bytes, its PDF's creation date and file
 * identifier (a digest of the metadata) included, so it can be kept and revalidated.
 */
export function issuedOn(now: Date): Date {
  return fromMadridTime(`${issuedDay(now)}T00:00`);
}

/**
 * The content with every narrow no-break space (French and other locales group digits with
 * one: "2\u202f700") made a plain no-break space: the embedded Inter subset has no glyph for it.
 */
export function typeset<Content>(content: Content): Content {
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return node.replace(/\u202f/g, "\u00a0");
    if (Array.isArray(node)) return node.map(walk);
    if (node instanceof Date) return node;
    if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(content) as Content;
}

function postalAddress(lang: Language): string {
  const { street, postalCode, city, region, country } = siteConfig.address;
  const countryName = new Intl.DisplayNames([languageLocales[lang]], { type: "region" }).of(country) ?? country;
  return `${street}, ${postalCode} ${city} (${region}), ${countryName}`;
}

/**
 * What the sheet of this configuration says in `lang`, made at `now`, linking back to `siteUrl`.
 * `name` is the rug's name (its design and colourway, or a free configuration named so).
 */
export function specSheetContent(
  configuration: Configuration,
  lang: Language,
  options: { siteUrl: string; now: Date; name?: string },
): SpecSheetContent {
  const copy = rugVocabulary(lang);
  const message = messages[lang];
  const brand = siteConfig.brandName;
  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  const name = options.name ?? copy.design.free;
  const rows = summaryRows(configuration, copy, lang, name);
  const issued = issuedOn(options.now);
  return typeset({
    lang,
    brand,
    tagline: siteConfig.brandTagline,
    meta: {
      title: `${brand} · ${copy.sheet.title}`,
      author: brand,
      subject: describeRug(configuration, copy, lang, name),
      keywords: [brand, ...rows.filter((row) => row.id !== "colours").map((row) => row.value)].join(", "),
      creator: brand,
    },
    title: copy.sheet.title,
    subtitle: name,
    rows,
    notes: summaryNotes(configuration, copy),
    link: { label: copy.sheet.link, url: configurationUrl(siteUrl, lang, configuration) },
    issued,
    generated: fill(copy.sheet.generated, { date: formatDate(issued, lang) }),
    contact: {
      legalName: siteConfig.legalName,
      address: postalAddress(lang),
      phone: siteConfig.phone.display,
      email: siteConfig.email,
      website: { url: siteUrl, label: siteUrl.replace(/^https?:\/\//, "") },
      labels: {
        address: message.footer.addressLabel,
        phone: message.footer.phoneLabel,
        email: message.footer.emailLabel,
      },
    },
    footer: copy.sheet.footer,
  });
}
