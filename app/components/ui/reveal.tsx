import type { ReactNode } from "react";

/**
 * A list whose children rise into view one after another when it scrolls into view
 * (0.1 s more delay per item). Plain markup: the page's script watches every such list
 * (`revealListsOnScroll`), so a list needs no hydration. Without script, or with reduced motion
 * asked for, the children are simply there: nothing is hidden before the script has run.
 */
export function RevealList(
  props: {
    as?: "ul" | "ol" | "div";
    step?: number;
    className?: string;
    children: ReactNode;
  } & { [mark: `data-${string}`]: string },
) {
  const { as: Tag = "ul", step = 0.1, className, children, ...marks } = props;
  return (
    <Tag
      {...marks}
      style={{ "--reveal-step": `${step}s` } as React.CSSProperties}
      className={`reveal-list ${className ?? ""}`}
    >
      {children}
    </Tag>
  );
}

/**
 * Hides each list that starts below the fold until it scrolls into view, then lets its children
 * rise. A list already on screen is left alone (no hide-then-show flicker). Where each list is
 * comes from an observer's first report, not from measuring it here: measuring while the page
 * loads made the browser lay the whole page out again at once, in the task that starts the
 * page's script.
 */
export function revealListsOnScroll() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) {
    // Said on each list, so a reader of the page (or a test) sees that nothing will move.
    for (const list of document.querySelectorAll<HTMLElement>(".reveal-list")) list.dataset.reveal = "static";
    return;
  }
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        entry.target.dataset.reveal = "shown";
        reveal.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  // The first report of each list says whether any of it is on screen; a list that is not waits.
  const place = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      place.unobserve(entry.target);
      if (entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
      entry.target.dataset.reveal = "waiting";
      reveal.observe(entry.target);
    }
  });
  for (const list of document.querySelectorAll<HTMLElement>(".reveal-list")) place.observe(list);
}
