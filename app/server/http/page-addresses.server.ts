import { colourwayParam } from "~/collection/addresses";
import { filterOptions } from "~/collection/filter-options";
import { filtersQuery, parseFilters } from "~/collection/filters";
import { collectionPath } from "~/content/collection/schema";
import { portfolioPath, sectorFilterOf, sectorParam } from "~/content/collection/sector-pages";
import { collectionFrom } from "~/content/collection/shown";
import type { ContentSnapshot } from "~/content/documents";
import { pageContent } from "~/content/pages";
import { type Language, splitLanguage } from "~/i18n/languages";
import { type LeadForm, sentParam } from "~/leads/forms/lead";
import { requestPageForms } from "~/leads/forms/request-pages";
import { sampleDesignFromAddress, sampleDesignQuery } from "~/leads/forms/sample-design";
import { params as configuratorParams, configuratorPath, groundParam, viewParams } from "~/rug/configuration";
import {
  doneParam,
  itemIdPattern,
  itemParam,
  selectionDones,
  selectionForm,
  selectionPath,
  sharedParam,
  shareTokenPattern,
} from "~/selection/selection";
import { type PageId, pagePath, pageRegistration, pages } from "~/site/pages";
import { dataPage, isDataRequest } from "./data-requests.server";

/**
 * What the site has at an address, worked out without React Router: a registered page, a design
 * of the collection or a case study (by its slug, whether or not content shows it), in a
 * language; `data` for React Router's data request of it (`/en/contacto.data`, `/_.data`). Null
 * for any other address (the 404 page) and for one that cannot be decoded.
 */
export type PageAddress = { lang: Language; data: boolean } & (
  | { kind: "page"; id: PageId }
  | { kind: "design"; slug: string }
  | { kind: "project"; slug: string }
  | { kind: "selection" }
  | { kind: "sharedSelection"; token: string }
);

/** What a page's forms post as `_form`: a lead form, or the specifier's project's own (add, change, share). */
export type PageForm = LeadForm | typeof selectionForm;

const pageByPath = new Map<string, PageId>(pages.map((page) => [page.path, page.id]));

/**
 * The address as React Router matches it: decoded, one slash between segments, no trailing
 * slash. Fixed paths match in any case (React Router ignores it); a slug keeps its own.
 */
export function pageAddress(requestPath: string): PageAddress | null {
  const data = isDataRequest(requestPath);
  let decoded: string;
  try {
    decoded = decodeURIComponent(data ? dataPage(requestPath) : requestPath);
  } catch {
    return null;
  }
  const joined = decoded.replace(/\/{2,}/g, "/").replace(/(.)\/+$/, "$1");
  const { lang, path } = splitLanguage(joined.toLowerCase());
  const id = pageByPath.get(path);
  if (id) return { kind: "page", id, lang, data };
  if (path === selectionPath) return { kind: "selection", lang, data };
  const slug = joined.slice(joined.lastIndexOf("/") + 1);
  const parent = path.slice(0, path.lastIndexOf("/"));
  if (!slug) return null;
  if (parent === selectionPath) return { kind: "sharedSelection", token: slug, lang, data };
  if (parent === collectionPath) return { kind: "design", slug, lang, data };
  if (parent === portfolioPath) return { kind: "project", slug, lang, data };
  return null;
}

const contentForms = new WeakMap<ContentSnapshot, Map<PageId, readonly LeadForm[]>>();

/**
 * The lead forms the page at an address shows, and so takes posts of: a content page's contact
 * blocks (as published), the home page's and a case study's contact section, a request page's
 * form, the configurator's quote, the specifier's project's own forms and its request for samples
 * and a quote. None on the collection, a design's page or an unknown address.
 */
