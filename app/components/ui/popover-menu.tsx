import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";

/**
 * A header disclosure menu of links on the HTML popover attribute: it opens from the keyboard
 * (Enter, Space), closes on Escape or a click outside, and returns focus to its button, all
 * without script, so it works before the page hydrates. Script only places it under its button.
 */
export function PopoverMenu(props: {
  trigger: ReactNode;
  triggerLabel?: string;
  label: string;
  align?: "start" | "end";
  children: (close: () => void) => ReactNode;
}) {
  const { trigger, triggerLabel, label, align = "start", children } = props;
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  function place(event: React.ToggleEvent<HTMLDivElement>) {
    const rect = button.current?.getBoundingClientRect();
    if (event.newState !== "open" || !rect || !panel.current) return;
    const style = panel.current.style;
    style.top = `${rect.bottom + 10}px`;
    if (align === "end") {
      style.left = "auto";
      style.right = `${Math.max(8, window.innerWidth - rect.right)}px`;
    } else {
      style.right = "auto";
      style.left = `${Math.max(8, rect.left)}px`;
    }
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-label={triggerLabel}
        className="group inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm tracking-wide transition-colors hover:bg-sand/60"
      >
        {trigger}
        <ChevronDown className="size-3.5" aria-hidden="true" />
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        onBeforeToggle={place}
        className={`popover-menu fixed top-[calc(var(--spacing-header)-0.5rem)] m-0 min-w-60 rounded-xl border border-line bg-ivory p-2 text-ink shadow-[0_24px_60px_-20px_rgba(30,27,24,0.35)] ${align === "end" ? "right-4 left-auto" : "left-1/3"}`}
      >
        <nav aria-label={label}>
          <ul className="flex flex-col">{children(() => panel.current?.hidePopover?.())}</ul>
        </nav>
      </div>
    </>
  );
}

export const popoverItemClass =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm outline-none transition-colors hover:bg-sand/70 focus-visible:bg-sand/70 aria-[current=true]:font-medium";
