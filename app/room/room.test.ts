import { describe, expect, it } from "vitest";
import { outline } from "~/rug/geometry";
import type { Pile } from "~/rug/options";
import { brightnessGrid, compose, type LightMap, lightFromBrightness, type Raster, type RugTexture } from "./compose";
import {
  floorHomography,
  type Homography,
  invert,
  isConvex,
  photoToFloor,
  polygonArea,
  project,
  type Quad,
} from "./homography";
import { a4, initialPlacement, onFloor, toPhoto, turned } from "./placement";

/** A camera looking down at the floor at an angle: floor centimetres to pixels, chosen by hand. */
const camera: Homography = [2.1, -0.9, 620, 0.12, 0.75, 540, 0.00002, 0.0011, 1];
const seen = (x: number, y: number) => project(camera, [x, y]) as readonly [number, number];
const a4Corners: Quad = [seen(0, 0), seen(a4.width, 0), seen(a4.width, a4.length), seen(0, a4.length)];

describe("the floor's perspective", () => {
  const h = floorHomography(a4.width, a4.length, a4Corners) as Homography;

  it("maps the reference's corners to where they were placed, within half a pixel", () => {
    const floorCorners = [
      [0, 0],
      [a4.width, 0],
      [a4.width, a4.length],
      [0, a4.length],
    ] as const;
    floorCorners.forEach((corner, index) => {
      const [x, y] = project(h, corner) as [number, number];
      const [ex, ey] = a4Corners[index] as [number, number];
      expect(Math.abs(x - ex)).toBeLessThan(0.5);
      expect(Math.abs(y - ey)).toBeLessThan(0.5);
    });
  });

  it("maps points far beyond the sheet as the camera does, within half a pixel", () => {
    for (const point of [
      [-150, -100],
      [250, 40],
      [120, 280],
      [-80, 300],
    ] as const) {
      const [x, y] = project(h, point) as [number, number];
      const [ex, ey] = seen(point[0], point[1]);
      expect(Math.abs(x - ex)).toBeLessThan(0.5);
      expect(Math.abs(y - ey)).toBeLessThan(0.5);
    }
  });

  it("goes back from pixels to the floor", () => {
    const back = invert(h) as Homography;
    const [x, y] = project(back, seen(87, -42)) as [number, number];
    expect(x).toBeCloseTo(87, 3);
    expect(y).toBeCloseTo(-42, 3);
  });

  it("goes back from pixels to the floor when the horizon crosses the photo (its top-left pixel is sky)", () => {
    // A camera held level: the horizon at y = 300 of a 1200 × 900 photo.
    const level = floorHomography(21, 29.7, [
      [528, 594],
      [672, 594],
      [696, 684],
      [504, 684],
    ]) as Homography;
    const back = photoToFloor(level, [528, 594]) as Homography;
    for (const pixel of [
      [600, 650],
      [100, 880],
      [1100, 500],
    ] as const) {
      const floor = project(back, pixel);
      expect(floor, `pixel ${pixel}`).not.toBeNull();
      const [x, y] = project(level, floor as [number, number]) as [number, number];
      expect(x).toBeCloseTo(pixel[0], 6);
      expect(y).toBeCloseTo(pixel[1], 6);
    }
    // Above the horizon there is no floor.
    expect(project(back, [600, 100])).toBeNull();
  });

  it("refuses corners that cannot be a rectangle on the floor", () => {
    const [p0, p1, p2, p3] = a4Corners;
    expect(isConvex([p0, p2, p1, p3])).toBe(false);
    expect(floorHomography(21, 29.7, [p0, p2, p1, p3])).toBeNull();
    expect(floorHomography(21, 29.7, [p0, p0, p2, p3])).toBeNull();
  });
});

