import type { MetaDescriptor } from "react-router";
import { defaultLanguage, type Language, languageLocales, languages, localizePath } from "~/i18n/languages";
import { siteConfig } from "./config";

type PageMetaInput = {
  siteUrl: string;
  lang: Language;
  /** The page's Spanish-slug path, e.g. "/contacto". */
  path: string;
  title: string;
  description: string;
};

/**
 * Title, description, canonical and hreflang alternates of one page in one language.
 * Each language version is its own canonical; x-default is the unprefixed URL, where the
 * visitor's language is chosen (ARCHITECTURE.md, URLs and languages).
 */
export function pageMeta({ siteUrl, lang, path, title, description }: PageMetaInput): MetaDescriptor[] {
  const url = (target: Language) => `${siteUrl}${localizePath(path, target)}`;
  return [
    { title: `${title} · ${siteConfig.brandName}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(lang) },
    ...languages.map((target) => ({ tagName: "link", rel: "alternate", hrefLang: target, href: url(target) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(defaultLanguage) },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(lang) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:locale", content: languageLocales[lang].replace("-", "_") },
  ];
}
