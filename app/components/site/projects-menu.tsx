import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Menu, MenuItem, MenuSeparator, menuItemClass } from "~/components/ui/menu";
import { useLanguage } from "~/i18n/language-context";
import { sectorPages } from "~/site/pages";

/** spec §2 Header: the Proyectos dropdown listing the sector pages. */
export function ProjectsMenu() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  return (
    <Menu trigger={t("header.projects")}>
      <MenuItem asChild>
        <Link to={localize("/proyectos")} className={`${menuItemClass} font-medium`}>
          {t("pages.proyectos")}
        </Link>
      </MenuItem>
      <MenuSeparator />
      {sectorPages.map((page) => (
        <MenuItem asChild key={page.id}>
          <Link to={localize(page.path)} className={menuItemClass}>
            {t(`pages.${page.id}`)}
          </Link>
        </MenuItem>
      ))}
    </Menu>
  );
}
