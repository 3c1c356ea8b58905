import { describe, expect, it } from "vitest";
import { siteFacts } from "~/content/site-facts";
import { type Language, languages } from "~/i18n/languages";
import { siteConfig } from "~/site/config";
import { catalogueContent, catalogueSiteUrl } from "./catalogue-content";
import { catalogueWords } from "./catalogue-words";
import { type CatalogueContent, optionKeys, shapeKeys, splitFact } from "./model";
import { cataloguePlan } from "./pdf/catalogue";

const siteUrl = "https://nudo.example";
const gather = (lang: Language) => catalogueContent(lang, siteUrl, { year: 2026, cover: "home-hero" });

/** Every string a catalogue shows (the sector links' addresses are link targets, not text). */
function shownText(content: CatalogueContent): string[] {
  const out: string[] = [];
  const walk = (node: unknown, key = ""): void => {
    // Not shown: link targets, image and page names, and the words' templates (shown once filled).
    if (["url", "image", "key", "id", "lang", "edition"].includes(key)) return;
    if (typeof node === "string") out.push(node);
    else if (Array.isArray(node)) for (const item of node) walk(item);
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, k);
  };
  walk(content);
  return out;
}

describe.each(languages)("the %s catalogue's content", (lang) => {
  const content = gather(lang);
  const text = shownText(content).join("\n");

  it("takes the company's facts from site configuration", () => {
    const facts = siteFacts(lang);
    const values = content.maker.stats.map((stat) => stat.value);
    expect(values).toContain(String(siteConfig.foundedYear));
    expect(values).toContain(facts.factoryArea?.replace(/\u202f/g, "\u00a0"));
    expect(content.meta.author).toBe(siteConfig.legalName);
    expect(content.closing.phone).toBe(siteConfig.phone.display);
    expect(content.closing.email).toBe(siteConfig.email);
    expect(content.closing.address.join(" ")).toContain(siteConfig.address.street);
    expect(content.closing.address.join(" ")).toContain(siteConfig.address.postalCode);
    // The country is named in the catalogue's language, not as its ISO code.
    expect(content.closing.address.at(-1)).not.toBe(siteConfig.address.country);
  });

  it("links to the site in its own language", () => {
    expect(content.closing.url).toBe(lang === "es" ? `${siteUrl}/` : `${siteUrl}/${lang}`);
    expect(catalogueSiteUrl(lang, `${siteUrl}/`)).toBe(content.closing.url);
    for (const sector of content.sectors.items)
      expect(sector.url.startsWith(content.closing.url.replace(/\/$/, ""))).toBe(true);
  });

  it("names the four techniques and the two tufting ones", () => {
    for (const technique of ["flatweave", "Wilton", "handtuft", "robotuft"])
      expect(content.techniques.lead.toLowerCase()).toContain(technique.toLowerCase());
    expect(content.techniques.handTuft.text).not.toBe("");
    expect(content.techniques.robotTuft.text).not.toBe("");
  });

  it("has the five collections, each with its description, features and photograph", () => {
    expect(content.collections.items.map((item) => item.image)).toEqual([
      "collection-gran-formato",
      "collection-patron-pequeno",
      "collection-relieve-3d",
      "collection-creativa",
      "collection-unica",
    ]);
    for (const item of content.collections.items) {
      expect(item.description).not.toBe("");
      expect(item.features.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("states every customisation fact", () => {
    const { options, shapes, kits } = content.customisation;
    expect(Object.keys(options)).toEqual([...optionKeys]);
    expect(shapes.map((shape) => shape.key)).toEqual([...shapeKeys]);
    expect(shapes.every((shape) => shape.name.length > 0)).toBe(true);
    // French copy keeps a figure and its unit together with a no-break space.
    const facts = (key: keyof typeof options) => options[key].facts.join(" | ").replace(/[\u00a0\u202f]/g, " ");
    expect(facts("dimensions")).toContain("6 m × 4 m");
    expect(facts("cutting")).toMatch(/2[.,]5 m/);
    expect(facts("heights")).toMatch(/15\D+50 mm/);
    expect(facts("heights")).toMatch(/6 mm/);
    expect(facts("heights")).toMatch(/4\D+40 mm/);
    expect(facts("colours")).toContain("Pantone");
    expect(facts("colours")).toMatch(/M50.+M300/);
    expect(options.materials.facts).toHaveLength(5);
    expect(options.backing.facts).toHaveLength(4);
    expect(options.pileType.facts).toHaveLength(3);
    expect(kits.items.map((kit) => kit.image)).toEqual(["kit-300-collection", "kit-m50", "kit-m300"]);
    expect(content.customisation.largeFormat.paragraphs.join(" ").replace(/[\u00a0\u202f]/g, " ")).toContain(
      "6 m × 4 m",
    );
  });

  it("certifies M1, M1/M2 on yachts and use class 33", () => {
    const values = content.quality.figures.map((figure) => figure.value);
    expect(values).toEqual(expect.arrayContaining(["M1", "M1/M2", "33"]));
  });

  it("lists the six sectors and the four steps of the process", () => {
    expect(content.sectors.items.map((sector) => sector.id)).toEqual([
      "hoteles",
      "disenadoresInteriores",
      "comercios",
      "yates",
      "arquitectos",
      "jetsPrivados",
    ]);
    expect(content.process.steps).toHaveLength(4);
  });

  it("sets only characters our embedded fonts have, and no unfilled placeholder", () => {
    expect(text).not.toMatch(/\{\{|\{year\}/);
    expect(content.cover.edition).toContain("2026");
    // Latin-1 plus the punctuation the fonts' latin subset carries (dashes, quotes, bullet, ellipsis, €).
    const outside = [...text].filter(
      (char) => !/[\n\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u2013\u2014\u2018-\u201e\u2022\u2026\u20ac]/.test(char),
    );
    expect(outside).toEqual([]);
  });

  it("plans one page per sheet, with the contents pointing at each chapter's first page", () => {
    const plan = cataloguePlan(content);
    expect(plan).toHaveLength(21);
    const chapters = plan.flatMap((item, index) => (item.chapter ? [{ page: index + 1, ...item.chapter }] : []));
    expect(chapters.map((chapter) => chapter.page)).toEqual([3, 4, 5, 11, 17, 18, 20, 21]);
    expect(chapters[0]?.title).toBe(content.maker.title);
  });
});

describe("the catalogue's own copy", () => {
  it("is written for every language, with nothing left blank", () => {
    for (const lang of languages) {
      const strings = JSON.stringify(catalogueWords[lang]).match(/"[^"]*"/g) ?? [];
      expect(strings).not.toContain('""');
      expect(catalogueWords[lang].edition).toContain("{year}");
    }
  });

  it("puts the year and brand in the document's title", () => {
    expect(gather("de").meta.title).toBe(`${siteConfig.brandName} · Katalog 2026`);
    expect(gather("es").meta.title).toBe(`${siteConfig.brandName} · Catálogo 2026`);
  });
});

describe.each(languages.filter((lang) => lang !== "es"))("the %s catalogue", (lang) => {
  it("has no Spanish words beyond proper names", () => {
    const text = shownText(gather(lang)).join("\n");
    const names = [siteConfig.legalName, siteConfig.address.street];
    let other = text;
    for (const name of names) other = other.replaceAll(name, "");
    for (const word of [
      "alfombra",
      "colección",
      "personalización",
      "fábrica",
      "diseño",
      "muestrario",
      "índice",
      "catálogo",
    ])
      expect(other.toLowerCase()).not.toContain(word);
  });
});

describe("splitFact", () => {
  it("splits a labelled figure, in either colon style", () => {
    expect(splitFact("Maximum cutting width: 2.5 m")).toEqual({ label: "Maximum cutting width", value: "2.5 m" });
    expect(splitFact("Largeur de découpe maximale : 2,5 m")).toEqual({
      label: "Largeur de découpe maximale",
      value: "2,5 m",
    });
    expect(splitFact("Unlimited length")).toEqual({ label: "Unlimited length", value: "" });
  });
});
