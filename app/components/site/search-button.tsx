import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/language-context";

const loadPalette = () => import("./search-palette");
const SearchPalette = lazy(loadPalette);

/** Opens the search palette; also on Ctrl+K / Cmd+K anywhere on the page. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  // The palette's code is fetched once the page is idle after hydrating, so a later first tap does
  // not wait for its download.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => void loadPalette(), { timeout: 3000 });
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        setWanted(true);
        setOpen((current) => !current);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
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
      {wanted ? (
        <Suspense fallback={null}>
          <SearchPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
