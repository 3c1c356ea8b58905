import { describe, expect, it } from "vitest";
import { catalogueFrom } from "~/content/catalogue/live";
import { type ContentSnapshot, seedSnapshot } from "~/content/documents";
import { languages, localizePath } from "~/i18n/languages";
import { pagePath } from "~/site/pages";
import { routedPages } from "~/site/routed-pages";
import { sitemapEntries, sitemapXml } from "./sitemap.server";

const siteUrl = "https://nudo.example";

/** Every `<url>` of a sitemap: its address, its lastmod and its alternates by language. */
function urls(xml: string) {
  return xml
    .split("<url>")
    .slice(1)
    .map((entry) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "",
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1],
      alternates: Object.fromEntries(
        [...entry.matchAll(/hreflang="([a-z-]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
      ),
    }));
}

describe("the sitemap", () => {
  const published = new Map([
    ["project.villa-ibiza", new Date("2026-10-02T09:30:00.000Z")],
    ["design.alcazar", new Date("2026-09-01T08:00:00.000Z")],
    ["design.marea", new Date("2026-11-20T17:45:12.345Z")],
  ]);
  const listed = urls(sitemapXml(siteUrl, sitemapEntries(seedSnapshot, published)));
  const at = (loc: string) => listed.find((url) => url.loc === `${siteUrl}${loc}`);

  it("lists every page, the collection, and every design and case study shown, in each language that shows it", () => {
    const expected = languages.flatMap((lang) => [
      ...routedPages.map(({ id }) => localizePath(pagePath(id), lang)),
      localizePath("/colecciones", lang),
    ]);
    for (const lang of ["es", "en"] as const) {
      const { designs, projects } = catalogueFrom(seedSnapshot, lang);
      const prefix = lang === "es" ? "" : `/${lang}`;
      expected.push(...designs.map((design) => `${prefix}/colecciones/${design.slug}`));
      expected.push(...projects.map((project) => `${prefix}/proyectos/${project.slug}`));
    }
    const locs = listed.map((url) => url.loc.slice(siteUrl.length));
    expect(locs).toEqual(expect.arrayContaining(expected));
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("dates a design or case study by its live version's publication, and the collection by its latest design", () => {
    expect(at("/proyectos/villa-ibiza")?.lastmod).toBe("2026-10-02T09:30:00Z");
    expect(at("/en/proyectos/villa-ibiza")?.lastmod).toBe("2026-10-02T09:30:00Z");
    expect(at("/colecciones/alcazar")?.lastmod).toBe("2026-09-01T08:00:00Z");
    expect(at("/colecciones")?.lastmod).toBe("2026-11-20T17:45:12Z");
    // Where no date is known, none is made up.
    expect(at("/proyectos/yate-aurora")?.lastmod).toBeUndefined();
    expect(at("/hoteles")?.lastmod).toBeUndefined();
  });

  it("gives a case study its alternates in the languages that show it, and x-default", () => {
    const shownIn = ["es", "en", "de", "it", "fr", "nl"].filter((lang) =>
      catalogueFrom(seedSnapshot, lang as "es").project.has("villa-ibiza"),
    );
    expect(Object.keys(at("/proyectos/villa-ibiza")?.alternates ?? {}).sort()).toEqual(
      [...shownIn, "x-default"].sort(),
    );
    expect(at("/proyectos/villa-ibiza")?.alternates["x-default"]).toBe(`${siteUrl}/proyectos/villa-ibiza`);
  });

  it("leaves out a case study published content hides", () => {
    const written = seedSnapshot.get("project.villa-ibiza");
    if (!written) throw new Error("no sample project");
    const hidden: ContentSnapshot = new Map([
      ...seedSnapshot,
      ["project.villa-ibiza", { ...written, es: { ...(written.es as object), visible: false } }],
    ]);
    const locs = urls(sitemapXml(siteUrl, sitemapEntries(hidden, published))).map((url) => url.loc);
    expect(locs.some((loc) => loc.includes("villa-ibiza"))).toBe(false);
    expect(locs).toContain(`${siteUrl}/proyectos/yate-aurora`);
  });
});
