import type { Project, SectorId } from "~/content/collection/schema";
import { projectPath, sectors } from "~/content/collection/schema";
import { portfolioPath, restrictedSector, sectorFilterOf, sectorParam } from "~/content/collection/sector-pages";
import type { ShownCollection } from "~/content/collection/shown";
import type { ImageRef } from "~/content/page-schema";
import { type Language, languageLocales, localizePath } from "~/i18n/languages";
import { portfolioWords } from "./words";

/**
 * What the portfolio's pieces show, worked out by the loaders (on the server, at build or on a
 * publish) from the published catalogue: a page receives these few words and links, never the
 * six languages' copy, and `Intl` runs only here.
 */

export type CaseStudyCard = {
  slug: string;
  href: string;
  title: string;
  /** "Valencia, España": the city as the language writes it, the country named by `Intl`. */
  place: string;
  sector: string;
  year: number;
  image: ImageRef;
  /** An aviation project: shown only in the allowed region, as the private jets page is. */
  restricted: boolean;
};

export type SectorFilterOption = { label: string; href: string; current: boolean; restricted: boolean };

export type CaseStudiesView = {
  cards: CaseStudyCard[];
  /** Said when a sector has no projects yet. */
  none: string;
  /** The projects page's filter: every project, then each sector that has one. */
  filter?: { label: string; options: SectorFilterOption[] };
  /** A sector page's way to every project. */
  more?: { label: string; href: string };
};

const regionNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in `lang`, from its ISO code ("ES" -> "España", "Spain", "Spanien"...). */
export function countryName(code: string, lang: Language): string {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([languageLocales[lang]], { type: "region", fallback: "code" });
    regionNames.set(lang, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export const placeOf = (project: Project, lang: Language) => `${project.city}, ${countryName(project.country, lang)}`;

export function caseStudyCard(project: Project, lang: Language): CaseStudyCard {
  const [photo] = project.photos;
  return {
    slug: project.slug,
    href: localizePath(projectPath(project.slug), lang),
    title: project.title,
    place: placeOf(project, lang),
    sector: portfolioWords[lang].sectors[project.sector],
    year: project.year,
    // The schema asks for three photographs at least.
    image: photo?.image ?? { name: "project-hotel", alt: "" },
    restricted: project.sector === restrictedSector,
  };
}

/** The filter's address for a sector (none: every project), to the list's own heading. */
function filterHref(lang: Language, sector: SectorId | null, anchor: string | undefined) {
  const query = sector ? `?${new URLSearchParams({ [sectorParam]: sector })}` : "";
  return `${localizePath(portfolioPath, lang)}${query}${anchor ? `#${anchor}` : ""}`;
}

/**
 * A `caseStudies` block's list: a sector page's projects of its sector, or the projects page's
 * every project, filtered by the sector its address names. A sector no project has, or any value
 * that is not a sector, filters nothing.
 */
export function caseStudiesView(
  block: { id?: string | undefined; sector?: SectorId | undefined },
  catalogue: ShownCollection,
  lang: Language,
  query: URLSearchParams,
): CaseStudiesView {
  const copy = portfolioWords[lang];
  const present = sectors.filter((sector) => catalogue.projects.some((project) => project.sector === sector));
  const shown = (sector: SectorId | null) =>
    catalogue.projects.filter((project) => sector === null || project.sector === sector);
  const base = { none: copy.list.none };
  if (block.sector) {
    return {
      ...base,
      cards: shown(block.sector).map((project) => caseStudyCard(project, lang)),
      more: { label: copy.list.more, href: filterHref(lang, null, undefined) },
    };
  }
  const asked = sectorFilterOf(query);
  const active = asked && present.includes(asked) ? asked : null;
  return {
    ...base,
    cards: shown(active).map((project) => caseStudyCard(project, lang)),
    filter: {
      label: copy.list.filter,
      options: [
        { label: copy.list.all, href: filterHref(lang, null, block.id), current: active === null, restricted: false },
        ...present.map((sector) => ({
          label: copy.sectors[sector],
          href: filterHref(lang, sector, block.id),
          current: sector === active,
          restricted: sector === restrictedSector,
        })),
      ],
    },
  };
}
