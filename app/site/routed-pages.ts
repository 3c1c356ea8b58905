import type { PageId } from "./pages";

/** Pages built so far, each with its route module; every one is routed in all six languages. */
export const routedPages: { id: PageId; file: string }[] = [{ id: "home", file: "routes/home.tsx" }];
