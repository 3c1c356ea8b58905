import { fill } from "~/i18n/translate";
import { type PageContext, renderPage, StaffForm } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import type { DocumentState } from "~/server/content/store/state.server";

/** Whether the site shows a design or project now, and where. */
export type SiteState = {
  /** Its live version says `visible: true`. */
  visible: boolean;
  /** The site shows it (visible, valid, and for a project with a design shown). */
  shown: boolean;
  /** Its page on the site (Spanish). */
  path: string;
  /** Its live version has errors: it cannot be shown until a complete version is published. */
  incomplete: boolean;
};

/** The address of the step that asks before showing a design or project, or taking it off the site. */
export const siteHref = (id: string, show: boolean) => `/admin/content/${id}/site?show=${show ? "1" : "0"}`;

/**
 * A design's or project's place on the site, at the top of its editor: whether visitors see it
 * (with its page), and the one button that changes that, each through a confirmation.
 */
export function SiteCard({ context, id, site }: { context: PageContext; id: string; site: SiteState }) {
  const siteWords = catalogueCopy[context.lang].site;
  return (
    <div className={`card site-card ${site.shown ? "on-site" : "off-site"}`}>
      <p>
        {site.shown ? (
          <>
            <strong>{siteWords.shownAt}</strong>{" "}
            <a href={site.path} target="_blank" rel="noopener">
              {site.path}
            </a>
          </>
        ) : (
          <strong>{site.incomplete && !site.visible ? siteWords.neverShown : siteWords.hidden}</strong>
        )}
      </p>
      <a className={site.visible ? "button secondary" : "button"} href={siteHref(id, !site.visible)}>
        {site.visible ? siteWords.hide : siteWords.show}
      </a>
    </div>
  );
}

/**
 * The step before taking a design or project off the site, or showing it: what will happen, the
 * shown projects a hidden design leaves without it (a warning, not a refusal), and for showing,
 * why it cannot be shown yet when its published version has errors. A plain page (GET) whose form
 * posts the document's revision, so a change made meanwhile asks again.
 */
export function sitePage(
  context: PageContext,
  page: {
    state: DocumentState;
    show: boolean;
    /** Shown projects that use this design (taking it off). */
    usedBy: string[];
    /** Why it cannot be shown (showing): the findings of its live version, each with its field's anchor in the editor. */
    problems: { where: string; text: string; anchor: string | null }[];
    stale?: boolean;
  },
) {
  const words = studioCopy[context.lang];
  const siteWords = catalogueCopy[context.lang].site;
  const { state, show } = page;
  const base = `/admin/content/${state.def.id}`;
  const name = documentName(state.def, words, context.lang, state.live.written.es);
  const bare = name.replace(/^[^:]+:\s*/, "");
  const blocked = show && page.problems.length > 0;
  const title = fill(blocked ? siteWords.cannotShowTitle : show ? siteWords.confirmShow : siteWords.confirmHide, {
    name: bare,
  });
  return renderPage(
    { ...context, section: "content" } as PageContext,
    title,
    <div className="confirm">
      <p>
        <a href={base}>← {name}</a>
      </p>
      <h1>{title}</h1>
      {page.stale ? (
        <p className="alert" role="alert">
          {siteWords.stale}
        </p>
      ) : null}
      {blocked ? (
        <div className="alert" role="alert">
          <p>{counted(context.lang, siteWords.cannotShow, page.problems.length)}</p>
          <ul className="problems">
            {page.problems.map((problem) => (
              <li key={`${problem.where}:${problem.text}`}>
                {problem.where && problem.anchor ? (
                  <a href={`${base}#${problem.anchor}`}>{problem.where}</a>
                ) : problem.where ? (
                  <strong>{problem.where}</strong>
                ) : null}
                {problem.where ? " — " : null}
                {problem.text}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="card">
          <p>{show ? fill(siteWords.showIntro, { version: state.liveVersion.number }) : siteWords.hideIntro}</p>
          {state.draft ? <p className="muted">{siteWords.draftStays}</p> : null}
          {page.usedBy.length > 0 ? (
            <p className="alert" role="status">
              {fill(words.issues.designInProjects, { detail: page.usedBy.join(", ") })}
            </p>
          ) : null}
        </div>
      )}
      <StaffForm context={context} action={`${base}/site`} className="actions">
        <input type="hidden" name="revision" value={state.revision} />
        <input type="hidden" name="show" value={show ? "1" : "0"} />
        {blocked ? null : (
          <button type="submit" className={show ? undefined : "danger"}>
            {show ? siteWords.yesShow : siteWords.yesHide}
          </button>
        )}
        <a className="button secondary" href={base}>
          {siteWords.back}
        </a>
      </StaffForm>
    </div>,
  );
}
