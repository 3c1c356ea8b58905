/**
 * Social-sharing images (Open Graph / Twitter cards): one per page family, generated at build
 * time by scripts/social-images.ts into public/img/og/<family>.jpg. Browser-safe: no node imports.
 */
import type { PageId } from "./pages";

export const ogFamilies = ["home", "brand", "products", "sectors", "services", "legal"] as const;
export type OgFamily = (typeof ogFamilies)[number];

/** Pixel size of every generated share image (the 1.91:1 card Open Graph and X recommend). */
export const ogImage = { width: 1200, height: 630 } as const;

export function ogImagePath(family: OgFamily): string {
  return `/img/og/${family}.jpg`;
}

/** Every page's family: a page added to pages.ts without an entry here fails the type check. */
const familyByPage: Record<PageId, OgFamily> = {
  home: "home",
  sobreNosotros: "brand",
  historia: "brand",
  experiencia: "brand",
  calidad: "brand",
  sostenibilidad: "brand",
  garantia: "brand",
  muestrarios: "products",
  personalizacion: "products",
  configurador: "products",
  catalogos: "products",
  solicitudMuestrario: "products",
  solicitudCatalogo: "products",
  hoteles: "sectors",
  disenadoresInteriores: "sectors",
  comercios: "sectors",
  yates: "sectors",
  arquitectos: "sectors",
  jetsPrivados: "sectors",
  proyectos: "sectors",
  contract: "services",
  diseno: "services",
  instalacion: "services",
  mantenimiento: "services",
  contacto: "services",
  faq: "services",
  politicaPrivacidad: "legal",
  terminosUso: "legal",
  politicaCookies: "legal",
  avisoLegal: "legal",
};

export function ogFamilyOf(pageId: PageId): OgFamily {
  return familyByPage[pageId];
}
