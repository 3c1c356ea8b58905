import { buttonStyles } from "~/components/ui/button";
import { ParsedEnd } from "~/components/ui/parsed-whole";
import { Static } from "~/components/ui/static";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ProjectsMenu } from "./projects-menu";
import { SearchButton } from "./search-button";

const navLinkClass =
  "inline-flex h-10 items-center rounded-full px-3 text-sm tracking-wide transition-colors hover:bg-sand/60 aria-[current=page]:text-bronze";

/**
 * The header: a fixed top bar, 80 px high, on every page. Only the Proyectos menu (placed under its
 * button once the page has hydrated) and the search button are hydrated; the rest is static HTML
 * whose menus open on the popover attribute, without script.
 */
export function Header() {
  const { t } = useTranslation();
  const { localize, path } = useLanguage();
  const current = (target: string) => (path === target ? "page" : undefined);
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-line/70 bg-ivory/90 backdrop-blur-md">
      <div data-parsed-whole className="container-content flex h-full items-center justify-between gap-4">
        <Static className="contents">
          <Logo />
        </Static>
        <nav aria-label={t("a11y.mainNavigation")} className="hidden items-center gap-1 lg:flex">
          <Static className="contents">
            <a href={localize("/colecciones")} aria-current={current("/colecciones")} className={navLinkClass}>
              {t("pages.colecciones")}
            </a>
          </Static>
          <ProjectsMenu />
          <Static className="contents">
            <a href={localize("/muestrarios")} aria-current={current("/muestrarios")} className={navLinkClass}>
              {t("header.samples")}
            </a>
            <a href={localize("/personalizacion")} aria-current={current("/personalizacion")} className={navLinkClass}>
              {t("header.customisation")}
            </a>
          </Static>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <SearchButton />
          <Static className="contents">
            <div className="hidden sm:block">
              <LanguageSwitcher />
            </div>
            <div className="hidden lg:block">
              <a
                href={localize("/contacto")}
                aria-current={current("/contacto")}
                className={`${buttonStyles.solid} px-5 py-2.5`}
              >
                {t("header.contact")}
              </a>
            </div>
            <MobileMenu />
          </Static>
        </div>
        <ParsedEnd />
      </div>
    </header>
  );
}
