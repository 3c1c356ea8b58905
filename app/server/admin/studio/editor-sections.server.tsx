import type { ReactNode } from "react";
import type { EditableField } from "~/content/documents";
import type { ListPlace, TextUnit } from "~/content/text-units";
import { valueAt } from "~/content/text-units";
import { blocking, type ContentIssue } from "~/content/validate";
import { type Language, languageNames, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import type { AdminLanguage } from "../copy.server";
import type { PageContext } from "../layout.server";
import { AllStillValid, StillValid } from "./confirm-buttons.server";
import { studioCopy } from "./copy.server";
import { editorCopy } from "./copy-editor.server";
import { fieldId } from "./editor-fields.server";
import { textFieldName } from "./editor-form.server";
import { entryName, entryOf, fieldLabel, sectionOf, sectionTitle } from "./editor-outline.server";
import { Errors } from "./issue-text.server";

/** A group's anchor: the first thing inside its <details>, so following a link to it opens it. */
export const groupAnchor = (path: string) => `g-${path.replace(/\./g, "-")}`;

/** A part of the editor: a section, or an entry repeated inside one. */
export type Group = {
  path: string;
  title: string;
  detail?: string;
  /** What the group shows in document order: its own texts, and its entries where they first come. */
  rows: ({ unit: TextUnit } | { entry: Group })[];
  /** Structure fields not beside a text (an event's date, kind, link). */
  fields: EditableField[];
};

/** A document's sections, in document order (events: newest date first, as the site shows them). */
export function outline(
  es: unknown,
  units: TextUnit[],
  editable: EditableField[],
  slotOf: (path: string) => EditableField | undefined,
  lang: AdminLanguage,
  byDate: boolean,
): Group[] {
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
    group(sections, sectionOf(path), () => ({
      ...sectionTitle(es, sectionOf(path), lang),
      path: sectionOf(path),
      rows: [],
      fields: [],
    }));
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
    const entry = entryOf(es, unit.path);
    (entry ? entryFor(section, entry) : section).rows.push({ unit });
  }
  for (const field of editable) {
    if (slots.has(field)) continue;
    const section = sectionFor(field.path);
    const entry = entryOf(es, field.path);
    (entry ? entryFor(section, entry) : section).fields.push(field);
  }
  // A picture's alternative text (with its image slot) after the group's other texts: a new
  // event opens on its title, not on its picture.
  const pictureLast = (group: Group) => {
    const isPicture = (row: Group["rows"][number]) => "unit" in row && slotOf(row.unit.path) !== undefined;
    group.rows = [...group.rows.filter((row) => !isPicture(row)), ...group.rows.filter(isPicture)];
    for (const row of group.rows) if ("entry" in row) pictureLast(row.entry);
  };
  for (const section of sections) if (section.path.startsWith("items.")) pictureLast(section);
  if (byDate) {
    const dateOf = (group: Group) => String(valueAt(es, `${group.path}.date`) ?? "");
    sections.sort((a, b) => dateOf(b).localeCompare(dateOf(a)));
  }
  return sections;
}

/** Whether a group holds a path (itself or anything below it). */
export const holds = (group: string, path: string | undefined) =>
  path !== undefined && (path === group || path.startsWith(`${group}.`));

export type GroupView = {
  lang: AdminLanguage;
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
  /** Only one section: shown open. */
  single: boolean;
};

const openFor = (group: Group, view: GroupView) =>
  view.single || holds(group.path, view.open) || view.issues.some((issue) => holds(group.path, issue.path));

/** The controls of an entry of a list editors change: move it, remove it. */
function ListControls({ path, view }: { path: string; view: GroupView }) {
  const t = studioCopy[view.lang];
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
            {t.actions.up}
          </button>
          <button
            type="submit"
            name="list"
            value={`move:${list.path}:${index}:${index + 1}`}
            className="secondary"
            disabled={index >= count - 1}
          >
            {t.actions.down}
          </button>
        </>
      ) : null}
      <button type="submit" name="list" value={`remove:${list.path}:${index}`} className="secondary">
        {t.actions.remove}
      </button>
    </div>
  );
}

