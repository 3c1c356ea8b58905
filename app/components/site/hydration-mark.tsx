import { useEffect } from "react";
import { hasEarlyChoices, hydratedAttribute, replayEarlyChoices } from "~/components/ui/early-choices";
import { reactListeningAttribute, replayEarlyTaps } from "~/components/ui/early-taps";

/** How many marks of the page have hydrated, for the last one to mark the page. */
let hydratedParts = 0;

/**
 * Marks the moment the whole page has hydrated (`data-hydrated`). The page is hydrated in parts
 * (its Suspense boundaries: header, main and footer, each in a task of its own), in no fixed order:
 * each part ends with a mark, and the page is marked when all `parts` have. Then, outside React's
 * effects (whose events React does not answer), the choices made before it (early-choices.ts) are
 * given to React, and the taps kept for them are answered.
 */
export function HydrationMark({ parts = 1 }: { parts?: number }) {
  useEffect(() => {
    hydratedParts += 1;
    if (hydratedParts < parts) return;
    document.documentElement.setAttribute(hydratedAttribute, "");
    setTimeout(() => {
      replayEarlyChoices();
      replayEarlyTaps();
    }, 0);
  }, [parts]);
  return null;
}

/**
 * Marks the moment React answers taps (`data-react-listening`): the page's frame, everything
 * outside its Suspense boundaries, has hydrated, so a tap on a part still hydrating makes React
 * hydrate that part at once and then answers it. Taps kept until then are answered now, without
 * waiting for the rest of the page to hydrate, unless a choice made before waits for the page
 * (then they are answered after it: HydrationMark). Before this, React listens but may not be able
 * to hydrate yet (the page's data is still being read), and drops the tap.
 */
export function ListeningMark() {
  useEffect(() => {
    document.documentElement.setAttribute(reactListeningAttribute, "");
    if (!hasEarlyChoices()) replayEarlyTaps();
  }, []);
  return null;
}
