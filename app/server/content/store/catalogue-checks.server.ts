import type { DocumentDef } from "~/content/documents";
import type { ContentIssue } from "~/content/validate";
import type { Storage } from "~/platform/db/db.server";
import { type CatalogueDirectory, catalogueDirectory } from "./catalogue.server";
import type { StoredDocument } from "./document.server";

/**
 * What a publish of a design or project must know of the rest of the catalogue, read from what
 * is live when it would go live (`at`: now, or a scheduled time):
 *
 * - A project may name only designs the site shows (live, visible and valid): one hidden, not
 *   yet published or unknown refuses the publish, named beside the project's designs field. The
 *   site drops such a design from a project anyway (app/content/collection/shown.ts); the refusal
 *   tells the editor before a visitor meets a project without the rug it is about.
 * - A design taken off the site while shown projects use it: a warning naming them (each stops
 *   showing it, and one left with no design shown stops showing altogether).
 */
export async function catalogueIssues(
  storage: Storage,
  def: DocumentDef,
  content: StoredDocument,
  at: Date,
  directory?: CatalogueDirectory,
): Promise<ContentIssue[]> {
  if (def.kind !== "design" && def.kind !== "project") return [];
  const es = content.written.es as { designs?: unknown; visible?: unknown; slug?: unknown };
  if (def.kind === "project") {
    const named = Array.isArray(es.designs) ? es.designs.filter((slug) => typeof slug === "string") : [];
    if (named.length === 0) return [];
    const { designs } = directory ?? (await catalogueDirectory(storage, at));
    return named
      .filter((slug) => !designs.some((design) => design.slug === slug && design.shown))
      .map((slug) => ({
        lang: null,
        path: "designs",
        code: "designNotShown",
        severity: "error",
        detail: designs.find((design) => design.slug === slug)?.name ?? slug,
      }));
  }
  if (es.visible !== false) return [];
  const { designs, projects } = directory ?? (await catalogueDirectory(storage, at));
  const slug = def.id.slice("design.".length);
  if (!designs.some((design) => design.slug === slug && design.shown)) return [];
  const using = projects.filter((project) => project.shown && project.designs.includes(slug));
  return using.length === 0
    ? []
    : [
        {
          lang: null,
          path: "visible",
          code: "designInProjects",
          severity: "warning",
          detail: using.map((project) => project.name).join(", "),
        },
      ];
}
