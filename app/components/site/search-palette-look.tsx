import { Search } from "lucide-react";
import type { ComponentPropsWithoutRef } from "react";
import { useTranslation } from "~/i18n/language-context";

/** The search palette's dialog, drawn the same whether its frame or the palette itself shows it. */
export const paletteDialogClass =
  "mx-auto mt-[12dvh] w-[min(92vw,36rem)] overflow-hidden rounded-2xl border border-line bg-ivory p-0 text-ink shadow-[0_40px_120px_-30px_rgba(30,27,24,0.55)] backdrop:bg-ink/40 backdrop:backdrop-blur-sm";

/**
 * The palette's title (for assistive technology, `titleId` names the dialog) and its search field,
 * the same in its frame (a plain field) and in the palette (a combobox: its props are passed on).
 */
export function PaletteSearchField({ titleId, ...field }: { titleId: string } & ComponentPropsWithoutRef<"input">) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={titleId} className="sr-only">
        {t("palette.title")}
      </h2>
      <div className="flex items-center gap-3 border-b border-line px-5">
        <Search className="size-4 text-muted" aria-hidden="true" />
        <input
          aria-label={t("palette.title")}
          autoComplete="off"
          spellCheck={false}
          placeholder={t("palette.placeholder")}
          className="h-14 w-full bg-transparent text-base outline-none placeholder:text-muted"
          {...field}
        />
      </div>
    </>
  );
}
