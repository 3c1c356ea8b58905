import { Menu as MenuIcon, X } from "lucide-react";
import { buttonStyles } from "~/components/ui/button";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { LanguageLinks } from "./language-links";

const panelId = "mobile-menu";

/**
 * The header's mobile menu, on the HTML popover attribute: it opens and closes (Escape, tap
 * outside) without any script, and a tapped link loads its page, which closes it. The sector
 * pages are one tap further, on the Proyectos page: the menu stays short to read and to load.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        className="inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-sand/60 lg:hidden"
      >
        <MenuIcon className="size-5" aria-hidden="true" />
        <span className="sr-only">{t("header.openMenu")}</span>
      </button>
      <div
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label={t("header.menuTitle")}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ivory p-0 text-ink"
      >
        <div className="flex h-header items-center justify-between border-b border-line px-5">
          <span className="eyebrow text-muted">{t("header.menuTitle")}</span>
          <button
            type="button"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-sand/60"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{t("header.closeMenu")}</span>
          </button>
        </div>
        <nav aria-label={t("a11y.mainNavigation")} className="flex flex-col gap-8 px-5 py-8">
          <ul className="flex flex-col gap-1 font-display text-3xl">
            <li>
              <a href={localize("/colecciones")} className="block py-2">
                {t("pages.colecciones")}
              </a>
            </li>
            <li>
              <a href={localize("/muestrarios")} className="block py-2">
                {t("header.samples")}
              </a>
            </li>
            <li>
              <a href={localize("/personalizacion")} className="block py-2">
                {t("header.customisation")}
              </a>
            </li>
            <li>
              <a href={localize("/proyectos")} className="block py-2">
                {t("header.projects")}
              </a>
            </li>
          </ul>
          <a href={localize("/contacto")} className={`${buttonStyles.solid} w-full`}>
            {t("header.contact")}
          </a>
          <ul className="flex flex-wrap gap-2 border-t border-line pt-6" aria-label={t("header.language")}>
            <LanguageLinks className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-2 text-sm aria-[current=true]:border-ink" />
          </ul>
        </nav>
      </div>
    </>
  );
}
