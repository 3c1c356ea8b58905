import { ArrowLeft, Globe2 } from "lucide-react";
import type { ReactNode } from "react";
import { buttonStyles } from "~/components/ui/button";
import { Static } from "~/components/ui/static";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { regionFailed, regionGated, regionRefused, regionUnknown, regionUntilAllowed } from "~/region/region-shown";

/**
 * A region-gated page (/jets-privados: only in the United States, Germany, Switzerland and
 * England): 'checking' while the region check runs, then the page, or 'not available' with the
 * allow-list and a way home. All three are in the HTML, and the stylesheet shows one by the head's
 * verdict (region/region-shown.ts): the page needs no script to show itself to an allowed visitor,
 * and the messages are static HTML.
 */
export function RegionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  // The section fills the screen below the header and its content starts at its top: when the
  // verdict comes, the page replaces the section or the message grows below its title, and nothing
  // already on the screen moves (no layout shift, not even the footer). It comes first, so that a
  // page still arriving shows it, not the page's first part.
  return (
    <>
      <Static as="section" {...regionUntilAllowed} className="bg-sand/40">
        <div className="container-content flex min-h-[calc(100dvh-var(--spacing-header))] flex-col items-start gap-6 py-24">
          <Globe2
            className="size-8 text-bronze [html[data-region=checking]_&]:motion-safe:animate-pulse"
            aria-hidden="true"
          />
          <div role="status" className="max-w-2xl">
            <div {...regionUnknown}>
              <h1 className="font-display text-3xl leading-tight sm:text-4xl">{t("region.checking")}</h1>
              {/* Without JavaScript the check cannot run: say who the section is for. */}
              <noscript>
                <p className="mt-5 text-lg leading-relaxed text-muted">{t("region.unavailableText")}</p>
              </noscript>
            </div>
            <div {...regionRefused}>
              <h1 className="font-display text-4xl leading-tight sm:text-5xl">{t("region.unavailableTitle")}</h1>
              <p {...regionFailed} className="eyebrow mt-5 text-bronze">
                {t("region.error")}
              </p>
              <p className="mt-5 text-lg leading-relaxed text-muted">{t("region.unavailableText")}</p>
            </div>
          </div>
          <a {...regionRefused} href={localize("/")} className={buttonStyles.solid}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("region.backHome")}
          </a>
        </div>
      </Static>
      <div {...regionGated} className="contents">
        {children}
      </div>
    </>
  );
}
