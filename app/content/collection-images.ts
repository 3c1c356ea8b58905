import type { DesignArtwork } from "~/rug/artwork/artwork";
import type { Motif, Pile, Shape, Technique } from "~/rug/options";
import { collectionImageSizes } from "./collection-image-sizes.ts";
import { designFacts, projectFacts } from "./sample-facts.ts";

/**
 * The pictures of the collection and the portfolio, declared from their facts
 * (app/content/sample-facts.ts) and spread into the site's images (./images.ts): for every
 * colourway of every design, the whole rug from above, a close-up of its pile and the rug in a
 * room, `design-<slug>-<colourway>-<view>`; for every project, its photographs,
 * `case-<slug>-<n>`. A design or colourway added to the facts has its pictures declared here
 * with no other change, and `npm run images` draws them (scripts/images/collection-pictures.ts) until a
 * photograph is put at assets/photos/<name>.jpg.
 *
 * Each spec carries the facts its picture is drawn from (shape, size, pile, colour codes), so
 * changing a design's facts draws only that design's pictures again.
 */

type Designs = (typeof designFacts)[number];
type Projects = (typeof projectFacts)[number];
/**
 * The sectors the facts name (the schema's, ./collection/schema.ts, which this module does not
 * import: the schema's image references are checked against the names declared here).
 */
type Sector = Designs["sectors"][number] | Projects["sector"];

export const designViews = ["flat", "detail", "room"] as const;
export type DesignView = (typeof designViews)[number];

/** 1 | 2 | … | N for a literal N. */
type UpTo<N extends number, Counted extends unknown[] = [unknown]> = number extends N
  ? number
  : Counted["length"] extends N
    ? N
    : Counted["length"] | UpTo<N, [...Counted, unknown]>;

type DesignImageName = Designs extends infer D
  ? D extends { slug: infer S extends string; colourways: (infer C)[] }
    ? C extends { id: infer I extends string }
      ? `design-${S}-${I}-${DesignView}`
      : never
    : never
  : never;

type CaseImageName = Projects extends infer P
  ? P extends { slug: infer S extends string; photos: infer N extends number }
    ? `case-${S}-${UpTo<N>}`
    : never
  : never;

export type CollectionImageName = DesignImageName | CaseImageName;

/** A rug as its pictures draw it: the facts of one colourway of a design. */
export type CatalogueRug = {
  design: string;
  /** Its collection: the configurator's motif. */
  collection: Motif;
  /** Its place in its collection (by order): which of the collection's layouts it is drawn with. */
  variant: number;
  /** The design's own seed: its colourways and views share it, so they show the same pattern. */
  seed: number;
  shape: Shape;
  /** Centimetres: the short side and the long one (a circle's diameter is both). */
  width: number;
  length: number;
  technique: Technique;
  pile: Pile;
  cutHeight: number;
  loopHeight: number;
  /** Colour codes of the range, the ground first. */
  colours: string[];
};

type Common = { width: number; height: number; seed: number; widths: readonly number[] };

export type DesignImageSpec = Common & {
  motif: `design-${DesignView}`;
  rug: CatalogueRug;
  /** The room a rug is shown in: the design's first sector's. */
  sector: Sector;
};

export type CaseImageSpec = Common & {
  motif: "case";
  sector: Sector;
  /** Which photograph of the project (1..photos): each is another room or viewpoint (the seed is the project's). */
  photo: number;
  /** The project's designs in their first colourway, the first one the main rug. */
  rugs: CatalogueRug[];
};

export type CollectionImageSpec = DesignImageSpec | CaseImageSpec;
export type CollectionMotif = CollectionImageSpec["motif"];

export { collectionImageSizes };

/** A small stable number from a text (FNV-1a), so a picture keeps its drawing when others are added. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return ((hash >>> 0) % 99991) + 1;
}

/** The size a rug is drawn at: its first standard size, or one of its shape's when made to measure only. */
function drawnSize(sizes: readonly { width: number; length: number }[], shape: Shape) {
  const first = sizes[0];
  if (first) return { width: Math.min(first.width, first.length), length: Math.max(first.width, first.length) };
  return shape === "fragmented" || shape === "loose-pieces" ? { width: 240, length: 340 } : { width: 230, length: 320 };
}

