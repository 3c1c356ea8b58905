import { CornerDownLeft } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { useRegion } from "~/region/use-region";
import { isRestricted, type PageGroup, pageGroups, pages } from "~/site/pages";
import { type CollectionSearchIndex, searchIndexPath } from "./search-entries";
import { PaletteSearchField, paletteDialogClass } from "./search-palette-look";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Every word typed must begin a word of the page's name or slug; accents and case do not matter. */
export function matchesPage(search: string, keywords: string[] = []): number {
  const haystack = fold(keywords.join(" ")).split(/[\s/-]+/);
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.every((word) => haystack.some((candidate) => candidate.startsWith(word)))) return 1;
  if (words.every((word) => haystack.some((candidate) => candidate.includes(word)))) return 0.5;
  return 0;
}

/** The palette's groups: the site's pages, then the collection's designs and the case studies. */
const collectionGroups = ["designs", "projects"] as const;
type Group = PageGroup | (typeof collectionGroups)[number];
const groupOrder: readonly Group[] = [...pageGroups, ...collectionGroups];

type Entry = {
  id: string;
  name: string;
  path: string;
  group: Group;
  /** A design's collection, a case study's place: shown under its name, and found by. */
  detail?: string;
  /** What else finds it (colour codes and names, designer, city, sector). */
  words?: string;
};

/** At most this many designs or case studies: a few letters can match many. */
const collectionShown = 8;

/**
 * How well a search finds an entry: by the start of a word of its name (or a page's slug) first,
 * then by its other words; 0 when it does not.
 */
function score(entry: Entry, search: string): number {
  const byName = matchesPage(search, [entry.name, entry.path]);
  if (byName > 0) return 1 + byName;
  return entry.words === undefined ? 0 : matchesPage(search, [entry.name, entry.detail ?? "", entry.words]);
}

/**
 * The entries a search shows, group by group in the palette's order (the designs and case studies
 * after the pages, the group with the better match first: "hotel" names hotels' case studies, and
 * is only a sector of designs); within a group, matches at the start of a word come before matches
 * inside one. An empty search shows every page, and no design or case study (the collection is
 * found by searching it).
 */
export function paletteResults(entries: Entry[], search: string): { group: Group; entries: Entry[] }[] {
  const searching = search.trim() !== "";
  const groups = groupOrder.map((group) => {
    const collection = (collectionGroups as readonly Group[]).includes(group);
    const found = entries
      .filter((entry) => entry.group === group)
      .map((entry) => ({ entry, score: searching ? score(entry, search) : collection ? 0 : 1 }))
      .filter((result) => result.score > 0)
      .sort((a, b) => b.score - a.score);
    return {
      group,
      collection,
      best: found[0]?.score ?? 0,
      found: collection ? found.slice(0, collectionShown) : found,
    };
  });
  const pages = groups.filter((group) => !group.collection);
  const collection = groups.filter((group) => group.collection).sort((a, b) => b.best - a.best);
  return [...pages, ...collection]
    .map(({ group, found }) => ({ group, entries: found.map(({ entry }) => entry) }))
    .filter(({ entries: shown }) => shown.length > 0);
}

/** The palette's entries of a language's designs and case studies (an aviation one only where allowed). */
export function collectionEntries(index: CollectionSearchIndex | null, allowed: boolean): Entry[] {
  return (index?.entries ?? [])
    .filter((entry) => allowed || !entry.restricted)
    .map((entry) => ({
      id: `${entry.kind}-${entry.slug}`,
      name: entry.name,
      path: entry.path,
      group: entry.kind === "design" ? "designs" : "projects",
      detail: entry.detail,
      words: entry.words,
    }));
}

/** Each language's index, fetched once per page when the palette first opens. */
const indexes = new Map<string, Promise<CollectionSearchIndex | null>>();
function loadIndex(lang: string): Promise<CollectionSearchIndex | null> {
  let index = indexes.get(lang);
  if (!index) {
    index = fetch(searchIndexPath(lang), { headers: { accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`the search index answered ${response.status}`);
        return response.json() as Promise<CollectionSearchIndex>;
      })
      .catch((error: Error) => {
        // The pages are still found; the designs and case studies wait for the next page.
        console.warn(`Search palette: ${error.message}`);
        indexes.delete(lang);
        return null;
      });
    indexes.set(lang, index);
  }
  return index;
}

/**
 * The header's search palette: a native modal dialog (focus kept inside, Escape closes, the page
 * behind inert) holding a combobox and its list of pages. Loaded on first use; it is small and
 * mounts in a frame, so the first tap shows it at once (docs/decisions/014-hydrate-only-what-answers.md).
 * Choosing a result closes the palette and loads that page.
 */
