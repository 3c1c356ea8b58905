import type { MetaDescriptor } from "react-router";
import { portfolioPath } from "~/content/collection/sector-pages";
import { type ImageName, images, imageUrl, widthsFor } from "~/content/images";
import { isMediaName, mediaSize, mediaUrl, mediaWidths, type PictureName } from "~/content/media-names";
import { type Language, languageLocales, localizePath } from "~/i18n/languages";
import { siteConfig } from "~/site/config";
import { pageMeta } from "~/site/seo";
import { ogImage, ogImagePath } from "~/site/social";
import type { ProjectView } from "./project-view";

/**
 * One generated file of a picture to name outside the page (a share card, structured data): the
 * widest of its WebP files no wider than `maxWidth` (else its narrowest), with its pixel size.
 */
export function pictureFile(name: PictureName, maxWidth = 1200): { path: string; width: number; height: number } {
  const upload = isMediaName(name);
  const size = upload ? mediaSize(name) : images[name as ImageName];
  const widths = upload ? mediaWidths(name) : widthsFor(name as ImageName);
  const width = widths.filter((candidate) => candidate <= maxWidth).at(-1) ?? widths[0] ?? size.width;
  return {
    path: upload ? mediaUrl(name, width, "webp") : imageUrl(name as ImageName, width, "webp"),
    width,
    height: Math.round((size.height * width) / size.width),
  };
}

/**
 * A case study's head: its title and summary, canonical and alternates, a share card with its
 * first photograph, a breadcrumb through the portfolio, and a CreativeWork naming where and when
 * it was made and the designs it used.
 */
export function projectHead(options: {
  siteUrl: string;
  lang: Language;
  path: string;
  view: ProjectView;
  portfolioName: string;
}): MetaDescriptor[] {
  const { siteUrl, lang, path, view, portfolioName } = options;
  const [cover] = view.photos;
  const url = `${siteUrl}${localizePath(path, lang)}`;
  const share = cover ? pictureFile(cover.image.name) : undefined;
  const creativeWork = {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${url}#project`,
    url,
    headline: view.title,
    name: view.title,
    description: view.summary,
    inLanguage: languageLocales[lang],
    image: view.photos.map((photo) => `${siteUrl}${pictureFile(photo.image.name).path}`),
    dateCreated: String(view.year),
    locationCreated: {
      "@type": "Place",
      name: `${view.city}, ${view.country}`,
      address: { "@type": "PostalAddress", addressLocality: view.city, addressCountry: view.countryCode },
    },
    creator: { "@id": `${siteUrl}/#organization` },
    ...(view.client ? { sourceOrganization: { "@type": "Organization", name: view.client } } : {}),
    about: view.designs.map((design) => ({
      "@type": "Product",
      name: design.name,
      url: `${siteUrl}${design.href}`,
      category: design.collection,
      brand: { "@type": "Brand", name: siteConfig.brandName },
    })),
  };
  return [
    ...pageMeta({
      siteUrl,
      lang,
      path,
      title: view.title,
      description: view.summary,
      type: "article",
      trail: [{ name: portfolioName, path: portfolioPath }],
      image:
        cover && share
          ? { url: `${siteUrl}${share.path}`, width: share.width, height: share.height, alt: cover.image.alt }
          : { url: `${siteUrl}${ogImagePath("sectors")}`, ...ogImage, alt: view.title },
    }),
    { "script:ld+json": creativeWork },
  ];
}
