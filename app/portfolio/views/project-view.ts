import { describedPictures } from "~/collection/picture-alt";
import { configuratorHref } from "~/content/collection/design-configuration";
import { designPath, type Project } from "~/content/collection/schema";
import { portfolioPath, restrictedSector, sectorPagePaths } from "~/content/collection/sector-pages";
import type { ShownCollection } from "~/content/collection/shown";
import type { ImageRef, PageBlock } from "~/content/page-schema";
import { type Language, localizePath } from "~/i18n/languages";
import { rugWords } from "~/rug/words";
import { countryName } from "./case-study-views";
import { type PortfolioWords, portfolioWords } from "./words";

/** A design a project used, as its page shows it: a card linking to the design in the collection. */
export type DesignUsed = {
  slug: string;
  href: string;
  name: string;
  collection: string;
  summary: string;
  image: ImageRef;
};

/** Everything a case study's page shows, in its language. */
export type ProjectView = {
  slug: string;
  title: string;
  summary: string;
  story: string[];
  city: string;
  /** The country named in the page's language, and its ISO code (for structured data). */
  country: string;
  countryCode: string;
  year: number;
  sector: { label: string; href?: string };
  /** Empty where the client asked not to be named: then the page names none. */
  client: string;
  credits: { role: string; person: string }[];
  photos: Project["photos"];
  designs: DesignUsed[];
  /**
   * 'Start from this project': the configurator opened on the first design used, as the project
   * used it (its address by Spanish path, shown in the page's language), as the page's closing
   * call to action.
   */
  start: Extract<PageBlock, { kind: "cta" }>;
  /** An aviation project: the page is shown only in the allowed region. */
  restricted: boolean;
  back: { label: string; href: string };
  words: Pick<
    PortfolioWords["project"],
    "facts" | "place" | "sector" | "year" | "client" | "photos" | "story" | "credits" | "designs" | "designsIntro"
  >;
};

/** A shown project's page in `lang`, or undefined for a slug the catalogue does not show. */
export function projectView(catalogue: ShownCollection, slug: string, lang: Language): ProjectView | undefined {
  const project = catalogue.project.get(slug);
  if (!project) return undefined;
  const copy = portfolioWords[lang];
  const motifs = rugWords[lang].names.motifs;
  // A project shows only designs still shown (app/content/collection/shown.ts): at least one.
  const designs = project.designs.flatMap((used) => {
    const design = catalogue.design.get(used);
    return design ? [design] : [];
  });
  const [first] = designs;
  const sectorPage = sectorPagePaths[project.sector];
  return {
    slug: project.slug,
    title: project.title,
    summary: project.summary,
    story: project.story,
    city: project.city,
    country: countryName(project.country, lang),
    countryCode: project.country,
    year: project.year,
    sector: {
      label: copy.sectors[project.sector],
      ...(sectorPage ? { href: localizePath(sectorPage, lang) } : {}),
    },
    client: project.client,
    credits: project.credits.map((credit) => ({ role: copy.roles[credit.role], person: credit.person })),
    photos: project.photos,
    designs: designs.map((design) => ({
      slug: design.slug,
      href: localizePath(designPath(design.slug), lang),
      name: design.name,
      collection: motifs[design.collection],
      summary: design.summary,
      image: design.colourways[0]
        ? describedPictures(design, design.colourways[0], lang).flat
        : { name: "collection-gran-formato", alt: "" },
    })),
    start: {
      kind: "cta",
      id: "empezar",
      title: copy.project.startTitle,
      text: copy.project.startText.replaceAll("{{design}}", first?.name ?? ""),
      actions: [{ label: copy.project.start, href: first ? configuratorHref("es", first) : "/configurador" }],
    },
    restricted: project.sector === restrictedSector,
    back: { label: copy.project.back, href: localizePath(portfolioPath, lang) },
    words: {
      facts: copy.project.facts,
      place: copy.project.place,
      sector: copy.project.sector,
      year: copy.project.year,
      client: copy.project.client,
      photos: copy.project.photos,
      story: copy.project.story,
      credits: copy.project.credits,
      designs: copy.project.designs,
      designsIntro: copy.project.designsIntro,
    },
  };
}
