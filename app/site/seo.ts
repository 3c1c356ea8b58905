import type { MetaDescriptor } from "react-router";
import { defaultLanguage, type Language, languageLocales, languages, localizePath } from "~/i18n/languages";
import { siteConfig } from "./config";
import { ogFamilyOf, pages } from "./pages";
import { ogImage, ogImagePath } from "./social";

type PageMetaInput = {
  siteUrl: string;
  lang: Language;
  /** The page's Spanish-slug path, e.g. "/contacto". */
  path: string;
  title: string;
  description: string;
  /** A page of its own picture (a case study's first photograph); by default its family's share image. */
  image?: { url: string; width: number; height: number; alt: string };
  /** Pages between home and this one in the breadcrumb (a case study's portfolio page). */
  trail?: { name: string; path: string }[];
  /** `article` for a case study; `website` for the rest. */
  type?: "website" | "article";
};

/**
 * Title, description, canonical and hreflang alternates of one page in one language, its
 * Open Graph and Twitter cards, and its structured data: the company (Organization and
 * LocalBusiness) on every page, and a breadcrumb from home on inner pages.
 * Each language version is its own canonical; x-default is the unprefixed URL, where the
 * visitor's language is chosen (docs/decisions/001-stack-and-urls.md).
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { siteUrl, lang, path, title, description, trail = [], type = "website" } = input;
  const url = (target: Language, targetPath = path) => `${siteUrl}${localizePath(targetPath, target)}`;
  const page = pages.find((candidate) => candidate.path === path);
  if (!page && !input.image) throw new Error(`No page has the path ${path}`);
  const image = input.image ?? {
    url: `${siteUrl}${ogImagePath(ogFamilyOf(page?.id ?? "home"))}`,
    ...ogImage,
    alt: title,
  };
  const fullTitle = `${title} · ${siteConfig.brandName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(lang) },
    ...languages.map((target) => ({ tagName: "link", rel: "alternate", hrefLang: target, href: url(target) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(defaultLanguage) },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(lang) },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:locale", content: languageLocales[lang].replace("-", "_") },
    ...languages
      .filter((target) => target !== lang)
      .map((target) => ({ property: "og:locale:alternate", content: languageLocales[target].replace("-", "_") })),
    { property: "og:image", content: image.url },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
    { "script:ld+json": companyStructuredData(siteUrl, lang) },
    ...(path === "/"
      ? []
      : [
          {
            "script:ld+json": {
              "@context": "https://schema.org",
              "@type": "BreadcrumbList",
              itemListElement: [
                { name: siteConfig.brandName, item: url(lang, "/") },
                ...trail.map((step) => ({ name: step.name, item: url(lang, step.path) })),
                { name: title, item: url(lang) },
              ].map((step, index) => ({ "@type": "ListItem", position: index + 1, ...step })),
            },
          },
        ]),
  ];
}

/** The company as schema.org knows it: the organisation and its factory, from site config. */
function companyStructuredData(siteUrl: string, lang: Language) {
  const { address, geo, openingHours } = siteConfig;
  const organization = `${siteUrl}/#organization`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organization,
        name: siteConfig.brandName,
        legalName: siteConfig.legalName,
        url: `${siteUrl}${localizePath("/", lang)}`,
        logo: `${siteUrl}/img/icons/icon-512.png`,
        email: siteConfig.email,
        telephone: siteConfig.phone.display,
        foundingDate: String(siteConfig.foundedYear),
        taxID: siteConfig.taxId,
      },
      {
        "@type": "LocalBusiness",
        "@id": `${siteUrl}/#factory`,
        name: siteConfig.brandName,
        parentOrganization: { "@id": organization },
        url: `${siteUrl}${localizePath("/", lang)}`,
        image: `${siteUrl}${ogImagePath("home")}`,
        telephone: siteConfig.phone.display,
        email: siteConfig.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: address.street,
          postalCode: address.postalCode,
          addressLocality: address.city,
          addressRegion: address.region,
          addressCountry: address.country,
        },
        geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
        openingHoursSpecification: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: [...openingHours.days],
          opens: openingHours.opens,
          closes: openingHours.closes,
        },
      },
    ],
  };
}
