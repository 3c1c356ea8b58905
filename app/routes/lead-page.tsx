import { data } from "react-router";
import { CatalogueRequestForm, SampleRequestForm } from "~/components/forms/enquiry-forms";
import { NoIndex } from "~/components/site/no-index";
import { Picture } from "~/components/ui/picture";
import { Static } from "~/components/ui/static";
import { leadClientAction } from "~/forms/client-action";
import { splitLanguage } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { getEnv } from "~/server/env.server";
import { leadAction } from "~/server/http/lead-intake.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/lead-page";

/** The sample-kit and digital-catalogue request pages, by their Spanish path. */
const leadPages = {
  "/solicitud-muestrario": { form: "sample", image: "samples-wool" },
  "/solicitud-catalogo": { form: "catalogue", image: "kit-300-collection" },
} as const;

function leadPage(path: string) {
  const page = leadPages[path as keyof typeof leadPages];
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function loader({ url }: Route.LoaderArgs) {
  const { lang, path } = splitLanguage(url.pathname);
  const page = leadPage(path);
  const copy = messages[lang].forms[page.form];
  const head = pageMeta({ siteUrl: getEnv().SITE_URL, lang, path, title: copy.title, description: copy.intro });
  return { head, form: page.form, image: page.image, title: copy.title, intro: copy.intro };
}

export function action(args: Route.ActionArgs) {
  return leadAction(args, [leadPage(splitLanguage(args.url.pathname).path).form]);
}

/** A refused post's Retry-After reaches the visitor: an action's headers are sent only through this. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const clientAction = leadClientAction;
export { shouldRevalidate } from "~/forms/client-action";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, image, title, intro } = loaderData;
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
          {form === "sample" ? <SampleRequestForm /> : <CatalogueRequestForm />}
        </div>
      </div>
    </section>
  );
}
