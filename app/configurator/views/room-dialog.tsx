import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import { needsScript } from "~/components/ui/early-taps";
import type { ConfiguratorWords } from "~/configurator/words";
import type { Language } from "~/i18n/languages";
import type { Configuration } from "~/rug/configuration";

/** The room view's code loads when the visitor opens it, never with the page. */
const RoomView = lazy(() => import("~/room/views/room-view"));

/**
 * 'See it in your room': a button that opens the room view in a full-window dialog with the rug
 * as configured now. The button is in the server's page, so a browser that runs scripts shows it
 * from the first paint, and a tap on it before the page has hydrated is kept and answered then
 * (components/ui/early-taps.ts); a browser that runs none hides it and says the view needs
 * JavaScript instead.
 */
export function RoomDialog({
  configuration,
  lang,
  copy,
  sizeLabel,
}: {
  configuration: Configuration;
  lang: Language;
  copy: ConfiguratorWords;
  sizeLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  return (
    <>
      <button
        type="button"
        {...needsScript}
        className={`${buttonStyles.outline} self-start`}
        onClick={() => setOpen(true)}
      >
        {copy.actions.room}
      </button>
      <noscript>
        <p className="text-sm text-muted">{copy.actions.roomNeedsScript}</p>
      </noscript>
      {open ? (
        <dialog
          ref={dialog}
          aria-labelledby="room-view-title"
          onClose={() => setOpen(false)}
          className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ivory p-5 text-ink backdrop:bg-ink/50 sm:p-10"
        >
          <Suspense fallback={<p role="status">{copy.actions.roomLoading}</p>}>
            <RoomView
              configuration={configuration}
              lang={lang}
              sizeLabel={sizeLabel}
              onClose={() => dialog.current?.close()}
            />
          </Suspense>
        </dialog>
      ) : null}
    </>
  );
}
