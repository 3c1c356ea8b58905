import type { ReactNode } from "react";
import { Toaster } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/language-context";
import { ConsentBanner } from "./consent-banner";
import { Footer } from "./footer";
import { Header } from "./header";

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
      <Header />
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        {children}
      </main>
      <Footer year={year} />
      <Toaster closeLabel={t("a11y.dismiss")} />
      <ConsentBanner />
    </>
  );
}
