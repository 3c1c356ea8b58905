import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "~/components/ui/picture";
import { siteImageNames } from "~/server/admin/studio/media/site-image-names.server";
import {
  type CollectionImageName,
  caseImageName,
  collectionImageList,
  collectionImages,
  designImageName,
  isCollectionSpec,
} from "./collection-images";
import { type ImageName, images, imageWidths, isImageName, widthsFor } from "./images";
import { designFacts, projectFacts } from "./sample-facts";

const designNames = designFacts.flatMap((design) =>
  design.colourways.flatMap((colourway) =>
    ["flat", "detail", "room"].map((view) => `design-${design.slug}-${colourway.id}-${view}`),
  ),
);
const caseNames = projectFacts.flatMap((project) =>
  Array.from({ length: project.photos }, (_, index) => `case-${project.slug}-${index + 1}`),
);

describe("the collection's pictures", () => {
  it("are three for every colourway of every design and one for every photograph of every project", () => {
    expect(Object.keys(collectionImages).sort()).toEqual([...designNames, ...caseNames].sort());
    expect(designNames).toHaveLength(153);
    expect(caseNames).toHaveLength(27);
  });

  it("are declared images, after the site's own, and nothing else is", () => {
    const names = Object.keys(images);
    expect(names.slice(-180).sort()).toEqual([...designNames, ...caseNames].sort());
    expect(isImageName("design-alcazar-arena-flat")).toBe(true);
    expect(isImageName("case-hotel-mirador-valencia-4")).toBe(true);
    expect(isImageName("design-alcazar-bruma-flat")).toBe(false);
    expect(isImageName("case-villa-ibiza-4")).toBe(false);
    const typed: ImageName = "design-marea-coral-room";
    expect(isImageName(typed)).toBe(true);
  });

  it("are named by the helpers for what the facts have, and only that", () => {
    expect(designImageName("alcazar", "arena", "flat")).toBe("design-alcazar-arena-flat");
    expect(designImageName("alcazar", "bruma", "flat")).toBeUndefined();
    expect(caseImageName("villa-ibiza", 3)).toBe("case-villa-ibiza-3");
    expect(caseImageName("villa-ibiza", 4)).toBeUndefined();
  });

  it("carry the facts they are drawn from: the colourway's colours, the design's shape, size and pile", () => {
    for (const design of designFacts) {
      for (const colourway of design.colourways) {
        const spec = collectionImages[`design-${design.slug}-${colourway.id}-flat` as CollectionImageName];
        if (spec.motif === "case") throw new Error("a design's picture");
        expect(spec.rug.colours).toEqual(colourway.colours);
        expect(spec.rug.shape).toBe(design.shapes[0]);
        expect(spec.rug.pile).toBe(design.pile);
        expect(spec.rug.collection).toBe(design.collection);
        const first = design.sizes[0];
        if (first) expect([spec.rug.width, spec.rug.length].sort()).toEqual([first.width, first.length].sort());
      }
    }
  });

  it("draw a design's colourways as one pattern (one seed and layout), and each design of a collection apart", () => {
    for (const design of designFacts) {
      const rugs = collectionImageList.flatMap((image) =>
        image.kind === "design" && image.spec.motif !== "case" && image.name.startsWith(`design-${design.slug}-`)
          ? [image.spec.rug]
          : [],
      );
      expect(new Set(rugs.map((rug) => `${rug.seed}:${rug.variant}`)).size).toBe(1);
    }
    const byCollection = new Map<string, Set<number>>();
    const seeds = new Set<number>();
    for (const image of collectionImageList) {
      if (image.spec.motif !== "design-flat") continue;
      const set = byCollection.get(image.spec.rug.collection) ?? new Set<number>();
      set.add(image.spec.rug.variant);
      byCollection.set(image.spec.rug.collection, set);
      seeds.add(image.spec.rug.seed);
    }
    for (const collection of new Set(designFacts.map((design) => design.collection))) {
      const count = designFacts.filter((design) => design.collection === collection).length;
      expect(byCollection.get(collection)?.size, collection).toBe(count);
    }
    expect(seeds.size).toBe(designFacts.length);
  });

  it("show a project's designs, in their first colourway, the first one first", () => {
    for (const project of projectFacts) {
      const spec = collectionImages[`case-${project.slug}-1` as CollectionImageName];
      if (spec.motif !== "case") throw new Error("a project's photograph");
      expect(spec.rugs.map((rug) => rug.design)).toEqual(project.designs);
      expect(spec.rugs[0]?.colours).toEqual(
        designFacts.find((design) => design.slug === project.designs[0])?.colourways[0]?.colours,
      );
      expect(spec.sector).toBe(project.sector);
    }
  });

  it("are made at their own widths, among the site's, up to their size", () => {
    for (const name of [...designNames, ...caseNames] as CollectionImageName[]) {
      const spec = images[name];
      expect(isCollectionSpec(spec)).toBe(true);
      const widths = widthsFor(name);
      expect(widths.at(-1)).toBe(spec.width);
      for (const width of widths) expect(imageWidths).toContain(width);
    }
    expect(widthsFor("design-alcazar-arena-flat")).toEqual([480, 800, 1200]);
    expect(widthsFor("design-alcazar-arena-room")).toEqual([800, 1600]);
    // The site's own images keep every width up to theirs.
    expect(widthsFor("home-hero")).toEqual([480, 800, 1200, 1600, 2400]);
  });

  it("are offered by a page's picture at exactly the widths made", () => {
    const html = renderToStaticMarkup(
      createElement(Picture, { name: "design-alcazar-arena-room", alt: "", sizes: "100vw" }),
    );
    expect(html).toContain(
      'srcSet="/img/design-alcazar-arena-room-800.avif 800w, /img/design-alcazar-arena-room-1600.avif 1600w"',
    );
    expect(html).toContain('src="/img/design-alcazar-arena-room-800.webp"');
  });

  it("are named in the media library in Spanish and English", () => {
    expect(siteImageNames.es["design-alcazar-arena-detail"]).toBe("Alcázar, arena: detalle del pelo");
    expect(siteImageNames.en["case-hotel-mirador-valencia-2"]).toBe("Project Hotel Mirador del Turia: photo 2 of 4");
    expect(siteImageNames.en["case-villa-ibiza-1"]).toBe("Project villa-ibiza: photo 1 of 3");
  });
});