function rugOf(design: Designs, colours: string[]): CatalogueRug {
  const inCollection = designFacts
    .filter((other) => other.collection === design.collection)
    .sort((a, b) => a.order - b.order);
  return {
    design: design.slug,
    collection: design.collection,
    variant: inCollection.findIndex((other) => other.slug === design.slug),
    seed: seedOf(design.slug),
    shape: design.shapes[0],
    ...drawnSize(design.sizes, design.shapes[0]),
    technique: design.techniques[0],
    pile: design.pile,
    cutHeight: design.cutHeight,
    loopHeight: design.loopHeight,
    colours: [...colours],
  };
}

/** Every collection picture with what it shows, in the facts' order. */
export type CollectionImage = { name: CollectionImageName; spec: CollectionImageSpec } & (
  | { kind: "design"; designName: string; colourway: string; view: DesignView }
  | { kind: "case"; project: string; client: string; photo: number; photos: number }
);

function list(): CollectionImage[] {
  const out: CollectionImage[] = [];
  for (const design of designFacts as readonly Designs[]) {
    for (const colourway of design.colourways) {
      const rug = rugOf(design, colourway.colours);
      for (const view of designViews) {
        const { width, height, widths } = collectionImageSizes[view];
        out.push({
          name: `design-${design.slug}-${colourway.id}-${view}` as CollectionImageName,
          spec: { width, height, widths, motif: `design-${view}`, seed: rug.seed, rug, sector: design.sectors[0] },
          kind: "design",
          designName: design.name,
          colourway: colourway.id,
          view,
        });
      }
    }
  }
  for (const project of projectFacts as readonly Projects[]) {
    const rugs = project.designs.flatMap((slug) => {
      const design = (designFacts as readonly Designs[]).find((candidate) => candidate.slug === slug);
      const first = design?.colourways[0];
      return design && first ? [rugOf(design, first.colours)] : [];
    });
    for (let photo = 1; photo <= project.photos; photo++) {
      const { width, height, widths } = collectionImageSizes.case;
      out.push({
        name: `case-${project.slug}-${photo}` as CollectionImageName,
        spec: { width, height, widths, motif: "case", seed: seedOf(project.slug), sector: project.sector, photo, rugs },
        kind: "case",
        project: project.slug,
        client: project.client,
        photo,
        photos: project.photos,
      });
    }
  }
  return out;
}

export const collectionImageList: readonly CollectionImage[] = list();

/** The collection's kinds of drawing, as `motif`s beside the site's own. */
export const collectionMotifs: readonly CollectionMotif[] = ["design-flat", "design-detail", "design-room", "case"];

export function isCollectionSpec(spec: { motif: string }): spec is CollectionImageSpec {
  return (collectionMotifs as readonly string[]).includes(spec.motif);
}

export const collectionImages = Object.fromEntries(
  collectionImageList.map((image) => [image.name, image.spec]),
) as Record<CollectionImageName, CollectionImageSpec>;

/** The name of a colourway's picture, or undefined for a design or colourway the facts do not have. */
export function designImageName(slug: string, colourway: string, view: DesignView): CollectionImageName | undefined {
  const name = `design-${slug}-${colourway}-${view}`;
  return Object.hasOwn(collectionImages, name) ? (name as CollectionImageName) : undefined;
}

/** The name of a project's `n`th photograph (from 1), or undefined past its count. */
export function caseImageName(project: string, n: number): CollectionImageName | undefined {
  const name = `case-${project}-${n}`;
  return Object.hasOwn(collectionImages, name) ? (name as CollectionImageName) : undefined;
}

/**
 * The artwork of a design whose pictures are drawn here (its collection, place and seed, as its
 * pictures have them), or undefined for a design added in the studio, whose pictures are uploads.
 */
export function designArtwork(slug: string): DesignArtwork | undefined {
  const image = collectionImageList.find(
    (candidate) =>
      candidate.kind === "design" &&
      candidate.spec.motif === "design-flat" &&
      "rug" in candidate.spec &&
      candidate.spec.rug.design === slug,
  );
  if (!image || !("rug" in image.spec)) return undefined;
  const { collection, variant, seed } = image.spec.rug;
  return { collection, variant, seed };
}