describe("the rug on the floor", () => {
  const h = floorHomography(a4.width, a4.length, a4Corners) as Homography;
  const placement = initialPlacement(a4);

  it("covers the right area: 200 × 300 cm calibrated with an A4 sheet", () => {
    const rug = onFloor(outline("rectangular", 300, 200), 300, 200, placement);
    expect(polygonArea(rug[0] ?? [])).toBeCloseTo(60_000, 6);
    const drawn = polygonArea(toPhoto(h, rug)[0] ?? []);
    const truth = polygonArea((rug[0] ?? []).map(([x, y]) => seen(x, y)));
    expect(Math.abs(drawn - truth) / truth).toBeLessThan(0.001);
  });

  it("keeps its size when turned: a quarter turn swaps length and width on the floor", () => {
    const rug = onFloor(outline("rectangular", 300, 200), 300, 200, turned(placement, 90))[0] ?? [];
    const xs = rug.map(([x]) => x);
    const ys = rug.map(([, y]) => y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(200, 6);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(300, 6);
    expect(polygonArea(rug)).toBeCloseTo(60_000, 6);
    expect(turned(placement, -30).angle).toBe(330);
  });

  it("draws a round rug of 240 cm as a circle of that diameter on the floor", () => {
    const rug = onFloor(outline("circular", 240, 240), 240, 240, turned(placement, 33))[0] ?? [];
    const distances = rug.map(([x, y]) => Math.hypot(x - placement.x, y - placement.y));
    for (const distance of distances) expect(distance).toBeCloseTo(120, 6);
  });
});

/** A grey floor seen from straight above (1 px = 1 cm), lit from the left. */
function floorPhoto(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const value = x < width / 2 ? 200 : 100;
      data.set([value, value, value, 255], at);
    }
  }
  return { width, height, data };
}

/** A plain red rug `length` × `width` cm, 2 px per cm, with a transparent border (4 cm unless told). */
function redRug(length: number, width: number, margin = 4): RugTexture {
  const pxPerCm = 2;
  const w = (length + 2 * margin) * pxPerCm;
  const hgt = (width + 2 * margin) * pxPerCm;
  const data = new Uint8ClampedArray(w * hgt * 4);
  for (let y = margin * pxPerCm; y < (width + margin) * pxPerCm; y++) {
    for (let x = margin * pxPerCm; x < (length + margin) * pxPerCm; x++) data.set([180, 30, 30, 255], (y * w + x) * 4);
  }
  return { width: w, height: hgt, data, pxPerCm, margin, rugLength: length, rugWidth: width, ground: [180, 30, 30] };
}

