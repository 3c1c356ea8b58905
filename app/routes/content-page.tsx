import { data } from "react-router";
import { Blocks } from "~/components/blocks/blocks";
import { faqStructuredData } from "~/components/blocks/faq-block";
import { heroSizes } from "~/components/blocks/hero-block";
import { NoIndex } from "~/components/site/no-index";
import { RegionGate } from "~/components/site/region-gate";
import { preloadImage } from "~/components/ui/picture";
import { catalogueCards } from "~/content/catalogue-cards";
import { collectionFrom } from "~/content/collection/shown";
import { contentContext } from "~/content/context";
import { pageContent } from "~/content/pages";
import { splitLanguage } from "~/i18n/languages";
import { leadClientAction } from "~/leads/forms/client-action";
import { leadAction } from "~/leads/server/intake.server";
import { getEnv } from "~/platform/env.server";
import { caseStudiesView } from "~/portfolio/views/case-study-views";
import { featureBlocks } from "~/portfolio/views/feature-blocks";
import { catalogueContext, readCatalogueManifest } from "~/server/content/catalogues.server";
import { publicFileExists } from "~/server/http/public-files.server";
import { isRestricted, pages } from "~/site/pages";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/content-page";

/** Every brand, product, service and help page: typed content blocks in the page's language. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, path } = splitLanguage(url.pathname);
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw data(null, { status: 404 });
  const env = getEnv();
  const snapshot = context.get(contentContext);
  const content = pageContent(
    page.id,
    lang,
    { leadRetentionDays: env.LEAD_RETENTION_DAYS, outboxKeepDays: env.OUTBOX_KEEP_DAYS },
    snapshot,
  );
  const hero = content.blocks.find((block) => block.kind === "hero");
  const faq = content.blocks.find((block) => block.kind === "faq");
  const restricted = isRestricted(page);
  // Head tags are built here, on the server, so their code never ships to the browser.
  const head = [
    ...pageMeta({ siteUrl: env.SITE_URL, lang, path, ...content.meta }),
    // A gated page is in the HTML for every visitor (its hero fetched either way), and shown to
    // allowed ones: its hero is preloaded as any page's.
    ...(hero ? [{ tagName: "link", ...preloadImage(hero.image.name, heroSizes) }] : []),
    ...(faq ? [{ "script:ld+json": faqStructuredData(faq) }] : []),
  ];
  return {
    head,
    content,
    restricted,
    hasVideo: Boolean(hero?.video && publicFileExists(hero.video)),
    catalogues: content.blocks.some((block) => block.kind === "catalogues")
      ? catalogueCards(context.get(catalogueContext) ?? readCatalogueManifest(), lang)
      : [],
    // The case studies as published now; the projects page's filter comes from its address.
    caseStudies: Object.fromEntries(
      content.blocks.flatMap((block, index) =>
        block.kind === "caseStudies"
          ? [[index, caseStudiesView(block, collectionFrom(snapshot, lang), lang, url.searchParams)]]
          : [],
      ),
    ),
  };
}

/** The contact section's form on every page that shows it, and the contact page's form. */
export function action(args: Route.ActionArgs) {
  return leadAction(args, ["contactSection", "contact"]);
}

/** A refused post's Retry-After reaches the visitor: an action's headers are sent only through this. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const clientAction = leadClientAction;
export { shouldRevalidate } from "~/leads/forms/client-action";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { content, catalogues: items, hasVideo, restricted, caseStudies } = loaderData;
  const blocks = (
    <Blocks
      blocks={content.blocks}
      catalogues={items}
      hasVideo={hasVideo}
      features={featureBlocks}
      caseStudies={caseStudies}
    />
  );
  return (
    <>
      <NoIndex when={actionData} />
      {restricted ? <RegionGate>{blocks}</RegionGate> : blocks}
    </>
  );
}
