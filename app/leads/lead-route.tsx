import { data } from "react-router";
import { NoIndex } from "~/components/site/no-index";
import { Picture } from "~/components/ui/picture";
import { Static } from "~/components/ui/static";
import { contentContext } from "~/content/context";
import { localizePath, splitLanguage } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { leadClientAction } from "~/leads/forms/client-action";
import { requestPageForms } from "~/leads/forms/request-pages";
import { leadAction } from "~/leads/server/intake.server";
import { askedSampleDesign } from "~/leads/server/requested-design.server";
import { CatalogueRequestForm } from "~/leads/views/enquiry-forms";
import { SampleDesignSummary } from "~/leads/views/sample-design-summary";
import { SampleRequestForm } from "~/leads/views/sample-request-form";
import { getEnv } from "~/platform/env.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/lead-route";

/** The sample-kit and digital-catalogue request pages, by their Spanish path. */
const leadPages = {
  "/solicitud-muestrario": { form: requestPageForms["/solicitud-muestrario"], image: "samples-wool" },
  "/solicitud-catalogo": { form: requestPageForms["/solicitud-catalogo"], image: "kit-300-collection" },
} as const;

function leadPage(path: string) {
  const page = leadPages[path as keyof typeof leadPages];
  if (!page) throw data(null, { status: 404 });
  return page;
}

/**
 * The page in its language; the sample request also with the design a design page sent the
 * visitor with (`?diseno=marea&c=BL03`), when the collection shows it. The canonical address
 * stays the page's own: the pre-rendered page is the one without a design, and an address with
 * one is rendered (app/server/http/static.server.ts).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, path } = splitLanguage(url.pathname);
  const page = leadPage(path);
  const copy = messages[lang].forms[page.form];
  const head = pageMeta({ siteUrl: getEnv().SITE_URL, lang, path, title: copy.title, description: copy.intro });
  const design = page.form === "sample" ? askedSampleDesign(url.searchParams, lang, context.get(contentContext)) : null;
  // The form posts to the page with the design it shows, never to the address as it came.
  const action = `${localizePath(path, lang)}${design ? `?${design.query}` : ""}`;
  return { head, form: page.form, image: page.image, title: copy.title, intro: copy.intro, design, action };
}

/**
 * The page's request. A sample request sent without JavaScript comes back, on success, to the
 * page with its design (still in the address) and the form's success message.
 */
export function action(args: Route.ActionArgs) {
  const { lang, path } = splitLanguage(args.url.pathname);
  const { form } = leadPage(path);
  const design =
    form === "sample" ? askedSampleDesign(args.url.searchParams, lang, args.context.get(contentContext)) : null;
  return leadAction(args, [form], design ? { successQuery: design.query } : {});
}

/** A refused post's Retry-After reaches the visitor: an action's headers are sent only through this. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const clientAction = leadClientAction;
export { shouldRevalidate } from "~/leads/forms/client-action";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, image, title, intro, design, action } = loaderData;
  return (
    <section className="bg-sand/40 py-16 sm:py-24">
      <NoIndex when={actionData} />
      <div className="container-content grid gap-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
        <Static className="flex flex-col gap-8 lg:sticky lg:top-28 lg:self-start">
          <div className="flex flex-col gap-5">
            <h1 className="font-display text-4xl leading-tight text-balance sm:text-5xl">{title}</h1>
            <p className="text-lg leading-relaxed text-muted">{intro}</p>
          </div>
          <Picture
            name={image}
            alt=""
            sizes="(min-width: 64rem) 30vw, 100vw"
            className="hidden overflow-hidden rounded-sm ring-1 ring-line lg:block"
            imgClassName="aspect-[4/3] w-full object-cover"
          />
        </Static>
        <div className="rounded-sm bg-ivory p-6 shadow-sm ring-1 ring-line sm:p-10">
          {design ? (
            <Static>
              <SampleDesignSummary design={design} />
            </Static>
          ) : null}
          {form === "sample" ? <SampleRequestForm design={design?.query} action={action} /> : <CatalogueRequestForm />}
        </div>
      </div>
    </section>
  );
}
