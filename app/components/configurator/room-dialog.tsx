import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import type { Configuration } from "~/configurator/configuration";
import type { ConfiguratorWords } from "~/configurator/summary";
import type { Language } from "~/i18n/languages";

/** The room view's code loads when the visitor opens it, never with the page. */
const RoomView = lazy(() => import("~/components/room/room-view"));

/**
 * 'See it in your room': a button that opens the room view in a full-window dialog with the rug
 * as configured now. The server's page says the view needs JavaScript; the button replaces that
 * sentence once the page has hydrated.
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
  const [scripted, setScripted] = useState(false);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => setScripted(true), []);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  return (
    <>
      {scripted ? (
        <button type="button" className={`${buttonStyles.outline} self-start`} onClick={() => setOpen(true)}>
          {copy.actions.room}
        </button>
      ) : (
        <p className="text-sm text-muted">{copy.actions.roomNeedsScript}</p>
      )}
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
