import { useEffect } from "react";
import { replayEarlyTaps } from "~/components/ui/early-taps";

/**
 * Marks the moment the page answers script-driven controls (palette shortcut, toggles): rendered
 * last, so its effect runs once everything before it has hydrated, Suspense boundaries included.
 * Taps kept while the page was hydrating are answered then.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    replayEarlyTaps();
  }, []);
  return null;
}
