import { useRouteLoaderData } from "react-router";

/** What the root loader gives every page for the address (root.tsx writes it). */
export type CompanyAddressData = { address: string };

/**
 * The company's address on one line in the page's language, as the server wrote it (the root
 * loader's, from `postalAddress`). Naming the country there, not in the browser, spares every
 * page the locale data `Intl.DisplayNames` loads at its first use: 40-70 ms of the main thread
 * here while the page hydrated, four times that on a phone.
 */
export function useCompanyAddress(): string {
  const data = useRouteLoaderData<CompanyAddressData>("root");
  // The site frame and every page render under the root route, which always has its data.
  if (!data) throw new Error("useCompanyAddress needs the root route's data");
  return data.address;
}
