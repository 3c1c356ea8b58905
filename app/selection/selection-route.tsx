import { data } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { collectionPath } from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import { contentContext } from "~/content/context";
import { type Language, localizePath, splitLanguage } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { leadClientAction } from "~/leads/forms/client-action";
import { formField } from "~/leads/forms/hidden-fields";
import { leadAction } from "~/leads/server/intake.server";
import { projectItems } from "~/leads/server/project-items.server";
import { getEnv } from "~/platform/env.server";
import { requestInfo } from "~/platform/request-info.server";
import { configuratorPath } from "~/rug/configuration";
import { formatDate } from "~/specifier/spec-sheet/spec-sheet-content";
import type { Route } from "./+types/selection-route";
import {
  type DownloadFormat,
  doneParam,
  itemParam,
  selectionDownloadHref,
  selectionFields,
  selectionForm,
  selectionLimits,
  selectionPath,
  sharedParam,
} from "./selection";
import { selectionRows } from "./selection-rows";
import { selectionMeta } from "./selection-view";
import { type SelectionRefusal, selectionAction } from "./server/selection-action.server";
import { selectionFromCookies } from "./server/selection-cookie.server";
import { selectionView } from "./server/selection-view.server";
import { openShare } from "./server/shares.server";
import { AddToSelection } from "./views/add-to-selection";
import { CopyLink } from "./views/copy-link";
import { ProjectRequest } from "./views/project-request";
import { type ItemProblem, SelectionItem, SelectionTotals } from "./views/selection-items";
import { type SelectionWords, selectionWords } from "./words";

/**
 * The visitor's project (`/mi-proyecto`): the rugs she gathered, each with its place and quantity
 * to change or remove, the totals, a link to share, the FF&E schedule to download. Rendered on
 * request from her cookie, never pre-rendered and never kept for another visitor
 * (`Cache-Control: private, no-store`); kept out of search engines.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { lang } = splitLanguage(url.pathname);
  const selection = selectionFromCookies(request.headers.get("Cookie"));
  const view = selectionView(selection, lang, collectionFrom(context.get(contentContext), lang));
  const copy = selectionWords[lang];
  const token = url.searchParams.get(sharedParam);
  let shared: { url: string; expires: string } | null = null;
  if (token) {
    const opened = await openShare(context.get(requestInfo).services.storage, token, new Date());
    if (opened.ok)
      shared = {
        url: `${getEnv().SITE_URL}${localizePath(selectionPath, lang)}/${token}`,
        expires: formatDate(new Date(opened.expiresAt), lang),
      };
  }
  const done = url.searchParams.get(doneParam);
  const notice =
    done === "added"
      ? fill(copy.notices.added, {
          rug: view.items.find((item) => item.id === url.searchParams.get(itemParam))?.name ?? "",
        })
      : done === "updated"
        ? copy.notices.updated
        : done === "removed"
          ? copy.notices.removed
          : null;
  return data(
    { lang, copy, view, notice, shared, highlighted: url.searchParams.get(itemParam) },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

/**
 * The page's posts: the request for samples and a quote is a lead, handled by the lead intake as
 * every lead form is, with the rugs of the visitor's project read from her cookie (never from
 * what was posted); any other post (add, change, remove, share) is the project's own.
 */
export async function action(args: Route.ActionArgs) {
  // A body that cannot be read is the project's action's to refuse, as before.
  const posted = await args.request
    .clone()
    .formData()
    .catch(() => null);
  if (posted?.get(formField) !== "project") return selectionAction(args, posted ?? undefined);
  const { lang } = splitLanguage(args.url.pathname);
  const selection = selectionFromCookies(args.request.headers.get("Cookie"));
  const rows = selectionRows(selection, lang, collectionFrom(args.context.get(contentContext), lang));
  return leadAction(args, ["project"], { projectItems: projectItems(rows, getEnv().SITE_URL) });
}

export const clientAction = leadClientAction;
export { shouldRevalidate } from "~/leads/forms/client-action";

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) merged.set(name, value);
  merged.set("Cache-Control", "private, no-store");
  return merged;
};

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? selectionMeta(loaderData.copy.meta) : []);

/** A refused change in the page's words, and which item (or the add form) it belongs to. */
function refusalMessage(refusal: SelectionRefusal, copy: SelectionWords): string {
  if (refusal.problem === "full") return fill(copy.problems.full, { max: selectionLimits.items });
  if (refusal.problem === "foreign") return copy.problems.unavailable;
  return copy.problems[refusal.problem];
}

