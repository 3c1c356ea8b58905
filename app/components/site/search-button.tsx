import { Search } from "lucide-react";
import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";
import { earlyOpenAttribute, needsScript, shortcutReadyAttribute } from "~/components/ui/early-taps";
import { useTranslation } from "~/i18n/language-context";
import { PaletteSearchField, paletteDialogClass } from "./search-palette-look";

type Palette = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was typed in the palette's frame before its code arrived. */
  initialSearch?: string;
}>;
let palette: Promise<Palette> | undefined;
const loadPalette = () => {
  palette ??= import("./search-palette").then((module) => module.default);
  return palette;
};

/** The palette's frame: its id, by which the head's script opens it before the page has hydrated. */
const frameId = "search-palette-frame";

/**
 * Opens the search palette; also on Ctrl+K / Cmd+K anywhere on the page.
 *
 * Until the palette's code has arrived, its frame answers: the same dialog with its search field,
 * in the page's HTML, closed. A tap (or Ctrl+K) while the page's scripts still load opens it at
 * once through the head's script (components/ui/early-taps.ts), and this button takes it over
 * when it hydrates; the palette then replaces it, with what was typed.
 */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [SearchPalette, setSearchPalette] = useState<Palette | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLDialogElement>(null);
  const typed = useRef<string | undefined>(undefined);

  const arrived = useCallback((component: Palette) => {
    typed.current = frameRef.current?.querySelector("input")?.value || undefined;
    setSearchPalette(() => component);
  }, []);

  // The palette's code is fetched once the page is idle after hydrating, so a later first tap does
  // not wait for its download. It is rendered without Suspense: a lazy component suspends on its
  // first render even when its code is there, and React then holds the revealed palette back for
  // 300 ms after the (empty) fallback, a delay every first tap paid.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => void loadPalette().then(arrived), { timeout: 3000 });
  }, [arrived]);
  // A tap before then fetches it at once.
  const want = useCallback(() => {
    setWanted(true);
    void loadPalette().then(arrived);
  }, [arrived]);

  // The frame opened before this button hydrated is taken over.
  useEffect(() => {
    if (!frameRef.current?.open) return;
    want();
    setOpen(true);
  }, [want]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        want();
        setOpen((current) => !current);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    // The head's script leaves the shortcut to this listener from now on.
    buttonRef.current?.setAttribute(shortcutReadyAttribute, "");
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [want]);

  const shown = wanted && SearchPalette !== null;
  // The frame stands in for the palette while its code loads.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || shown) return;
    if (open && !frame.open) frame.showModal();
    if (!open && frame.open) frame.close();
  }, [open, shown]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          want();
          setOpen(true);
        }}
        aria-haspopup="dialog"
        {...{ [earlyOpenAttribute]: frameId, ...needsScript }}
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm transition-colors hover:bg-sand/60 lg:border lg:border-line lg:pr-2 lg:pl-3.5"
      >
        <Search className="size-4" aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">{t("header.search")}</span>
        <kbd className="hidden rounded-md border border-line bg-sand/50 px-1.5 py-0.5 font-sans text-[0.65rem] text-muted lg:inline">
          {t("header.searchShortcut")}
        </kbd>
      </button>
      {shown ? (
        <SearchPalette open={open} onOpenChange={setOpen} initialSearch={typed.current} />
      ) : (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes the dialog with Escape, the native dialog's own cancel
        <dialog
          ref={frameRef}
          id={frameId}
          aria-labelledby={`${frameId}-title`}
          onCancel={() => setOpen(false)}
          onClick={(event) => {
            if (event.target === event.currentTarget) setOpen(false);
          }}
          className={paletteDialogClass}
        >
          <PaletteSearchField titleId={`${frameId}-title`} />
        </dialog>
      )}
    </>
  );
}
