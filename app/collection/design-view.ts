import { designBuild, designConfiguration } from "~/content/collection/design-configuration";
import { type Colourway, collectionPath, type Design, type Project, projectPath } from "~/content/collection/schema";
import { projectsUsing, type ShownCollection } from "~/content/collection/shown";
import { type Language, localizePath } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import { fill } from "~/i18n/translate";
import { rangeColourByCode } from "~/rug/colour-range";
import { colourWords } from "~/rug/colours";
import { type Configuration, configurationQuery, configuratorPath } from "~/rug/configuration";
import { rugFacts } from "~/rug/facts";
import { type Backing, heightsOf } from "~/rug/options";
import { sizeText } from "~/rug/summary";
import { rugWords } from "~/rug/words";
import {
  fireStatements,
  fireUses,
  materialsStatement,
  warrantyStatement,
  wearStatement,
} from "~/specifier/fact-statements";
import { designPackHref } from "~/specifier/pack-addresses";
import { colourwayParam, samplesParams, samplesPath } from "./addresses";
import { filterParams } from "./filters";
import { describedPictures } from "./picture-alt";
import { collectionWords } from "./words";

/**
 * A design's page as the visitor reads it, worked out on the server: the facts in words of the
 * page's language, and for each colourway what the page needs to switch to it without a page
 * load (its pictures, its colours named, and its links to the configurator and to samples).
 */

export type ColourwayView = {
  id: string;
  label: string;
  colours: { code: string; name: string; hex: string }[];
  images: Colourway["images"];
  /** The configurator with this design in this colourway. */
  configure: string;
  /** The sample request with this design and this colourway's colours. */
  samples: string;
  /** The specifier's pack of this design in this colourway (a ZIP). */
  pack: string;
  configuration: Configuration;
};

export type SpecRow = { id: string; label: string; value: string };

/** The rug's fire classes on one of the backings it is offered on, as its data sheet states them. */
export type BackingFire = { backing: Backing; heading: string; rows: SpecRow[] };

export type ProjectCard = {
  slug: string;
  href: string;
  title: string;
  place: string;
  image: Colourway["images"]["flat"];
};

export type DesignView = {
  slug: string;
  name: string;
  summary: string;
  story: string[];
  collection: { name: string; href: string };
  colourways: ColourwayView[];
  specs: SpecRow[];
  /** Per backing offered, the standard one first. */
  fire: BackingFire[];
  projects: ProjectCard[];
  /** The rug's size as the room view names it ("200 × 300 cm"). */
  sizeLabel: string;
};

/** The colourway an address asks for (the first valid of a repeated name), or the first one. */
export function chosenColourway(design: Design, query: URLSearchParams): Colourway {
  const ids = new Set(design.colourways.map((colourway) => colourway.id));
  const asked = query.getAll(colourwayParam).find((id) => ids.has(id));
  return design.colourways.find((colourway) => colourway.id === asked) ?? (design.colourways[0] as Colourway);
}

export function samplesHref(lang: Language, slug: string, codes: readonly string[]): string {
  const query = new URLSearchParams({ [samplesParams.design]: slug });
  for (const code of codes) query.append(samplesParams.colour, code);
  return `${localizePath(samplesPath, lang)}?${query}`;
}

const list = (items: readonly string[]) => items.join(", ");

export function designView(design: Design, catalogue: ShownCollection, lang: Language): DesignView {
  const copy = collectionWords[lang].design;
  const { names } = rugWords[lang];
  const colourNames = colourWords(lang).colours;
  const number = (value: number) => formatNumber(value, lang);
  const specs = copy.specs;

  const sizes = design.sizes.map((size) =>
    fill(specs.size, { width: number(size.width), length: number(size.length) }),
  );
  const sizesText =
    sizes.length > 0
      ? list([...sizes, ...(design.madeToMeasure ? [specs.madeToMeasure] : [])])
      : design.madeToMeasure
        ? specs.onlyMadeToMeasure
        : specs.noSizes;
  const heights = heightsOf(design.pile).map((height) =>
    height === "cut"
      ? fill(specs.cutHeight, { height: number(design.cutHeight) })
      : fill(specs.loopHeight, { height: number(design.loopHeight) }),
  );

  const first = designConfiguration(design, design.colourways[0] as Colourway);
  // Wear class, yarns and warranty hold on every backing: the standard one's stand for all.
  const facts = rugFacts({ ...designBuild(design), backing: first.backing });
  return {
    slug: design.slug,
    name: design.name,
    summary: design.summary,
    story: design.story,
    collection: {
      name: names.motifs[design.collection],
      href: `${localizePath(collectionPath, lang)}?${filterParams.collection}=${design.collection}`,
    },
    colourways: design.colourways.map((colourway) => {
      const configuration = designConfiguration(design, colourway);
      return {
        id: colourway.id,
        label: colourway.label,
        colours: colourway.colours.map((code) => ({
          code,
          name: colourNames[code] ?? code,
          hex: rangeColourByCode(code)?.hex ?? "#cccccc",
        })),
        images: describedPictures(design, colourway, lang),
        configure: `${localizePath(configuratorPath, lang)}?${configurationQuery(configuration)}`,
        samples: samplesHref(lang, design.slug, colourway.colours),
        pack: designPackHref(lang, design.slug, colourway.id),
        configuration,
      };
    }),
    specs: [
      { id: "techniques", label: specs.techniques, value: list(design.techniques.map((id) => names.techniques[id])) },
      { id: "shapes", label: specs.shapes, value: list(design.shapes.map((id) => names.shapes[id])) },
      { id: "sizes", label: specs.sizes, value: sizesText },
      { id: "pile", label: specs.pile, value: `${names.piles[design.pile]} · ${heights.join(" · ")}` },
      { id: "materials", label: specs.materials, value: materialsStatement(facts.materials, lang) },
      { id: "designer", label: specs.designer, value: design.designer || specs.ourStudio },
      { id: "sectors", label: specs.sectors, value: list(design.sectors.map((id) => copy.sectorNames[id])) },
      { id: "wearClass", label: specs.wearClass, value: wearStatement(facts.wear, lang) },
      { id: "warranty", label: specs.warranty, value: warrantyStatement(facts, lang) },
    ],
    fire: design.backings.map((backing, index) => {
      const statements = fireStatements(rugFacts({ ...designBuild(design), backing }).fire, lang);
      return {
        backing,
        heading: fill(index === 0 ? specs.onStandardBacking : specs.onBacking, { backing: names.backings[backing] }),
        rows: fireUses.map((use) => ({ id: use, label: specs[use], value: statements[use] })),
      };
    }),
    projects: projectsUsing(catalogue, design.slug).map((project) => ({
      slug: project.slug,
      href: localizePath(projectPath(project.slug), lang),
      title: project.title,
      place: fill(copy.projects.place, { city: project.city, year: project.year }),
      image: (project.photos[0] as Project["photos"][number]).image,
    })),
    sizeLabel: sizeText(first, rugWords[lang], lang),
  };
}
