import { colourwayOf, designedRug, freeConfiguration, rugDesignName } from "~/content/collection/rug-name";
import { designPath } from "~/content/collection/schema";
import { collectionFrom, type ShownCollection } from "~/content/collection/shown";
import type { ContentSnapshot } from "~/content/documents";
import { type Language, localizePath } from "~/i18n/languages";
import type { LeadInput } from "~/leads/forms/lead";
import {
  designLabel,
  type RequestedDesign,
  type SampleColour,
  type SampleDesignView,
  sampleDesignFromAddress,
  sampleDesignQuery,
} from "~/leads/forms/sample-design";
import { rangeColourByCode } from "~/rug/colour-range";
import { colourWords } from "~/rug/colours";
import { configurationQuery, parseConfiguration } from "~/rug/configuration";
import { rugWords } from "~/rug/words";

/*
 * The design a sample-kit request carries, as the server knows it: read from the request page's
 * address against the collection shown, checked again when the form is posted (and named as the
 * collection names it), and read back from a stored lead for its e-mails, the back office and
 * the CSV export.
 */

/** Colours by code, with their swatch and their name in `lang`; a code the range lacks is left out. */
export function sampleColours(codes: readonly string[], lang: Language): SampleColour[] {
  const names = colourWords(lang).colours;
  return codes.flatMap((code) => {
    const colour = rangeColourByCode(code);
    return colour ? [{ code: colour.code, hex: colour.hex, name: names[colour.code] ?? colour.code }] : [];
  });
}

/**
 * What the request page's address asks for, as the page shows it in `lang`: a design the
 * collection of `snapshot` shows, and its colours of the range; null when it asks for none
 * (or only for what is not there: an unknown or hidden design, unknown codes).
 */
export function askedSampleDesign(
  query: URLSearchParams,
  lang: Language,
  snapshot: ContentSnapshot,
): SampleDesignView | null {
  const catalogue = collectionFrom(snapshot, lang);
  const asked = sampleDesignFromAddress(query, (slug) => catalogue.design.has(slug));
  const design = asked && catalogue.design.get(asked.slug);
  if (!asked || !design) return null;
  const colourway = colourwayOf(design.colourways, asked.colours);
  return {
    query: sampleDesignQuery(asked),
    name: designLabel({ name: design.name, colourway: colourway?.label }),
    href: localizePath(designPath(design.slug), lang),
    colours: sampleColours(asked.colours, lang),
  };
}

/**
 * A posted lead with its design checked against the collection shown now, and named as the
 * collection names it (the name a design is known by is the same in every language); the lead
 * as it came when it carries none. Null when the collection does not show the design: taken off
 * since the page was opened, or never there (a forged post).
 */
export function withNamedDesign(lead: LeadInput, catalogue: () => ShownCollection, lang: Language): LeadInput | null {
  if (lead.form === "quote") return quoteWithNamedDesign(lead, catalogue, lang);
  if (lead.form !== "sample" || !lead.data.design) return lead;
  const { slug, colours } = lead.data.design;
  const shown = catalogue().design.get(slug);
  if (!shown) return null;
  const colourway = colourwayOf(shown.colourways, colours)?.label;
  return {
    ...lead,
    data: { ...lead.data, design: { slug, name: shown.name, colours, ...(colourway ? { colourway } : {}) } },
  };
}

/**
 * A quote request's rug named by the design it started from, as the collection shows it now, in
 * the visitor's language: its colourway, or their own colours. A design the collection no longer
 * shows never refuses the request (the rug is what the visitor drew): the rug goes as a free
 * configuration, named so.
 */
function quoteWithNamedDesign(
  lead: LeadInput & { form: "quote" },
  catalogue: () => ShownCollection,
  lang: Language,
): LeadInput {
  const { configuration } = parseConfiguration(new URLSearchParams(lead.data.configuration));
  if (!configuration.design) return lead;
  const named = rugDesignName(designedRug(configuration, catalogue()), rugWords[lang].design);
  if (!named)
    return { ...lead, data: { ...lead.data, configuration: configurationQuery(freeConfiguration(configuration)) } };
  const design = { slug: named.slug, name: named.name, colours: configuration.colours, colourway: named.colourway };
  return { ...lead, data: { ...lead.data, design } };
}

/**
 * The design a stored lead's data carries, if any. Read defensively: the data is JSON written
 * by the intake, but a reader (the CSV export, the back office) takes nothing it did not check.
 */
export function storedDesign(data: Record<string, unknown>): (RequestedDesign & { name: string }) | null {
  const design = data.design;
  if (typeof design !== "object" || design === null) return null;
  const { slug, name, colours } = design as Record<string, unknown>;
  if (typeof slug !== "string" || !Array.isArray(colours)) return null;
  const { colourway } = design as Record<string, unknown>;
  return {
    slug,
    name: typeof name === "string" && name !== "" ? name : slug,
    ...(typeof colourway === "string" && colourway !== "" ? { colourway } : {}),
    colours: colours.filter((code): code is string => typeof code === "string"),
  };
}

/** A design's page on the site, in full (`siteUrl` and its path in `lang`). */
export function designUrl(siteUrl: string, slug: string, lang: Language): string {
  return `${siteUrl.replace(/\/+$/, "")}${localizePath(designPath(slug), lang)}`;
}
