import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A list whose children rise into view one after another when it scrolls into view
 * (0.1 s more delay per item). Without script, or with reduced motion asked
 * for, the children are simply there: nothing is hidden before hydration.
 */
export function RevealList(props: {
  as?: "ul" | "ol" | "div";
  step?: number;
  className?: string;
  children: ReactNode;
}) {
  const { as: Tag = "ul", step = 0.1, className, children } = props;
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<"static" | "waiting" | "shown">("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (!("IntersectionObserver" in window)) return;
    const rect = element.getBoundingClientRect();
    if (rect.top < window.innerHeight) return; // already on screen: no hide-then-show flicker
    setState("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag
      ref={ref as never}
      data-reveal={state}
      style={{ "--reveal-step": `${step}s` } as React.CSSProperties}
      className={`reveal-list ${className ?? ""}`}
    >
      {children}
    </Tag>
  );
}
