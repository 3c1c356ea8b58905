import { Suspense } from "react";
import { NoIndex } from "~/components/site/no-index";
import { Static } from "~/components/ui/static";
import { Configurator, viewFrom } from "~/configurator/views/configurator";
import { type ConfiguratorWords, configuratorWords } from "~/configurator/words";
import { contentContext } from "~/content/context";
import { localizePath, splitLanguage } from "~/i18n/languages";
import { leadClientAction } from "~/leads/forms/client-action";
import { quoteHeadingId } from "~/leads/forms/quote-heading";
import { leadAction } from "~/leads/server/intake.server";
import { LeadForm } from "~/leads/views/lead-form";
import { getEnv } from "~/platform/env.server";
import { configurationQuery, configuratorPath, parseConfiguration, withGroundFirst } from "~/rug/configuration";
import { AddToSelection } from "~/selection/views/add-to-selection";
import { selectionWords } from "~/selection/words";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/configurator-route";
import { designOnPage } from "./server/design-on-page.server";

/**
 * The rug configurator: the configuration is read from the address (a shared link, the GET
 * form without JavaScript), drawn on the server, and the quote request goes through the same
 * intake as every other form. The pre-rendered page is the default rug; an address with a query
 * is rendered (app/server/http/static.server.ts).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, path } = splitLanguage(url.pathname);
  const query = withGroundFirst(url.searchParams);
  // The design the rug started from, while the collection shows it (drawn with its artwork);
  // else the rug is free.
  const { parsed, design, artwork } = designOnPage(parseConfiguration(query), context.get(contentContext), lang);
  const copy = configuratorWords(lang);
  const addCopy = selectionWords[lang].add;
  const env = getEnv();
  const head = pageMeta({
    siteUrl: env.SITE_URL,
    lang,
    path,
    title: copy.meta.title,
    description: copy.meta.description,
  });
  return {
    head,
    lang,
    copy,
    addCopy,
    parsed,
    design,
    view: viewFrom(query, parsed),
    artwork,
    action: localizePath(configuratorPath, lang),
    pageUrl: `${env.SITE_URL}${localizePath(configuratorPath, lang)}`,
  };
}

/**
 * The quote request. A post without JavaScript that succeeds comes back to the same rug
 * (its configuration in the address) with the form's success message.
 */
export function action(args: Route.ActionArgs) {
  const rug = configurationQuery(parseConfiguration(args.url.searchParams).configuration);
  return leadAction(args, ["quote"], { successQuery: rug });
}

/** A refused post's Retry-After reaches the visitor: an action's headers are sent only through this. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const clientAction = leadClientAction;
export { shouldRevalidate } from "~/leads/forms/client-action";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function ConfiguratorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, addCopy, lang, parsed, design, view, action, pageUrl, artwork } = loaderData;
  return (
    <>
      <NoIndex when={actionData} />
      <Static as="section" className="bg-sand/40 pb-10 pt-14 sm:pt-20">
        <div className="container-content flex max-w-3xl flex-col gap-4">
          <p className="text-xs uppercase tracking-[0.3em] text-bronze">{copy.hero.eyebrow}</p>
          <h1 className="font-display text-4xl leading-tight text-balance sm:text-5xl">{copy.hero.title}</h1>
          <p className="text-lg leading-relaxed text-muted">{copy.hero.intro}</p>
        </div>
      </Static>
      <Configurator
        copy={copy}
        lang={lang}
        action={action}
        initial={parsed}
        design={design}
        initialView={view}
        pageUrl={pageUrl}
        artwork={artwork}
        after={(rug) => (
          <>
            <section className="container-content pb-12">
              <AddToSelection copy={addCopy} lang={lang} rug={rug} />
            </section>
            <QuoteSection copy={copy} rug={rug} />
          </>
        )}
      />
    </>
  );
}

/** The quote request under the configurator, carrying the rug as it is now. */
function QuoteSection({ copy, rug }: { copy: ConfiguratorWords; rug: string }) {
  return (
    <section aria-labelledby={quoteHeadingId} className="bg-sand/40 py-16 sm:py-20">
      <div className="container-content grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
        <div className="flex flex-col gap-4">
          {/* Focusable by script only: the room view's 'Go to the request' moves focus here. */}
          <h2 id={quoteHeadingId} tabIndex={-1} className="font-display text-3xl leading-tight sm:text-4xl">
            {copy.quote.heading}
          </h2>
          <p className="leading-relaxed text-muted">{copy.quote.intro}</p>
          <p className="text-sm text-muted">{copy.preview.noPrice}</p>
        </div>
        <div className="rounded-sm bg-ivory p-6 shadow-sm ring-1 ring-line sm:p-10">
          <Suspense>
            <LeadForm form="quote" carried={{ configuration: rug }} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
