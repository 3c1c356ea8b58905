// The room view's picture: the photo with the rug drawn on its floor.
import { type RefObject, useEffect, useRef, useState } from "react";
import { attachRoomPicture } from "~/leads/forms/room-attachment";
import { type Composition, compose, type LightMap, type Raster, type RugTexture } from "~/room/compose";
import type { Homography, Point, Quad } from "~/room/homography";
import { encode } from "~/room/photo";
import type { Placement, Reference } from "~/room/placement";
import { emptyTexture } from "~/room/views/rug-texture";

/** How long after the last change the preview is drawn at full resolution again. */
const settleMs = 200;

/**
 * Draws the picture on the preview canvas at every change, keeps it attached to the quote while
 * the visitor wants it sent, and gives `latest`, which makes it at any scale (the download).
 * `corners`, `reference` and `painted` only say when to draw again.
 */
export function useRoomPicture({
  raster,
  light,
  texture,
  toFloor,
  rugInPhoto,
  rugPointCount,
  placement,
  pile,
  mask,
  canvasRef,
  send,
  corners,
  reference,
  painted,
}: {
  raster: Raster;
  light: LightMap;
  texture: RugTexture | null;
  toFloor: Homography | null;
  rugInPhoto: Point[][] | null;
  rugPointCount: number;
  placement: Placement;
  pile: Composition["pile"];
  mask: Uint8Array;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  send: boolean;
  corners: Quad;
  reference: Reference;
  painted: number;
}) {
  // The preview: the photo at the canvas's size on the screen (at most 1280 pixels across), redrawn
  // on a frame. A phone shows it some 700 to 1100 device pixels across: drawing no more than that
  // is a half to a third of the work of 1280 (the picture kept is drawn at the photo's size).
  const shown = useShownWidth(canvasRef);
  const previewScale = Math.max(1, raster.width / 1280, shown ? raster.width / shown : 1);
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
          pile: pile,
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
        pile: pile,
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

  // While the visitor moves a handle or the rug (changes less than `settleMs` apart: a key held
  // down, a drag), the preview is drawn at a third of its resolution, a ninth of the work, so each
  // step answers at once on a slow phone; the full preview follows once the changes stop.
  const lastChange = useRef(0);
  const coarseCanvas = useRef<HTMLCanvasElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when anything drawn changes
  useEffect(() => {
    const now = performance.now();
    const moving = now - lastChange.current < settleMs;
    lastChange.current = now;
    const draw = (coarse: boolean) => {
      const context = canvasRef.current?.getContext("2d");
      if (!context) return;
      const factor = coarse ? 3 : 1;
      const out = latest.current(
        previewScale * factor,
        Math.ceil(previewWidth / factor),
        Math.ceil(previewHeight / factor),
      );
      const image = new ImageData(out.data as Uint8ClampedArray<ArrayBuffer>, out.width, out.height);
      if (!coarse) {
        context.putImageData(image, 0, 0);
        return;
      }
      coarseCanvas.current ??= document.createElement("canvas");
      const small = coarseCanvas.current;
      small.width = out.width;
      small.height = out.height;
      small.getContext("2d")?.putImageData(image, 0, 0);
      context.drawImage(small, 0, 0, out.width * factor, out.height * factor);
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      draw(moving);
      if (moving) settle = setTimeout(() => draw(false), settleMs);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
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

  return { latest, previewScale, previewWidth, previewHeight };
}

/** The canvas's width on the screen in device pixels (0 until laid out), following the window's size. */
function useShownWidth(canvasRef: RefObject<HTMLCanvasElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      // Rounded up to 100 device pixels, so a scroll bar coming and going does not redraw it.
      const next = Math.ceil((canvas.getBoundingClientRect().width * window.devicePixelRatio) / 100) * 100;
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [canvasRef]);
  return width;
}
