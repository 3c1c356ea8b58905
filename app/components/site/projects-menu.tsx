import { PopoverMenu, popoverItemClass } from "~/components/ui/popover-menu";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { useRegion } from "~/region/use-region";
import { isRestricted, sectorPages } from "~/site/pages";

/** The header's Proyectos dropdown listing the sector pages (Jets Privados only when allowed). */
export function ProjectsMenu() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const { allowed } = useRegion();
  return (
    <PopoverMenu trigger={t("header.projects")} label={t("header.projects")}>
      {(close) => (
        <>
          <li className="mb-1 border-b border-line pb-1">
            <a href={localize("/proyectos")} onClick={close} className={`${popoverItemClass} font-medium`}>
              {t("pages.proyectos")}
            </a>
          </li>
          {sectorPages
            .filter((page) => allowed || !isRestricted(page))
            .map((page) => (
              <li key={page.id}>
                <a href={localize(page.path)} onClick={close} className={popoverItemClass}>
                  {t(`pages.${page.id}`)}
                </a>
              </li>
            ))}
        </>
      )}
    </PopoverMenu>
  );
}
