import { Mail, MapPin, Phone } from "lucide-react";
import { earlyOpenAttribute, needsScript } from "~/components/ui/early-taps";
import { Static } from "~/components/ui/static";
import { consentSettingsId } from "~/consent/consent";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { useCompanyAddress } from "~/site/company-address";
import { siteConfig } from "~/site/config";
import type { PageId } from "~/site/pages";
import { selectionPath } from "~/site/selection-path";
import { LanguageLinks } from "./language-links";
import { Logo } from "./logo";

type FooterLink =
  | { page: PageId; path: string }
  | { label: "handTuft" | "robotTuft"; anchor: string }
  | { label: "myProject"; path: string };

/** The footer's four link columns. The techniques' anchors point at sections of the home page. */
const columns: { id: "company" | "products" | "services" | "support"; links: FooterLink[] }[] = [
  {
    id: "company",
    links: [
      { page: "sobreNosotros", path: "/sobre-nosotros" },
      { page: "historia", path: "/historia" },
      { page: "calidad", path: "/calidad" },
      { page: "sostenibilidad", path: "/sostenibilidad" },
    ],
  },
  {
    id: "products",
    links: [
      { page: "colecciones", path: "/colecciones" },
      { label: "handTuft", anchor: "hand-tuft" },
      { label: "robotTuft", anchor: "robot-tuft" },
      { page: "personalizacion", path: "/personalizacion" },
    ],
  },
  {
    id: "services",
    links: [
      { page: "contract", path: "/contract" },
      { page: "diseno", path: "/diseno" },
      { page: "instalacion", path: "/instalacion" },
      { page: "mantenimiento", path: "/mantenimiento" },
    ],
  },
  {
    id: "support",
    links: [
      { page: "contacto", path: "/contacto" },
      { page: "catalogos", path: "/catalogos" },
      { page: "faq", path: "/faq" },
      { page: "garantia", path: "/garantia" },
      // The specifier's project: the rugs gathered from designs and the configurator.
      { label: "myProject", path: selectionPath },
    ],
  },
];

const legalLinks: { page: PageId; path: string }[] = [
  { page: "politicaPrivacidad", path: "/politica-privacidad" },
  { page: "terminosUso", path: "/terminos-uso" },
  { page: "politicaCookies", path: "/politica-cookies" },
  { page: "avisoLegal", path: "/aviso-legal" },
];

export function Footer({ year }: { year: number }) {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const address = useCompanyAddress();
  const linkClass = "text-ivory/75 transition-colors hover:text-ivory";

  return (
    <Static as="footer" className="bg-ink text-ivory">
      <div className="container-content grid gap-14 py-20 lg:grid-cols-[1.2fr_2fr]">
        <div className="flex flex-col gap-6">
          <Logo tone="light" />
          <p className="max-w-sm text-sm leading-relaxed text-ivory/70">{t("footer.tagline")}</p>
          <address className="flex flex-col gap-3 text-sm not-italic">
            <span className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brass" aria-hidden="true" />
              <span>
                <span className="sr-only">{t("footer.addressLabel")}: </span>
                {address}
              </span>
            </span>
            <a href={siteConfig.phone.href} className={`flex gap-3 ${linkClass}`}>
              <Phone className="mt-0.5 size-4 shrink-0 text-brass" aria-hidden="true" />
              <span>
                <span className="sr-only">{t("footer.phoneLabel")}: </span>
                {siteConfig.phone.display}
              </span>
            </a>
            <a href={`mailto:${siteConfig.email}`} className={`flex gap-3 ${linkClass}`}>
              <Mail className="mt-0.5 size-4 shrink-0 text-brass" aria-hidden="true" />
              <span>
                <span className="sr-only">{t("footer.emailLabel")}: </span>
                {siteConfig.email}
              </span>
            </a>
          </address>
        </div>
        <nav aria-label={t("a11y.footerNavigation")} className="grid grid-cols-2 gap-10 sm:grid-cols-4">
          {columns.map((column) => (
            <div key={column.id}>
              <h2 className="eyebrow mb-5 text-brass">{t(`footer.columns.${column.id}`)}</h2>
              <ul className="flex flex-col gap-3 text-sm">
                {column.links.map((link) =>
                  "page" in link ? (
                    <li key={link.page}>
                      <a href={localize(link.path)} className={linkClass}>
                        {t(`pages.${link.page}`)}
                      </a>
                    </li>
                  ) : "path" in link ? (
                    <li key={link.path}>
                      <a href={localize(link.path)} className={linkClass}>
                        {t(`footer.links.${link.label}`)}
                      </a>
                    </li>
                  ) : (
                    <li key={link.anchor}>
                      <a href={`${localize("/")}#${link.anchor}`} className={linkClass}>
                        {t(`footer.links.${link.label}`)}
                      </a>
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-ivory/10">
        <div className="container-content flex flex-col gap-6 py-8 text-xs text-ivory/60 lg:flex-row lg:items-center lg:justify-between">
          <p>
            © {year} {siteConfig.legalName} {t("footer.rights")}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label={t("footer.legalLabel")}>
            {legalLinks.map((link) => (
              <li key={link.page}>
                <a href={localize(link.path)} className="transition-colors hover:text-ivory">
                  {t(`pages.${link.page}`)}
                </a>
              </li>
            ))}
            <li>
              {/* Beyond the spec, as EU sites must: the consent choice can be changed at any time. */}
              <button
                type="button"
                data-consent-settings
                {...{ [earlyOpenAttribute]: consentSettingsId, ...needsScript }}
                className="cursor-pointer transition-colors hover:text-ivory"
              >
                {t("consent.settings")}
              </button>
            </li>
          </ul>
          <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label={t("footer.languagesLabel")}>
            <LanguageLinks
              flagClassName="h-2.5 w-3.5"
              className="inline-flex items-center gap-1.5 transition-colors hover:text-ivory aria-[current=true]:text-ivory"
            />
          </ul>
        </div>
      </div>
    </Static>
  );
}
