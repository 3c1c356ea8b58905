import type { Language } from "~/i18n/languages";
import type { ContentSnapshot } from "../text-units";
import { mergedContent } from "../text-units";
import { collectionStructure, type Design, designSchema, type Project, projectSchema } from "./schema";

/**
 * The collection and the portfolio as a language shows them: the designs and projects of a
 * snapshot (the published content, or a draft in a preview) that are shown on the site, in their
 * order. Worked out once per snapshot and language: a snapshot never changes, a publish makes a
 * new one.
 */
export type ShownCollection = {
  designs: Design[];
  projects: Project[];
  /** Every design shown, by slug. */
  design: ReadonlyMap<string, Design>;
  project: ReadonlyMap<string, Project>;
};

const cache = new WeakMap<ContentSnapshot, Map<Language, ShownCollection>>();

function read<T extends { visible: boolean; order: number; slug: string }>(
  snapshot: ContentSnapshot,
  family: string,
  lang: Language,
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
): T[] {
  const out: T[] = [];
  for (const [id, written] of snapshot) {
    if (!id.startsWith(`${family}.`)) continue;
    let merged: unknown;
    try {
      merged = mergedContent(written, lang, id, collectionStructure);
    } catch {
      continue; // a document whose languages do not match is never published; nothing to show
    }
    const parsed = schema.safeParse(merged);
    if (parsed.success && parsed.data.visible) out.push(parsed.data);
  }
  return out.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

export function collectionFrom(snapshot: ContentSnapshot, lang: Language): ShownCollection {
  const perLanguage = cache.get(snapshot) ?? new Map<Language, ShownCollection>();
  cache.set(snapshot, perLanguage);
  const hit = perLanguage.get(lang);
  if (hit) return hit;
  const designs = read<Design>(snapshot, "design", lang, designSchema);
  const shown = new Set(designs.map((design) => design.slug));
  // A project shows only the designs still shown; one left with none is not shown either.
  const projects = read<Project>(snapshot, "project", lang, projectSchema)
    .map((project) => ({ ...project, designs: project.designs.filter((slug) => shown.has(slug)) }))
    .filter((project) => project.designs.length > 0);
  const collection: ShownCollection = {
    designs,
    projects,
    design: new Map(designs.map((design) => [design.slug, design])),
    project: new Map(projects.map((project) => [project.slug, project])),
  };
  perLanguage.set(lang, collection);
  return collection;
}

/** The projects that used a design, in their order. */
export function projectsUsing(collection: ShownCollection, slug: string): Project[] {
  return collection.projects.filter((project) => project.designs.includes(slug));
}
