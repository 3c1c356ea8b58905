import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { pageMatcher, type RouteTable } from "./render-admission.server";

/** A route table shaped like the server build's: a root layout, pages in two languages, a catch-all. */
const routes: RouteTable = {
  root: { id: "root", path: "" },
  "home.es": { id: "home.es", parentId: "root", index: true },
  "hotels.es": { id: "hotels.es", parentId: "root", path: "hoteles" },
  "hotels.en": { id: "hotels.en", parentId: "root", path: "en/hoteles" },
  "home.en": { id: "home.en", parentId: "root", path: "en" },
  "not-found": { id: "not-found", parentId: "root", path: "*" },
};

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
    const toTree = (parentId: string | undefined): RouteObject[] =>
      Object.values(routes)
        .filter((route) => route?.parentId === parentId)
        .map((route) =>
          route?.index
            ? { id: route.id, index: true }
            : { id: route?.id, path: route?.path, children: toTree(route?.id) },
        );
    const tree = toTree(undefined);
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
  });
});