export function formsAt(address: PageAddress | null, snapshot: ContentSnapshot): readonly PageForm[] {
  if (!address || address.kind === "design" || address.kind === "sharedSelection") return [];
  if (address.kind === "selection") return [selectionForm, "project"];
  if (address.kind === "project") return ["contactSection"];
  const { id } = address;
  switch (pageRegistration[id].route) {
    case "home":
      return ["contactSection"];
    case "configurator":
      return ["quote"];
    case "lead":
      return [requestPageForms[pages.find((page) => page.id === id)?.path as keyof typeof requestPageForms]];
    case "collection":
      return [];
    case "content": {
      const kept = contentForms.get(snapshot) ?? new Map<PageId, readonly LeadForm[]>();
      contentForms.set(snapshot, kept);
      const hit = kept.get(id);
      if (hit) return hit;
      // The blocks' structure is the same in every language; only the words differ.
      const blocks = pageContent(id, "es", { leadRetentionDays: 0, outboxKeepDays: 0 }, snapshot).blocks;
      const forms = [...new Set(blocks.flatMap((block) => (block.kind === "contact" ? [block.form] : [])))];
      kept.set(id, forms);
      return forms;
    }
  }
}

/** The configurator reads its rug, its colour picker's view and the 'use as ground' button from the address. */
const configuratorNames = new Set<string>([
  ...Object.values(configuratorParams),
  ...Object.values(viewParams),
  groundParam,
]);

/** Values of the configurator's names kept: more colours than a rug can have are refused as such, not read. */
const configuratorValues = 32;

/**
 * The query a page is rendered from: what that page reads of its address, checked, in a fixed
 * order, and nothing else (a campaign's `utm_source`, a stranger's `u=<n>`, a filter value that
 * is no option): the collection's filters, a design's colourway, the configurator's rug, the
 * sample request's design, the portfolio's sector, a form's success state (`sent`, only for a
 * form the page shows), and a data request's routes. Empty for every other page: its
 * pre-rendered HTML answers whatever its query. The same address asked with any junk added is
 * one render, kept once (render-admission.server.ts).
 */
export function pageQuery(address: PageAddress | null, query: URLSearchParams, snapshot: ContentSnapshot): string {
  if (!address) return "";
  const kept = new URLSearchParams();
  if (address.kind === "design") {
    const colourway = query.get(colourwayParam);
    const design = collectionFrom(snapshot, address.lang).design.get(address.slug);
    if (colourway && design?.colourways.some((candidate) => candidate.id === colourway))
      kept.set(colourwayParam, colourway);
  } else if (address.kind === "page") {
    const path = pages.find((page) => page.id === address.id)?.path;
    if (path === collectionPath) {
      for (const [name, value] of new URLSearchParams(filtersQuery(parseFilters(query, filterOptions))))
        kept.append(name, value);
    } else if (path === configuratorPath) {
      let values = 0;
      for (const [name, value] of query) {
        if (!configuratorNames.has(name) || values++ >= configuratorValues) continue;
        kept.append(name, value.slice(0, 64));
      }
    } else if (path === pagePath("solicitudMuestrario")) {
      const catalogue = collectionFrom(snapshot, address.lang);
      const design = sampleDesignFromAddress(query, (slug) => catalogue.design.has(slug));
      if (design) for (const [name, value] of new URLSearchParams(sampleDesignQuery(design))) kept.append(name, value);
    } else if (path === portfolioPath) {
      const sector = sectorFilterOf(query);
      if (sector) kept.set(sectorParam, sector);
    }
  }
  if (address.kind === "selection") {
    // What the last change did (its notice, the rug it concerned) and the link just shared.
    const done = query.get(doneParam);
    if ((selectionDones as readonly (string | null)[]).includes(done)) kept.set(doneParam, done ?? "");
    const item = query.get(itemParam);
    if (item && itemIdPattern.test(item)) kept.set(itemParam, item);
    const shared = query.get(sharedParam);
    if (shared && shareTokenPattern.test(shared)) kept.set(sharedParam, shared);
  }
  const sent = query.get(sentParam);
  if (sent && (formsAt(address, snapshot) as readonly string[]).includes(sent)) kept.set(sentParam, sent);
  const routes = query.get("_routes");
  if (address.data && routes !== null) kept.set("_routes", routes.slice(0, 512));
  return kept.toString();
}
