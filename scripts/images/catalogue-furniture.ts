/**
 * The furniture of the catalogue's rooms, with the 3D kit (collection-3d.ts): each piece a few lit
 * boxes and prisms with its shadows, standing where a room puts it (seats, tables, beds, lamps,
 * plants, a shop's rails and shelves, pendant lights).
 */
import { type Frame, place, project, type Scene } from "./collection-3d.ts";
import { n, pick, type Rand, range, shade } from "./kit.ts";

export type Palette = { fabric: string; fabric2: string; wood: string; metal: string; stone: string; accent: string };

export function sofa(scene: Scene, f: Frame, length: number, colour: string, legs: string, depthM = 0.95): void {
  const L = length / 2;
  const d = depthM;
  for (const x of [-L + 0.08, L - 0.08])
    for (const z of [-d / 2 + 0.08, d / 2 - 0.08]) scene.prism(f, x, z, 0.025, 0, 0.1, legs, { sides: 6 });
  scene.box(f, -L, L, 0.1, 0.4, -d / 2, d / 2, shade(colour, -0.06));
  scene.box(f, -L, L, 0.1, 0.8, d / 2 - 0.22, d / 2, colour, { shadow: false });
  scene.box(f, -L, -L + 0.18, 0.1, 0.62, -d / 2, d / 2, colour, { shadow: false });
  scene.box(f, L - 0.18, L, 0.1, 0.62, -d / 2, d / 2, colour, { shadow: false });
  const seats = length > 1.8 ? 3 : length > 1.2 ? 2 : 1;
  const inner = (2 * L - 0.36) / seats;
  for (let k = 0; k < seats; k++) {
    const x0 = -L + 0.18 + k * inner;
    scene.box(f, x0 + 0.01, x0 + inner - 0.01, 0.4, 0.52, -d / 2 + 0.02, d / 2 - 0.22, shade(colour, 0.04), {
      shadow: false,
      topGain: 1.05,
    });
    scene.box(f, x0 + 0.02, x0 + inner - 0.02, 0.5, 0.76, d / 2 - 0.36, d / 2 - 0.22, shade(colour, 0.02), {
      shadow: false,
    });
  }
}

export function armchair(scene: Scene, f: Frame, colour: string, legs: string): void {
  for (const x of [-0.32, 0.32])
    for (const z of [-0.32, 0.32]) scene.prism(f, x, z, 0.022, 0, 0.16, legs, { sides: 6 });
  scene.box(f, -0.38, 0.38, 0.16, 0.42, -0.38, 0.38, shade(colour, -0.05));
  scene.box(f, -0.38, 0.38, 0.16, 0.78, 0.2, 0.38, colour, { shadow: false });
  scene.box(f, -0.38, -0.26, 0.16, 0.6, -0.38, 0.38, colour, { shadow: false });
  scene.box(f, 0.26, 0.38, 0.16, 0.6, -0.38, 0.38, colour, { shadow: false });
  scene.box(f, -0.25, 0.25, 0.42, 0.5, -0.36, 0.2, shade(colour, 0.05), { shadow: false });
}

export function coffeeTable(
  scene: Scene,
  f: Frame,
  w: number,
  d: number,
  top: string,
  base: string,
  round = false,
): void {
  if (round) {
    scene.prism(f, 0, 0, Math.min(w, d) * 0.22, 0, 0.36, base, { sides: 18 });
    scene.prism(f, 0, 0, Math.min(w, d) / 2, 0.36, 0.4, top, { sides: 28 });
  } else {
    scene.box(f, -w / 2 + 0.08, w / 2 - 0.08, 0, 0.3, -d / 2 + 0.08, d / 2 - 0.08, base);
    scene.box(f, -w / 2, w / 2, 0.3, 0.36, -d / 2, d / 2, top, { shadow: false, topGain: 1.08 });
  }
  // A book and a bowl on it.
  scene.box(f, -w * 0.3, -w * 0.05, round ? 0.4 : 0.36, (round ? 0.4 : 0.36) + 0.04, -d * 0.2, d * 0.15, "#d9d2c5", {
    shadow: false,
  });
  scene.prism(f, w * 0.18, 0, 0.09, round ? 0.4 : 0.36, (round ? 0.4 : 0.36) + 0.07, "#3c3a36", {
    sides: 16,
    top: 0.12,
    shadow: false,
  });
}

