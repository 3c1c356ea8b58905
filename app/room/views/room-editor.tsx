import { Fragment, type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from "react";
import type { Language } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import { fill } from "~/i18n/translate";
import { brightnessGrid, lightFromBrightness, type Raster } from "~/room/compose";
import { floorHomography, type Point, photoToFloor, project, type Quad } from "~/room/homography";
import { encode } from "~/room/photo";
import { a4, initialPlacement, onFloor, type Placement, type Reference, toPhoto, turned } from "~/room/placement";
import { sampleRoom } from "~/room/sample-room";
import { arrow, handleReach, moveButtonAt, outward } from "~/room/views/handles";
import { RoomTools } from "~/room/views/room-tools";
import { margin, texturePxPerCm, useTexture } from "~/room/views/rug-texture";
import { useRoomPicture } from "~/room/views/use-room-picture";
import { roomWords } from "~/room/words";
import type { Configuration } from "~/rug/configuration";
import { RugDrawing } from "~/rug/drawing";
import { outline } from "~/rug/geometry";

/** A chosen photo: its pixels, and where the reference's corners start and what size it is. */
export type Photo = { raster: Raster; corners: Quad; reference: Reference };

/** The photo with its handles, the rug and the tools, once a photo is chosen. */
export function RoomEditor({
  photo,
  configuration,
  lang,
  sizeLabel,
  onQuote,
}: {
  photo: Photo;
  configuration: Configuration;
  lang: Language;
  sizeLabel: string;
  /** Takes the visitor to the page's quote request; absent where the page has none. */
  onQuote?: (() => void) | undefined;
}) {
  const copy = roomWords[lang];
  const { raster } = photo;
  const id = useId();
  const [corners, setCorners] = useState<Quad>(photo.corners);
  const [custom, setCustom] = useState(photo.reference !== a4 && photo.reference !== sampleRoom.reference);
  const [reference, setReference] = useState<Reference>(photo.reference);
  const [placement, placeRug] = useState<Placement>(() => initialPlacement(photo.reference));
  // Until the visitor moves or turns the rug, it stays centred on the reference, whatever its size.
  const moved = useRef(false);
  const setPlacement: typeof placeRug = (next) => {
    moved.current = true;
    placeRug(next);
  };
  const changeReference = (next: Reference) => {
    setReference(next);
    if (!moved.current) placeRug(initialPlacement(next));
  };
  const [brushing, setBrushing] = useState(false);
  const [brushSize, setBrushSize] = useState(Math.round(raster.width / 60));
  const [painted, setPainted] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [send, setSend] = useState(false);
  const mask = useMemo(() => new Uint8Array(raster.width * raster.height), [raster]);
  // The photo is read once; a corner's move only redoes the coarse grid (a key press each).
  const brightness = useMemo(() => brightnessGrid(raster), [raster]);
  const light = useMemo(() => lightFromBrightness(brightness, corners), [brightness, corners]);
  const drawingRef = useRef<HTMLDivElement>(null);
  const texture = useTexture(configuration, drawingRef);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const drag = useRef<
    { kind: "corner"; index: number; offset: Point } | { kind: "rug"; from: Point } | { kind: "brush" } | null
  >(null);

  const toPhotoFloor = floorHomography(reference.width, reference.length, corners);
  const toFloor = toPhotoFloor ? photoToFloor(toPhotoFloor, corners[0]) : null;
  const rugPolygons = useMemo(
    () => outline(configuration.shape, configuration.length, configuration.width),
    [configuration],
  );
  const rugInPhoto =
    toPhotoFloor && toFloor
      ? toPhoto(toPhotoFloor, onFloor(rugPolygons, configuration.length, configuration.width, placement))
      : null;
  const rugPointCount = rugPolygons.reduce((count, polygon) => count + polygon.length, 0);
  const rugCentre = toPhotoFloor ? project(toPhotoFloor, [placement.x, placement.y]) : null;

  const { latest, previewWidth, previewHeight } = useRoomPicture({
    raster,
    light,
    texture,
    toFloor,
    rugInPhoto,
    rugPointCount,
    placement,
    pile: configuration.pile,
    mask,
    canvasRef,
    send,
    corners,
    reference,
    painted,
  });

  /** A pointer's place on the photo, in photo pixels. */
  function photoPoint(event: PointerEvent): Point {
    const box = surfaceRef.current?.getBoundingClientRect();
    if (!box) return [0, 0];
    return [
      ((event.clientX - box.left) / box.width) * raster.width,
      ((event.clientY - box.top) / box.height) * raster.height,
    ];
  }

  function paint([x, y]: Point) {
    const radius = brushSize;
    for (let j = Math.max(0, Math.floor(y - radius)); j <= Math.min(raster.height - 1, y + radius); j++) {
      for (let i = Math.max(0, Math.floor(x - radius)); i <= Math.min(raster.width - 1, x + radius); i++) {
        if ((i - x) ** 2 + (j - y) ** 2 <= radius * radius) mask[j * raster.width + i] = 1;
      }
    }
    setPainted((count) => count + 1);
  }

  function onSurfaceDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || event.target !== event.currentTarget) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = photoPoint(event);
    if (brushing) {
      drag.current = { kind: "brush" };
      paint(point);
      return;
    }
    const onFloorAt = toFloor ? project(toFloor, point) : null;
    if (onFloorAt) drag.current = { kind: "rug", from: onFloorAt };
  }

  function onSurfaceMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    const point = photoPoint(event);
    if (current.kind === "brush") paint(point);
    else if (current.kind === "corner") {
      const at: Point = [
        Math.min(raster.width, Math.max(0, point[0] - current.offset[0])),
        Math.min(raster.height, Math.max(0, point[1] - current.offset[1])),
      ];
      setCorners(
        (previous) => previous.map((corner, index) => (index === current.index ? at : corner)) as unknown as Quad,
      );
    } else if (toFloor) {
      const now = project(toFloor, point);
      if (!now) return;
      setPlacement((previous) => ({
        ...previous,
        x: previous.x + now[0] - current.from[0],
        y: previous.y + now[1] - current.from[1],
      }));
      drag.current = { kind: "rug", from: now };
    }
  }

  function endDrag() {
    drag.current = null;
  }

  // One step is one of the photo's pixels, or of 1280 across a larger photo (however large the
  // preview is on this screen).
  const step = Math.max(1, Math.round(raster.width / 1280));
  const format = (value: number) => formatNumber(Math.round(value), lang);

  function onCornerKey(index: number, event: KeyboardEvent<HTMLButtonElement>) {
    const delta = arrow(event.key);
    if (!delta) return;
    event.preventDefault();
    const size = event.shiftKey ? step * 10 : step;
    const corner = corners[index] as Point;
    const next: Point = [
      Math.min(raster.width, Math.max(0, corner[0] + delta[0] * size)),
      Math.min(raster.height, Math.max(0, corner[1] + delta[1] * size)),
    ];
    setCorners(corners.map((point, at) => (at === index ? next : point)) as unknown as Quad);
    setAnnouncement(fill(copy.calibrate.cornerAt, { n: index + 1, x: format(next[0]), y: format(next[1]) }));
  }

  /** The floor direction that looks like `delta` in the photo, `centimetres` long. */
  function floorStep(delta: Point, centimetres: number): Point | null {
    if (!toFloor || !rugCentre) return null;
    const a = project(toFloor, rugCentre);
    const b = project(toFloor, [rugCentre[0] + delta[0] * 10, rugCentre[1] + delta[1] * 10]);
    if (!a || !b) return null;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [((b[0] - a[0]) / length) * centimetres, ((b[1] - a[1]) / length) * centimetres];
  }

  function announcePlacement(next: Placement) {
    setAnnouncement(fill(copy.place.placed, { x: format(next.x), y: format(next.y), angle: format(next.angle) }));
  }

  function onRugKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "r" || event.key === "R") {
      event.preventDefault();
      const next = turned(placement, event.shiftKey ? -15 : 15);
      setPlacement(next);
      announcePlacement(next);
      return;
    }
    const delta = arrow(event.key);
    if (!delta) return;
    event.preventDefault();
    const move = floorStep(delta, event.shiftKey ? 25 : 5);
    if (!move) return;
    const next = { ...placement, x: placement.x + move[0], y: placement.y + move[1] };
    setPlacement(next);
    announcePlacement(next);
  }

  function turn(degrees: number) {
    const next = turned(placement, degrees);
    setPlacement(next);
    announcePlacement(next);
  }

  async function download() {
    const blob = await encode(latest.current(1, raster.width, raster.height), "image/png");
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `${copy.keep.file}.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  const valid = toFloor !== null;
  const percent = ([x, y]: Point) => ({ left: `${(x / raster.width) * 100}%`, top: `${(y / raster.height) * 100}%` });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)]">
      <div ref={drawingRef} hidden>
        <RugDrawing configuration={configuration} pxPerCm={texturePxPerCm(configuration)} margin={margin} />
      </div>
      <div className="flex flex-col gap-3">
        <div
          ref={surfaceRef}
          className={`relative touch-none select-none overflow-hidden rounded-sm ring-1 ring-line ${brushing ? "cursor-crosshair" : "cursor-move"}`}
          style={{ aspectRatio: `${raster.width} / ${raster.height}` }}
          onPointerDown={onSurfaceDown}
          onPointerMove={onSurfaceMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <canvas
            ref={canvasRef}
            width={previewWidth}
            height={previewHeight}
            role="img"
            aria-label={copy.picture}
            data-room-canvas
            className="pointer-events-none absolute inset-0 size-full"
          />
          <svg
            viewBox={`0 0 ${raster.width} ${raster.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 size-full"
          >
            <polygon
              points={corners.map(([x, y]) => `${x},${y}`).join(" ")}
              fill="none"
              stroke={valid ? "#f6f1ea" : "#b42318"}
              strokeWidth={Math.max(2, raster.width / 500)}
              strokeDasharray={`${raster.width / 120} ${raster.width / 200}`}
            />
          </svg>
          {corners.map((corner, index) => {
            // The button sits a little outside the reference, away from its middle, joined to its
            // corner by a line: a finger does not hide the corner it places, and on a phone the
            // four buttons of a small sheet do not cover each other.
            const [dx, dy] = outward(corner, corners);
            return (
              <Fragment
                // biome-ignore lint/suspicious/noArrayIndexKey: the four corners are fixed in number and order
                key={index}
              >
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute z-20 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-ivory bg-bronze shadow"
                  style={percent(corner)}
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute z-20 h-0.5 origin-left bg-ivory/90 shadow"
                  style={{
                    ...percent(corner),
                    width: `${handleReach}px`,
                    transform: `rotate(${Math.atan2(dy, dx)}rad)`,
                  }}
                />
                <button
                  type="button"
                  aria-label={fill(copy.calibrate.corner, { n: index + 1 })}
                  aria-describedby={`${id}-corner-help`}
                  data-room-corner={index + 1}
                  className="absolute z-20 flex size-9 cursor-grab items-center justify-center rounded-full border-2 border-ivory bg-bronze/90 text-xs font-semibold text-ivory shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink"
                  style={{
                    ...percent(corner),
                    transform: `translate(calc(-50% + ${dx * handleReach}px), calc(-50% + ${dy * handleReach}px))`,
                  }}
                  onKeyDown={(event) => onCornerKey(index, event)}
                  onPointerDown={(event) => {
                    event.stopPropagation();
                    surfaceRef.current?.setPointerCapture(event.pointerId);
                    const at = photoPoint(event);
                    drag.current = { kind: "corner", index, offset: [at[0] - corner[0], at[1] - corner[1]] };
                  }}
                >
                  {index + 1}
                </button>
              </Fragment>
            );
          })}
          {rugCentre && valid ? (
            <button
              type="button"
              aria-label={copy.place.move}
              aria-describedby={`${id}-move-help`}
              data-room-rug
              className="absolute z-10 flex size-11 cursor-move items-center justify-center rounded-full border-2 border-ivory bg-ink/80 text-ivory shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-bronze"
              style={{ ...moveButtonAt(rugCentre, corners, raster), transform: "translate(-50%, -50%)" }}
              onKeyDown={onRugKey}
              onPointerDown={(event) => {
                event.stopPropagation();
                surfaceRef.current?.setPointerCapture(event.pointerId);
                const at = toFloor ? project(toFloor, photoPoint(event)) : null;
                if (at) drag.current = { kind: "rug", from: at };
              }}
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
              >
                <path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />
              </svg>
            </button>
          ) : null}
        </div>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        {valid ? null : (
          <p role="alert" className="rounded-sm border border-[#b42318]/30 bg-[#fdf0ee] p-4 text-sm">
            {copy.calibrate.invalid}
          </p>
        )}
        <p className="text-sm text-muted">{fill(copy.place.size, { size: sizeLabel })}</p>
      </div>

      <RoomTools
        copy={copy}
        id={id}
        photoWidth={raster.width}
        valid={valid}
        custom={custom}
        setCustom={setCustom}
        reference={reference}
        changeReference={changeReference}
        turn={turn}
        brushing={brushing}
        setBrushing={setBrushing}
        clearBrush={() => {
          mask.fill(0);
          setPainted((count) => count + 1);
        }}
        brushSize={brushSize}
        setBrushSize={setBrushSize}
        download={download}
        send={send}
        setSend={setSend}
        onQuote={onQuote}
      />
    </div>
  );
}
