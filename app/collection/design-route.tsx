import { useState } from "react";
import { data } from "react-router";
import { colourwayParam } from "~/collection/addresses";
import { chosenColourway, designView } from "~/collection/design-view";
import { ColourList, ColourwayPicker } from "~/collection/views/colourway-picker";
import { DesignActions } from "~/collection/views/design-actions";
import { DesignDetails } from "~/collection/views/design-details";
import { DesignGallery } from "~/collection/views/design-gallery";
import { DesignProjects } from "~/collection/views/design-projects";
import { collectionWords } from "~/collection/words";
import { pictureFile, preloadImage } from "~/components/ui/picture";
import { Static } from "~/components/ui/static";
import { collectionPath, designPath } from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import { contentContext } from "~/content/context";
import { localizePath, splitLanguage } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { getEnv } from "~/platform/env.server";
import { configurationQuery } from "~/rug/configuration";
import { AddToSelection } from "~/selection/views/add-to-selection";
import { selectionWords } from "~/selection/words";
import { siteConfig } from "~/site/config";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/design-route";

/**
 * A design of the collection: its pictures in the chosen colourway (full screen on demand), the
 * colourways (each its own address, `?color=<id>`), its colours, its specifications, its story,
 * the projects that used it, and the ways on: the configurator, the room view and samples.
 * Pre-rendered for every design shown at build; a design published later is rendered on publish
 * (app/server/http/live-pages.server.ts), and one taken off answers 404.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = splitLanguage(url.pathname);
  const catalogue = collectionFrom(context.get(contentContext), lang);
  const design = catalogue.design.get(params.slug);
  if (!design) throw data(null, { status: 404 });
  const view = designView(design, catalogue, lang);
  const chosen = chosenColourway(design, url.searchParams);
  const colourway = view.colourways.find((candidate) => candidate.id === chosen.id) ?? view.colourways[0];
  const siteUrl = getEnv().SITE_URL;
  const path = designPath(design.slug);
  const flat = colourway?.images.flat ?? chosen.images.flat;
  const share = pictureFile(flat.name, 1200);
  const galleryFirst = "(min-width: 64rem) 50vw, 100vw";
  // Head tags are built here, on the server, so their code never ships to the browser.
  const head = [
    ...pageMeta({
      siteUrl,
      lang,
      path,
      title: `${design.name} · ${view.collection.name}`,
      description: design.summary,
      image: { url: `${siteUrl}${share.path}`, width: share.width, height: share.height, alt: flat.alt },
      trail: [{ name: messages[lang].pages.colecciones, path: collectionPath }],
    }),
    { tagName: "link", ...preloadImage(flat.name, galleryFirst) },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: design.name,
        description: design.summary,
        url: `${siteUrl}${localizePath(path, lang)}`,
        brand: { "@type": "Brand", name: siteConfig.brandName },
        manufacturer: { "@id": `${siteUrl}/#organization` },
        category: view.collection.name,
        material: view.specs.find((row) => row.id === "materials")?.value,
        color: view.colourways.map((candidate) => candidate.label).join(", "),
        image: view.colourways.map((candidate) => `${siteUrl}${pictureFile(candidate.images.flat.name, 1200).path}`),
      },
    },
  ];
  return {
    head,
    lang,
    copy: collectionWords[lang].design,
    addCopy: selectionWords[lang].add,
    view,
    chosen: chosen.id,
    action: localizePath(path, lang),
    collection: localizePath(collectionPath, lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function DesignPage({ loaderData }: Route.ComponentProps) {
  const { copy, addCopy, view, action, lang, collection } = loaderData;
  const [chosen, setChosen] = useState(loaderData.chosen);
  const colourway = view.colourways.find((candidate) => candidate.id === chosen) ?? view.colourways[0];
  if (!colourway) return null;

  const choose = (id: string) => {
    setChosen(id);
    // The first colourway is the design's own address, the one pre-rendered.
    const query = id === view.colourways[0]?.id ? "" : `?${new URLSearchParams({ [colourwayParam]: id })}`;
    window.history.replaceState(window.history.state, "", `${action}${query}`);
  };

  return (
    <>
      <div className="container-content pb-16 pt-8 sm:pb-24 sm:pt-10">
        <Static as="nav" aria-label={copy.breadcrumb} className="mb-6 text-sm text-muted sm:mb-10">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <a href={collection} className="underline-offset-4 hover:underline">
                {copy.collection}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <a href={view.collection.href} className="underline-offset-4 hover:underline">
                {view.collection.name}
              </a>
            </li>
          </ol>
        </Static>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10">
          <Static className="flex flex-col gap-4 lg:col-start-2">
            <p className="eyebrow text-bronze">{view.collection.name}</p>
            <h1 className="font-display text-5xl leading-none sm:text-6xl">{view.name}</h1>
            <p className="text-lg leading-relaxed text-muted">{view.summary}</p>
          </Static>
          <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <DesignGallery copy={copy.gallery} design={view.name} colourway={colourway} />
          </div>
          <div className="flex flex-col gap-8 lg:col-start-2">
            <ColourwayPicker
              copy={copy.colourways}
              colourways={view.colourways}
              value={colourway.id}
              action={action}
              onChange={choose}
            />
            <ColourList copy={copy.colourways} colourway={colourway} />
            <DesignActions copy={copy.actions} colourway={colourway} lang={lang} sizeLabel={view.sizeLabel} />
            <AddToSelection copy={addCopy} lang={lang} rug={configurationQuery(colourway.configuration)} />
          </div>
        </div>
      </div>
      <Static>
        <DesignDetails copy={copy} view={view} />
        <DesignProjects copy={copy.projects} design={view.name} projects={view.projects} />
      </Static>
    </>
  );
}
