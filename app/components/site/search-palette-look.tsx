/** The search palette's dialog, drawn the same whether its frame or the palette itself shows it. */
export const paletteDialogClass =
  "mx-auto mt-[12dvh] w-[min(92vw,36rem)] overflow-hidden rounded-2xl border border-line bg-ivory p-0 text-ink shadow-[0_40px_120px_-30px_rgba(30,27,24,0.55)] backdrop:bg-ink/40 backdrop:backdrop-blur-sm";
