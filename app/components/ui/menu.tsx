import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

/** A header dropdown over Radix (keyboard, focus and ARIA handled by the primitive). */
export function Menu(props: {
  trigger: ReactNode;
  triggerLabel?: string;
  children: ReactNode;
  align?: "start" | "end";
}) {
  const { trigger, triggerLabel, children, align = "start" } = props;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={triggerLabel}
        className="group inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm tracking-wide transition-colors hover:bg-sand/60 data-[state=open]:bg-sand/60"
      >
        {trigger}
        <ChevronDown
          className="size-3.5 transition-transform duration-300 group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={10}
          className="z-50 min-w-56 rounded-xl border border-line bg-ivory p-2 shadow-[0_24px_60px_-20px_rgba(30,27,24,0.35)] data-[state=open]:animate-rise"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export const menuItemClass =
  "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm outline-none transition-colors data-[highlighted]:bg-sand/70";

export const MenuItem = DropdownMenu.Item;
export const MenuSeparator = () => <DropdownMenu.Separator className="my-1.5 h-px bg-line" />;
