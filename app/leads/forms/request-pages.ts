/**
 * The lead form each request page shows, by its Spanish path: the page's own form, and the only
 * one it takes posts of.
 */
export const requestPageForms = {
  "/solicitud-muestrario": "sample",
  "/solicitud-catalogo": "catalogue",
} as const;
