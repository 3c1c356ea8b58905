import { PopoverMenu, popoverItemClass } from "~/components/ui/popover-menu";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { regionGatedKeepingPlace } from "~/region/region-shown";
import { isRestricted, sectorPages } from "~/site/pages";

/**
 * The header's Proyectos dropdown listing the sector pages. Jets Privados is in the HTML and shown
 * only to allowed visitors; while the check runs it keeps its place, so the open menu never grows.
 */
export function ProjectsMenu() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  return (
    <PopoverMenu trigger={t("header.projects")} label={t("header.projects")}>
      {(close) => (
        <>
          <li className="mb-1 border-b border-line pb-1">
            <a href={localize("/proyectos")} onClick={close} className={`${popoverItemClass} font-medium`}>
              {t("pages.proyectos")}
            </a>
          </li>
          {sectorPages.map((page) => (
            <li key={page.id} {...(isRestricted(page) ? regionGatedKeepingPlace : {})}>
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