/** The "add" buttons of the lists that live directly in a group (a FAQ's questions in its block). */
export function AddButtons({ within, view }: { within: string; view: GroupView }) {
  const t = editorCopy[view.lang];
  const here = view.lists.filter(
    (list) => sectionOf(list.path) === within || (within === "" && !list.path.includes(".")),
  );
  if (here.length === 0) return null;
  return (
    <p className="actions add-actions">
      {here.map((list) => (
        <button key={list.path} type="submit" name="list" value={`add:${list.path}`} className="secondary">
          + {fill(t.addItem, { what: (t.keys[list.path.split(".").at(-1) ?? ""] ?? t.newItem).toLowerCase() })}
        </button>
      ))}
    </p>
  );
}

type LanguageState = "ok" | "stale" | "empty" | "error";

/** One text in six languages: Spanish in full view, the five translations under a disclosure that opens when one needs work. */
function UnitFields({ unit, label, view }: { unit: TextUnit; label: string; view: GroupView }) {
  const e = editorCopy[view.lang];
  const t = studioCopy[view.lang];
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
  const focus = view.open !== undefined && holds(view.open, unit.path);
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
        <Errors id={`${id}-errors`} issues={errors} t={t} />
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
          <span className="tr-title">{e.translations}</span>
          <span className="tr-state">
            {needing.length > 0 ? fill(e.toTranslate, { n: needing.length }) : e.allTranslated}
          </span>
          <span className="codes">
            {translations.map((lang) => (
              <span key={lang} className={`lc ${stateOf(lang)}`}>
                {lang.toUpperCase()}
                <span className="sr"> {e.languageState[stateOf(lang)]}</span>
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
                {stateOf(lang) === "stale" ? <span className="badge pending">{t.needsTranslation}</span> : null}
              </label>
              {input(lang, Math.min(6, Math.ceil(unit.texts.es.length / 80) + 1))}
              {stateOf(lang) === "stale" ? (
                <StillValid context={view.context} id={view.documentId} lang={lang} path={unit.path} label={label} />
              ) : null}
            </div>
          ))}
        </div>
        {translations.filter((lang) => stateOf(lang) === "stale").length > 1 ? (
          <AllStillValid context={view.context} id={view.documentId} path={unit.path} label={label} />
        ) : null}
      </details>
    </fieldset>
  );
}

function GroupBody({ group, view }: { group: Group; view: GroupView }) {
  return (
    <>
      <div id={groupAnchor(group.path)} className="anchor" />
      <ListControls path={group.path} view={view} />
      {group.fields.length > 0 ? <div className="facts-grid">{group.fields.map(view.structureField)}</div> : null}
      {group.rows.map((row) =>
        "unit" in row ? (
          <UnitFields
            key={row.unit.path}
            unit={row.unit}
            label={fieldLabel(group.path, row.unit.path, view.lang)}
            view={view}
          />
        ) : (
          <details key={row.entry.path} className="entry" open={openFor(row.entry, view)}>
            <summary>
              <h3>{row.entry.title}</h3>
              {view.issues.some((issue) => holds(row.entry.path, issue.path)) ? <span className="dot" /> : null}
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
  const e = editorCopy[view.lang];
  const count = countUnits(section);
  const problems = view.issues.filter((issue) => holds(section.path, issue.path)).length;
  return (
    <details className="section" open={openFor(section, view)}>
      <summary>
        <span className="section-title">
          <h2>{section.title}</h2>
          {section.detail ? <span className="detail">{section.detail}</span> : null}
        </span>
        <span className="section-meta">
          {problems > 0 ? <span className="badge failed">{problems}</span> : null}
          <span className="muted">{fill(e.sectionCount, { n: count })}</span>
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
  return group.rows.reduce((sum, row) => sum + ("unit" in row ? 1 : countUnits(row.entry)), 0);
}
