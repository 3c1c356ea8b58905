import type { DocumentDef } from "~/content/documents";
import { isMediaName } from "~/content/media-names";
import type { ContentIssue } from "~/content/validate";
import type { Storage } from "~/platform/db/db.server";
import { type CollectionDirectory, collectionDirectory } from "./collection.server";
import type { StoredDocument } from "./document.server";

/**
 * What a publish of a design or project must know of the rest of the collection, read from what
 * is live when it would go live (`at`: now, or a scheduled time):
 *
 * - A project may name only designs the site shows (live, visible and valid): one hidden, not
 *   yet published or unknown refuses the publish, named beside the project's designs field. The
 *   site drops such a design from a project anyway (app/content/collection/shown.ts); the refusal
 *   tells the editor before a visitor meets a project without the rug it is about.
 * - A design taken off the site while shown projects use it: a warning naming them (each stops
 *   showing it, and one left with no design shown stops showing altogether).
 * - A colourway whose picture from above is an upload needs the real size it shows
 *   (`topViewIssues`): without it the picture cannot be the design's artwork, so the publish is
 *   refused, named beside the size's field. A draft keeps it missing.
 */
export async function collectionIssues(
  storage: Storage,
  def: DocumentDef,
  content: StoredDocument,
  at: Date,
  directory?: CollectionDirectory,
): Promise<ContentIssue[]> {
  if (def.kind !== "design" && def.kind !== "project") return [];
  const es = content.written.es as { designs?: unknown; visible?: unknown; slug?: unknown };
  if (def.kind === "project") {
    const named = Array.isArray(es.designs) ? es.designs.filter((slug) => typeof slug === "string") : [];
    if (named.length === 0) return [];
    const { designs } = directory ?? (await collectionDirectory(storage, at));
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
  const sizes = topViewIssues(es);
  if (es.visible !== false) return sizes;
  const { designs, projects } = directory ?? (await collectionDirectory(storage, at));
  const slug = def.id.slice("design.".length);
  if (!designs.some((design) => design.slug === slug && design.shown)) return sizes;
  const using = projects.filter((project) => project.shown && project.designs.includes(slug));
  return using.length === 0
    ? sizes
    : [
        ...sizes,
        {
          lang: null,
          path: "visible",
          code: "designInProjects",
          severity: "warning",
          detail: using.map((project) => project.name).join(", "),
        },
      ];
}

/**
 * A design's colourways whose picture from above is an upload (`m-…`) with no `flatSize`: one
 * error each, at the size's place, naming the colourway. Read from the Spanish document alone
 * (structure): no storage needed, so the editor shows it from the first look.
 */
export function topViewIssues(es: unknown): ContentIssue[] {
  const colourways = (es as { colourways?: unknown } | undefined)?.colourways;
  if (!Array.isArray(colourways)) return [];
  return colourways.flatMap((colourway: unknown, index): ContentIssue[] => {
    const { images, flatSize, label, id } = (colourway ?? {}) as {
      images?: { flat?: { name?: unknown } };
      flatSize?: unknown;
      label?: unknown;
      id?: unknown;
    };
    const flat = images?.flat?.name;
    if (typeof flat !== "string" || !isMediaName(flat) || flatSize !== undefined) return [];
    const name = typeof label === "string" && label.trim() ? label.trim() : String(id ?? index + 1);
    return [{ lang: null, path: `colourways.${index}.flatSize`, code: "topViewSize", severity: "error", detail: name }];
  });
}
