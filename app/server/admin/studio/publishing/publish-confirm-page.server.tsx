import { fromMadridTime } from "~/content/context";
import type { ContentIssue } from "~/content/validate";
import { languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type PageContext, renderPage, StaffForm, When } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { checksCopy } from "~/server/admin/studio/checks/checks-words.server";
import { issueText } from "~/server/admin/studio/checks/issue-text.server";
import { fieldId, pathLabel } from "~/server/admin/studio/editor/editor-fields.server";
import { documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import type { PublishChecks } from "~/server/content/store/publish-checks.server";
import type { DocumentState } from "~/server/content/store/state.server";

/** The form field that carries the confirmation back with the publish. */
export const confirmationField = "confirm";

/** What the confirmation asks about: the document, its checks, and a schedule's time (Madrid, as the form wrote it); none: publish now. */
type Confirmation = { state: DocumentState; checks: PublishChecks; liveAt: string | null };

/** The document's words as the page names its fields, its editor's address and its name. */
type Shown = { context: PageContext; es: unknown; base: string; name: string };

/** Findings, each naming its field (a link to it in the editor), its language and the word or rule. */
function Findings({ shown, issues }: { shown: Shown; issues: ContentIssue[] }) {
  const words = studioCopy[shown.context.lang];
  return (
    <ul className="findings">
      {issues.map((issue) => (
        <li key={`${issue.lang}:${issue.path}:${issue.code}:${issue.rule ?? ""}:${issue.detail ?? ""}`}>
          <a href={`${shown.base}#${fieldId(issue.lang ?? "s", issue.path)}`}>
            {issue.path ? pathLabel(issue.path, shown.es, words) : shown.name}
          </a>
          <span>{issueText(issue, words)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The translations a Spanish change leaves out of date: how many per language, then each text once with its languages. */
function Outdated({ shown, checks }: { shown: Shown; checks: PublishChecks }) {
  const { context, es, base } = shown;
  const confirmWords = checksCopy[context.lang].confirm;
  const languageNames = checksCopy[context.lang].languages;
  const outdatedLanguages = languages.filter((lang) => (checks.outdated[lang]?.length ?? 0) > 0);
  if (outdatedLanguages.length === 0) return null;
  const outdatedCount = outdatedLanguages.reduce((sum, lang) => sum + (checks.outdated[lang]?.length ?? 0), 0);
  // Each text once, with the languages whose translation of it is out of date.
  const outdatedPaths = [...new Set(outdatedLanguages.flatMap((lang) => checks.outdated[lang] ?? []))];
  return (
    <section className="card" aria-labelledby="confirm-outdated">
      <h2 id="confirm-outdated">
        {confirmWords.outdated} ({outdatedCount})
      </h2>
      <p className="muted">{confirmWords.outdatedNote}</p>
      <ul className="outdated-counts">
        {outdatedLanguages.map((lang) => (
          <li key={lang}>
            {counted(context.lang, confirmWords.outdatedLanguage, checks.outdated[lang]?.length ?? 0, {
              language: languageNames[lang],
            })}
          </li>
        ))}
      </ul>
      <ul className="findings">
        {outdatedPaths.map((path) => (
          <li key={path}>
            <strong>{pathLabel(path, es, studioCopy[context.lang])}</strong>
            <span className="chips">
              {outdatedLanguages
                .filter((lang) => checks.outdated[lang]?.includes(path))
                .map((lang) => (
                  <a key={lang} className="button secondary" href={`${base}#${fieldId(lang, path)}`}>
                    {languageNames[lang]}
                  </a>
                ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The way on: back to the editor while an error blocks, else the form that publishes (or schedules) anyway. */
function ConfirmActions({ shown, page }: { shown: Shown; page: Confirmation }) {
  const { context, base } = shown;
  const { state, checks, liveAt } = page;
  const confirmWords = checksCopy[context.lang].confirm;
  const outdated = languages.some((lang) => (checks.outdated[lang]?.length ?? 0) > 0);
  if (checks.errors.length > 0)
    return (
      <p className="actions">
        <a className="button" href={base}>
          {confirmWords.back}
        </a>
      </p>
    );
  return (
    <StaffForm context={context} action={base} className="card confirm-actions">
      <input type="hidden" name={confirmationField} value={checks.token} />
      {/* The draft as shown here: a change made since is a conflict, never published unseen. */}
      <input type="hidden" name="revision" value={state.revision} />
      {liveAt ? <input type="hidden" name="liveAt" value={liveAt} /> : null}
      <p className="muted">{checks.warnings.length > 0 || outdated ? confirmWords.recorded : confirmWords.nothing}</p>
      <div className="actions">
        <button type="submit" name="intent" value={liveAt ? "schedule" : "publish"}>
          {liveAt ? confirmWords.scheduleAnyway : confirmWords.publishAnyway}
        </button>
        <a className="button secondary" href={base}>
          {confirmWords.back}
        </a>
      </div>
    </StaffForm>
  );
}

/**
 * The step between "publish" and a version with style warnings or translations left out of
 * date: one page listing both, each naming its field (a link to it in the editor), its language
 * and the word or rule, and a form that publishes (or schedules) the draft anyway. Without a
 * script: a plain form posting to the editor's own address with the confirmation token.
 */
export function confirmationPage(context: PageContext, page: Confirmation) {
  const confirmWords = checksCopy[context.lang].confirm;
  const { state, checks, liveAt } = page;
  const es = (state.draft?.content ?? state.live).written.es;
  const base = `/admin/content/${state.def.id}`;
  const name = documentName(state.def, studioCopy[context.lang], context.lang, es);
  const shown: Shown = { context, es, base, name };
  const title = liveAt ? confirmWords.titleSchedule : confirmWords.title;
  return renderPage(
    { ...context, section: "content" } as PageContext,
    title,
    <div className="confirm">
      <p>
        <a href={base}>← {confirmWords.back}</a>
      </p>
      <h1>{title}</h1>
      {checks.errors.length > 0 ? (
        <section className="alert" role="alert" aria-labelledby="confirm-errors">
          <h2 id="confirm-errors">
            {confirmWords.errors} ({checks.errors.length})
          </h2>
          <p>{confirmWords.errorsNote}</p>
          <Findings shown={shown} issues={checks.errors} />
        </section>
      ) : (
        <>
          <p className="lead">{fill(liveAt ? confirmWords.introSchedule : confirmWords.intro, { document: name })}</p>
          {liveAt ? (
            <p>
              {confirmWords.scheduledFor} <When at={fromMadridTime(liveAt).toISOString()} lang={context.lang} />
            </p>
          ) : null}
        </>
      )}
      {checks.warnings.length > 0 ? (
        <section className="card" aria-labelledby="confirm-warnings">
          <h2 id="confirm-warnings">
            {confirmWords.warnings} ({checks.warnings.length})
          </h2>
          <p className="muted">{confirmWords.warningsNote}</p>
          <Findings shown={shown} issues={checks.warnings} />
        </section>
      ) : null}
      <Outdated shown={shown} checks={checks} />
      <ConfirmActions shown={shown} page={page} />
    </div>,
  );
}
