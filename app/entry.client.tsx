import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { revealListsOnScroll } from "~/components/ui/reveal";
import { openConsentSettings } from "~/consent/consent";

// Controls inside the page's static HTML (components/ui/static.tsx) answer through one listener
// on the document: they work from the first tap, before and without any hydration.
document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest("[data-consent-settings]")) openConsentSettings();
});

startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});
// Taps kept until React answers them are answered once the page's frame has hydrated
// (components/site/hydration-mark.tsx, components/ui/early-taps.ts).

revealListsOnScroll();
