import { useLanguage, useTranslation } from "~/i18n/language-context";
import { siteConfig } from "~/site/config";

/** The brand's wordmark: a tufted knot and the name, linking home in the page's language. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  return (
    <a
      href={localize("/")}
      className={`group flex items-center gap-3 ${tone === "light" ? "text-ivory" : "text-ink"}`}
      aria-label={t("a11y.homeLink")}
    >
      <svg
        viewBox="0 0 32 32"
        className={`size-8 ${tone === "light" ? "text-brass" : "text-bronze"}`}
        aria-hidden="true"
      >
        <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="1.2" />
        <path
          d="M9 21c0-6 3-10 7-10s7 4 7 10M11.5 21c0-4 2-7 4.5-7s4.5 3 4.5 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-display text-2xl tracking-[0.28em] uppercase">{siteConfig.brandName}</span>
        {/* Decoration: the link's name is the brand's, as its label says (WCAG 2.5.3). */}
        <span
          aria-hidden="true"
          className={`mt-1 text-[0.6rem] tracking-[0.3em] whitespace-nowrap uppercase ${tone === "light" ? "text-ivory/70" : "text-muted"}`}
        >
          {siteConfig.brandTagline}
        </span>
      </span>
    </a>
  );
}
