import type { ReactNode } from "react";
import type { DocumentKind, EditableField } from "~/content/documents";
import type { ListPlace, TextUnit } from "~/content/text-units";
import { valueAt } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import type { Language } from "~/i18n/languages";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import type { PageContext } from "~/server/admin/layout.server";
import { entryName, entryOf, sectionIn, sectionTitle } from "./editor-outline.server";

/** A group's anchor: the first thing inside its <details>, so following a link to it opens it. */
export const groupAnchor = (path: string) => `g-${path.replace(/\./g, "-")}`;

/** A part of the editor: a section, or an entry repeated inside one. */
export type Group = {
  path: string;
  title: string;
  detail?: string;
  /**
   * What the group shows in document order: its own texts, its entries where they first come,
   * and (a design's or project's) its facts among them.
   */
  rows: ({ unit: TextUnit } | { entry: Group } | { field: EditableField })[];
  /** Structure fields not beside a text (an event's date, kind, link), shown first. */
  fields: EditableField[];
};

/**
 * The order a design's or project's parts are read in, by key: a product sheet (the name, what it
 * is, how it is made, its certificates, its place in the list), then its words; a colourway's
 * name, colours and pictures; a photograph and its caption.
 */
const catalogueOrder = [
  "name",
  "title",
  "city",
  "collection",
  "designer",
  "client",
  "country",
  "sector",
  "year",
  "techniques",
  "shapes",
  "sizes",
  "pile",
  "cutHeight",
  "loopHeight",
  "materials",
  "sectors",
  "backings",
  "order",
  "madeToMeasure",
  "designs",
  "credits",
  "summary",
  "story",
  "label",
  "colours",
  "images",
  "image",
  "caption",
];

type Row = Group["rows"][number];

/** A row's place in a design's or project's group, by `catalogueOrder`. */
function catalogueRank(group: Group, row: Row): number {
  const path = "unit" in row ? row.unit.path : "field" in row ? row.field.path : row.entry.path;
  const own = path.startsWith(`${group.path}.`) ? path.slice(group.path.length + 1) : path;
  const keys = own.split(".").filter((part) => !/^\d+$/.test(part));
  // A fact by its whole place (`fire.floors`), else by its first key (`images`).
  const whole = catalogueOrder.indexOf(keys.join("."));
  const first = catalogueOrder.indexOf(keys[0] ?? "");
  return whole >= 0 ? whole : first >= 0 ? first : catalogueOrder.length;
}

function sortCatalogueRows(group: Group) {
  group.rows = group.rows
    .map((row, index) => ({ row, index, rank: catalogueRank(group, row) }))
    .sort((first, second) => first.rank - second.rank || first.index - second.index)
    .map(({ row }) => row);
  for (const row of group.rows) if ("entry" in row) sortCatalogueRows(row.entry);
}

/** A design's or project's sections as a product sheet reads: the facts first, then the words, then each colourway or the photographs. */
function sortCatalogue(sections: Group[]) {
  for (const section of sections) sortCatalogueRows(section);
  const place = (section: Group) => (section.path.endsWith("Facts") ? 0 : section.path === "catalogueWords" ? 1 : 2);
  sections.sort((first, second) => place(first) - place(second));
}

/**
 * A picture's alternative text (with its image slot) after the group's other texts: a new event
 * opens on its title, not on its picture.
 */
function pictureLast(group: Group, slotOf: (path: string) => EditableField | undefined) {
  const isPicture = (row: Row) => "unit" in row && slotOf(row.unit.path) !== undefined;
  group.rows = [...group.rows.filter((row) => !isPicture(row)), ...group.rows.filter(isPicture)];
  for (const row of group.rows) if ("entry" in row) pictureLast(row.entry, slotOf);
}

/**
 * A document's sections, in document order (events: newest date first, as the site shows them;
 * a design or project in the order of a product sheet). Each entry of a list editors change is
 * an entry of its own, a paragraph of a story too (a list of texts), so it can be moved and removed.
 */
export function outline(
  es: unknown,
  units: TextUnit[],
  editable: EditableField[],
  slotOf: (path: string) => EditableField | undefined,
  lang: AdminLanguage,
  options: { kind?: DocumentKind; lists?: ListPlace[] } = {},
): Group[] {
  const { kind, lists = [] } = options;
  const catalogue = kind === "design" || kind === "project";
  const sections: Group[] = [];
  const sectionFor = (path: string) => {
    const sectionPath = sectionIn(kind, path);
    let found = sections.find((candidate) => candidate.path === sectionPath);
    if (!found) {
      found = { ...sectionTitle(es, sectionPath, lang), path: sectionPath, rows: [], fields: [] };
      sections.push(found);
    }
    return found;
  };
  // A text that is itself an entry of a list (a story's paragraph) is an entry of its own.
  const textEntry = (path: string) =>
    lists.some((list) => path.startsWith(`${list.path}.`) && /^\d+$/.test(path.slice(list.path.length + 1))) &&
    typeof valueAt(es, path) === "string"
      ? path
      : undefined;
  const entryFor = (section: Group, path: string) => {
    const existing = section.rows.find((row) => "entry" in row && row.entry.path === path);
    if (existing && "entry" in existing) return existing.entry;
    const entry: Group = { path, title: entryName(es, path, lang), rows: [], fields: [] };
    section.rows.push({ entry });
    return entry;
  };
  const slots = new Set(units.map((unit) => slotOf(unit.path)).filter(Boolean));
  for (const unit of units) {
    const section = sectionFor(unit.path);
    const entry = entryOf(es, unit.path) ?? textEntry(unit.path);
    (entry ? entryFor(section, entry) : section).rows.push({ unit });
  }
  for (const field of editable) {
    if (slots.has(field)) continue;
    const section = sectionFor(field.path);
    const entry = entryOf(es, field.path);
    const owner = entry ? entryFor(section, entry) : section;
    if (catalogue) owner.rows.push({ field });
    else owner.fields.push(field);
  }
  if (catalogue) sortCatalogue(sections);
  for (const section of sections) if (section.path.startsWith("items.")) pictureLast(section, slotOf);
  if (kind === "events") {
    const dateOf = (group: Group) => String(valueAt(es, `${group.path}.date`) ?? "");
    sections.sort((first, second) => dateOf(second).localeCompare(dateOf(first)));
  }
  return sections;
}

export type GroupView = {
  lang: AdminLanguage;
  /** The document's kind: a design's or project's facts are one section (editor-outline.server.ts). */
  kind: DocumentKind;
  es: unknown;
  issues: ContentIssue[];
  stale: Partial<Record<Language, string[]>>;
  /** The page's context and the document, for the buttons that post elsewhere ('still valid'). */
  context: PageContext;
  documentId: string;
  lists: ListPlace[];
  /** The place to open and focus: what was just added or edited. */
  open?: string;
  /** Lists whose order the site sets itself (events by date): no moving. */
  sortedLists: string[];
  structureField: (field: EditableField) => ReactNode;
  slotOf: (path: string) => EditableField | undefined;
  /** A group's pictures in one step, where it holds several image slots (image-slot.server.tsx). */
  pictureDrop: (slots: EditableField[]) => ReactNode;
  /** Only one section: shown open. */
  single: boolean;
};
