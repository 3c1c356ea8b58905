import { useEffect } from "react";

/**
 * Marks the moment the page answers script-driven controls (palette shortcut, toggles): rendered
 * last, so its effect runs once everything before it has hydrated, Suspense boundaries included.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
