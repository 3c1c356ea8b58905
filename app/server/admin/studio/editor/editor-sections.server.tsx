import { Fragment } from "react";
import type { EditableField } from "~/content/documents";
import type { ListPlace } from "~/content/text-units";
import { valueAt } from "~/content/text-units";
import { fill } from "~/i18n/translate";
import { counted } from "~/server/admin/plural.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { type Group, type GroupView, groupAnchor } from "./editor-groups.server";
import { fieldLabel, holdsIn, sectionIn } from "./editor-outline.server";
import { UnitFields } from "./editor-unit-fields.server";
import { editorCopy } from "./editor-words.server";

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
