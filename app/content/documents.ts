import { z } from "zod";
import { type Language, languages } from "~/i18n/languages";
import { type PageId, pagePath, pageRegistration, pages } from "~/site/pages";
import { collectionDocuments, familyDocument } from "./collection/collection-documents";
import { pagesShowingDesign } from "./collection/sector-pages";
import type { DocumentDef, DocumentId, EditableField } from "./document-def";
import { eventSchema, type SiteEvent, events as seedEvents } from "./events";
import { homeContent } from "./home";
import { blockSchema, imageRefSchema, pageContentSchema } from "./page-schema";
import { pageModulesWritten, type SharedSection, sectionModulesWritten } from "./pages";
import { homeContentSchema } from "./schemas";
import type { ContentSnapshot, ListPlace, Written } from "./text-units";
import { structuralKeys } from "./translation";

/**
 * The one content model: every piece of content an editor may change is a document, written as
 * the Spanish structure plus each language's words (./translation.ts), checked per language by
 * its schema. The modules under app/content/ are the seed: what a new database starts with, and
 * the tests' fixtures. A page is registered once, in app/site/pages.ts; its document follows
 * from there.
 */

export type { DocumentDef, DocumentId, DocumentKind, EditableField } from "./document-def";

/** The events list as editors write it: one entry per item, its words per language. */
const eventItemSchema = eventSchema.omit({ text: true, image: true }).extend({
  image: imageRefSchema,
  /** When it leaves the site on its own, Madrid time (`2026-11-25T08:00`, seconds optional). */
  endsAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "a date and time")
    .optional(),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(400),
  location: z.string().trim().min(1).max(120),
});
export const eventsContentSchema = z.object({ items: z.array(eventItemSchema).max(60) });
export type EventsContent = z.infer<typeof eventsContentSchema>;
export type EventItem = EventsContent["items"][number];

const eventStructure: ReadonlySet<string> = new Set([...structuralKeys, "type", "date", "endsAt", "link"]);

function seedEventsWritten(items: SiteEvent[]): Written {
  const written = Object.fromEntries(
    languages.map((lang) => [
      lang,
      {
        items: items.map((item) => {
          const text = item.text[lang] ?? { title: "", description: "", location: "" };
          return lang === "es"
            ? {
                id: item.id,
                type: item.type,
                date: item.date,
                image: { name: item.image, alt: "" },
                ...(item.link ? { link: item.link } : {}),
                restricted: item.restricted,
                ...text,
              }
            : { image: { alt: "" }, ...text };
        }),
      },
    ]),
  );
  return written as Written;
}

const byLanguage = (partial: Partial<Record<Language, unknown>> | undefined, what: string): Written => {
  for (const lang of languages) if (partial?.[lang] === undefined) throw new Error(`${what} has no ${lang} module`);
  return partial as Written;
};

/** Where in a page's or section's blocks a block of a kind is (FAQ lists, image slots). */
function blocksOf(es: unknown, prefix: string): { block: Record<string, unknown>; path: string }[] {
  const blocks = prefix ? (es as Record<string, unknown>)[prefix] : es;
  if (!Array.isArray(blocks)) return [];
  return blocks.map((block, index) => ({
    block: block as Record<string, unknown>,
    path: prefix ? `${prefix}.${index}` : String(index),
  }));
}

function blockLists(es: unknown, prefix: string): ListPlace[] {
  return blocksOf(es, prefix)
    .filter(({ block }) => block.kind === "faq")
    .map(({ path }) => ({
      path: `${path}.items`,
      blank: () =>
        Object.fromEntries(languages.map((lang) => [lang, { question: "", answer: "" }])) as Record<Language, unknown>,
    }));
}

/** Every image slot: a `name` beside an `alt`, anywhere in the structure. */
function imageSlots(node: unknown, prefix = ""): EditableField[] {
  if (Array.isArray(node))
    return node.flatMap((item, index) => imageSlots(item, prefix ? `${prefix}.${index}` : String(index)));
  if (!node || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  if (typeof record.name === "string" && typeof record.alt === "string")
    return [{ path: prefix ? `${prefix}.name` : "name", kind: "image" }];
  return Object.entries(record).flatMap(([key, value]) => imageSlots(value, prefix ? `${prefix}.${key}` : key));
}

/** The shared sections a page's blocks include. */
export function sharedSectionsOf(es: unknown): SharedSection[] {
  const blocks = (es as { blocks?: unknown })?.blocks ?? es;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: { kind?: string; section?: SharedSection }) =>
    block.kind === "shared" && block.section ? [block.section] : [],
  );
}

const contentPageIds = pages.filter(({ id }) => pageRegistration[id].route === "content").map(({ id }) => id);

