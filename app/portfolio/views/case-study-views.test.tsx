import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { collectionFrom } from "~/content/collection/shown";
import { seedSnapshot } from "~/content/documents";
import type { PageBlock } from "~/content/page-schema";
import { LanguageProvider } from "~/i18n/language-context";
import { messages } from "~/i18n/messages.server";
import { CaseStudiesBlock } from "~/portfolio/views/case-studies-block";
import { caseStudiesView, countryName } from "./case-study-views";

const es = collectionFrom(seedSnapshot, "es");
const en = collectionFrom(seedSnapshot, "en");
const all = { id: "casos" };
const query = (search: string) => new URLSearchParams(search);

describe("the projects page's case studies", () => {
  it("shows every case study, with its first photograph, title, place, sector and year", () => {
    const view = caseStudiesView(all, es, "es", query(""));
    expect(view.cards.map((card) => card.slug)).toEqual(es.projects.map((project) => project.slug));
    expect(view.cards[0]).toMatchObject({
      href: "/proyectos/hotel-mirador-valencia",
      title: "Hotel Mirador del Turia, Valencia",
      place: "Valencia, España",
      sector: "Hoteles",
      year: 2025,
      image: { name: "case-hotel-mirador-valencia-1" },
    });
  });

  it("offers every project and each sector that has one, as links to share, in the page's language", () => {
    const view = caseStudiesView(all, en, "en", query(""));
    expect(view.filter?.label).toBe("Filter by sector");
    expect(view.filter?.options.map(({ label, href, current }) => [label, href, current])).toEqual([
      ["All", "/en/proyectos#casos", true],
      ["Hotels", "/en/proyectos?sector=hotels#casos", false],
      ["Residential", "/en/proyectos?sector=residential#casos", false],
      ["Retail", "/en/proyectos?sector=retail#casos", false],
      ["Yachts", "/en/proyectos?sector=yachts#casos", false],
      ["Architecture", "/en/proyectos?sector=architecture#casos", false],
    ]);
  });

  it("filters by the sector its address names, and says which one is chosen", () => {
    const view = caseStudiesView(all, es, "es", query("sector=hotels"));
    expect(view.cards.map((card) => card.slug)).toEqual([
      "hotel-mirador-valencia",
      "suites-marbella",
      "grand-hotel-lisboa",
    ]);
    expect(view.filter?.options.filter((option) => option.current).map((option) => option.label)).toEqual(["Hoteles"]);
  });

  it("ignores what is not a sector with projects, and never shows it back", () => {
    for (const hostile of [
      "sector=junk",
      "sector=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "sector=HOTELS",
      "sector=aviation",
      "sector=",
      "sector=hotels%00",
      "sector[]=hotels",
      `sector=${"x".repeat(5000)}`,
    ]) {
      const view = caseStudiesView(all, es, "es", query(hostile));
      expect(view.cards, hostile).toHaveLength(es.projects.length);
      expect(view.filter?.options[0]?.current, hostile).toBe(true);
      const shown = JSON.stringify(view);
      for (const word of ["junk", "script", "alert", "HOTELS", "xxxxxxxx", "%00", "sector[]"])
        expect(shown, hostile).not.toContain(word);
    }
  });

  it("takes the first sector when the address names several", () => {
    const view = caseStudiesView(all, es, "es", query("sector=yachts&sector=hotels"));
    expect(view.cards.map((card) => card.slug)).toEqual(["yate-aurora"]);
  });
});

describe("a sector page's case studies", () => {
  it("shows that sector's only, without a filter, and leads to every project", () => {
    const view = caseStudiesView({ id: "casos", sector: "yachts" }, es, "es", query("sector=hotels"));
    expect(view.cards.map((card) => card.slug)).toEqual(["yate-aurora"]);
    expect(view.filter).toBeUndefined();
    expect(view.more).toEqual({ label: "Ver todos los proyectos", href: "/proyectos" });
  });

  it("shows none for a sector without projects (the block then shows nothing)", () => {
    expect(caseStudiesView({ sector: "aviation" }, es, "es", query("")).cards).toEqual([]);
  });
});

describe("a project's country", () => {
  it("is named in the page's language", () => {
    expect(["es", "en", "de", "it", "fr", "nl"].map((lang) => countryName("NL", lang as "es"))).toEqual([
      "Países Bajos",
      "Netherlands",
      "Niederlande",
      "Paesi Bassi",
      "Pays-Bas",
      "Nederland",
    ]);
    expect(countryName("QQ", "es")).toBe("QQ");
  });
});

describe("an aviation case study", () => {
  const written = seedSnapshot.get("project.yate-aurora");
  if (!written) throw new Error("no sample project");
  const withJet = collectionFrom(
    new Map([
      ...seedSnapshot,
      ["project.yate-aurora", { ...written, es: { ...(written.es as object), sector: "aviation" } }],
    ]),
    "es",
  );

  it("is shown, and filtered to, only in the allowed region, as the private jets page is", () => {
    const view = caseStudiesView(all, withJet, "es", query("sector=aviation"));
    expect(view.cards.map(({ slug, restricted }) => [slug, restricted])).toEqual([["yate-aurora", true]]);
    expect(view.filter?.options.find((option) => option.label === "Aviación")).toMatchObject({
      current: true,
      restricted: true,
    });
  });

  // The block, as the server sends it: for every visitor, shown by the stylesheet from the head's
  // verdict (region/region-shown.ts), so that the page needs no script for it.
  const block: Extract<PageBlock, { kind: "caseStudies" }> = { kind: "caseStudies", id: "casos", title: "Proyectos" };
  const render = (search: string) =>
    renderToString(
      <LanguageProvider lang="es" path="/proyectos" messages={messages.es}>
        <CaseStudiesBlock block={block} index={0} view={caseStudiesView(block, withJet, "es", query(search))} />
      </LanguageProvider>,
    );
  /** The opening tag of the list item that holds `text` (no list item here holds another). */
  const itemWith = (html: string, text: string) =>
    html
      .split(/(?=<li[ >])/)
      .find((part) => part.startsWith("<li") && part.includes(text))
      ?.replace(/>[\s\S]*$/, ">");

  it("is sent to every visitor with its filter link, both shown only to allowed ones", () => {
    const html = render("");
    expect(itemWith(html, 'href="/proyectos/yate-aurora"')).toBe('<li data-region-shown="allowed">');
    expect(itemWith(html, "sector=aviation")).toBe('<li data-region-shown="allowed">');
    // The other case studies and their list are for every visitor, with no 'none' in their place.
    expect(itemWith(html, 'href="/proyectos/hotel-mirador-valencia"')).toBe("<li>");
    expect(html).toMatch(/<ul class="grid/);
    expect(html).not.toContain("not-allowed");
  });

  it("filtered to aviation, is a list shown to allowed visitors and 'none' to the others", () => {
    const html = render("sector=aviation");
    expect(html).toMatch(/<ul data-region-shown="allowed" class="grid/);
    expect(html).toMatch(/<p data-region-shown="not-allowed" class="[^"]*">[^<]+<\/p>/);
  });
});
