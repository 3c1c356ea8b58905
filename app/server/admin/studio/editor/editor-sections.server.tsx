import { Fragment, type ReactNode } from "react";
import type { DocumentKind, EditableField } from "~/content/documents";
import type { ListPlace, TextUnit } from "~/content/text-units";
import { valueAt } from "~/content/text-units";
import { blocking, type ContentIssue } from "~/content/validate";
import { type Language, languageNames, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import type { AdminLanguage } from "~/server/admin/copy.server";
import type { PageContext } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { Errors } from "~/server/admin/studio/checks/issue-text.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { AllStillValid, StillValid } from "~/server/admin/studio/translations/confirm-buttons.server";
import { fieldId } from "./editor-fields.server";
import { textFieldName } from "./editor-form.server";
import { entryName, entryOf, fieldLabel, holdsIn, sectionIn, sectionTitle } from "./editor-outline.server";
import { editorCopy } from "./editor-words.server";

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
  const group = (list: Group[], path: string, make: () => Group) => {
    let found = list.find((candidate) => candidate.path === path);
    if (!found) {
      found = make();
      list.push(found);
    }
    return found;
  };
  const sectionFor = (path: string) =>
    group(sections, sectionIn(kind, path), () => ({
      ...sectionTitle(es, sectionIn(kind, path), lang),
      path: sectionIn(kind, path),
      rows: [],
      fields: [],
    }));
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
  if (catalogue) {
    const rank = (group: Group, row: Group["rows"][number]) => {
      const path = "unit" in row ? row.unit.path : "field" in row ? row.field.path : row.entry.path;
      const own = path.startsWith(`${group.path}.`) ? path.slice(group.path.length + 1) : path;
      const keys = own.split(".").filter((part) => !/^\d+$/.test(part));
      // A fact by its whole place (`fire.floors`), else by its first key (`images`).
      const at = catalogueOrder.indexOf(keys.join("."));
      const first = catalogueOrder.indexOf(keys[0] ?? "");
      return at >= 0 ? at : first >= 0 ? first : catalogueOrder.length;
    };
    const sortRows = (group: Group) => {
      group.rows = group.rows
        .map((row, index) => ({ row, index, rank: rank(group, row) }))
        .sort((first, second) => first.rank - second.rank || first.index - second.index)
        .map(({ row }) => row);
      for (const row of group.rows) if ("entry" in row) sortRows(row.entry);
    };
    for (const section of sections) sortRows(section);
    // The facts first, then the words, then each colourway or the photographs.
    const place = (section: Group) => (section.path.endsWith("Facts") ? 0 : section.path === "catalogueWords" ? 1 : 2);
    sections.sort((first, second) => place(first) - place(second));
  }
  // A picture's alternative text (with its image slot) after the group's other texts: a new
  // event opens on its title, not on its picture.
  const pictureLast = (group: Group) => {
    const isPicture = (row: Group["rows"][number]) => "unit" in row && slotOf(row.unit.path) !== undefined;
    group.rows = [...group.rows.filter((row) => !isPicture(row)), ...group.rows.filter(isPicture)];
    for (const row of group.rows) if ("entry" in row) pictureLast(row.entry);
  };
  for (const section of sections) if (section.path.startsWith("items.")) pictureLast(section);
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

/** Whether a group holds a path (itself, anything below it, or a fact of its section). */
const holds = (view: GroupView, group: string, path: string | undefined) => holdsIn(view.kind, group, path);

const openFor = (group: Group, view: GroupView) =>
  view.single || holds(view, group.path, view.open) || view.issues.some((issue) => holds(view, group.path, issue.path));

/** The controls of an entry of a list editors change: move it, remove it. */
function ListControls({ path, view }: { path: string; view: GroupView }) {
  const words = studioCopy[view.lang];
  const list = view.lists.find((candidate) => path.startsWith(`${candidate.path}.`));
  if (!list) return null;
  const index = Number(path.slice(list.path.length + 1));
  if (!Number.isInteger(index)) return null;
  const count = (valueAt(view.es, list.path) as unknown[] | undefined)?.length ?? 0;
  const movable = !view.sortedLists.includes(list.path);
  return (
    <div className="actions entry-actions">
      {movable ? (
        <>
          <button
            type="submit"
            name="list"
            value={`move:${list.path}:${index}:${index - 1}`}
            className="secondary"
            disabled={index === 0}
          >
            {words.actions.up}
          </button>
          <button
            type="submit"
            name="list"
            value={`move:${list.path}:${index}:${index + 1}`}
            className="secondary"
            disabled={index >= count - 1}
          >
            {words.actions.down}
          </button>
        </>
      ) : null}
      <button type="submit" name="list" value={`remove:${list.path}:${index}`} className="secondary">
        {words.actions.remove}
      </button>
    </div>
  );
}

/** The "add" buttons of the lists that live directly in a group (a FAQ's questions in its block). */
export function AddButtons({ within, view }: { within: string; view: GroupView }) {
  const editorWords = editorCopy[view.lang];
  // A list whose entries are sections of their own (the events, a design's colourways) adds at
  // the document's end; any other in the section that holds it.
  const home = (list: ListPlace) => {
    const own = sectionIn(view.kind, list.path);
    return sectionIn(view.kind, `${list.path}.0`) === own ? own : "";
  };
  const here = view.lists.filter((list) => home(list) === within);
  if (here.length === 0) return null;
  return (
    <p className="actions add-actions">
      {here.map((list) => (
        <button key={list.path} type="submit" name="list" value={`add:${list.path}`} className="secondary">
          +{" "}
          {fill(editorWords.addItem, {
            what: (editorWords.keys[list.path.split(".").at(-1) ?? ""] ?? editorWords.newItem).toLowerCase(),
          })}
        </button>
      ))}
    </p>
  );
}

type LanguageState = "ok" | "stale" | "empty" | "error";

/** One text in six languages: Spanish in full view, the five translations under a disclosure that opens when one needs work. */
function UnitFields({ unit, label, view }: { unit: TextUnit; label: string; view: GroupView }) {
  const editorWords = editorCopy[view.lang];
  const words = studioCopy[view.lang];
  const long = unit.texts.es.length > 90;
  const issuesOf = (lang: Language) => view.issues.filter((issue) => issue.lang === lang && issue.path === unit.path);
  const stateOf = (lang: Language): LanguageState =>
    issuesOf(lang).length > 0
      ? "error"
      : (view.stale[lang] ?? []).includes(unit.path)
        ? "stale"
        : unit.texts[lang].trim() === "" && unit.texts.es.trim() !== ""
          ? "empty"
          : "ok";
  const translations = languages.filter((lang) => lang !== "es");
  const needing = translations.filter((lang) => stateOf(lang) !== "ok");
  const focus = view.open !== undefined && (view.open === unit.path || unit.path.startsWith(`${view.open}.`));
  const input = (lang: Language, rows: number) => {
    const id = fieldId(lang, unit.path);
    const errors = issuesOf(lang);
    const props = {
      id,
      name: textFieldName(lang, unit.path),
      lang,
      defaultValue: unit.texts[lang],
      // A style warning is described beside the field; only an error makes it invalid.
      ...(errors.length > 0 ? { "aria-describedby": `${id}-errors` } : {}),
      ...(blocking(errors).length > 0 ? { "aria-invalid": true } : {}),
      ...(focus && lang === "es" ? { autoFocus: true } : {}),
    };
    return (
      <>
        {long ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
        <Errors id={`${id}-errors`} issues={errors} words={words} />
      </>
    );
  };
  const slot = view.slotOf(unit.path);
  return (
    <fieldset className="unit">
      <legend>{label}</legend>
      {slot ? view.structureField(slot) : null}
      <div className="field lang-es">
        <label htmlFor={fieldId("es", unit.path)}>
          <span className="code" aria-hidden="true">
            ES
          </span>
          {languageNames.es}
        </label>
        {input("es", Math.min(8, Math.ceil(unit.texts.es.length / 70) + 1))}
      </div>
      <details className="translations" open={needing.length > 0}>
        <summary>
          <span className="tr-title">{editorWords.translations}</span>
          <span className="tr-state">
            {needing.length > 0 ? fill(editorWords.toTranslate, { n: needing.length }) : editorWords.allTranslated}
          </span>
          <span className="codes">
            {translations.map((lang) => (
              <span key={lang} className={`lc ${stateOf(lang)}`}>
                {lang.toUpperCase()}
                <span className="sr"> {editorWords.languageState[stateOf(lang)]}</span>
              </span>
            ))}
          </span>
        </summary>
        <div className="tr-grid">
          {translations.map((lang) => (
            <div key={lang} className={`field lang-${lang} ${stateOf(lang)}`}>
              <label htmlFor={fieldId(lang, unit.path)}>
                <span className="code" aria-hidden="true">
                  {lang.toUpperCase()}
                </span>
                {languageNames[lang]}
                {stateOf(lang) === "stale" ? <span className="badge pending">{words.needsTranslation}</span> : null}
              </label>
              {input(lang, Math.min(6, Math.ceil(unit.texts.es.length / 80) + 1))}
              {/* An empty translation is to write, not to confirm. */}
              {stateOf(lang) === "stale" && unit.texts[lang].trim() !== "" ? (
                <StillValid context={view.context} id={view.documentId} lang={lang} path={unit.path} label={label} />
              ) : null}
            </div>
          ))}
        </div>
        {translations.filter((lang) => stateOf(lang) === "stale" && unit.texts[lang].trim() !== "").length > 1 ? (
          <AllStillValid context={view.context} id={view.documentId} path={unit.path} label={label} />
        ) : null}
      </details>
    </fieldset>
  );
}

/** A group's rows, the facts that follow one another in one grid. */
function rowRuns(rows: Group["rows"]) {
  const runs: (Exclude<Group["rows"][number], { field: EditableField }> | { fields: EditableField[] })[] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if ("field" in row) {
      if (last && "fields" in last) last.fields.push(row.field);
      else runs.push({ fields: [row.field] });
    } else runs.push(row);
  }
  return runs;
}

function GroupBody({ group, view }: { group: Group; view: GroupView }) {
  // The pictures of one object in this group (a colourway's `images.flat`, `.detail`, `.room`).
  const owner = (path: string) => path.split(".").slice(0, -2).join(".");
  const inGroup = group.rows.flatMap((row) => {
    const slot = "unit" in row ? view.slotOf(row.unit.path) : undefined;
    return slot ? [slot] : [];
  });
  const slots = inGroup.filter((slot) => owner(slot.path) === owner(inGroup[0]?.path ?? ""));
  const firstSlot = slots.length > 1 ? slots[0] : undefined;
  return (
    <>
      <div id={groupAnchor(group.path)} className="anchor" />
      <ListControls path={group.path} view={view} />
      {group.fields.length > 0 ? <div className="facts-grid">{group.fields.map(view.structureField)}</div> : null}
      {rowRuns(group.rows).map((row) =>
        "fields" in row ? (
          <div key={row.fields[0]?.path} className="facts-grid">
            {row.fields.map(view.structureField)}
          </div>
        ) : "unit" in row ? (
          <Fragment key={row.unit.path}>
            {firstSlot && view.slotOf(row.unit.path) === firstSlot ? view.pictureDrop(slots) : null}
            <UnitFields
              unit={row.unit}
              // A paragraph of a story is its own entry: its label is the entry's name. A section of
              // facts or words is no place in the document: the label starts from the top.
              label={
                fieldLabel(row.unit.path.startsWith(`${group.path}.`) ? group.path : "", row.unit.path, view.lang) ||
                group.title
              }
              view={view}
            />
          </Fragment>
        ) : (
          <details key={row.entry.path} className="entry" open={openFor(row.entry, view)}>
            <summary>
              <h3>{row.entry.title}</h3>
              {view.issues.some((issue) => holds(view, row.entry.path, issue.path)) ? <span className="dot" /> : null}
            </summary>
            <GroupBody group={row.entry} view={view} />
          </details>
        ),
      )}
    </>
  );
}

/** A section of the document, collapsible without a script, open when it holds a problem or what was just edited. */
export function SectionView({ section, view }: { section: Group; view: GroupView }) {
  const editorWords = editorCopy[view.lang];
  const count = countUnits(section);
  const problems = view.issues.filter((issue) => holds(view, section.path, issue.path)).length;
  return (
    <details className="section" open={openFor(section, view)}>
      <summary>
        <span className="section-title">
          <h2>{section.title}</h2>
          {section.detail ? <span className="detail">{section.detail}</span> : null}
        </span>
        <span className="section-meta">
          {problems > 0 ? <span className="badge failed">{problems}</span> : null}
          <span className="muted">{counted(view.lang, editorWords.sectionCount, count)}</span>
        </span>
      </summary>
      <div className="section-body">
        <GroupBody group={section} view={view} />
        <AddButtons within={section.path} view={view} />
      </div>
    </details>
  );
}

function countUnits(group: Group): number {
  return group.rows.reduce((sum, row) => sum + ("unit" in row ? 1 : "entry" in row ? countUnits(row.entry) : 0), 0);
}
