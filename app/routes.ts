import { type RouteConfig, route } from "@react-router/dev/routes";
import { languages, localizePath } from "./i18n/languages";
import { pagePath } from "./site/pages";
import { routedPages } from "./site/routed-pages";

export default [
  ...languages.flatMap((lang) =>
    routedPages.map(({ id, file }) => route(localizePath(pagePath(id), lang), file, { id: `${id}.${lang}` })),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
