import { data } from "react-router";
import { collectionFrom } from "~/content/collection/shown";
import { contentContext } from "~/content/context";
import { splitLanguage } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { requestInfo } from "~/platform/request-info.server";
import { formatDate } from "~/specifier/spec-sheet/spec-sheet-content";
import type { Route } from "./+types/shared-selection-route";
import { Downloads } from "./selection-route";
import { selectionMeta } from "./selection-view";
import { selectionView } from "./server/selection-view.server";
import { openShare, selectionShareDays } from "./server/shares.server";
import { SelectionItem, SelectionTotals } from "./views/selection-items";
import { selectionWords } from "./words";

/**
 * A shared project (`/mi-proyecto/<token>`): a read-only copy, as it was when shared, for anyone
 * with the link, in any browser, with no control that changes it (the downloads read the same
 * copy). A link that never existed answers 404, one that expired 410, each with a page that says
 * which; neither tells anything else. Rendered on request, never kept, kept out of search engines.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = splitLanguage(url.pathname);
  const copy = selectionWords[lang];
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };
  const opened = await openShare(context.get(requestInfo).services.storage, params.token, new Date());
  if (!opened.ok) {
    const status = opened.reason === "expired" ? 410 : 404;
    const days = selectionShareDays;
    return data({ lang, copy, gone: opened.reason, days, shared: null }, { status, headers });
  }
  const view = selectionView(opened.selection, lang, collectionFrom(context.get(contentContext), lang));
  const intro = fill(copy.page.sharedIntro, {
    date: formatDate(new Date(opened.createdAt), lang),
    expires: formatDate(new Date(opened.expiresAt), lang),
  });
  return data(
    { lang, copy, gone: null, days: selectionShareDays, shared: { view, intro, token: params.token } },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? selectionMeta(loaderData.copy.shared) : []);

export default function SharedSelectionPage({ loaderData }: Route.ComponentProps) {
  const { lang, copy, gone, days, shared } = loaderData;
  if (gone || !shared) {
    const expired = gone === "expired";
    return (
      <section className="container-content flex max-w-2xl flex-col gap-4 py-20">
        <h1 className="font-display text-4xl leading-tight">
          {expired ? copy.gone.expiredTitle : copy.gone.unknownTitle}
        </h1>
        <p className="text-lg leading-relaxed text-muted">
          {expired ? fill(copy.gone.expired, { days }) : copy.gone.unknown}
        </p>
      </section>
    );
  }
  const { view, intro, token } = shared;
  return (
    <>
      <section className="bg-sand/40 pb-10 pt-14 sm:pt-20">
        <div className="container-content flex max-w-3xl flex-col gap-4">
          <p className="text-xs uppercase tracking-[0.3em] text-bronze">{copy.page.eyebrow}</p>
          <h1 className="font-display text-4xl leading-tight text-balance sm:text-5xl">{copy.page.sharedTitle}</h1>
          <p className="text-lg leading-relaxed text-muted">{intro}</p>
        </div>
      </section>
      <div className="container-content flex flex-col gap-10 py-12 sm:py-16">
        <section aria-labelledby="selection-items" className="flex flex-col gap-5">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="selection-items" className="font-display text-3xl">
              {copy.page.itemsHeading}
            </h2>
            <p className="text-sm text-muted">{view.count}</p>
          </div>
          <ol className="flex flex-col gap-5">
            {view.items.map((item) => (
              <SelectionItem key={item.id} item={item} copy={copy} lang={lang} editable={false} />
            ))}
          </ol>
        </section>
        <SelectionTotals copy={copy} totals={view.totals} />
        <Downloads copy={copy} lang={lang} share={token} />
      </div>
    </>
  );
}