export default function SearchPalette(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was typed in the palette's frame before this code arrived (search-button.tsx). */
  initialSearch?: string;
}) {
  const { open, onOpenChange } = props;
  const { t } = useTranslation();
  const { allowed } = useRegion();
  const { lang, localize } = useLanguage();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [search, setSearch] = useState(props.initialSearch ?? "");
  /** Kept for the first opening, which takes over from the frame. */
  const carried = useRef(props.initialSearch);
  const [active, setActive] = useState(0);
  const [index, setIndex] = useState<CollectionSearchIndex | null>(null);

  useEffect(() => {
    if (!open || index) return;
    let current = true;
    void loadIndex(lang).then((loaded) => {
      if (current && loaded) setIndex(loaded);
    });
    return () => {
      current = false;
    };
  }, [open, index, lang]);

  const entries = useMemo(
    (): Entry[] => [
      ...pages
        .filter((page) => allowed || !isRestricted(page))
        .map((page) => ({ id: page.id, name: t(`pages.${page.id}`), path: page.path, group: page.group })),
      ...collectionEntries(index, allowed),
    ],
    [allowed, t, index],
  );
  const groupName = (group: Group) =>
    group === "designs" || group === "projects" ? (index?.groups[group] ?? "") : t(`palette.groups.${group}`);
  const groups = useMemo(() => paletteResults(entries, search), [entries, search]);
  const shown = groups.flatMap((group) => group.entries);
  const current = shown[Math.min(active, shown.length - 1)];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setSearch(carried.current ?? "");
      carried.current = undefined;
      setActive(0);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!current) return;
    document.getElementById(`${id}-${current.id}`)?.scrollIntoView({ block: "nearest" });
  }, [current, id]);

  const go = (entry: Entry) => {
    onOpenChange(false);
    // Every page is its own document (docs/decisions/014-hydrate-only-what-answers.md).
    window.location.assign(localize(entry.path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const step: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
    };
    if (event.key in step && (event.key.startsWith("Arrow") || event.ctrlKey)) {
      event.preventDefault();
      setActive(Math.max(0, step[event.key] ?? 0));
    } else if (event.key === "Enter" && current) {
      event.preventDefault();
      go(current);
    }
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes the dialog with Escape, the native dialog's own cancel
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      // Escape's cancel comes in the same task as the key, before the dialog closes: the state
      // follows at once, so a Ctrl+K pressed right after (input runs ahead of the queued close
      // event) opens the palette again instead of toggling a state still saying open.
      onCancel={() => onOpenChange(false)}
      // That queued close event can then arrive after the palette has opened again: it is stale,
      // and closing on it would shut the palette the visitor just opened.
      onClose={(event) => {
        if (!event.currentTarget.open) onOpenChange(false);
      }}
      // A tap on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={paletteDialogClass}
    >
      <PaletteSearchField
        titleId={`${id}-title`}
        role="combobox"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={current ? `${id}-${current.id}` : undefined}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {shown.length === 0 ? (
        <p role="status" className="px-4 py-10 text-center text-sm text-muted">
          {t("palette.empty")}
        </p>
      ) : null}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t("palette.title")}
        hidden={shown.length === 0}
        className="max-h-[min(60dvh,26rem)] overflow-y-auto overscroll-contain p-2"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA's own pattern; fieldset is for form controls)
          <div key={group.group} role="group" aria-labelledby={`${id}-group-${group.group}`}>
            <div id={`${id}-group-${group.group}`} className="eyebrow px-3 pt-3 pb-1.5 text-bronze">
              {groupName(group.group)}
            </div>
            {group.entries.map((entry) => {
              const selected = entry === current;
              return (
                // biome-ignore lint/a11y/useFocusableInteractive: options are reached through the combobox's active descendant, as ARIA's combobox pattern asks
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox answers the keyboard for every option
                <div
                  key={entry.id}
                  id={`${id}-${entry.id}`}
                  role="option"
                  aria-selected={selected}
                  onPointerMove={() => setActive(shown.indexOf(entry))}
                  onClick={() => go(entry)}
                  className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm ${selected ? "bg-sand/70" : ""}`}
                >
                  {entry.detail ? (
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate">{entry.name}</span>
                      <span className="truncate text-xs text-muted">{entry.detail}</span>
                    </span>
                  ) : (
                    entry.name
                  )}
                  <CornerDownLeft
                    className={`size-3.5 shrink-0 text-muted ${selected ? "opacity-100" : "opacity-0"}`}
                    aria-hidden="true"
                  />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </dialog>
  );
}
