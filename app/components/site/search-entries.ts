/**
 * The designs and case studies the search palette finds, as the server sends them for one
 * language (`/api/search-index/<lang>`, app/server/http/search-index.server.ts): fetched when the
 * palette first opens, so no page carries them.
 */
export type CollectionSearchEntry = {
  kind: "design" | "project";
  slug: string;
  /** Its Spanish path (`/colecciones/alcazar`), shown in the page's language. */
  path: string;
  name: string;
  /** The line under its name: a design's collection, a case study's place. */
  detail: string;
  /** What else finds it: colour codes and names of every colourway, designer, city, country, sector. */
  words: string;
  /** Shown only in the allowed region (an aviation case study). */
  restricted?: true;
};

export type CollectionSearchIndex = {
  /** The groups' names in the language. */
  groups: { designs: string; projects: string };
  entries: CollectionSearchEntry[];
};

/** Where a language's index is served. */
export const searchIndexPath = (lang: string) => `/api/search-index/${lang}`;
