import type { OgFamily } from "./social";

/**
 * Every page of the site, registered here once: its id, its Spanish slug and the group the
 * search palette lists it in (Navegación, Sectores, Profesionales, General), and below, its route
 * module and sharing image. `restricted` marks the region-gated page (/jets-privados, only in the
 * allowed countries). A content page's words are its document in
 * the content studio (seeded from app/content/pages/<id>/), its name in the interface messages.
 */
export const pageGroups = ["navigation", "sectors", "professionals", "general"] as const;
export type PageGroup = (typeof pageGroups)[number];

/** Which route module renders a page: most are content pages (blocks from the content studio). */
export type PageRoute = "home" | "lead" | "configurator" | "content" | "collection";

export const pages = [
  { id: "home", path: "/", group: "navigation" },
  { id: "proyectos", path: "/proyectos", group: "navigation" },
  { id: "colecciones", path: "/colecciones", group: "navigation" },
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

/**
 * The rest of each page's registration, kept apart from `pages` because only the server reads
 * it (the browser's search palette ships `pages`): the route module that renders the page and
 * the family of its sharing image. A page missing here fails the type check.
 */
export const pageRegistration: Record<PageId, { route: PageRoute; og: OgFamily }> = {
  home: { route: "home", og: "home" },
  colecciones: { route: "collection", og: "products" },
  proyectos: { route: "content", og: "sectors" },
  muestrarios: { route: "content", og: "products" },
  personalizacion: { route: "content", og: "products" },
  configurador: { route: "configurator", og: "products" },
  catalogos: { route: "content", og: "products" },
  contacto: { route: "content", og: "services" },
  hoteles: { route: "content", og: "sectors" },
  disenadoresInteriores: { route: "content", og: "sectors" },
  comercios: { route: "content", og: "sectors" },
  yates: { route: "content", og: "sectors" },
  arquitectos: { route: "content", og: "sectors" },
  jetsPrivados: { route: "content", og: "sectors" },
  contract: { route: "content", og: "services" },
  diseno: { route: "content", og: "services" },
  instalacion: { route: "content", og: "services" },
  mantenimiento: { route: "content", og: "services" },
  solicitudMuestrario: { route: "lead", og: "products" },
  solicitudCatalogo: { route: "lead", og: "products" },
  sobreNosotros: { route: "content", og: "brand" },
  historia: { route: "content", og: "brand" },
  experiencia: { route: "content", og: "brand" },
  calidad: { route: "content", og: "brand" },
  sostenibilidad: { route: "content", og: "brand" },
  garantia: { route: "content", og: "brand" },
  faq: { route: "content", og: "services" },
  politicaPrivacidad: { route: "content", og: "legal" },
  terminosUso: { route: "content", og: "legal" },
  politicaCookies: { route: "content", og: "legal" },
  avisoLegal: { route: "content", og: "legal" },
};
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

/** The family of a page's social-sharing image (app/site/social.ts). */
export function ogFamilyOf(pageId: PageId): OgFamily {
  return pageRegistration[pageId].og;
}