export default function SelectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, copy, view, notice, shared, highlighted } = loaderData;
  // The page's answer to a post: the project's own refusal, or the request's (its form shows it).
  const refusal =
    actionData && typeof actionData === "object" && "problem" in actionData
      ? (actionData as SelectionRefusal)
      : undefined;
  const requestAnswered = Boolean(actionData) && !refusal;
  const message = refusal ? refusalMessage(refusal, copy) : null;
  const itemProblem: ItemProblem | undefined =
    refusal && refusal.intent === "update" && message
      ? { item: refusal.item, message, place: refusal.posted.place, quantity: refusal.posted.quantity }
      : undefined;
  return (
    <>
      <section className="bg-sand/40 pb-10 pt-14 sm:pt-20">
        <div className="container-content flex max-w-3xl flex-col gap-4">
          <p className="text-xs uppercase tracking-[0.3em] text-bronze">{copy.page.eyebrow}</p>
          <h1 className="font-display text-4xl leading-tight text-balance sm:text-5xl">{copy.page.title}</h1>
          <p className="text-lg leading-relaxed text-muted">{copy.page.intro}</p>
        </div>
      </section>
      <div className="container-content flex flex-col gap-10 py-12 sm:py-16">
        <Notices
          notice={notice}
          refusal={itemProblem ? undefined : refusal}
          message={message}
          copy={copy}
          lang={lang}
        />
        {shared ? <SharedLink copy={copy} shared={shared} /> : null}
        {view.items.length === 0 ? (
          <>
            <EmptySelection copy={copy} lang={lang} />
            {/* A request sent as the project was emptied elsewhere: its message, with what was typed. */}
            {requestAnswered ? <ProjectRequest /> : null}
          </>
        ) : (
          <>
            <section aria-labelledby="selection-items" className="flex flex-col gap-5">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id="selection-items" className="font-display text-3xl">
                  {copy.page.itemsHeading}
                </h2>
                <p className="text-sm text-muted">{view.count}</p>
              </div>
              <ol className="flex flex-col gap-5">
                {view.items.map((item) => (
                  <SelectionItem
                    key={item.id}
                    item={item}
                    copy={copy}
                    lang={lang}
                    editable
                    highlighted={item.id === highlighted}
                    {...(itemProblem?.item === item.id ? { problem: itemProblem } : {})}
                  />
                ))}
              </ol>
            </section>
            <SelectionTotals copy={copy} totals={view.totals} />
            <div className="grid gap-8 lg:grid-cols-2">
              <Downloads copy={copy} lang={lang} />
              <ShareForm copy={copy} lang={lang} />
            </div>
            <ProjectRequest />
          </>
        )}
      </div>
    </>
  );
}

/** What the last change did, or why it was refused (with the rug that could not be added, kept to try again). */
function Notices(props: {
  notice: string | null;
  refusal: SelectionRefusal | undefined;
  message: string | null;
  copy: SelectionWords;
  lang: Language;
}) {
  const { notice, refusal, message, copy, lang } = props;
  if (refusal && message)
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-sm border border-[#b42318]/40 bg-[#fdf3f2] p-5">
        <p className="text-[#8f1d14]">{message}</p>
        {refusal.intent === "add" && refusal.problem === "quantity" ? (
          <AddToSelection copy={copy.add} lang={lang} rug={refusal.posted.rug} refused={refusal.posted} />
        ) : null}
      </div>
    );
  if (!notice) return null;
  return (
    <p role="status" className="rounded-sm border border-bronze/40 bg-ivory p-5 text-ink">
      {notice}
    </p>
  );
}

function EmptySelection({ copy, lang }: { copy: SelectionWords; lang: Language }) {
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <p className="text-lg leading-relaxed">{copy.page.empty}</p>
      <p className="flex flex-wrap gap-3">
        <a href={localizePath(collectionPath, lang)} className={buttonStyles.solid}>
          {copy.page.emptyLinks.collection}
        </a>
        <a href={localizePath(configuratorPath, lang)} className={buttonStyles.outline}>
          {copy.page.emptyLinks.configurator}
        </a>
      </p>
    </div>
  );
}

const formats: { format: DownloadFormat; key: "xlsx" | "csv" | "zip" }[] = [
  { format: "xlsx", key: "xlsx" },
  { format: "csv", key: "csv" },
  { format: "zip", key: "zip" },
];

export function Downloads({ copy, lang, share }: { copy: SelectionWords; lang: Language; share?: string }) {
  return (
    <section aria-labelledby="selection-downloads" className="flex flex-col gap-4">
      <h2 id="selection-downloads" className="font-display text-2xl">
        {copy.downloads.heading}
      </h2>
      <ul className="flex flex-col gap-2">
        {formats.map(({ format, key }) => (
          <li key={format}>
            <a
              href={selectionDownloadHref(lang, format, share)}
              download
              className="underline underline-offset-4 hover:text-bronze"
            >
              {copy.downloads[key]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShareForm({ copy, lang }: { copy: SelectionWords; lang: Language }) {
  return (
    <section aria-labelledby="selection-share" className="flex flex-col gap-4">
      <h2 id="selection-share" className="font-display text-2xl">
        {copy.share.heading}
      </h2>
      <p className="leading-relaxed text-muted">{copy.share.intro}</p>
      <form method="post" action={localizePath(selectionPath, lang)}>
        <input type="hidden" name={formField} value={selectionForm} />
        <input type="hidden" name={selectionFields.intent} value="share" />
        <button type="submit" className={buttonStyles.solid}>
          {copy.share.submit}
        </button>
      </form>
    </section>
  );
}

function SharedLink({ copy, shared }: { copy: SelectionWords; shared: { url: string; expires: string } }) {
  return (
    <section
      role="status"
      aria-labelledby="selection-shared"
      className="flex flex-col gap-3 rounded-sm bg-ink p-5 text-ivory sm:p-6"
    >
      <h2 id="selection-shared" className="text-xs uppercase tracking-[0.25em] text-ivory/70">
        {copy.share.link}
      </h2>
      <p className="break-all font-display text-xl">
        <a id="selection-shared-link" href={shared.url} className="underline underline-offset-4">
          {shared.url}
        </a>
      </p>
      <p className="text-sm text-ivory/80">{fill(copy.share.created, { expires: shared.expires })}</p>
      <CopyLink url={shared.url} copy={copy.share} linkId="selection-shared-link" />
    </section>
  );
}
