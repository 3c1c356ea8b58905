import { Menu as MenuIcon, X } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { useRegion } from "~/region/use-region";
import { isRestricted, sectorPages } from "~/site/pages";
import { LanguageLinks } from "./language-links";

const panelId = "mobile-menu";

/**
 * The header's mobile menu. Built on the HTML popover attribute: it opens and closes
 * (Escape, tap outside) before any script has loaded; tapping a link closes it.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { allowed } = useRegion();
  const { localize } = useLanguage();
  const panel = useRef<HTMLDivElement>(null);
  const close = () => panel.current?.hidePopover?.();

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
        ref={panel}
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
              <Link to={localize("/muestrarios")} onClick={close} className="block py-2">
                {t("header.samples")}
              </Link>
            </li>
            <li>
              <Link to={localize("/personalizacion")} onClick={close} className="block py-2">
                {t("header.customisation")}
              </Link>
            </li>
            <li>
              <Link to={localize("/proyectos")} onClick={close} className="block py-2">
                {t("header.projects")}
              </Link>
            </li>
          </ul>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line pt-6 text-sm">
            {sectorPages
              .filter((page) => allowed || !isRestricted(page))
              .map((page) => (
                <li key={page.id}>
                  <Link to={localize(page.path)} onClick={close} className="block py-1 text-muted">
                    {t(`pages.${page.id}`)}
                  </Link>
                </li>
              ))}
          </ul>
          <Link to={localize("/contacto")} onClick={close} className={`${buttonStyles.solid} w-full`}>
            {t("header.contact")}
          </Link>
          <ul className="flex flex-wrap gap-2 border-t border-line pt-6" aria-label={t("header.language")}>
            <LanguageLinks
              onChoose={close}
              className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-2 text-sm aria-[current=true]:border-ink"
            />
          </ul>
        </nav>
      </div>
    </>
  );
}
