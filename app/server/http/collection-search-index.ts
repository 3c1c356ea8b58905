import type { CollectionSearchIndex } from "~/components/site/search-entries";
import { designPath, projectPath } from "~/content/collection/schema";
import { restrictedSector } from "~/content/collection/sector-pages";
import type { ShownCollection } from "~/content/collection/shown";
import type { Language } from "~/i18n/languages";
import { countryName } from "~/portfolio/views/case-study-views";
import { portfolioWords } from "~/portfolio/views/words";
import { colourWords } from "~/rug/colours";
import { rugWords } from "~/rug/words";

/** Each word once: a colour two colourways share is written once. */
const words = (...parts: string[]) =>
  [...new Set(parts.flatMap((part) => part.split(/\s+/)).filter(Boolean))].join(" ");

/**
 * What the palette finds in a language's collection (server only: it reads the 300 colours' names
 * in six languages): each design by its name, its colourways' names, the codes and names of
 * their colours, its designer and its sectors; each case study by its title, city, country and
 * sector.
 */
export function collectionSearchIndex(collection: ShownCollection, lang: Language): CollectionSearchIndex {
  const copy = portfolioWords[lang];
  const colourNames = colourWords(lang).colours;
  const motifs = rugWords[lang].names.motifs;
  return {
    groups: copy.search,
    entries: [
      ...collection.designs.map((design) => ({
        kind: "design" as const,
        slug: design.slug,
        path: designPath(design.slug),
        name: design.name,
        detail: motifs[design.collection],
        words: words(
          ...design.colourways.flatMap((colourway) => [
            colourway.label,
            ...colourway.colours.flatMap((code) => [code, colourNames[code] ?? ""]),
          ]),
          design.designer,
          ...design.sectors.map((sector) => copy.sectors[sector]),
        ),
      })),
      ...collection.projects.map((project) => {
        const country = countryName(project.country, lang);
        return {
          kind: "project" as const,
          slug: project.slug,
          path: projectPath(project.slug),
          name: project.title,
          detail: `${project.city}, ${country}`,
          words: words(project.city, country, copy.sectors[project.sector]),
          ...(project.sector === restrictedSector ? { restricted: true as const } : {}),
        };
      }),
    ],
  };
}
