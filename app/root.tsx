import cormorantUrl from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { HydrationMark, ListeningMark } from "~/components/site/hydration-mark";
import { NotFound } from "~/components/site/not-found-view";
import { SiteFrame } from "~/components/site/site-frame";
import { earlyChoicesScript } from "~/components/ui/early-choices";
import { earlyTapScript, noScriptStyle } from "~/components/ui/early-taps";
import { AnalyticsScript } from "~/consent/analytics";
import { postalAddress } from "~/content/site-facts";
import { LanguageProvider } from "~/i18n/language-context";
import { languageScript } from "~/i18n/language-redirect";
import { splitLanguage } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { addressDefaultsScript } from "~/leads/views/address-defaults";
import { VisitSourceKeeper } from "~/leads/views/visit-source-keeper";
import { getEnv } from "~/platform/env.server";
import { earlyRegionScript } from "~/region/early-region";
import type { CompanyAddressData } from "~/site/company-address";
import inlineStyles from "~/styles/app.css?inline";
import type { Route } from "./+types/root";

export async function loader({ url }: Route.LoaderArgs) {
  // `url` is the page's URL, also for client-side data requests (`/en.data`).
  const { lang } = splitLanguage(url.pathname);
  const env = getEnv();
  const data = {
    lang,
    messages: messages[lang],
    address: postalAddress(lang),
    siteUrl: env.SITE_URL,
    analyticsScript: env.ANALYTICS_SCRIPT_URL ?? null,
    year: new Date().getFullYear(),
  };
  // The page chrome reads the address from here (useCompanyAddress).
  return data satisfies CompanyAddressData;
}

/** The page chrome's messages change only with the language. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // A form sent from a page changes nothing the page loaded (leads are write-only).
  if (formMethod && formMethod !== "GET") return false;
  if (splitLanguage(currentUrl.pathname).lang !== splitLanguage(nextUrl.pathname).lang) return true;
  return nextUrl.pathname === currentUrl.pathname ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [
  // The display face, found at once instead of after the stylesheet is applied (body text is in
  // the phone's own sans-serif: decision 026).
  { rel: "preload", href: cormorantUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // A PNG, not the SVG favicon: a phone builds a whole document for an SVG image, on the main
  // thread, while the page loads (scripts/social-images.ts).
  { rel: "icon", href: "/img/icons/favicon-48.png", type: "image/png", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/img/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const { lang, path } = splitLanguage(pathname);
  return (
    // Scripts mark <html> while the page hydrates (data-react-listening, data-hydrated), and the head's
    // with the region's answer (data-region) and a choice waiting (data-choices-pending): attributes
    // the server never sends.
    <html lang={data?.lang ?? lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f6f1ea" />
        {/* Only the server has its text, as the stylesheet's below: the browser runs what the page came with. */}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no visitor input
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR
              ? languageScript + earlyRegionScript + earlyTapScript + earlyChoicesScript + addressDefaultsScript
              : "",
          }}
          suppressHydrationWarning
        />
        {/* A browser that runs no scripts hides the controls only they answer (data-needs-script). */}
        <noscript>
          <style>{noScriptStyle}</style>
        </noscript>
        <Meta />
        <Links />
        {/*
          The stylesheet is written into the page (one round trip less before the first paint on
          a phone). Only the server has its text: the browser keeps what the page came with.
        */}
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, built by Vite
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? inlineStyles : "" }}
          suppressHydrationWarning
        />
      </head>
      <body className="min-h-dvh bg-ivory text-ink">
        {data ? (
          <LanguageProvider lang={data.lang} path={path} messages={data.messages}>
            <SiteFrame year={data.year}>{children}</SiteFrame>
            <AnalyticsScript src={data.analyticsScript} domain={new URL(data.siteUrl).hostname} />
            <VisitSourceKeeper />
          </LanguageProvider>
        ) : (
          <>
            {children}
            <HydrationMark />
          </>
        )}
        <ListeningMark />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="container-content flex min-h-[60dvh] flex-col justify-center gap-4 py-24">
      {/* The generic router failure screen, with the error message or status text */}
      <h1 className="font-display text-4xl">Unexpected Application Error!</h1>
      <p className="text-muted">{detail}</p>
      <a className="underline underline-offset-4" href="/">
        Return to Home
      </a>
    </div>
  );
}
