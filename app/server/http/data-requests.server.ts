/**
 * React Router's data request for a page: the page's address with `.data` (`/en/contacto.data`),
 * the home page's as `/_.data`.
 */
export const isDataRequest = (pathname: string) => pathname.endsWith(".data");

/** The page a `.data` address carries data for: `/en/configurador.data` -> `/en/configurador`, `/_.data` -> `/`. */
export function dataPage(pathname: string): string {
  return pathname.endsWith("/_.data") ? pathname.slice(0, -6) : pathname.slice(0, -5);
}
