import { NavLink } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ProjectsMenu } from "./projects-menu";
import { SearchButton } from "./search-button";

const navLinkClass =
  "inline-flex h-10 items-center rounded-full px-3 text-sm tracking-wide transition-colors hover:bg-sand/60 aria-[current=page]:text-bronze";

/** The header: a fixed top bar, 80 px high, on every page. */
export function Header() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-line/70 bg-ivory/90 backdrop-blur-md">
      <div className="container-content flex h-full items-center justify-between gap-4">
        <Logo />
        <nav aria-label={t("a11y.mainNavigation")} className="hidden items-center gap-1 lg:flex">
          <ProjectsMenu />
          <NavLink to={localize("/muestrarios")} className={navLinkClass}>
            {t("header.samples")}
          </NavLink>
          <NavLink to={localize("/personalizacion")} className={navLinkClass}>
            {t("header.customisation")}
          </NavLink>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <SearchButton />
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <div className="hidden lg:block">
            <NavLink to={localize("/contacto")} className={`${buttonStyles.solid} px-5 py-2.5`}>
              {t("header.contact")}
            </NavLink>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
