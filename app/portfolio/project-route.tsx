import { data } from "react-router";
import { NoIndex } from "~/components/site/no-index";
import { preloadImage } from "~/components/ui/picture";
import { projectPath } from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import { contentContext } from "~/content/context";
import { sectionBlocks } from "~/content/pages";
import { splitLanguage } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { leadClientAction } from "~/leads/forms/client-action";
import { leadAction } from "~/leads/server/intake.server";
import { getEnv } from "~/platform/env.server";
import { projectHead } from "~/portfolio/views/project-head";
import { ProjectPage } from "~/portfolio/views/project-page";
import { projectCoverSizes } from "~/portfolio/views/project-photos";
import { projectView } from "~/portfolio/views/project-view";
import type { Route } from "./+types/project-route";

/**
 * A case study of the portfolio (`/proyectos/<slug>`), from the published projects: pre-rendered
 * for the build's, rendered again when a publish changes one (app/server/http/live-pages.server.ts);
 * a slug no shown project has is the 404 page.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { lang } = splitLanguage(url.pathname);
  const snapshot = context.get(contentContext);
  const view = projectView(collectionFrom(snapshot, lang), params.slug, lang);
  if (!view) throw data(null, { status: 404 });
  const [cover] = view.photos;
  const head = [
    ...projectHead({
      siteUrl: getEnv().SITE_URL,
      lang,
      path: projectPath(view.slug),
      view,
      portfolioName: messages[lang].pages.proyectos,
    }),
    // A gated project's page is in the HTML for every visitor (its photograph fetched either way),
    // and shown to allowed ones: preloaded as any project's.
    ...(cover ? [{ tagName: "link", ...preloadImage(cover.image.name, projectCoverSizes) }] : []),
  ];
  return { head, view, contact: sectionBlocks("contact", lang, snapshot) };
}

/** The contact section's form, which the page closes with. */
export function action(args: Route.ActionArgs) {
  return leadAction(args, ["contactSection"]);
}

/** A refused post's Retry-After reaches the visitor: an action's headers are sent only through this. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const clientAction = leadClientAction;
export { shouldRevalidate } from "~/leads/forms/client-action";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.head ?? [
    { title: matches[0].loaderData.messages.notFound.title },
    { name: "robots", content: "noindex" },
  ];

export default function ProjectRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <NoIndex when={actionData} />
      <ProjectPage view={loaderData.view} contact={loaderData.contact} />
    </>
  );
}
