import { filterParams } from "~/collection/filters";
import { collectionWords } from "~/collection/words";
import { Blocks } from "~/components/blocks/blocks";
import { type CollectionLinks, Collections } from "~/components/sections/collections";
import { type EventCard, EventsNews } from "~/components/sections/events-news";
import { Experience360 } from "~/components/sections/experience-360";
import { HomeHero, heroImageSizes } from "~/components/sections/home-hero";
import { HomeTiles } from "~/components/sections/home-tiles";
import { Techniques } from "~/components/sections/techniques";
import { preloadImage } from "~/components/ui/picture";
import { Static } from "~/components/ui/static";
import { collectionPath, collections } from "~/content/collection/schema";
import { contentContext, eventsFrom, homeFrom } from "~/content/context";
import { sectionBlocks } from "~/content/pages";
import { fillSiteFacts } from "~/content/site-facts";
import { formatLongDate } from "~/i18n/format";
import { localizePath, splitLanguage } from "~/i18n/languages";
import { leadClientAction } from "~/leads/forms/client-action";
import { leadAction } from "~/leads/server/intake.server";
import { getEnv } from "~/platform/env.server";
import { featureBlocks } from "~/portfolio/views/feature-blocks";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/home";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = splitLanguage(url.pathname);
  const snapshot = context.get(contentContext);
  const content = fillSiteFacts(homeFrom(snapshot, lang), lang);
  // Every item goes to the page; the stylesheet shows a restricted one only to allowed visitors.
  const cards: EventCard[] = eventsFrom(snapshot, lang, new Date()).map((item) => ({
    id: item.id,
    type: item.type,
    date: item.date,
    dateText: formatLongDate(item.date, lang),
    image: item.image.name,
    imageAlt: item.image.alt,
    link: item.link,
    restricted: item.restricted,
    title: item.title,
    description: item.description,
    location: item.location,
  }));
  // Head tags are built here, on the server, so their code never ships to the browser.
  // The hero's picture (an image slot the studio may change) is the LCP image: preloaded.
  const head = [
    ...pageMeta({ siteUrl: getEnv().SITE_URL, lang, path: "/", ...content.meta }),
    { tagName: "link", ...preloadImage(content.hero.image.name, heroImageSizes) },
  ];
  // The collections section's cards, in the order of the collections (the configurator's motifs).
  const collection = localizePath(collectionPath, lang);
  const collectionLinks: CollectionLinks = {
    categories: collections.map((id) => `${collection}?${filterParams.collection}=${id}`),
    all: { href: collection, label: collectionWords[lang].home.seeAll },
  };
  return { lang, content, events: cards, head, collectionLinks, contact: sectionBlocks("contact", lang, snapshot) };
}

/** The contact section's form (the contact section is part of the home page). */
export function action(args: Route.ActionArgs) {
  return leadAction(args, ["contactSection"]);
}

/** A refused post's Retry-After reaches the visitor: an action's headers are sent only through this. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const clientAction = leadClientAction;
export { shouldRevalidate } from "~/leads/forms/client-action";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, events: cards, contact, collectionLinks } = loaderData;
  return (
    <>
      <Static className="contents">
        <HomeHero content={content.hero} />
        <HomeTiles content={content.tiles} />
        <Experience360 content={content.experience} />
        <Collections content={content.collections} links={collectionLinks} />
        <Techniques content={content.techniques} />
      </Static>
      <EventsNews items={cards} />
      <Blocks blocks={contact} catalogues={[]} hasVideo={false} features={featureBlocks} />
    </>
  );
}
