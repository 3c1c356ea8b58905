import type { RequestHandler } from "express";
import { defaultLanguage, languages, localizePath } from "~/i18n/languages";
import { pagePath } from "~/site/pages";
import { routedPages } from "~/site/routed-pages";

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * sitemap.xml: every page in every language, each with its alternates in all six languages and
 * x-default (the unprefixed URL, where the visitor's language is chosen), as Google documents.
 */
export function sitemapXml(siteUrl: string): string {
  const urls = routedPages.flatMap(({ id }) => {
    const path = pagePath(id);
    const alternates = [
      ...languages.map((lang) => ({ hreflang: lang, href: `${siteUrl}${localizePath(path, lang)}` })),
      { hreflang: "x-default", href: `${siteUrl}${localizePath(path, defaultLanguage)}` },
    ]
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("\n");
    return languages.map(
      (lang) =>
        `  <url>\n    <loc>${escapeXml(`${siteUrl}${localizePath(path, lang)}`)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Serves a text built once from configuration; caches may keep it for an hour. */
export function generatedFile(contentType: string, body: string): RequestHandler {
  return (_request, response) => {
    response.setHeader("Content-Type", contentType);
    response.setHeader("Cache-Control", "public, max-age=3600");
    response.send(body);
  };
}
