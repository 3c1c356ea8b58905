import { useEffect, useMemo, useState } from "react";
import {
  activeFilters,
  type Filters,
  filterCounts,
  filterDesigns,
  filtersQuery,
  noFilters,
  parseFilters,
} from "~/collection/filters";
import { collectionView } from "~/collection/list-view";
import { CollectionEmpty } from "~/collection/views/collection-empty";
import { CollectionFilters } from "~/collection/views/collection-filters";
import { cardSizes, DesignCard } from "~/collection/views/design-card";
import { collectionWords } from "~/collection/words";
import { preloadImage } from "~/components/ui/picture";
import { Static } from "~/components/ui/static";
import { collectionPath } from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import { contentContext } from "~/content/context";
import { localizePath, splitLanguage } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { getEnv } from "~/platform/env.server";
import { configuratorPath } from "~/rug/configuration";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/collection-route";

/**
 * The collection: every design shown, as cards, and filters by collection, technique, colour
 * family and shape. The pre-rendered page has no filters; an address with filters is rendered by
 * the server (app/server/http/static.server.ts), kept and shed like every page rendered on
 * request. With JavaScript a change of filter shows and hides the cards at once and rewrites the
 * address in place; the cards themselves stay static HTML.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, path } = splitLanguage(url.pathname);
  const catalogue = collectionFrom(context.get(contentContext), lang);
  const view = collectionView(catalogue, lang);
  const copy = collectionWords[lang].list;
  const filters = parseFilters(url.searchParams, view.options);
  const first = filterDesigns(view.facets, filters)[0];
  const firstCard = view.cards.find((card) => card.slug === first?.slug);
  // Canonical only: a filtered address names the unfiltered page as its canonical (pageMeta
  // writes the path without the query), so search engines index the page, not its subsets.
  const head = [
    ...pageMeta({ siteUrl: getEnv().SITE_URL, lang, path, ...copy.meta }),
    ...(firstCard ? [{ tagName: "link", ...preloadImage(firstCard.image.name, cardSizes) }] : []),
  ];
  return {
    head,
    copy,
    ...view,
    filters,
    action: localizePath(collectionPath, lang),
    configurator: localizePath(configuratorPath, lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { copy, cards, facets, choices, options, action, configurator } = loaderData;
  const [filters, setFilters] = useState<Filters>(loaderData.filters);
  const shown = useMemo(() => new Set(filterDesigns(facets, filters).map((design) => design.slug)), [facets, filters]);
  const counts = useMemo(() => filterCounts(facets, filters, options), [facets, filters, options]);
  const [initial] = useState(shown);

  // The cards are the server's HTML: a change of filter shows and hides them where they are.
  useEffect(() => {
    for (const card of document.querySelectorAll<HTMLElement>("#collection-designs > [data-design]"))
      card.hidden = !shown.has(card.dataset.design ?? "");
  }, [shown]);

  const choose = (next: Filters) => {
    setFilters(next);
    const query = filtersQuery(next);
    window.history.replaceState(window.history.state, "", `${action}${query ? `?${query}` : ""}`);
  };
  const clear = activeFilters(filters) > 0 ? () => choose(noFilters) : undefined;
  // Cleared from the empty state, which then goes: focus moves to the designs it brought back.
  const clearFromEmpty = clear
    ? () => {
        clear();
        document.getElementById("designs-heading")?.focus();
      }
    : undefined;

  return (
    <>
      <Static as="section" className="bg-sand/40 pb-12 pt-14 sm:pb-16 sm:pt-20">
        <div className="container-content flex flex-col gap-4">
          <p className="eyebrow text-bronze">{copy.eyebrow}</p>
          <h1 className="font-display text-4xl leading-tight text-balance sm:text-6xl">{copy.title}</h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted">{copy.intro}</p>
        </div>
      </Static>
      <div className="container-content grid gap-6 py-8 sm:py-12 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
        <CollectionFilters
          copy={copy.filters}
          choices={choices}
          filters={filters}
          counts={counts}
          shown={shown.size}
          action={action}
          onChange={choose}
        />
        <section aria-labelledby="designs-heading" className="flex min-w-0 flex-col gap-8">
          <div className="flex min-h-10 flex-wrap items-center gap-x-6 gap-y-2 lg:border-b lg:border-line lg:pb-4">
            <h2 id="designs-heading" tabIndex={-1} className="sr-only">
              {copy.results.heading}
            </h2>
            <p role="status" className="text-sm tracking-wide text-muted">
              {shown.size === 1 ? copy.results.shownOne : fill(copy.results.shown, { count: shown.size })}
            </p>
            {clear ? (
              <a
                href={action}
                onClick={(event) => {
                  event.preventDefault();
                  clear();
                }}
                className="text-sm underline decoration-line underline-offset-4 hover:decoration-ink"
              >
                {copy.filters.clear}
              </a>
            ) : null}
          </div>
          <Static
            as="ul"
            id="collection-designs"
            className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 sm:gap-y-14 lg:grid-cols-3"
          >
            {cards.map((card, index) => (
              <DesignCard
                key={card.slug}
                card={card}
                hidden={!initial.has(card.slug)}
                priority={index === cards.findIndex((candidate) => initial.has(candidate.slug))}
              />
            ))}
          </Static>
          {shown.size === 0 ? (
            <CollectionEmpty
              copy={copy.empty}
              configurator={configurator}
              clearHref={action}
              onClear={clearFromEmpty}
            />
          ) : null}
        </section>
      </div>
    </>
  );
}