describe("the rug drawn into the photo", () => {
  const photo = floorPhoto(400, 200);
  const toFloor: Homography = [1, 0, 0, 0, 1, 0, 0, 0, 1];
  const base = {
    photo,
    light: lightFromBrightness(brightnessGrid(photo)),
    texture: { ...redRug(200, 100) },
    toFloor,
    placement: { x: 200, y: 100, angle: 0 },
    pile: "cut" as Pile,
    region: { left: 90, top: 40, right: 310, bottom: 160 },
  };
  const pixel = (out: Raster, x: number, y: number) =>
    Array.from(out.data.slice((y * out.width + x) * 4, (y * out.width + x) * 4 + 3));
  const draw = (overrides: Partial<typeof base> & { mask?: Uint8Array } = {}) => {
    const out: Raster = { width: 400, height: 200, data: new Uint8ClampedArray(400 * 200 * 4) };
    compose({ ...base, ...overrides }, out);
    return out;
  };

  it("lies where it was placed, at its size, and leaves the rest of the photo alone", () => {
    const out = draw();
    const [r, g] = pixel(out, 200, 100);
    expect(r).toBeGreaterThan(100);
    expect(g).toBeLessThan(60);
    expect(pixel(out, 50, 20)).toEqual([200, 200, 200]);
    expect(pixel(out, 350, 180)).toEqual([100, 100, 100]);
    // Inside its corners, the rug; a little outside them, the floor.
    expect(pixel(out, 103, 53)[1]).toBeLessThan(80);
    expect(pixel(out, 296, 146)[1]).toBeLessThan(80);
    expect(pixel(out, 96, 46)[1]).toBeGreaterThan(150);
  });

  it("carries the floor's light: brighter on the sunny side than in the shade", () => {
    const out = draw();
    expect(pixel(out, 120, 100)[0] ?? 0).toBeGreaterThan((pixel(out, 280, 100)[0] ?? 0) + 30);
  });

  it("does not carry the reference sheet's glare onto the rug that covers it", () => {
    // A uniform floor (150) with a white A4 sheet where the rug will lie.
    const plain = floorPhoto(400, 200);
    plain.data.fill(150);
    const sheet: Quad = [
      [240, 90],
      [270, 90],
      [270, 111],
      [240, 111],
    ];
    for (let y = 90; y < 111; y++)
      for (let x = 240; x < 270; x++) plain.data.set([255, 255, 255, 255], (y * 400 + x) * 4);
    const red = (light: LightMap, x: number) => pixel(draw({ photo: plain, light }), x, 100)[0] ?? 0;
    const glaring = lightFromBrightness(brightnessGrid(plain));
    const covered = lightFromBrightness(brightnessGrid(plain), sheet);
    // The same rug on the same floor without the sheet, for the pile's own unevenness.
    const bare = (x: number) => pixel(draw(), x, 100)[0] ?? 0;
    const even = lightFromBrightness(brightnessGrid({ ...plain, data: plain.data.slice().fill(150) }));
    const rugOnly = (x: number) => pixel(draw({ photo: plain, light: even }), x, 100)[0] ?? 0;
    expect(bare(130)).toBeGreaterThan(0);
    // Without the sheet left out, the rug glows over it; with it left out, it is as even as the floor.
    expect(red(glaring, 255) - rugOnly(255)).toBeGreaterThan(10);
    expect(Math.abs(red(covered, 255) - rugOnly(255))).toBeLessThanOrEqual(3);
    expect(Math.abs(red(covered, 130) - rugOnly(130))).toBeLessThanOrEqual(3);
  });

  it("casts a soft shadow on the floor next to its edge, and none a little further away", () => {
    // The rug's left edge is at x = 100 (1 px = 1 cm); the floor there is 200.
    const texture = redRug(200, 100, 8);
    const out = draw({ texture });
    const floorAt = (x: number) => pixel(out, x, 100)[0] ?? 0;
    // Darkest where rug and floor meet, lighter a few centimetres out, untouched beyond the shadow.
    expect(floorAt(99)).toBeLessThan(200 * 0.75);
    expect(floorAt(99)).toBeLessThan(floorAt(96));
    expect(floorAt(96)).toBeLessThan(floorAt(93));
    expect(floorAt(93)).toBeLessThan(200);
    expect(floorAt(90)).toBeGreaterThan(196);
    expect(floorAt(80)).toBe(200);
    // Round the corners too: a soft shade, not a hard band.
    expect(pixel(out, 99, 49)[0] ?? 0).toBeLessThan(200);
    expect(pixel(out, 85, 35)[0]).toBe(200);
  });

  it("rolls its edge down to the floor: the outer centimetre is darker than the rug within", () => {
    const close = {
      // 10 pixels a centimetre, looking at the rug's left edge.
      toFloor: [0.1, 0, 95, 0, 0.1, 45, 0, 0, 1] as Homography,
      region: { left: 0, top: 0, right: 399, bottom: 199 },
      light: lightFromBrightness(brightnessGrid({ ...photo, data: photo.data.slice().fill(160) })),
    };
    const out = draw(close);
    // Floor x is 95 + px / 10: the rug's left edge (floor x = 100) is at pixel 50.
    const redAt = (x: number) => {
      let sum = 0;
      for (let y = 90; y < 130; y++) sum += pixel(out, x, y)[0] ?? 0;
      return sum / 40;
    };
    expect(redAt(52)).toBeLessThan(redAt(90) * 0.85);
    expect(redAt(52)).toBeLessThan(redAt(60));
  });

  it("shows the pile: a grain across a plain rug, however far away it lies", () => {
    const even = lightFromBrightness(brightnessGrid({ ...photo, data: photo.data.slice().fill(160) }));
    const spread = (out: Raster, x0: number, y0: number, size: number) => {
      const values: number[] = [];
      for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) values.push(pixel(out, x, y)[0] ?? 0);
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
    };
    // Close up (20 pixels a centimetre) and at a room's distance (a centimetre a pixel, four tufts).
    const close = draw({
      light: even,
      toFloor: [0.05, 0, 190, 0, 0.05, 95, 0, 0, 1] as Homography,
      region: { left: 0, top: 0, right: 399, bottom: 199 },
    });
    const far = draw({ light: even });
    expect(spread(close, 150, 80, 40)).toBeGreaterThan(5);
    expect(spread(far, 150, 80, 40)).toBeGreaterThan(1.5);
    // A grain, not a change of colour: the rug stays its red.
    const [r, g] = pixel(far, 200, 100);
    expect(Math.abs((r ?? 0) - 180)).toBeLessThan(40);
    expect(g).toBeLessThan(50);
  });

  it("takes the colour of the room's light: warmer on a floor lit warm than on a grey one", () => {
    const warm = floorPhoto(400, 200);
    for (let at = 0; at < warm.data.length; at += 4) warm.data.set([190, 150, 110, 255], at);
    const grey = floorPhoto(400, 200);
    grey.data.fill(150);
    const ratio = (room: Raster) => {
      const [r, , b] = pixel(draw({ photo: room, light: lightFromBrightness(brightnessGrid(room)) }), 200, 100);
      return (r ?? 0) / Math.max(1, b ?? 0);
    };
    // The red rug's red over its blue: higher where the light is warm.
    expect(ratio(warm)).toBeGreaterThan(ratio(grey) * 1.1);
  });

  it("keeps the picture free of the view's handles: around the reference's corners, the photo as it is", () => {
    // The reference sheet's corners, with the rug moved away from them to the photo's right.
    const corners: Quad = [
      [40, 150],
      [60, 150],
      [62, 180],
      [38, 180],
    ];
    const out = draw({
      placement: { x: 300, y: 100, angle: 0 },
      region: { left: 190, top: 40, right: 399, bottom: 160 },
    });
    for (const [x, y] of corners) {
      for (let dy = -30; dy <= 30; dy += 3) {
        for (let dx = -30; dx <= 30; dx += 3) {
          const px = Math.round(x + dx);
          const py = Math.min(199, Math.max(0, Math.round(y + dy)));
          expect(pixel(out, px, py)).toEqual(pixel(photo, px, py));
        }
      }
    }
  });

  it("shows the photo where the visitor painted it back", () => {
    const mask = new Uint8Array(400 * 200);
    for (let y = 90; y < 110; y++) for (let x = 190; x < 210; x++) mask[y * 400 + x] = 1;
    const out = draw({ mask });
    expect(pixel(out, 200, 100)).toEqual([100, 100, 100]);
    expect(pixel(out, 215, 100)[1]).toBeLessThan(80);
  });

  it("gives cut and loop piles different grains", () => {
    // Close up (20 pixels a centimetre), where a tuft spans several pixels.
    const close = {
      toFloor: [0.05, 0, 190, 0, 0.05, 95, 0, 0, 1] as Homography,
      region: { left: 0, top: 0, right: 399, bottom: 199 },
    };
    const cut = draw({ ...close, pile: "cut" });
    const loop = draw({ ...close, pile: "loop" });
    let differing = 0;
    for (let x = 110; x < 190; x++) if (pixel(cut, x, 100)[0] !== pixel(loop, x, 100)[0]) differing++;
    expect(differing).toBeGreaterThan(40);
  });
});
