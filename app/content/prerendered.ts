import { languages, localizePath } from "~/i18n/languages";
import { designPath, projectPath } from "./collection/schema";
import { collectionFrom } from "./collection/shown";
import { seedSnapshot } from "./documents";

/** The designs the build pre-renders: every design the seed shows, in every language. */
export function prerenderedDesignPaths(): string[] {
  return languages.flatMap((lang) =>
    collectionFrom(seedSnapshot, lang).designs.map((design) => localizePath(designPath(design.slug), lang)),
  );
}

/**
 * The case studies the build pre-renders: every project the seed shows, in each language that
 * shows it (react-router.config.ts). A project an editor adds or changes later is rendered when
 * it is published (app/server/http/live-pages.server.ts).
 */
export function prerenderedProjectPaths(): string[] {
  return languages.flatMap((lang) =>
    collectionFrom(seedSnapshot, lang).projects.map((project) => localizePath(projectPath(project.slug), lang)),
  );
}
