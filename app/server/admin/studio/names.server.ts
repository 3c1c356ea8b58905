import type { DocumentDef } from "~/content/documents";
import { messages } from "~/i18n/messages.server";
import type { PageId } from "~/site/pages";
import type { StudioCopy } from "./studio-words.server";

/** Who made a version: a staff member's address, or the site itself (the seed, a deploy). */
export function actorName(actor: string, words: StudioCopy): string {
  if (actor === "seed") return words.notes.seed;
  if (actor === "deploy") return words.notes.deploy;
  if (actor === "command line") return words.commandLine;
  return actor;
}

/**
 * A document's name as the studio lists it, in the staff member's language. A design is named by
 * its name and a project by its Spanish title, as `es` (its draft or live content) has them, else
 * as its seed has them; one an editor added has no seed of its own, so its slug.
 */
export function documentName(def: DocumentDef, words: StudioCopy, lang: "es" | "en", current?: unknown): string {
  if (def.kind === "page" && def.pageId) return messages[lang].pages[def.pageId as PageId];
  if (def.kind === "section") return words.sections[def.id.slice("section.".length) as "contact" | "contract"];
  const es = (current ?? def.seed.es) as { name?: unknown; title?: unknown };
  const own = def.kind === "design" ? es.name : def.kind === "project" ? es.title : undefined;
  if (typeof own === "string" && own.trim()) return `${words.kinds[def.kind]}: ${own.trim()}`;
  if (def.kind === "design" || def.kind === "project")
    return `${words.kinds[def.kind]}: ${def.id.slice(def.kind.length + 1)}`;
  return words.kinds[def.kind];
}
