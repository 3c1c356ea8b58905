import { data } from "react-router";
import { NotFound } from "~/components/site/not-found-view";
import type { Route } from "./+types/not-found";

/** Any path no page answers: HTTP 404 with 'Oops! Page not found' and a link home, and the path in the server log. */
export async function loader({ request, url }: Route.LoaderArgs) {
  console.warn(`404 ${request.method} ${url.pathname}`);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: matches[0].loaderData.messages.notFound.title },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
