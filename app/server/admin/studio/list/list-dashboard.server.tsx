import { Fragment } from "react";
import { languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type PageContext, When } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { catalogueCopy } from "~/server/admin/studio/collection-entries/catalogue-words.server";
import { actorName, documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import type { OverviewDocument, RecentChange } from "~/server/content/store/overview.server";
import { listCopy } from "./list-words.server";

type CardProps = { context: PageContext; documents: OverviewDocument[] };

/** The drafts waiting, newest first: whose, since when. */
function DraftsCard({ context, documents }: CardProps) {
  const words = studioCopy[context.lang];
  const dashboardWords = listCopy[context.lang].dashboard;
  const drafts = documents
    .filter((row) => row.draft)
    .sort((first, second) => (second.draft?.savedAt ?? "").localeCompare(first.draft?.savedAt ?? ""));
  return (
    <div className="card">
      <h2>
        {dashboardWords.drafts} <span className="count">{drafts.length}</span>
      </h2>
      {drafts.length === 0 ? <p className="muted">{dashboardWords.noDrafts}</p> : null}
      <ul>
        {drafts.slice(0, 6).map((row) => (
          <li key={row.id}>
            <a href={`/admin/content/${row.id}`}>{documentName(row.def, words, context.lang, row.currentEs)}</a>
            <span className="meta">
              {fill(dashboardWords.draftBy, { who: actorName(row.draft?.savedBy ?? "", words) })} ·{" "}
              <When at={row.draft?.savedAt ?? null} lang={context.lang} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The publishes scheduled, soonest first, with their time and who scheduled them. */
function ScheduledCard({ context, documents }: CardProps) {
  const words = studioCopy[context.lang];
  const dashboardWords = listCopy[context.lang].dashboard;
  const scheduled = documents
    .flatMap((row) => row.scheduled.map((version) => ({ row, version })))
    .sort((first, second) => first.version.liveAt.localeCompare(second.version.liveAt));
  return (
    <div className="card">
      <h2>
        {dashboardWords.scheduled} <span className="count">{scheduled.length}</span>
      </h2>
      {scheduled.length === 0 ? <p className="muted">{dashboardWords.noScheduled}</p> : null}
      <ul>
        {scheduled.slice(0, 6).map(({ row, version }) => (
          <li key={`${row.id}:${version.number}`}>
            <a href={`/admin/content/${row.id}`}>{documentName(row.def, words, context.lang, row.currentEs)}</a>
            <span className="meta">
              <When at={version.liveAt} lang={context.lang} /> · {actorName(version.createdBy, words)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The texts waiting for translation per language, each with a link to export just those. */
function TranslationsCard({ context, documents }: CardProps) {
  const dashboardWords = listCopy[context.lang].dashboard;
  const pending = languages
    .filter((lang) => lang !== "es")
    .map((lang) => ({ lang, count: documents.reduce((sum, row) => sum + (row.stale[lang] ?? 0), 0) }))
    .filter(({ count }) => count > 0);
  return (
    <div className="card">
      <h2>
        {dashboardWords.translations}{" "}
        <span className="count">{pending.reduce((sum, { count }) => sum + count, 0)}</span>
      </h2>
      {pending.length === 0 ? <p className="muted">{dashboardWords.noTranslations}</p> : null}
      <dl className="langs-count">
        {pending.map(({ lang, count }) => (
          <Fragment key={lang}>
            <dt>{context.t.languages[lang]}</dt>
            <dd>{counted(context.lang, dashboardWords.texts, count)}</dd>
            <dd>
              <a href={`/admin/content/translations.xlf?lang=${lang}&scope=outdated&draft=yes`}>
                {dashboardWords.exportChanged}
              </a>
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}

/** The latest changes: who did what to which document, and when. */
function RecentCard({ context, documents, recent }: CardProps & { recent: RecentChange[] }) {
  const words = studioCopy[context.lang];
  const dashboardWords = listCopy[context.lang].dashboard;
  const kinds = dashboardWords.kinds;
  const name = (id: string) => {
    const doc = documents.find((row) => row.id === id);
    return doc ? documentName(doc.def, words, context.lang, doc.currentEs) : id;
  };
  return (
    <div className="card">
      <h2>{dashboardWords.recent}</h2>
      {recent.length === 0 ? <p className="muted">{dashboardWords.noRecent}</p> : null}
      <ul>
        {recent.slice(0, 6).map((change) => (
          <li key={`${change.at}:${change.documentId}:${change.kind}`}>
            {actorName(change.actor, words)}{" "}
            {kinds[change.kind as keyof typeof kinds] ??
              catalogueCopy[context.lang].recent[change.kind as keyof (typeof catalogueCopy)["es"]["recent"]] ??
              kinds.other}{" "}
            <a href={`/admin/content/${change.documentId}`}>{name(change.documentId)}</a>
            <span className="meta">
              <When at={change.at} lang={context.lang} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the studio opens on: the drafts waiting, the scheduled publishes, the translations waiting, the latest changes. */
export function Dashboard({
  context,
  documents,
  recent,
}: {
  context: PageContext;
  documents: OverviewDocument[];
  recent: RecentChange[];
}) {
  return (
    <section className="dashboard" aria-label={listCopy[context.lang].dashboard.label}>
      <DraftsCard context={context} documents={documents} />
      <ScheduledCard context={context} documents={documents} />
      <TranslationsCard context={context} documents={documents} />
      <RecentCard context={context} documents={documents} recent={recent} />
    </section>
  );
}
