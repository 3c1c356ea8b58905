import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { CollectionWords } from "~/collection/words";
import { buttonStyles } from "~/components/ui/button";
import { needsScript } from "~/components/ui/early-taps";
import type { Language } from "~/i18n/languages";
import type { Configuration } from "~/rug/configuration";

/** The configurator's room view, loaded when the visitor opens it, never with the page. */
const RoomView = lazy(() => import("~/room/views/room-view"));

/**
 * 'See it in your room' on a design's page: the configurator's room view in a full-window dialog,
 * with the design in the colourway shown, and no quote request to send the picture with (this
 * page has none; the configurator has). The button is in the server's page, answered from the first
 * tap (a tap before the page has hydrated is kept: components/ui/early-taps.ts); a browser that
 * runs no scripts hides it and says the view needs JavaScript instead.
 *
 * The configurator's own RoomDialog does the same with its words. It is not imported here: a
 * module both pages import is split from the configurator's chunk into one of its own, which
 * cost the configurator 490 bytes of brotli and took it over its 120 KB budget (budget.spec.ts).
 */
export function DesignRoom(props: {
  copy: CollectionWords["design"]["actions"];
  configuration: Configuration;
  lang: Language;
  sizeLabel: string;
}) {
  const { copy, configuration, lang, sizeLabel } = props;
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  return (
    <>
      <button type="button" {...needsScript} className={buttonStyles.outline} onClick={() => setOpen(true)}>
        {copy.room}
      </button>
      <noscript>
        <p className="text-sm text-muted">{copy.roomNeedsScript}</p>
      </noscript>
      {open ? (
        <dialog
          ref={dialog}
          aria-labelledby="room-view-title"
          onClose={() => setOpen(false)}
          className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ivory p-5 text-ink backdrop:bg-ink/50 sm:p-10"
        >
          <Suspense fallback={<p role="status">{copy.roomLoading}</p>}>
            <RoomView
              configuration={configuration}
              lang={lang}
              sizeLabel={sizeLabel}
              quote={false}
              onClose={() => dialog.current?.close()}
            />
          </Suspense>
        </dialog>
      ) : null}
    </>
  );
}
