import { useEffect } from "react";
import { useLocation } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { scriptsAtOnceAttribute } from "~/components/ui/early-taps";
import { ParsedEnd } from "~/components/ui/parsed-whole";
import { useLanguage, useTranslation } from "~/i18n/language-context";

/**
 * The 404 page for any unknown path, which is logged to the console: by its script, which starts
 * at once (`scriptsAtOnceAttribute`) rather than when the visitor reaches for the page.
 */
export function NotFound() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <section
      data-parsed-whole
      {...{ [scriptsAtOnceAttribute]: "" }}
      className="container-content flex min-h-[70dvh] flex-col items-start justify-center gap-6 py-24"
    >
      <p className="eyebrow text-bronze">404</p>
      <h1 className="font-display text-5xl leading-tight sm:text-7xl">{t("notFound.title")}</h1>
      <p className="max-w-xl text-lg text-muted">{t("notFound.description")}</p>
      <a href={localize("/")} className={buttonStyles.solid}>
        {t("notFound.home")}
      </a>
      <ParsedEnd />
    </section>
  );
}
