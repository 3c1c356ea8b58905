import { fill } from "~/i18n/translate";
import type { DocumentState, VersionSummary } from "../../content/store/state.server";
import { type PageContext, StaffForm, When } from "../layout.server";
import { type StudioCopy, studioCopy } from "./copy.server";
import { actorName } from "./names.server";
import { VersionWarnings } from "./version-warnings.server";

/** A document's versions, newest first, each with who and when, and the way back to an earlier one. */
export function History({
  context,
  state,
  history,
}: {
  context: PageContext;
  state: DocumentState;
  history: VersionSummary[];
}) {
  const t = studioCopy[context.lang];
  const base = `/admin/content/${state.def.id}`;
  return (
    <section className="card" aria-labelledby="history">
      <h2 id="history">{t.history}</h2>
      <p className="muted">{t.historyNote}</p>
      <ol className="timeline">
        {history.map((version) => (
          <li key={version.number}>
            <strong>{fill(t.version, { n: version.number })}</strong> ·{" "}
            {t.notes[version.note as keyof StudioCopy["notes"]] ?? version.note} · {actorName(version.createdBy, t)} ·{" "}
            <When at={version.createdAt} lang={context.lang} />
            {version.number !== state.liveVersion.number ? (
              <StaffForm context={context} action={`${base}/rollback`} className="inline">
                <input type="hidden" name="version" value={version.number} />{" "}
                <button type="submit" className="secondary">
                  {t.actions.rollback}
                </button>
              </StaffForm>
            ) : null}
            <VersionWarnings warnings={version.warnings} es={state.live.written.es} lang={context.lang} />
          </li>
        ))}
      </ol>
    </section>
  );
}
