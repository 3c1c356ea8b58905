import { describe, expect, it } from "vitest";
import { collectionFrom } from "~/content/collection/shown";
import { seedSnapshot } from "~/content/documents";
import { blockSchema } from "~/content/page-schema";
import { parseConfiguration } from "~/rug/configuration";
import { projectHead } from "./project-head";
import { projectView } from "./project-view";

const es = collectionFrom(seedSnapshot, "es");
const en = collectionFrom(seedSnapshot, "en");

describe("a case study's page", () => {
  it("names its place, sector, year and client, and credits each person by role in the page's language", () => {
    const view = projectView(en, "grand-hotel-lisboa", "en");
    expect(view).toMatchObject({
      title: "Grand Hotel Avenida, Lisbon",
      city: "Lisbon",
      country: "Portugal",
      year: 2023,
      sector: { label: "Hotels", href: "/en/hoteles" },
      client: "Grand Hotel Avenida",
      credits: [
        { role: "Architecture", person: "Costa & Reis Arquitectos" },
        { role: "Hotel group", person: "Avenida Collection" },
      ],
    });
    expect(projectView(es, "yate-aurora", "es")?.credits.map((credit) => credit.role)).toEqual([
      "Astillero",
      "Interiorismo",
    ]);
  });

  it("names no client where the client asked not to be named", () => {
    expect(projectView(es, "villa-ibiza", "es")?.client).toBe("");
  });

  it("shows every photograph with its caption, and the designs it used, each linking to the collection", () => {
    const view = projectView(es, "hotel-mirador-valencia", "es");
    expect(view?.photos).toHaveLength(4);
    expect(view?.photos.every((photo) => photo.caption && photo.image.alt)).toBe(true);
    expect(view?.designs.map(({ name, href, collection }) => [name, href, collection])).toEqual([
      ["Alcázar", "/colecciones/alcazar", "Patrón grande"],
      ["Trama", "/colecciones/trama", "Patrón pequeño"],
    ]);
  });

  it("starts the configurator from its first design as the project used it", () => {
    const view = projectView(en, "hotel-mirador-valencia", "en");
    const alcazar = en.design.get("alcazar");
    const [action] = view?.start.actions ?? [];
    expect(action?.label).toBe("Start from this project");
    // A site path in Spanish, shown in the page's language (`/en/configurador?...`).
    const href = new URL(action?.href ?? "", "http://site");
    expect(href.pathname).toBe("/configurador");
    expect(blockSchema.parse(view?.start)).toEqual(view?.start);
    const { configuration, problems } = parseConfiguration(href.searchParams);
    expect(problems).toEqual([]);
    expect(configuration).toMatchObject({
      motif: "large-pattern",
      colours: alcazar?.colourways[0]?.colours,
      shape: "rectangular",
      width: 200,
      length: 300,
      technique: "handtuft",
      pile: "cut-loop",
      cutHeight: 18,
      loopHeight: 8,
      material: "nz-wool",
    });
    expect(view?.start.text).toContain("Alcázar");
  });

  it("is no page for a slug no shown project has", () => {
    for (const slug of ["no-existe", "", "VILLA-IBIZA", "<script>", "__proto__", "toString"])
      expect(projectView(es, slug, "es"), slug).toBeUndefined();
  });
});

describe("a case study's head", () => {
  const view = projectView(es, "hotel-mirador-valencia", "es");
  if (!view) throw new Error("no sample project");
  const head = projectHead({
    siteUrl: "https://nudo.example",
    lang: "es",
    path: "/proyectos/hotel-mirador-valencia",
    view,
    portfolioName: "Proyectos",
  });
  const meta = (key: string) =>
    head.find((tag) => (tag as { property?: string }).property === key || (tag as { name?: string }).name === key) as
      | { content: string }
      | undefined;
  const jsonLd = head.flatMap((tag) =>
    "script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : [],
  );

  it("is its own canonical, with the six languages' alternates, and shares its first photograph", () => {
    expect(head).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://nudo.example/proyectos/hotel-mirador-valencia",
    });
    expect(head).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "nl",
      href: "https://nudo.example/nl/proyectos/hotel-mirador-valencia",
    });
    expect(meta("og:image")?.content).toMatch(
      /^https:\/\/nudo\.example\/img\/case-hotel-mirador-valencia-1-\d+\.webp$/,
    );
    expect(meta("og:image:alt")?.content).toBe(view.photos[0]?.image.alt);
    expect(meta("og:type")?.content).toBe("article");
  });

  it("describes the work: headline, photographs, where and when, and the designs it is about", () => {
    const work = jsonLd.find((data) => data["@type"] === "CreativeWork");
    expect(work).toMatchObject({
      headline: "Hotel Mirador del Turia, Valencia",
      dateCreated: "2025",
      locationCreated: { "@type": "Place", address: { addressLocality: "Valencia", addressCountry: "ES" } },
      about: [
        { "@type": "Product", name: "Alcázar", url: "https://nudo.example/colecciones/alcazar" },
        { "@type": "Product", name: "Trama", url: "https://nudo.example/colecciones/trama" },
      ],
    });
    expect(work?.image).toHaveLength(4);
    const breadcrumb = jsonLd.find((data) => data["@type"] === "BreadcrumbList") as {
      itemListElement: { item: string }[];
    };
    expect(breadcrumb.itemListElement.map((step) => step.item)).toEqual([
      "https://nudo.example/",
      "https://nudo.example/proyectos",
      "https://nudo.example/proyectos/hotel-mirador-valencia",
    ]);
  });
});
