import type { Language } from "~/i18n/languages";
import { type Configuration, configurationQuery } from "~/rug/configuration";

/**
 * Where a specifier's pack is downloaded: a ZIP built on request for a configuration
 * (`?lang=en&shape=rectangular&w=300&l=200…`, the configurator's own query) or for a design of
 * the collection in one colourway (`?lang=en&design=alcazar&colourway=noche`). Plain links, so
 * the download works without JavaScript. Browser-safe.
 */
export const specifierPackPath = "/api/specifier-pack";

/** The design and colourway names a design's pack is asked by. */
export const packDesignParams = { design: "design", colourway: "colourway" } as const;

/** The pack of a configuration, in `lang`. */
export function configurationPackHref(lang: Language, configuration: Configuration): string {
  return `${specifierPackPath}?lang=${lang}&${configurationQuery(configuration)}`;
}

/** The pack of a design in one of its colourways, in `lang`. */
export function designPackHref(lang: Language, slug: string, colourway: string): string {
  const query = new URLSearchParams({ lang, [packDesignParams.design]: slug, [packDesignParams.colourway]: colourway });
  return `${specifierPackPath}?${query}`;
}
