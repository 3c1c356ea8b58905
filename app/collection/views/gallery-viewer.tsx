import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import type { CollectionWords } from "~/collection/words";
import { Picture } from "~/components/ui/picture";
import type { PictureName } from "~/content/media-names";
import { fill } from "~/i18n/translate";

export type GalleryViewerProps = {
  copy: CollectionWords["design"]["gallery"];
  /** The dialog's name: the design and its colourway. */
  title: string;
  pictures: { name: PictureName; alt: string; label: string }[];
  start: number;
  onClose: () => void;
};

/** How far a finger must travel sideways, in CSS pixels, to move to the next picture. */
const swipeDistance = 40;

/**
 * A colourway's pictures full screen, in a native modal dialog: the page behind it is inert, so
 * focus stays inside; Escape closes it (the dialog's own cancel) and the gallery puts focus back
 * on the picture that opened it. The arrow keys and the buttons move between pictures, and so
 * does a swipe (pointer events: touch, pen or a dragged mouse). Loaded only when first opened.
 */
export function GalleryViewer({ copy, title, pictures, start, onClose }: GalleryViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const down = useRef<{ x: number; y: number } | null>(null);
  const picture = pictures[index] ?? pictures[0];

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const go = (step: number) => setIndex((current) => (current + step + pictures.length) % pictures.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Tab") return keepFocusInside(event);
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };

  // The page behind a modal dialog is inert, but Tab past its last button would leave for the
  // browser's own controls: it goes round to the first instead, and Shift+Tab the other way.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    const buttons = [...(dialog.current?.querySelectorAll<HTMLElement>("button") ?? [])];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) last.focus();
    else if (!event.shiftKey && document.activeElement === last) first.focus();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    down.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = down.current;
    down.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    // Sideways more than up or down: a swipe, not a scroll.
    if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    go(dx < 0 ? 1 : -1);
  };

  if (!picture) return null;
  const buttonClass =
    "inline-flex size-12 items-center justify-center rounded-full border border-ivory/30 text-ivory transition-colors hover:bg-ivory hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass";
  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-ink p-0 text-ivory backdrop:bg-ink"
    >
      <div className="relative flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-5 py-4 sm:px-8">
          <p aria-live="polite" className="text-sm tracking-wide text-ivory/80">
            <span className="text-ivory">{picture.label}</span>
            {" · "}
            {fill(copy.position, { index: index + 1, total: pictures.length })}
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className={`${buttonClass} h-10 w-auto px-5 text-sm`}
          >
            {copy.close}
          </button>
        </div>
        <figure
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            down.current = null;
          }}
          // The picture itself takes no pointer: a drag on it would start the browser's own drag of
          // the image, which ends the swipe's pointer events half-way.
          className="relative m-0 min-h-0 flex-1 touch-pan-y select-none px-2 sm:px-24 [&_img]:pointer-events-none"
        >
          <Picture
            key={picture.name}
            name={picture.name}
            alt={picture.alt}
            sizes="100vw"
            className="block h-full w-full"
            imgClassName="h-full w-full object-contain"
          />
        </figure>
        {/* Under the picture on a phone, where a thumb reaches them; at its sides on a wider screen. */}
        <div className="flex items-center justify-center gap-4 px-5 py-4 sm:pointer-events-none sm:absolute sm:inset-x-0 sm:top-1/2 sm:-translate-y-1/2 sm:justify-between sm:px-8 sm:py-0">
          <button type="button" onClick={() => go(-1)} className={`${buttonClass} sm:pointer-events-auto`}>
            <span aria-hidden="true">←</span>
            <span className="sr-only">{copy.previous}</span>
          </button>
          <button type="button" onClick={() => go(1)} className={`${buttonClass} sm:pointer-events-auto`}>
            <span aria-hidden="true">→</span>
            <span className="sr-only">{copy.next}</span>
          </button>
        </div>
        <p className="px-5 pb-5 text-center text-xs text-ivory/70 sm:pt-4">{copy.hint}</p>
      </div>
    </dialog>
  );
}
