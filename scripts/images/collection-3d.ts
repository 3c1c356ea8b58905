/**
 * A small 3D kit for the collection's rooms: a pinhole camera, walls, boxes and prisms lit by a
 * window (Lambert, a sky term), drawn as SVG by the painter's order, and their shadows. Nothing is
 * rasterised here: a Scene collects SVG for the layers catalogue-rooms.ts composes.
 *
 * World units are metres: x to the right, y up, z away from the camera; the floor is y = 0.
 */
import { hex, n, rgb } from "./kit.ts";

export type V3 = readonly [number, number, number];
export type Camera = { pos: V3; yaw: number; pitch: number; f: number; cx: number; cy: number };

const NEAR = 0.05;

/** A world point in the camera's frame: x right, y up, z ahead. */
export function toCamera(cam: Camera, p: V3): V3 {
  const dx = p[0] - cam.pos[0];
  const dy = p[1] - cam.pos[1];
  const dz = p[2] - cam.pos[2];
  const cy = Math.cos(cam.yaw);
  const sy = Math.sin(cam.yaw);
  const x1 = dx * cy - dz * sy;
  const z1 = dx * sy + dz * cy;
  const cp = Math.cos(cam.pitch);
  const sp = Math.sin(cam.pitch);
  return [x1, dy * cp + z1 * sp, -dy * sp + z1 * cp];
}

export function toScreen(cam: Camera, c: V3): [number, number] {
  return [cam.cx + (cam.f * c[0]) / c[2], cam.cy - (cam.f * c[1]) / c[2]];
}

/** A world point on the picture; null behind the camera. */
export function project(cam: Camera, p: V3): [number, number] | null {
  const c = toCamera(cam, p);
  return c[2] > NEAR ? toScreen(cam, c) : null;
}

/** The part of a polygon (camera frame) in front of the near plane. */
function clipNear(poly: V3[]): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as V3;
    const b = poly[(i + 1) % poly.length] as V3;
    const ina = a[2] >= NEAR;
    const inb = b[2] >= NEAR;
    if (ina) out.push(a);
    if (ina !== inb) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  }
  return out;
}

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const unit = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Where a piece of furniture stands: its local x, z turned by `turn` (radians) about (x, z). */
export type Frame = { x: number; z: number; turn: number };
export const at = (x: number, z: number, turn = 0): Frame => ({ x, z, turn });
export function place(frame: Frame, lx: number, ly: number, lz: number): V3 {
  const c = Math.cos(frame.turn);
  const s = Math.sin(frame.turn);
  return [frame.x + lx * c + lz * s, ly, frame.z - lx * s + lz * c];
}

export type Layer = "bg" | "fg";

export class Scene {
  readonly bg: string[] = [];
  readonly soft: string[] = [];
  readonly contact: string[] = [];
  readonly light: string[] = [];
  readonly defs: string[] = [];
  private readonly items: { depth: number; svg: string }[] = [];
  private ids = 0;

  readonly cam: Camera;
  readonly w: number;
  readonly h: number;
  /** Towards the main light (a window), unit length. */
  readonly sun: V3;

  constructor(cam: Camera, w: number, h: number, sun: V3) {
    this.cam = cam;
    this.w = w;
    this.h = h;
    this.sun = unit(sun);
  }

  id(prefix: string): string {
    return `${prefix}${this.ids++}`;
  }

  /** A polygon's screen points (clipped at the near plane), or null when none of it is in front. */
  points(pts: readonly V3[]): string | null {
    const clipped = clipNear(pts.map((p) => toCamera(this.cam, p)));
    if (clipped.length < 3) return null;
    return clipped
      .map((c) => toScreen(this.cam, c))
      .map(([x, y]) => `${n(x)},${n(y)}`)
      .join(" ");
  }

  /** A colour lit as a face turned towards `normal`: the window's light, the sky, and shade. */
  lit(colour: string, normal: V3, gain = 1): string {
    const [r, g, b] = rgb(colour);
    const nn = unit(normal);
    const lambert = Math.max(0, dot(nn, this.sun));
    const sky = 0.5 + 0.5 * nn[1];
    const k = (0.6 + 0.16 * sky + 0.34 * lambert) * gain;
    const warm = lambert * 0.04;
    return hex([r * k * (1 + warm), g * k, b * k * (1 - warm)]);
  }

  /** A flat polygon, to the background or (sorted by distance) the furniture layer. */
  poly(pts: readonly V3[], fill: string, layer: Layer, extra = "", depth?: number): void {
    const p = this.points(pts);
    if (!p) return;
    // The fill's own colour as a hairline stroke closes the seams between neighbouring faces.
    const seam =
      fill.startsWith("url(") || extra.includes("opacity")
        ? ""
        : ` stroke="${fill}" stroke-width="0.7" stroke-linejoin="round"`;
    const svg = `<polygon points="${p}" fill="${fill}"${seam} ${extra}/>`;
    if (layer === "bg") this.bg.push(svg);
    else this.items.push({ depth: depth ?? this.distance(pts), svg });
  }

  /** Raw SVG among the furniture, at a distance from the camera. */
  item(svg: string, depth: number): void {
    this.items.push({ depth, svg });
  }

  distance(pts: readonly V3[]): number {
    let [x, y, z] = [0, 0, 0];
    for (const p of pts) {
      x += p[0];
      y += p[1];
      z += p[2];
    }
    const c: V3 = [x / pts.length, y / pts.length, z / pts.length];
    return Math.hypot(c[0] - this.cam.pos[0], c[1] - this.cam.pos[1], c[2] - this.cam.pos[2]);
  }

