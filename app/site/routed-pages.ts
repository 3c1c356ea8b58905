import { type PageId, type PageRoute, pageRegistration, pages } from "./pages";

const routeFiles: Record<PageRoute, string> = {
  home: "routes/home.tsx",
  lead: "leads/lead-route.tsx",
  configurator: "configurator/configurator-route.tsx",
  content: "routes/content-page.tsx",
  collection: "collection/collection-route.tsx",
};

/** Every page with its route module (from its registration in pages.ts), routed in all six languages. */
export const routedPages: { id: PageId; file: string }[] = pages.map(({ id }) => ({
  id,
  file: routeFiles[pageRegistration[id].route],
}));
