// The room view's tools beside the photo: the reference's size, turning the rug, the brush that
// paints the photo back over the rug, and keeping the picture.
import type { Dispatch, SetStateAction } from "react";
import { buttonStyles } from "~/components/ui/button";
import { formAnchor } from "~/leads/forms/anchors";
import { a4, type Reference } from "~/room/placement";
import type { RoomWords } from "~/room/words";

export function RoomTools({
  copy,
  id,
  photoWidth,
  valid,
  custom,
  setCustom,
  reference,
  changeReference,
  turn,
  brushing,
  setBrushing,
  clearBrush,
  brushSize,
  setBrushSize,
  download,
  send,
  setSend,
  onQuote,
}: {
  copy: RoomWords;
  /** The editor's id, that the help texts' ids start with. */
  id: string;
  /** The photo's width in pixels, which the brush's sizes follow. */
  photoWidth: number;
  /** Whether the reference's corners make a floor (the rug can be placed). */
  valid: boolean;
  custom: boolean;
  setCustom: (custom: boolean) => void;
  reference: Reference;
  changeReference: (next: Reference) => void;
  turn: (degrees: number) => void;
  brushing: boolean;
  setBrushing: Dispatch<SetStateAction<boolean>>;
  clearBrush: () => void;
  brushSize: number;
  setBrushSize: (size: number) => void;
  download: () => Promise<void>;
  send: boolean;
  setSend: (send: boolean) => void;
  /**
   * Closes the view and takes the visitor to the quote request (a link's own jump would leave it
   * open). Absent on a page without a quote request: the picture is then only downloaded.
   */
  onQuote?: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-display text-xl">{copy.calibrate.heading}</legend>
        <p className="text-sm text-muted">{copy.calibrate.help}</p>
        <p id={`${id}-corner-help`} className="text-sm text-muted">
          {copy.calibrate.cornerHelp}
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-reference`}
            checked={!custom}
            onChange={() => {
              setCustom(false);
              changeReference(a4);
            }}
          />
          {copy.calibrate.a4}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={`${id}-reference`} checked={custom} onChange={() => setCustom(true)} />
          {copy.calibrate.custom}
        </label>
        {custom ? (
          <div className="grid grid-cols-2 gap-3">
            {(["width", "length"] as const).map((side) => (
              <label key={side} className="flex flex-col gap-1 text-sm">
                {copy.calibrate[side]}
                <input
                  type="number"
                  inputMode="decimal"
                  min={5}
                  max={1000}
                  step="0.1"
                  defaultValue={reference[side]}
                  className="rounded-sm border border-line bg-ivory px-3 py-2"
                  onChange={(event) => {
                    const value = Number(event.currentTarget.value);
                    if (value >= 5 && value <= 1000) changeReference({ ...reference, [side]: value });
                  }}
                />
              </label>
            ))}
          </div>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-display text-xl">{copy.place.heading}</legend>
        <p className="text-sm text-muted">{copy.place.help}</p>
        <p id={`${id}-move-help`} className="text-sm text-muted">
          {copy.place.moveHelp}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.outline} onClick={() => turn(-15)} disabled={!valid}>
            {copy.place.turnLeft}
          </button>
          <button type="button" className={buttonStyles.outline} onClick={() => turn(15)} disabled={!valid}>
            {copy.place.turnRight}
          </button>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-display text-xl">{copy.brush.heading}</legend>
        <p className="text-sm text-muted">{copy.brush.help}</p>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-pressed={brushing}
            className={brushing ? buttonStyles.solid : buttonStyles.outline}
            onClick={() => setBrushing((current) => !current)}
          >
            {brushing ? copy.brush.off : copy.brush.on}
          </button>
          <button type="button" className={buttonStyles.outline} onClick={clearBrush}>
            {copy.brush.clear}
          </button>
        </div>
        <label className="flex flex-col gap-1 text-sm">
          {copy.brush.size}
          <input
            type="range"
            min={Math.max(2, Math.round(photoWidth / 200))}
            max={Math.round(photoWidth / 15)}
            value={brushSize}
            onChange={(event) => setBrushSize(Number(event.currentTarget.value))}
          />
        </label>
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-line pt-6">
        <button type="button" className={buttonStyles.solid} onClick={() => void download()} disabled={!valid}>
          {copy.keep.download}
        </button>
        {onQuote ? (
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={send}
              disabled={!valid}
              onChange={(event) => setSend(event.currentTarget.checked)}
            />
            <span>
              {copy.keep.send}
              <span className="mt-1 block text-muted">{copy.keep.sendHelp}</span>
            </span>
          </label>
        ) : null}
        {onQuote && send ? (
          <a
            href={`#${formAnchor("quote")}`}
            className={buttonStyles.outline}
            onClick={(event) => {
              event.preventDefault();
              onQuote();
            }}
          >
            {copy.keep.toQuote}
          </a>
        ) : null}
      </div>
    </div>
  );
}
