import {
  type ChangeEvent,
  type CSSProperties,
  Fragment,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { buttonStyles } from "~/components/ui/button";
import type { Configuration } from "~/configurator/configuration";
import { outline } from "~/configurator/geometry";
import { groundRgb, RugDrawing } from "~/configurator/preview";
import type { Language } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import { fill } from "~/i18n/translate";
import { attachRoomPicture } from "~/room/attachment";
import { brightnessGrid, compose, lightFromBrightness, type Raster, type RugTexture } from "~/room/compose";
import { roomCopy } from "~/room/copy";
import { floorHomography, type Point, photoToFloor, project, type Quad } from "~/room/homography";
import { encode, loadPhoto, readPhoto, textureOf } from "~/room/photo";
import { a4, initialPlacement, onFloor, type Placement, type Reference, toPhoto, turned } from "~/room/placement";
import { sampleRoom } from "~/room/sample-room";

/** The texture's border, where the rug's contact shadow falls, in centimetres. */
const margin = 4;

type Photo = { raster: Raster; corners: Quad; reference: Reference };

/** Where the handles start on a photo of unknown content: a small quad low in the middle. */
function startingCorners({ width, height }: Raster): Quad {
  return [
    [width * 0.44, height * 0.66],
    [width * 0.56, height * 0.66],
    [width * 0.58, height * 0.76],
    [width * 0.42, height * 0.76],
  ];
}

/** The texture's scale: a few pixels a centimetre, at most 1024 on the drawing's longer side. */
function texturePxPerCm(configuration: Configuration) {
  return Math.min(4, 1024 / (Math.max(configuration.length, configuration.width) + 2 * margin));
}

/** The rug's drawing (rendered hidden in the page by `RugDrawing`) read back as a texture. */
function useTexture(configuration: Configuration, drawing: RefObject<HTMLDivElement | null>): RugTexture | null {
  const [texture, setTexture] = useState<RugTexture | null>(null);
  useEffect(() => {
    const svg = drawing.current?.innerHTML;
    if (!svg) return;
    let current = true;
    void textureOf(svg, {
      pxPerCm: texturePxPerCm(configuration),
      margin,
      rugLength: configuration.length,
      rugWidth: configuration.width,
      ground: groundRgb(configuration),
    }).then((next) => {
      if (current) setTexture(next);
    });
    return () => {
      current = false;
    };
  }, [configuration, drawing]);
  return texture;
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
}: {
  configuration: Configuration;
  lang: Language;
  sizeLabel: string;
  onClose: () => void;
}) {
  const copy = roomCopy[lang];
  const [photo, setPhoto] = useState<Photo | null>(null);
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
        />
      ) : null}
      <p className="text-sm text-muted">{copy.limits}</p>
    </div>
  );
}

