import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { pageMatcher, type RouteTable, routeMatcher } from "./page-matcher.server";

/** A route table shaped like the server build's: a root layout, pages in two languages, a catch-all. */
const routes: RouteTable = {
  root: { id: "root", path: "" },
  "home.es": { id: "home.es", parentId: "root", index: true },
  "hotels.es": { id: "hotels.es", parentId: "root", path: "hoteles" },
  "hotels.en": { id: "hotels.en", parentId: "root", path: "en/hoteles" },
  "home.en": { id: "home.en", parentId: "root", path: "en" },
  "not-found": { id: "not-found", parentId: "root", path: "*" },
};

/** The table as React Router's own route objects, to compare with its matching. */
function routeTree(table: RouteTable, parentId?: string): RouteObject[] {
  return Object.values(table)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route?.index
        ? { id: route.id, index: true }
        : { id: route?.id, path: route?.path, children: routeTree(table, route?.id) },
    );
}

describe("which addresses are pages", () => {
  const isPage = pageMatcher(routes);

  it("knows every page, in any case, with or without a trailing slash, encoded or not", () => {
    for (const page of ["/", "/hoteles", "/HOTELES", "/hoteles/", "/en", "/en/hoteles", "/en//hoteles", "/%68oteles"])
      expect(isPage(page), page).toBe(true);
  });

  it("takes an address only the catch-all matches for an unknown one", () => {
    for (const unknown of ["/no-existe", "/hoteles/otra", "/de/hoteles", "/%E0%A4%A", "/en/hoteles.data"])
      expect(isPage(unknown), unknown).toBe(false);
  });

  it("agrees with React Router's own matching", () => {
    const tree = routeTree(routes);
    for (const address of ["/", "/hoteles", "/Hoteles/", "/en", "/en/hoteles", "/x", "/en/x", "/hoteles/x"]) {
      const deepest = matchRoutes(tree, address)?.at(-1);
      expect(isPage(address), address).toBe(deepest !== undefined && deepest.route.path !== "*");
    }
  });

  it("matches routes with parameters as React Router does", () => {
    const withSlug = pageMatcher({
      ...routes,
      design: { id: "design", parentId: "root", path: "colecciones/:slug" },
    });
    expect(withSlug("/colecciones/marea")).toBe(true);
    expect(withSlug("/colecciones")).toBe(false);
    expect(withSlug("/hoteles")).toBe(true);
    for (const address of ["/colecciones/marea/", "/COLECCIONES/Marea", "/colecciones//marea", "/colecciones/%6Darea"])
      expect(withSlug(address), address).toBe(true);
    for (const address of ["/colecciones/marea/otra", "/en/colecciones/marea", "/colecciones.", "/xcolecciones/marea"])
      expect(withSlug(address), address).toBe(false);
  });

  it("takes an address of a route with parameters for a page only while the content shows one there", () => {
    const shown = new Set(["/proyectos/villa-ibiza"]);
    const isCaseStudy = pageMatcher(
      { ...routes, project: { id: "project", parentId: "root", path: "proyectos/:slug" } },
      (path) => shown.has(path),
    );
    expect(isCaseStudy("/proyectos/villa-ibiza")).toBe(true);
    expect(isCaseStudy("/proyectos/villa-ibiza/")).toBe(true);
    expect(isCaseStudy("/proyectos/villa-%69biza")).toBe(true);
    // A slug no shown project has, a hidden one, a hostile one, another case: the 404 page.
    for (const unknown of [
      "/proyectos/no-existe",
      "/proyectos/VILLA-IBIZA",
      "/proyectos/%3Cscript%3E",
      "/proyectos/%E0%A4%A",
    ])
      expect(isCaseStudy(unknown), unknown).toBe(false);
    expect(isCaseStudy("/hoteles")).toBe(true);
  });

  it("matches a route of words and parameters as React Router does, without asking it", () => {
    const table: RouteTable = { ...routes, project: { id: "project", parentId: "root", path: "en/proyectos/:slug" } };
    const isCaseStudy = pageMatcher(table);
    const tree = routeTree(table);
    for (const address of [
      "/en/proyectos/a",
      "/EN/Proyectos/a/",
      "/en/proyectos",
      "/en/proyectos/a/b",
      "/proyectos/a",
    ]) {
      const deepest = matchRoutes(tree, address)?.at(-1);
      expect(isCaseStudy(address), address).toBe(deepest !== undefined && deepest.route.path !== "*");
    }
  });
});

describe("which route takes an address", () => {
  it("is the route React Router's own matching takes, the catch-all being none", () => {
    const table: RouteTable = {
      ...routes,
      design: { id: "design", parentId: "root", path: "colecciones/:slug" },
      "design.en": { id: "design.en", parentId: "root", path: "en/colecciones/:slug" },
    };
    const routeOf = routeMatcher(table);
    const tree = routeTree(table);
    for (const address of [
      "/",
      "/hoteles",
      "/HOTELES/",
      "/en",
      "/en/hoteles",
      "/colecciones/marea",
      "/en/colecciones/Marea/",
      "/colecciones",
      "/colecciones/a/b",
      "/no-existe",
    ]) {
      const deepest = matchRoutes(tree, address)?.at(-1);
      const expected = deepest === undefined || deepest.route.path === "*" ? null : deepest.route.id;
      expect(routeOf(address)?.id ?? null, address).toBe(expected);
    }
  });
});
