import { ArrowLeft, Globe2 } from "lucide-react";
import type { ReactNode } from "react";
import { buttonStyles } from "~/components/ui/button";
import { scriptsAtOnceAttribute } from "~/components/ui/early-taps";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { useRegion } from "~/region/use-region";

/**
 * A region-gated page (/jets-privados: only in the United States, Germany, Switzerland and
 * England): 'checking' while the region check runs, then the page, or 'not available' with the
 * allow-list and a way home.
 */
export function RegionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const region = useRegion();
  if (region.allowed) return children;
  const checking = region.status === "checking";
  // The section fills the screen below the header and its content starts at its top: when the
  // verdict comes, the page replaces the section or the message grows below its title, and nothing
  // already on the screen moves (no layout shift, not even the footer).
  return (
    // While it checks, the page cannot show what it is for: its scripts start without waiting for a tap.
    <section className="bg-sand/40" {...(checking ? { [scriptsAtOnceAttribute]: "" } : {})}>
      <div className="container-content flex min-h-[calc(100dvh-var(--spacing-header))] flex-col items-start gap-6 py-24">
        <Globe2 className={`size-8 text-bronze ${checking ? "motion-safe:animate-pulse" : ""}`} aria-hidden="true" />
        <div role="status" className="max-w-2xl">
          {checking ? (
            <>
              <h1 className="font-display text-3xl leading-tight sm:text-4xl">{t("region.checking")}</h1>
              {/* Without JavaScript the check cannot run: say who the section is for. */}
              <noscript>
                <p className="mt-5 text-lg leading-relaxed text-muted">{t("region.unavailableText")}</p>
              </noscript>
            </>
          ) : (
            <>
              <h1 className="font-display text-4xl leading-tight sm:text-5xl">{t("region.unavailableTitle")}</h1>
              {region.status === "error" ? <p className="eyebrow mt-5 text-bronze">{t("region.error")}</p> : null}
              <p className="mt-5 text-lg leading-relaxed text-muted">{t("region.unavailableText")}</p>
            </>
          )}
        </div>
        {checking ? null : (
          <a href={localize("/")} className={buttonStyles.solid}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("region.backHome")}
          </a>
        )}
      </div>
    </section>
  );
}