export function sideTable(scene: Scene, f: Frame, top: string, lamp: string): void {
  scene.prism(f, 0, 0, 0.24, 0, 0.55, top, { sides: 20 });
  scene.prism(f, 0, 0, 0.06, 0.55, 0.78, "#2d2a27", { sides: 10 });
  scene.prism(f, 0, 0, 0.2, 0.78, 1.0, lamp, { sides: 20, top: 0.15, gain: 1.25 });
}

export function floorLamp(scene: Scene, f: Frame, shadeColour: string): void {
  scene.prism(f, 0, 0, 0.16, 0, 0.03, "#1f1d1b", { sides: 14 });
  scene.prism(f, 0, 0, 0.015, 0.03, 1.45, "#1f1d1b", { sides: 6, shadow: false });
  scene.prism(f, 0, 0, 0.24, 1.45, 1.72, shadeColour, { sides: 20, top: 0.18, gain: 1.3, shadow: false });
}

export function plant(scene: Scene, f: Frame, size: number, pot: string, rand: Rand): void {
  scene.prism(f, 0, 0, 0.2 * size, 0, 0.45 * size, pot, { sides: 16, top: 0.24 * size });
  const base = place(f, 0, 0.45 * size, 0);
  const foot = project(scene.cam, base);
  const centre = project(scene.cam, [base[0], base[1] + 0.6 * size, base[2]]);
  if (!centre || !foot) return;
  const dist = scene.distance([base]);
  const px = (scene.cam.f * 0.55 * size) / dist;
  const greens = ["#4d5f43", "#5f7352", "#3e4f37", "#6d8460", "#56694a", "#7a9168"];
  let stems = "";
  let leaves = "";
  for (let k = 0; k < 34; k++) {
    const a = -Math.PI / 2 + range(rand, -1.3, 1.3);
    const r = px * Math.sqrt(rand()) * 0.95;
    const [x, y] = [centre[0] + Math.cos(a) * r * 1.1, centre[1] + Math.sin(a) * r * 0.9 + px * 0.25];
    stems += `<path d="M${n(foot[0])} ${n(foot[1])}Q${n((foot[0] + x) / 2)} ${n(foot[1] - px * 0.2)} ${n(x)} ${n(y)}" stroke="#3b4a33" stroke-width="${n(px * 0.012)}" fill="none"/>`;
    leaves += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(px * range(rand, 0.08, 0.14))}" ry="${n(px * range(rand, 0.2, 0.32))}" transform="rotate(${n((a * 180) / Math.PI + 90 + range(rand, -30, 30))} ${n(x)} ${n(y)})" fill="${pick(rand, greens)}"/>`;
  }
  scene.item(stems + leaves, dist - 0.01);
}

export function bed(scene: Scene, f: Frame, linen: string, throwColour: string, wood: string): void {
  // Local: the headboard at z = 1.05 (against the wall), the foot at z = -1.05.
  scene.box(f, -0.95, 0.95, 0, 0.32, -1.05, 1.0, shade(wood, -0.1));
  scene.box(f, -0.92, 0.92, 0.32, 0.52, -1.0, 0.98, linen, { shadow: false, topGain: 1.08 });
  scene.box(f, -0.97, 0.97, 0.3, 0.55, -1.06, 0.35, shade(linen, -0.03), { shadow: false, topGain: 1.08 });
  scene.box(f, -0.97, 0.97, 0.3, 0.57, -0.75, -0.35, throwColour, { shadow: false });
  for (const x of [-0.45, 0.45])
    scene.box(f, x - 0.36, x + 0.36, 0.52, 0.68, 0.62, 0.92, shade(linen, 0.06), { shadow: false });
  scene.box(f, -1.1, 1.1, 0, 1.25, 1.0, 1.1, shade(wood, 0.05));
}

export function nightstand(scene: Scene, f: Frame, wood: string, lamp: string): void {
  scene.box(f, -0.25, 0.25, 0.08, 0.52, -0.2, 0.2, wood);
  for (const x of [-0.2, 0.2])
    for (const z of [-0.15, 0.15]) scene.prism(f, x, z, 0.015, 0, 0.08, "#2a2724", { sides: 6 });
  scene.prism(f, 0, 0, 0.07, 0.52, 0.78, "#d8cfc0", { sides: 12 });
  scene.prism(f, 0, 0, 0.16, 0.78, 0.98, lamp, { sides: 18, top: 0.12, gain: 1.3, shadow: false });
}

