import * as Dialog from "@radix-ui/react-dialog";
import { Command } from "cmdk";
import { CornerDownLeft, Search } from "lucide-react";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { useRegion } from "~/region/use-region";
import { isRestricted, pageGroups, pages } from "~/site/pages";

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

/**
 * The header's command palette. Loaded on first use, so it costs the page nothing until
 * a visitor asks for it. Choosing a result closes the palette and loads that page.
 */
export default function SearchPalette(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { open, onOpenChange } = props;
  const { t } = useTranslation();
  const { allowed } = useRegion();
  const { localize } = useLanguage();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-[12dvh] left-1/2 z-50 w-[min(92vw,36rem)] -translate-x-1/2 overflow-hidden rounded-2xl border border-line bg-ivory shadow-[0_40px_120px_-30px_rgba(30,27,24,0.55)]"
        >
          <Dialog.Title className="sr-only">{t("palette.title")}</Dialog.Title>
          <Command
            label={t("palette.title")}
            filter={(_value, search, keywords) => matchesPage(search, keywords)}
            className="flex flex-col"
          >
            <div className="flex items-center gap-3 border-b border-line px-5">
              <Search className="size-4 text-muted" aria-hidden="true" />
              <Command.Input
                placeholder={t("palette.placeholder")}
                className="h-14 w-full bg-transparent text-base outline-none placeholder:text-muted"
              />
            </div>
            <Command.List className="max-h-[min(60dvh,26rem)] overflow-y-auto overscroll-contain p-2">
              <Command.Empty className="px-4 py-10 text-center text-sm text-muted">{t("palette.empty")}</Command.Empty>
              {pageGroups.map((group) => (
                <Command.Group
                  key={group}
                  heading={t(`palette.groups.${group}`)}
                  className="[&_[cmdk-group-heading]]:eyebrow [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1.5 [&_[cmdk-group-heading]]:text-bronze"
                >
                  {pages
                    .filter((page) => page.group === group && (allowed || !isRestricted(page)))
                    .map((page) => (
                      <Command.Item
                        key={page.id}
                        value={page.id}
                        keywords={[t(`pages.${page.id}`), page.path]}
                        onSelect={() => {
                          onOpenChange(false);
                          // Every page is its own document (docs/decisions/014-hydrate-only-what-answers.md).
                          window.location.assign(localize(page.path));
                        }}
                        className="group flex cursor-pointer items-center justify-between rounded-lg px-3 py-2.5 text-sm data-[selected=true]:bg-sand/70"
                      >
                        {t(`pages.${page.id}`)}
                        <CornerDownLeft
                          className="size-3.5 text-muted opacity-0 group-data-[selected=true]:opacity-100"
                          aria-hidden="true"
                        />
                      </Command.Item>
                    ))}
                </Command.Group>
              ))}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
