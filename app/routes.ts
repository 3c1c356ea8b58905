import { type RouteConfig, route } from "@react-router/dev/routes";
import { languages, localizePath } from "./i18n/languages";
import { pagePath } from "./site/pages";
import { routedPages } from "./site/routed-pages";
import { selectionPath } from "./site/selection-path";

export default [
  ...languages.flatMap((lang) =>
    routedPages.map(({ id, file }) => route(localizePath(pagePath(id), lang), file, { id: `${id}.${lang}` })),
  ),
  // Each design of the collection: content, so one route per language takes every slug.
  ...languages.map((lang) =>
    route(localizePath(`${pagePath("colecciones")}/:slug`, lang), "collection/design-route.tsx", {
      id: `design.${lang}`,
    }),
  ),
  // A case study of the portfolio: any slug, answered by the published projects (else 404).
  ...languages.map((lang) =>
    route(localizePath("/proyectos/:slug", lang), "portfolio/project-route.tsx", { id: `project.${lang}` }),
  ),
  // The specifier's project: the visitor's own (from her cookie) and a shared read-only copy.
  // Rendered on request, never pre-rendered (react-router.config.ts).
  ...languages.map((lang) =>
    route(localizePath(selectionPath, lang), "selection/selection-route.tsx", { id: `selection.${lang}` }),
  ),
  ...languages.map((lang) =>
    route(localizePath(`${selectionPath}/:token`, lang), "selection/shared-selection-route.tsx", {
      id: `shared-selection.${lang}`,
    }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