export function console_(scene: Scene, f: Frame, length: number, wood: string, rand: Rand): void {
  scene.box(f, -length / 2, length / 2, 0, 0.75, -0.2, 0.2, wood);
  for (let k = 0; k < 3; k++) {
    const x = range(rand, -length / 2 + 0.2, length / 2 - 0.2);
    scene.prism(
      f,
      x,
      0,
      range(rand, 0.06, 0.1),
      0.75,
      0.75 + range(rand, 0.15, 0.4),
      pick(rand, ["#e8e2d8", "#2f2c29", "#b08a5a", "#8c9a8a"]),
      { sides: 14, top: 0.05, shadow: false },
    );
  }
}

export function chair(scene: Scene, f: Frame, colour: string, legs: string): void {
  for (const x of [-0.2, 0.2]) for (const z of [-0.2, 0.2]) scene.prism(f, x, z, 0.015, 0, 0.45, legs, { sides: 6 });
  scene.box(f, -0.25, 0.25, 0.45, 0.52, -0.25, 0.25, colour, { shadow: false, topGain: 1.05 });
  scene.box(f, -0.24, 0.24, 0.52, 0.88, 0.19, 0.25, colour, { shadow: false });
}

export function bench(scene: Scene, f: Frame, length: number, colour: string, legs: string): void {
  for (const x of [-length / 2 + 0.06, length / 2 - 0.06]) scene.box(f, x - 0.03, x + 0.03, 0, 0.4, -0.2, 0.2, legs);
  scene.box(f, -length / 2, length / 2, 0.4, 0.48, -0.22, 0.22, colour, { shadow: false, topGain: 1.05 });
}

/** A long table (dining, meeting) on legs, its top `w` x `d`. */
export function longTable(scene: Scene, f: Frame, w: number, d: number, top: string, legs: string): void {
  for (const x of [-w / 2 + 0.3, w / 2 - 0.3])
    scene.box(f, x - 0.04, x + 0.04, 0, 0.71, -d / 2 + 0.15, d / 2 - 0.15, legs);
  scene.box(f, -w / 2, w / 2, 0.71, 0.75, -d / 2, d / 2, top, { shadow: false, topGain: 1.1 });
}

export function column(scene: Scene, f: Frame, size: number, height: number, colour: string): void {
  scene.box(f, -size / 2, size / 2, 0, height, -size / 2, size / 2, colour);
  scene.box(f, -size / 2 - 0.03, size / 2 + 0.03, 0, 0.12, -size / 2 - 0.03, size / 2 + 0.03, shade(colour, -0.1), {
    shadow: false,
  });
}

/** A reception desk: a long block with a lighter top and a plinth in shadow. */
export function desk(scene: Scene, f: Frame, length: number, front: string, top: string): void {
  scene.box(f, -length / 2 + 0.05, length / 2 - 0.05, 0, 0.08, -0.4, 0.35, "#1e1c1a");
  scene.box(f, -length / 2, length / 2, 0.08, 1.05, -0.45, 0.4, front);
  scene.box(f, -length / 2 - 0.02, length / 2 + 0.02, 1.05, 1.1, -0.5, 0.45, top, { shadow: false, topGain: 1.1 });
}

/** Open shelves against a wall with things on them. */
export function shelves(
  scene: Scene,
  f: Frame,
  length: number,
  height: number,
  wood: string,
  rand: Rand,
  goods: string[],
): void {
  const levels = Math.max(2, Math.round(height / 0.42));
  scene.box(f, -length / 2, length / 2, 0, height, 0.16, 0.2, shade(wood, -0.1), { shadow: false });
  for (const x of [-length / 2, length / 2 - 0.03]) scene.box(f, x, x + 0.03, 0, height, -0.2, 0.2, wood);
  for (let k = 0; k < levels; k++) {
    const y = 0.1 + (k * (height - 0.15)) / levels;
    scene.box(f, -length / 2, length / 2, y, y + 0.03, -0.2, 0.2, wood, { shadow: false, topGain: 1.08 });
    for (let x = -length / 2 + 0.12; x < length / 2 - 0.2; x += range(rand, 0.25, 0.5)) {
      const wide = range(rand, 0.1, 0.25);
      scene.box(f, x, x + wide, y + 0.03, y + 0.03 + range(rand, 0.12, 0.3), -0.12, 0.1, pick(rand, goods), {
        shadow: false,
      });
    }
  }
}