function pageDocument(id: PageId): DocumentDef {
  return {
    id: `page.${id}`,
    kind: "page",
    pageId: id,
    schema: pageContentSchema,
    structure: structuralKeys,
    seed: byLanguage(pageModulesWritten.get(id), `The page ${id}`),
    paths: () => [pagePath(id)],
    lists: (es) => blockLists(es, "blocks"),
    editable: (es) => imageSlots(es),
  };
}

function sectionDocument(section: SharedSection): DocumentDef {
  return {
    id: `section.${section}`,
    kind: "section",
    schema: z.array(blockSchema).min(1),
    structure: structuralKeys,
    seed: byLanguage(sectionModulesWritten.get(section), `The ${section} section`),
    // The pages that include it (read from their live structure by the caller), and the home page's contact.
    paths: () => (section === "contact" ? ["/"] : []),
    lists: (es) => blockLists(es, ""),
    editable: (es) => imageSlots(es),
  };
}

const homeDocument: DocumentDef = {
  id: "home",
  kind: "home",
  pageId: "home",
  schema: homeContentSchema,
  structure: structuralKeys,
  seed: homeContent as Written,
  paths: () => ["/"],
  lists: () => [],
  editable: (es) => imageSlots(es),
};

const eventsDocument: DocumentDef = {
  id: "events",
  kind: "events",
  schema: eventsContentSchema,
  structure: eventStructure,
  seed: seedEventsWritten(seedEvents),
  paths: () => ["/"],
  lists: () => [
    {
      path: "items",
      blank: (written) => {
        const items = ((written.es as { items?: { id: number }[] }).items ?? []) as { id: number }[];
        const id = Math.max(0, ...items.map((item) => item.id)) + 1;
        const words = { image: { alt: "" }, title: "", description: "", location: "" };
        return Object.fromEntries(
          languages.map((lang) => [
            lang,
            lang === "es"
              ? {
                  id,
                  type: "event",
                  date: new Date().toISOString().slice(0, 10),
                  restricted: false,
                  ...words,
                  image: { name: "event-habitat", alt: "" },
                }
              : { ...words },
          ]),
        ) as Record<Language, unknown>;
      },
    },
  ],
  editable: (es) =>
    ((es as { items?: unknown[] }).items ?? []).flatMap((_, index) => [
      { path: `items.${index}.type`, kind: "eventType" as const },
      { path: `items.${index}.date`, kind: "date" as const },
      { path: `items.${index}.endsAt`, kind: "dateTime" as const },
      { path: `items.${index}.image.name`, kind: "image" as const },
      { path: `items.${index}.link`, kind: "url" as const },
      { path: `items.${index}.restricted`, kind: "flag" as const },
    ]),
};

/** Every document, in the order the studio lists them. */
export const contentDocuments: readonly DocumentDef[] = [
  homeDocument,
  eventsDocument,
  ...contentPageIds.map(pageDocument),
  sectionDocument("contact"),
  sectionDocument("contract"),
  ...collectionDocuments,
];

const byId = new Map(contentDocuments.map((document) => [document.id, document]));

export function documentDef(id: string): DocumentDef | undefined {
  const known = byId.get(id);
  if (known) return known;
  // A design or project an editor added: known from its id (the database says whether it exists).
  return familyDocument(id);
}

/**
 * Adds a document beyond the seed modules' (a collection's entries are documents too). The
 * studio's list, search and dashboard read `documentDefs()`; the seed's own are `contentDocuments`.
 */
export function registerDocument(def: DocumentDef) {
  if (byId.has(def.id)) throw new Error(`A document ${def.id} exists already`);
  byId.set(def.id, def);
}

/** Every document the studio knows: the seed's, then the registered ones. */
export function documentDefs(): DocumentDef[] {
  return [...byId.values()];
}

export type { ContentSnapshot } from "./text-units";

/** The content of the modules in the repository. */
export const seedSnapshot: ContentSnapshot = new Map(contentDocuments.map((document) => [document.id, document.seed]));

/** The Spanish site paths that show a document, in a snapshot's structure. */
export function pathsShowing(id: DocumentId, snapshot: ContentSnapshot): string[] {
  const def = documentDef(id);
  if (!def) return [];
  const own = def.paths(snapshot.get(id)?.es);
  // A design shows on the case studies that used it too (its name, its picture, or their going).
  if (def.kind === "design") return [...own, ...pagesShowingDesign(id.slice("design.".length), snapshot)];
  if (def.kind !== "section") return own;
  const section = id.slice("section.".length);
  const including = contentDocuments
    .filter(
      (page) => page.kind === "page" && sharedSectionsOf(snapshot.get(page.id)?.es).includes(section as SharedSection),
    )
    .flatMap((page) => page.paths(undefined));
  return [...own, ...including];
}
