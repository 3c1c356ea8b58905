import type { Language } from "~/i18n/languages";
import type { ContentSnapshot } from "../text-units";
import { designPath, projectPath } from "./schema";
import { collectionFrom } from "./shown";

const cache = new WeakMap<ContentSnapshot, Map<Language, ReadonlySet<string>>>();

/**
 * The Spanish paths of every design and project a language shows in a snapshot
 * (`/colecciones/alcazar`, `/proyectos/villa-ibiza`): the addresses of the routes with a slug
 * that answer with a page; any other slug is the 404 page. Worked out once per snapshot.
 */
export function shownCollectionPaths(snapshot: ContentSnapshot, lang: Language): ReadonlySet<string> {
  const perLanguage = cache.get(snapshot) ?? new Map<Language, ReadonlySet<string>>();
  cache.set(snapshot, perLanguage);
  const hit = perLanguage.get(lang);
  if (hit) return hit;
  const { designs, projects } = collectionFrom(snapshot, lang);
  const paths = new Set([
    ...designs.map((design) => designPath(design.slug)),
    ...projects.map((project) => projectPath(project.slug)),
  ]);
  perLanguage.set(lang, paths);
  return paths;
}
