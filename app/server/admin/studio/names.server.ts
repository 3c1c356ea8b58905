import type { DocumentDef } from "~/content/documents";
import { messages } from "~/i18n/messages.server";
import type { PageId } from "~/site/pages";
import type { StudioCopy } from "./copy.server";

/** Who made a version: a staff member's address, or the site itself (the seed, a deploy). */
export function actorName(actor: string, t: StudioCopy): string {
  if (actor === "seed") return t.notes.seed;
  if (actor === "deploy") return t.notes.deploy;
  if (actor === "command line") return t.commandLine;
  return actor;
}

/** A document's name as the studio lists it, in the staff member's language. */
export function documentName(def: DocumentDef, t: StudioCopy, lang: "es" | "en"): string {
  if (def.kind === "page" && def.pageId) return messages[lang].pages[def.pageId as PageId];
  if (def.kind === "section") return t.sections[def.id.slice("section.".length) as "contact" | "contract"];
  return t.kinds[def.kind];
}
