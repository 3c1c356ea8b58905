import type { z } from "zod";
import type { PageId } from "~/site/pages";
import type { ListPlace, Written } from "./text-units";

/**
 * What the content studio and the site know of a kind of document (app/content/documents.ts
 * lists them). Apart from the list so that a family of documents (the collection's designs,
 * app/content/collection/collection-documents.ts) can describe itself without importing the list.
 */

export type DocumentKind = "page" | "section" | "home" | "events" | "design" | "project";

/** `page.<pageId>`, `section.<name>`, `home`, `events`, `design.<slug>`, `project.<slug>`. */
export type DocumentId = string;

export type DocumentDef = {
  id: DocumentId;
  kind: DocumentKind;
  /** What the content of one language must be. */
  schema: z.ZodType;
  /** Keys that are structure here (written in Spanish only). */
  structure: ReadonlySet<string>;
  seed: Written;
  /** The site paths (Spanish slugs) that show this document. */
  paths: (es: unknown) => string[];
  /** The lists editors may add to, reorder and remove from. */
  lists: (es: unknown) => ListPlace[];
  /** Structure editors may still change: image slots, and an event's facts. */
  editable: (es: unknown) => EditableField[];
  /** The page this document is, for the studio's links and preview. */
  pageId?: PageId;
};

export type EditableField = {
  path: string;
  /**
   * How the studio offers it: `text` a line (a name), `number` a whole number, `choice` one of
   * `options`, `choices` any of them, `codes` colour codes of the range, `sizes` standard sizes
   * ("200 × 300, 250 × 350"), `size` one size, optional ("300 × 200"), `credits` who a project credits, by role (`options`), `designs` the designs a
   * project used.
   */
  kind:
    | "image"
    | "eventType"
    | "date"
    | "dateTime"
    | "url"
    | "flag"
    | "text"
    | "number"
    | "choice"
    | "choices"
    | "codes"
    | "sizes"
    | "size"
    | "credits"
    | "designs";
  options?: readonly string[];
};
