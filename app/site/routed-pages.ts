import { type PageId, type PageRoute, pageRegistration, pages } from "./pages";

const routeFiles: Record<PageRoute, string> = {
  home: "routes/home.tsx",
  lead: "routes/lead-page.tsx",
  configurator: "routes/configurator.tsx",
  content: "routes/content-page.tsx",
  collection: "routes/collection.tsx",
};

/** Every page with its route module (from its registration in pages.ts), routed in all six languages. */
export const routedPages: { id: PageId; file: string }[] = pages.map(({ id }) => ({
  id,
  file: routeFiles[pageRegistration[id].route],
}));
