import { type ChangeEvent, useRef, useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import type { Language } from "~/i18n/languages";
import { quoteHeadingId } from "~/leads/forms/quote-heading";
import type { Raster } from "~/room/compose";
import type { Quad } from "~/room/homography";
import { loadPhoto, readPhoto } from "~/room/photo";
import { a4 } from "~/room/placement";
import { sampleRoom } from "~/room/sample-room";
import { type Photo, RoomEditor } from "~/room/views/room-editor";
import { roomWords } from "~/room/words";
import type { Configuration } from "~/rug/configuration";

/** Where the handles start on a photo of unknown content: a small quad low in the middle. */
function startingCorners({ width, height }: Raster): Quad {
  return [
    [width * 0.44, height * 0.66],
    [width * 0.56, height * 0.66],
    [width * 0.58, height * 0.76],
    [width * 0.42, height * 0.76],
  ];
}

/**
 * 'See it in your room': the visitor's photo (or the sample room), four handles on a rectangle of
 * known size on the floor, and the configured rug drawn on that floor at its true size, moved and
 * turned by pointer or keyboard. Loaded only when opened (docs/decisions/015-rug-in-the-room.md).
 */
export default function RoomView({
  configuration,
  lang,
  sizeLabel,
  onClose,
  quote = true,
}: {
  configuration: Configuration;
  lang: Language;
  sizeLabel: string;
  onClose: () => void;
  /** Whether the page has a quote request the picture can go with (the configurator's). */
  quote?: boolean;
}) {
  const copy = roomWords[lang];
  const [photo, setPhoto] = useState<Photo | null>(null);

  // A link to the quote inside the modal dialog would only scroll the page behind it: the view
  // closes first (a picture the visitor chose to send stays attached as the view goes), then the
  // quote's heading comes into view, smoothly unless the visitor asked for less motion, and takes
  // focus from the button that opened the view, where closing the dialog put it back. It lives
  // here, in the view's own chunk, not in the configurator's first one.
  const goToQuote = () => {
    onClose();
    const heading = document.getElementById(quoteHeadingId);
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.scrollIntoView({ behavior: reduced ? "instant" : "smooth", block: "start" });
  };
  const [status, setStatus] = useState<"idle" | "reading" | "unreadable">("idle");
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function choose(read: Promise<Raster | null>, sample = false) {
    setStatus("reading");
    const raster = await read;
    if (!raster) {
      setStatus("unreadable");
      return;
    }
    setStatus("idle");
    setPhoto(
      sample
        ? {
            raster,
            corners: sampleRoom.corners.map(([x, y]) => [
              (x * raster.width) / sampleRoom.width,
              (y * raster.height) / sampleRoom.height,
            ]) as unknown as Quad,
            reference: sampleRoom.reference,
          }
        : { raster, corners: startingCorners(raster), reference: a4 },
    );
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (file) void choose(readPhoto(file));
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h2 id="room-view-title" className="font-display text-3xl leading-tight">
            {copy.title}
          </h2>
          <p className="max-w-2xl text-muted">{copy.intro}</p>
        </div>
        <button type="button" onClick={onClose} className={buttonStyles.outline}>
          {copy.close}
        </button>
      </div>

      <div className="flex flex-wrap gap-3">
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
        />
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          className="sr-only"
          tabIndex={-1}
          aria-label={copy.photo.choose}
          data-room-file
          onChange={onFile}
        />
        <button type="button" className={buttonStyles.solid} onClick={() => cameraInput.current?.click()}>
          {copy.photo.take}
        </button>
        <button type="button" className={buttonStyles.outline} onClick={() => fileInput.current?.click()}>
          {photo ? copy.photo.another : copy.photo.choose}
        </button>
        <button
          type="button"
          className={buttonStyles.outline}
          onClick={() => void choose(loadPhoto(sampleRoom.src), true)}
        >
          {copy.photo.sample}
        </button>
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {status === "reading" ? copy.photo.reading : ""}
      </p>
      {status === "unreadable" ? (
        <p role="alert" className="rounded-sm border border-[#b42318]/30 bg-[#fdf0ee] p-4 text-sm">
          {copy.photo.unreadable}
        </p>
      ) : null}

      {photo ? (
        <RoomEditor
          key={photo.raster.data.length + photo.raster.width}
          photo={photo}
          configuration={configuration}
          lang={lang}
          sizeLabel={sizeLabel}
          onQuote={quote ? goToQuote : undefined}
        />
      ) : null}
      <p className="text-sm text-muted">{copy.limits}</p>
    </div>
  );
}