  /** A face of a solid: drawn only when it faces the camera, lit by its normal. */
  face(pts: readonly V3[], colour: string, depth: number, gain = 1): void {
    const normal = cross(sub(pts[1] as V3, pts[0] as V3), sub(pts[2] as V3, pts[0] as V3));
    const towards = sub(this.cam.pos, pts[0] as V3);
    if (dot(normal, towards) <= 0) return;
    this.poly(pts, this.lit(colour, normal, gain), "fg", "", depth);
  }

  /**
   * A box in a frame's local metres (x across, y up, z back), with its shadows: a soft one on the
   * floor, and a dark contact line where it stands on it.
   */
  box(
    f: Frame,
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    z0: number,
    z1: number,
    colour: string,
    options: { shadow?: boolean; gain?: number; topGain?: number } = {},
  ): void {
    const P = (x: number, y: number, z: number) => place(f, x, y, z);
    const c = [
      P(x0, y0, z0),
      P(x1, y0, z0),
      P(x1, y0, z1),
      P(x0, y0, z1),
      P(x0, y1, z0),
      P(x1, y1, z0),
      P(x1, y1, z1),
      P(x0, y1, z1),
    ] as const;
    const depth = this.distance(c);
    const gain = options.gain ?? 1;
    // Each face wound so its normal points out.
    this.face([c[0], c[4], c[5], c[1]], colour, depth, gain); // front (z0)
    this.face([c[2], c[6], c[7], c[3]], colour, depth, gain); // back (z1)
    this.face([c[3], c[7], c[4], c[0]], colour, depth, gain); // left (x0)
    this.face([c[1], c[5], c[6], c[2]], colour, depth, gain); // right (x1)
    this.face([c[4], c[7], c[6], c[5]], colour, depth, gain * (options.topGain ?? 1)); // top
    if (y0 > 0.02) this.face([c[0], c[1], c[2], c[3]], colour, depth, gain); // bottom
    if (options.shadow !== false) this.shadow([c[0], c[1], c[2], c[3]], y0, y1);
  }

  /** A vertical prism of `sides` round (x, z) in the frame: a leg, a pot, a lamp, a column. */
  prism(
    f: Frame,
    x: number,
    z: number,
    r: number,
    y0: number,
    y1: number,
    colour: string,
    options: { sides?: number; top?: number; shadow?: boolean; gain?: number } = {},
  ): void {
    const sides = options.sides ?? 14;
    const rTop = options.top ?? r;
    const bottom: V3[] = [];
    const top: V3[] = [];
    for (let k = 0; k < sides; k++) {
      const a = (k / sides) * Math.PI * 2;
      bottom.push(place(f, x + Math.cos(a) * r, y0, z + Math.sin(a) * r));
      top.push(place(f, x + Math.cos(a) * rTop, y1, z + Math.sin(a) * rTop));
    }
    const depth = this.distance([...bottom, ...top]);
    for (let k = 0; k < sides; k++) {
      const j = (k + 1) % sides;
      this.face(
        [bottom[k] as V3, bottom[j] as V3, top[j] as V3, top[k] as V3].reverse(),
        colour,
        depth,
        options.gain ?? 1,
      );
    }
    this.face([...top].reverse(), colour, depth - 0.001, options.gain ?? 1);
    if (y0 > 0.02) this.face(bottom, colour, depth, options.gain ?? 1);
    if (options.shadow !== false) this.shadow(bottom, y0, y1);
  }

  /**
   * Shadows of something whose footprint on the floor is `foot`, standing from y0 to y1: a soft one
   * cast away from the light (as far as the thing is tall), a dark one where it touches the floor.
   */
  shadow(foot: readonly V3[], y0: number, y1: number): void {
    const ground = foot.map((p) => [p[0], 0, p[2]] as V3);
    if (y0 < 0.8) {
      const reach = Math.min(1.2, (y1 - y0) * 0.5);
      const [sx, sz] = [-this.sun[0] * reach, -this.sun[2] * reach];
      const cast = ground.map((p) => [p[0] + sx * 0.5, 0, p[2] + sz * 0.5] as V3);
      const hull = this.points(hull2([...ground, ...cast]));
      if (hull) this.soft.push(`<polygon points="${hull}" fill="#000" fill-opacity="${n(0.55 * (1 - y0 / 0.8))}"/>`);
    }
    if (y0 < 0.03) {
      const p = this.points(ground);
      if (p) this.contact.push(`<polygon points="${p}" fill="#000" fill-opacity="0.55"/>`);
    }
  }

  /** Light falling on the floor or a wall through an opening (added, then blurred). */
  glow(pts: readonly V3[], strength: number): void {
    const p = this.points(pts);
    if (p) this.light.push(`<polygon points="${p}" fill="#fff" fill-opacity="${n(strength)}"/>`);
  }

  /** The furniture, far to near. */
  foreground(): string {
    return [...this.items]
      .sort((a, b) => b.depth - a.depth)
      .map((item) => item.svg)
      .join("");
  }
}

/** The convex hull (on the floor: x and z) of some points. */
function hull2(points: V3[]): V3[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[2] - b[2]);
  const turn = (o: V3, a: V3, b: V3) => (a[0] - o[0]) * (b[2] - o[2]) - (a[2] - o[2]) * (b[0] - o[0]);
  const lower: V3[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && turn(lower.at(-2) as V3, lower.at(-1) as V3, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: V3[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && turn(upper.at(-2) as V3, upper.at(-1) as V3, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
