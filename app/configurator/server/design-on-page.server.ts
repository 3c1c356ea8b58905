import type { DesignChoice } from "~/content/collection/rug-name";
import { designedRug, freeConfiguration } from "~/content/collection/rug-name";
import { designPath } from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import { designTopViews } from "~/content/collection/top-view";
import { designArtwork } from "~/content/collection-images";
import type { ContentSnapshot } from "~/content/text-units";
import { type Language, localizePath } from "~/i18n/languages";
import type { ParsedConfiguration } from "~/rug/configuration";

/**
 * The design a configuration started from, as the configurator's page shows it: the design while
 * the published collection shows it (its name, page and colourways, and its artwork to draw),
 * else the same rug as a free configuration. Server code: the collection, its schema and the
 * designs' artwork stay out of the page's scripts, which get only what this returns.
 */
export function designOnPage(asked: ParsedConfiguration, snapshot: ContentSnapshot, lang: Language) {
  const rug = designedRug(asked.configuration, collectionFrom(snapshot, lang));
  if (!rug) return { parsed: { ...asked, configuration: freeConfiguration(asked.configuration) }, design: null };
  const { design } = rug;
  const choice: DesignChoice = {
    slug: design.slug,
    name: design.name,
    collection: design.collection,
    href: localizePath(designPath(design.slug), lang),
    colourways: design.colourways.map(({ id, label, colours }) => ({ id, label, colours: [...colours] })),
  };
  const drawn = designArtwork(design.slug);
  return { parsed: asked, design: choice, artwork: designTopViews(design, drawn) ?? drawn };
}
