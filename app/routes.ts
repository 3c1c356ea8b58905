import { type RouteConfig, route } from "@react-router/dev/routes";
import { languages, localizePath } from "./i18n/languages";
import { pagePath } from "./site/pages";
import { routedPages } from "./site/routed-pages";

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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