/** The photo with its handles, the rug and the tools, once a photo is chosen. */
function RoomEditor({
  photo,
  configuration,
  lang,
  sizeLabel,
}: {
  photo: Photo;
  configuration: Configuration;
  lang: Language;
  sizeLabel: string;
}) {
  const copy = roomCopy[lang];
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

  // The preview: the photo at the canvas's size (at most 1280 pixels across), redrawn on a frame.
  const previewScale = Math.max(1, raster.width / 1280);
  const previewWidth = Math.round(raster.width / previewScale);
  const previewHeight = Math.round(raster.height / previewScale);
  const composition = (scale: number, width: number, height: number): Raster => {
    const out: Raster = { width, height, data: new Uint8ClampedArray(width * height * 4) };
    if (!texture || !toFloor || !rugInPhoto) {
      compose(
        {
          photo: raster,
          light,
          texture: texture ?? emptyTexture,
          toFloor: [1, 0, 0, 0, 1, 0, 0, 0, 1],
          placement,
          pile: configuration.pile,
          region: { left: 0, top: 0, right: -1, bottom: -1 },
        },
        out,
        scale,
      );
      return out;
    }
    const points = rugInPhoto.flat();
    const reach = Math.max(raster.width, raster.height) * 0.05;
    compose(
      {
        photo: raster,
        light,
        texture,
        toFloor,
        placement,
        pile: configuration.pile,
        mask,
        // A rug reaching past the horizon (or behind the camera) has outline points with no place
        // in the photo: then every pixel may show it.
        region:
          points.length < rugPointCount
            ? { left: 0, top: 0, right: raster.width, bottom: raster.height }
            : {
                left: Math.min(...points.map(([x]) => x)) - reach,
                top: Math.min(...points.map(([, y]) => y)) - reach,
                right: Math.max(...points.map(([x]) => x)) + reach,
                bottom: Math.max(...points.map(([, y]) => y)) + reach,
              },
      },
      out,
      scale,
    );
    return out;
  };
  const latest = useRef(composition);
  latest.current = composition;

  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when anything drawn changes
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const context = canvasRef.current?.getContext("2d");
      if (!context) return;
      const out = latest.current(previewScale, previewWidth, previewHeight);
      context.putImageData(new ImageData(out.data as Uint8ClampedArray<ArrayBuffer>, out.width, out.height), 0, 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [corners, reference, placement, texture, painted, previewScale, previewWidth, previewHeight]);

  // The picture to send follows every change while the visitor wants it sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-encoded when anything drawn changes
  useEffect(() => {
    if (!send || !texture || !toFloor) {
      attachRoomPicture(null);
      return;
    }
    const timer = setTimeout(() => {
      void encode(latest.current(1, raster.width, raster.height), "image/jpeg").then(attachRoomPicture);
    }, 400);
    return () => clearTimeout(timer);
  }, [send, corners, reference, placement, texture, painted]);
  // Closed while the visitor wants the picture sent, the view leaves the latest one attached.
  const sendRef = useRef(send);
  sendRef.current = send && texture !== null && toFloor !== null;
  useEffect(
    () => () => {
      if (sendRef.current)
        void encode(latest.current(1, raster.width, raster.height), "image/jpeg").then(attachRoomPicture);
    },
    [raster],
  );

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

  // One step is one pixel of the preview (one of the photo's up to 1280 pixels across).
  const step = Math.max(1, Math.round(previewScale));
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
            <button
              type="button"
              className={buttonStyles.outline}
              onClick={() => {
                mask.fill(0);
                setPainted((count) => count + 1);
              }}
            >
              {copy.brush.clear}
            </button>
          </div>
          <label className="flex flex-col gap-1 text-sm">
            {copy.brush.size}
            <input
              type="range"
              min={Math.max(2, Math.round(raster.width / 200))}
              max={Math.round(raster.width / 15)}
              value={brushSize}
              onChange={(event) => setBrushSize(Number(event.currentTarget.value))}
            />
          </label>
        </fieldset>

        <div className="flex flex-col gap-3 border-t border-line pt-6">
          <button type="button" className={buttonStyles.solid} onClick={() => void download()} disabled={!valid}>
            {copy.keep.download}
          </button>
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
          {send ? (
            <a href="#form-quote" className={buttonStyles.outline}>
              {copy.keep.toQuote}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}

const emptyTexture: RugTexture = {
  width: 1,
  height: 1,
  data: new Uint8ClampedArray(4),
  pxPerCm: 1,
  margin: 0,
  rugLength: 0,
  rugWidth: 0,
  ground: [0, 0, 0],
};

/** How far (CSS pixels) a corner's button sits from its corner. */
const handleReach = 26;

/** The unit direction from the reference's middle to one of its corners, in the photo. */
function outward([x, y]: Point, corners: Quad): Point {
  const cx = corners.reduce((sum, [px]) => sum + px, 0) / 4;
  const cy = corners.reduce((sum, [, py]) => sum + py, 0) / 4;
  const length = Math.hypot(x - cx, y - cy);
  return length > 0 ? [(x - cx) / length, (y - cy) / length] : [0, -1];
}

/**
 * Where the rug's move button sits: on the rug's centre, unless the reference's corners are there
 * too (the rug starts centred on the reference, and on a phone its button would cover the corners
 * being placed); then just right of the rightmost corner's button, inside the photo.
 */
function moveButtonAt(centre: Point, corners: Quad, { width, height }: Raster): CSSProperties {
  const left = (x: number) => (x / width) * 100;
  const top = `${(centre[1] / height) * 100}%`;
  const crowded = corners.some(([x, y]) => Math.hypot(x - centre[0], y - centre[1]) < width * 0.08);
  if (!crowded) return { left: `${left(centre[0])}%`, top };
  const buttons = corners.map((corner) => `calc(${left(corner[0])}% + ${outward(corner, corners)[0] * handleReach}px)`);
  return { left: `min(calc(max(${buttons.join(", ")}) + 2.75rem), calc(100% - 1.5rem))`, top };
}

function arrow(key: string): Point | null {
  if (key === "ArrowLeft") return [-1, 0];
  if (key === "ArrowRight") return [1, 0];
  if (key === "ArrowUp") return [0, -1];
  if (key === "ArrowDown") return [0, 1];
  return null;
}
