import { type ReactNode, Suspense } from "react";
import { Toaster } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/language-context";
import { ConsentBanner } from "./consent-banner";
import { Footer } from "./footer";
import { Header } from "./header";
import { HydrationMark } from "./hydration-mark";

/** The page's parts hydrated apart (its Suspense boundaries below), each ending with a mark. */
const framedParts = 3;

/** Header, main landmark and footer around every page, with a skip link for keyboard users. */
export function SiteFrame({ year, children }: { year: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-full focus:bg-ink focus:px-5 focus:py-3 focus:text-ivory"
      >
        {t("a11y.skipToContent")}
      </a>
      {/*
        Header, page and footer are hydrated after the frame, not in the same task as it: shorter
        tasks on a phone's main thread while the page loads.
      */}
      <Suspense>
        <Header />
        <HydrationMark parts={framedParts} />
      </Suspense>
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        <Suspense>
          {children}
          <HydrationMark parts={framedParts} />
        </Suspense>
      </main>
      <Suspense>
        <Footer year={year} />
        <HydrationMark parts={framedParts} />
      </Suspense>
      <Toaster closeLabel={t("a11y.dismiss")} />
      <ConsentBanner />
    </>
  );
}
