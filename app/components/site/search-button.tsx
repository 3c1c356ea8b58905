import { Search } from "lucide-react";
import { type ComponentType, useCallback, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/language-context";

type Palette = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
let palette: Promise<Palette> | undefined;
const loadPalette = () => {
  palette ??= import("./search-palette").then((module) => module.default);
  return palette;
};

/** Opens the search palette; also on Ctrl+K / Cmd+K anywhere on the page. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [SearchPalette, setSearchPalette] = useState<Palette | null>(null);

  // The palette's code is fetched once the page is idle after hydrating, so a later first tap does
  // not wait for its download. It is rendered without Suspense: a lazy component suspends on its
  // first render even when its code is there, and React then holds the revealed palette back for
  // 300 ms after the (empty) fallback, a delay every first tap paid.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => void loadPalette().then((component) => setSearchPalette(() => component)), { timeout: 3000 });
  }, []);
  // A tap before then fetches it at once.
  const want = useCallback(() => {
    setWanted(true);
    void loadPalette().then((component) => setSearchPalette(() => component));
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        want();
        setOpen((current) => !current);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [want]);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          want();
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-early-tap
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm transition-colors hover:bg-sand/60 lg:border lg:border-line lg:pr-2 lg:pl-3.5"
      >
        <Search className="size-4" aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">{t("header.search")}</span>
        <kbd className="hidden rounded-md border border-line bg-sand/50 px-1.5 py-0.5 font-sans text-[0.65rem] text-muted lg:inline">
          {t("header.searchShortcut")}
        </kbd>
      </button>
      {wanted && SearchPalette ? <SearchPalette open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