/** A clothing rail with garments hanging side by side, seen edge on. */
export function rail(scene: Scene, f: Frame, length: number, metal: string, rand: Rand, clothes: string[]): void {
  for (const x of [-length / 2, length / 2]) scene.prism(f, x, 0, 0.015, 0, 1.6, metal, { sides: 6 });
  scene.box(f, -length / 2, length / 2, 1.58, 1.6, -0.01, 0.01, metal, { shadow: false });
  for (let x = -length / 2 + 0.08; x < length / 2 - 0.05; x += range(rand, 0.07, 0.12)) {
    const long = range(rand, 0.75, 1.1);
    scene.box(f, x, x + 0.035, 1.55 - long, 1.55, -0.22, 0.22, pick(rand, clothes), { shadow: false });
  }
  scene.shadow(
    [
      place(f, -length / 2, 0, -0.25),
      place(f, length / 2, 0, -0.25),
      place(f, length / 2, 0, 0.25),
      place(f, -length / 2, 0, 0.25),
    ],
    0.4,
    1.6,
  );
}

/** A display plinth with a piece on top. */
export function plinth(scene: Scene, f: Frame, size: number, height: number, colour: string, piece: string): void {
  scene.box(f, -size / 2, size / 2, 0, height, -size / 2, size / 2, colour, { topGain: 1.08 });
  scene.prism(f, 0, 0, size * 0.2, height, height + size * 0.5, piece, { sides: 16, top: size * 0.12, shadow: false });
}

/** A round ottoman or pouf. */
export function ottoman(scene: Scene, f: Frame, radius: number, colour: string): void {
  scene.prism(f, 0, 0, radius, 0, 0.42, colour, { sides: 28, top: radius * 0.97 });
}

/** A built-in sofa along a wall, seat and back in one, as on a yacht. */
export function builtIn(scene: Scene, f: Frame, length: number, colour: string, base: string): void {
  scene.box(f, -length / 2, length / 2, 0, 0.3, -0.45, 0.45, base);
  scene.box(f, -length / 2, length / 2, 0.3, 0.45, -0.45, 0.3, colour, { shadow: false, topGain: 1.05 });
  scene.box(f, -length / 2, length / 2, 0.3, 0.85, 0.25, 0.45, shade(colour, -0.04), { shadow: false });
  for (let x = -length / 2 + 0.3; x < length / 2 - 0.3; x += 0.9)
    scene.box(f, x, x + 0.45, 0.45, 0.75, 0.12, 0.25, shade(colour, 0.06), { shadow: false });
}

/** Pendant lights hanging from the ceiling: a cord and a glowing disc or globe. */
export function pendant(
  scene: Scene,
  x: number,
  z: number,
  ceiling: number,
  drop: number,
  radius: number,
  colour: string,
): void {
  const top = project(scene.cam, [x, ceiling, z]);
  const bottom = project(scene.cam, [x, ceiling - drop, z]);
  if (!top || !bottom) return;
  const dist = scene.distance([[x, ceiling - drop, z]]);
  const r = (scene.cam.f * radius) / dist;
  scene.item(
    `<path d="M${n(top[0])} ${n(top[1])}L${n(bottom[0])} ${n(bottom[1])}" stroke="#2a2623" stroke-width="1.2"/>` +
      `<ellipse cx="${n(bottom[0])}" cy="${n(bottom[1] + r * 0.35)}" rx="${n(r)}" ry="${n(r * 0.7)}" fill="${colour}"/>` +
      `<ellipse cx="${n(bottom[0])}" cy="${n(bottom[1] + r * 0.55)}" rx="${n(r * 0.75)}" ry="${n(r * 0.4)}" fill="#fffaf0" fill-opacity="0.7"/>`,
    dist,
  );
}
