/**
 * Every page of the site, by its Spanish slug. The group decides where the search palette lists
 * it (Navegación, Sectores, Profesionales, General).
 * `restricted` marks the region-gated page (/jets-privados, only in the allowed countries).
 */
export const pageGroups = ["navigation", "sectors", "professionals", "general"] as const;
export type PageGroup = (typeof pageGroups)[number];

export const pages = [
  { id: "home", path: "/", group: "navigation" },
  { id: "proyectos", path: "/proyectos", group: "navigation" },
  { id: "muestrarios", path: "/muestrarios", group: "navigation" },
  { id: "personalizacion", path: "/personalizacion", group: "navigation" },
  { id: "configurador", path: "/configurador", group: "navigation" },
  { id: "catalogos", path: "/catalogos", group: "navigation" },
  { id: "contacto", path: "/contacto", group: "navigation" },
  { id: "hoteles", path: "/hoteles", group: "sectors" },
  { id: "disenadoresInteriores", path: "/disenadores-interiores", group: "sectors" },
  { id: "comercios", path: "/comercios", group: "sectors" },
  { id: "yates", path: "/yates", group: "sectors" },
  { id: "arquitectos", path: "/arquitectos", group: "sectors" },
  { id: "jetsPrivados", path: "/jets-privados", group: "sectors", restricted: true },
  { id: "contract", path: "/contract", group: "professionals" },
  { id: "diseno", path: "/diseno", group: "professionals" },
  { id: "instalacion", path: "/instalacion", group: "professionals" },
  { id: "mantenimiento", path: "/mantenimiento", group: "professionals" },
  { id: "solicitudMuestrario", path: "/solicitud-muestrario", group: "professionals" },
  { id: "solicitudCatalogo", path: "/solicitud-catalogo", group: "professionals" },
  { id: "sobreNosotros", path: "/sobre-nosotros", group: "general" },
  { id: "historia", path: "/historia", group: "general" },
  { id: "experiencia", path: "/experiencia", group: "general" },
  { id: "calidad", path: "/calidad", group: "general" },
  { id: "sostenibilidad", path: "/sostenibilidad", group: "general" },
  { id: "garantia", path: "/garantia", group: "general" },
  { id: "faq", path: "/faq", group: "general" },
  { id: "politicaPrivacidad", path: "/politica-privacidad", group: "general" },
  { id: "terminosUso", path: "/terminos-uso", group: "general" },
  { id: "politicaCookies", path: "/politica-cookies", group: "general" },
  { id: "avisoLegal", path: "/aviso-legal", group: "general" },
] as const satisfies readonly { id: string; path: string; group: PageGroup; restricted?: boolean }[];

export type PageId = (typeof pages)[number]["id"];
export type PagePath = (typeof pages)[number]["path"];

export const sectorPages = pages.filter((page) => page.group === "sectors");

/** Whether a page is region-gated (shown only to visitors in the allowed region). */
export function isRestricted(page: (typeof pages)[number]): boolean {
  return "restricted" in page && page.restricted;
}

export function pagePath(id: PageId): PagePath {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page.path;
}
