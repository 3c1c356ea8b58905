import { describe, expect, it } from "vitest";
import { designConfiguration } from "~/content/collection/design-configuration";
import type { Design } from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import { shownCollectionPaths } from "~/content/collection/shown-paths";
import { seedSnapshot } from "~/content/documents";
import { configurationQuery, parseConfiguration } from "~/rug/configuration";
import { chosenColourway, designView } from "./design-view";

const catalogue = collectionFrom(seedSnapshot, "en");
const design = (slug: string) => catalogue.design.get(slug) as Design;

describe("a design's page", () => {
  it("opens the configurator on the design itself, with its collection, colourway, first shape and size, technique, pile and heights, its standard backing", () => {
    const alcazar = design("alcazar");
    const view = designView(alcazar, catalogue, "en");
    const noche = view.colourways.find((colourway) => colourway.id === "noche");
    expect(noche?.configure).toBe(
      `/en/configurador?${configurationQuery({
        shape: "rectangular",
        width: 200,
        length: 300,
        technique: "handtuft",
        pile: "cut-loop",
        cutHeight: 18,
        loopHeight: 8,
        motif: "large-pattern",
        colours: ["BL17", "GO08", "IV02"],
        material: "nz-wool",
        backing: "technical",
        design: "alcazar",
      })}`,
    );
    // The configurator reads it back as the same rug, with nothing to correct.
    const parsed = parseConfiguration(new URLSearchParams(noche?.configure.split("?")[1]));
    expect(parsed.problems).toEqual([]);
    expect(parsed.configuration).toEqual(noche?.configuration);
  });

  it("gives a round design its diameter, and a design without standard sizes the configurator's own", () => {
    const atlas = design("atlas");
    const round = designConfiguration(atlas, atlas.colourways[0] as Design["colourways"][number]);
    expect(round).toMatchObject({ shape: "circular", width: 250, length: 250 });
    expect(configurationQuery(round)).toContain("d=250");
    const isla = design("isla");
    expect(designConfiguration(isla, isla.colourways[0] as Design["colourways"][number])).toMatchObject({
      shape: "irregular",
      width: 200,
      length: 300,
    });
  });

  it("asks for samples of the colourway's colours with the design's slug", () => {
    const view = designView(design("alcazar"), catalogue, "en");
    expect(view.colourways[0]?.samples).toBe("/en/solicitud-muestrario?diseno=alcazar&c=SA03&c=TE10&c=CH14");
    expect(designView(design("alcazar"), collectionFrom(seedSnapshot, "es"), "es").colourways[1]?.samples).toBe(
      "/solicitud-muestrario?diseno=alcazar&c=BL17&c=GO08&c=IV02",
    );
  });

  it("names each colour in the page's language, with its code and its colour", () => {
    const view = designView(design("alcazar"), catalogue, "en");
    expect(view.colourways[0]?.colours.map((colour) => colour.code)).toEqual(["SA03", "TE10", "CH14"]);
    for (const colour of view.colourways[0]?.colours ?? []) {
      expect(colour.name).not.toBe(colour.code);
      expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("shows the colourway its address asks for, the first valid one of a repeated name, else the first", () => {
    const alcazar = design("alcazar");
    const chosen = (query: string) => chosenColourway(alcazar, new URLSearchParams(query)).id;
    expect(chosen("")).toBe("arena");
    expect(chosen("color=jade")).toBe("jade");
    expect(chosen("color=nada&color=noche&color=jade")).toBe("noche");
    expect(chosen(`color=<script>alert(1)</script>&color=${"x".repeat(10_000)}`)).toBe("arena");
  });

  it("states its specifications in words, and its fire classifications on each backing it is offered on", () => {
    const view = designView(design("marea"), catalogue, "en");
    const spec = (id: string) => view.specs.find((row) => row.id === id)?.value;
    expect(spec("techniques")).toBe("Handtuft, Robotuft");
    expect(spec("sizes")).toBe("200 × 300 cm, 250 × 350 cm, made to measure");
    expect(spec("pile")).toBe("Cut pile · cut 22 mm");
    expect(spec("designer")).toBe("Lucía Ferrer");
    expect(spec("wearClass")).toBe("32 · general commercial use");
    expect(spec("warranty")).toBe("5 years");
    expect(view.fire.map((backing) => backing.heading)).toEqual([
      "Backing: Non-slip (standard)",
      "Backing: Fire-retardant",
    ]);
    const [nonSlip, fireRetardant] = view.fire.map(
      (backing) => new Map(backing.rows.map((row) => [row.id, row.value])),
    );
    expect(nonSlip?.get("floors")).toBe("Dfl-s1 · certificate on request");
    expect(nonSlip?.get("ships")).toBe("on request");
    expect(fireRetardant?.get("floors")).toMatch(/^Bfl-s1 · certificate no\. /);
    expect(fireRetardant?.get("france")).toBe("M1 · certificate on request");
    expect(fireRetardant?.get("ships")).toMatch(/^Parts 2 and 5 · certificate no\. /);
    const alcazar = designView(design("alcazar"), catalogue, "en");
    expect(alcazar.specs.find((row) => row.id === "designer")?.value).toBe("Our design studio");
    expect(designView(design("isla"), catalogue, "en").specs.find((row) => row.id === "sizes")?.value).toBe(
      "Made to measure only",
    );
  });

  it("lists the projects that used it, each leading to its case study", () => {
    const view = designView(design("alcazar"), catalogue, "de");
    expect(view.projects.map((project) => project.href)).toContain("/de/proyectos/hotel-mirador-valencia");
  });
});

describe("which design addresses the content shows", () => {
  it("knows a design shown, in any language, and no other slug", () => {
    expect(shownCollectionPaths(seedSnapshot, "es").has("/colecciones/alcazar")).toBe(true);
    expect(shownCollectionPaths(seedSnapshot, "nl").has("/colecciones/alcazar")).toBe(true);
    expect(shownCollectionPaths(seedSnapshot, "es").has("/colecciones/nada")).toBe(false);
  });

  it("follows what is published: a design taken off is no longer shown", () => {
    const written = seedSnapshot.get("design.alcazar");
    const hidden = new Map(seedSnapshot);
    hidden.set("design.alcazar", { ...written, es: { ...(written?.es as object), visible: false } } as never);
    expect(shownCollectionPaths(hidden, "es").has("/colecciones/alcazar")).toBe(false);
    expect(shownCollectionPaths(hidden, "en").has("/colecciones/marea")).toBe(true);
  });
});

describe("a design's pictures", () => {
  it("are described in the page's language, with the design, the colourway and the view", () => {
    for (const lang of ["es", "en", "fr"] as const) {
      const inLanguage = collectionFrom(seedSnapshot, lang);
      const alcazar = inLanguage.design.get("alcazar") as Design;
      const [first] = designView(alcazar, inLanguage, lang).colourways;
      for (const picture of Object.values(first?.images ?? {})) {
        expect(picture.alt).toContain("Alcázar");
        expect(picture.alt).toContain(first?.label);
      }
    }
    const english = designView(design("alcazar"), catalogue, "en").colourways[0];
    expect(english?.images.flat.alt).toBe("The Alcázar rug in Sand, seen whole from above");
  });

  it("left undescribed in the content, are described from the page's words, never left empty", () => {
    const alcazar = design("alcazar");
    const undescribed: Design = {
      ...alcazar,
      colourways: alcazar.colourways.map((colourway) => ({
        ...colourway,
        images: {
          flat: { ...colourway.images.flat, alt: "" },
          detail: { ...colourway.images.detail, alt: " " },
          room: { ...colourway.images.room, alt: "" },
        },
      })),
    };
    const images = designView(undescribed, catalogue, "en").colourways[0]?.images;
    expect(images?.flat.alt).toBe("Alcázar in Sand, the whole rug");
    expect(images?.detail.alt).toBe("Alcázar in Sand, a detail of the pile");
    expect(images?.room.alt).toBe("Alcázar in Sand, in a room");
  });
});
