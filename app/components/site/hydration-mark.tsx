import { useEffect } from "react";
import { reactListeningAttribute, replayEarlyTaps } from "~/components/ui/early-taps";

/**
 * Marks the moment the whole page has hydrated (`data-hydrated`): rendered last, so its effect
 * runs once everything before it has hydrated, Suspense boundaries included.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

/**
 * Marks the moment React answers taps (`data-react-listening`): the page's frame, everything
 * outside its Suspense boundaries, has hydrated, so a tap on a part still hydrating makes React
 * hydrate that part at once and then answers it. Taps kept until then are answered now, without
 * waiting for the rest of the page to hydrate. Before this, React listens but may not be able to
 * hydrate yet (the page's data is still being read), and drops the tap.
 */
export function ListeningMark() {
  useEffect(() => {
    document.documentElement.setAttribute(reactListeningAttribute, "");
    replayEarlyTaps();
  }, []);
  return null;
}
