/**
 * What the catalogue's rooms are built of, with the 3D kit (collection-3d.ts): the shell (walls, a
 * floor of oak, stone, marble, teak or concrete, windows with their light on the floor) and the
 * furniture, each piece a few lit boxes and prisms with its shadows.
 */
import { at, type Frame, place, project, type Scene, type V3 } from "./collection-3d.ts";
import { mix, n, pick, type Rand, range, shade } from "./kit.ts";

// ---------------------------------------------------------------- the shell

export type Opening = { wall: "back" | "left" | "right"; from: number; to: number; bottom: number; top: number };
export type Shell = {
  width: number;
  depth: number;
  height: number;
  wall: string;
  /** A different back wall (panelling, a feature colour); the wall colour when absent. */
  backWall?: string;
  ceiling: string;
  floor: "oak" | "marble" | "concrete" | "teak" | "stone";
  floorColour: string;
  windows: Opening[];
  view: "sky" | "sea" | "garden";
};

/** A point on a wall: `along` metres from its left end (as seen from the camera), `up` from the floor. */
export function onWall(shell: Shell, wall: Opening["wall"], along: number, up: number, inset = 0): V3 {
  const { width, depth } = shell;
  if (wall === "back") return [-width / 2 + along, up, depth - inset];
  if (wall === "left") return [-width / 2 + inset, up, depth - along];
  return [width / 2 - inset, up, along];
}

export function drawShell(scene: Scene, shell: Shell, rand: Rand): void {
  const { width: W, depth: D, height: H } = shell;
  const front = -3;
  const back: V3[] = [
    [-W / 2, 0, D],
    [W / 2, 0, D],
    [W / 2, H, D],
    [-W / 2, H, D],
  ];
  const left: V3[] = [
    [-W / 2, 0, front],
    [-W / 2, 0, D],
    [-W / 2, H, D],
    [-W / 2, H, front],
  ];
  const right: V3[] = [
    [W / 2, 0, D],
    [W / 2, 0, front],
    [W / 2, H, front],
    [W / 2, H, D],
  ];
  const floor: V3[] = [
    [-W / 2, 0, front],
    [W / 2, 0, front],
    [W / 2, 0, D],
    [-W / 2, 0, D],
  ];
  const ceiling: V3[] = [
    [-W / 2, H, front],
    [-W / 2, H, D],
    [W / 2, H, D],
    [W / 2, H, front],
  ];
  scene.poly(ceiling, scene.lit(shell.ceiling, [0, -1, 0], 1.32), "bg");
  // Walls take the light bounced round the room as well as the window's.
  scene.poly(back, scene.lit(shell.backWall ?? shell.wall, [0, 0.35, -1], 1.24), "bg");
  scene.poly(left, scene.lit(shell.wall, [1, 0.35, 0], 1.2), "bg");
  scene.poly(right, scene.lit(shell.wall, [-1, 0.35, 0], 1.2), "bg");
  scene.poly(floor, scene.lit(shell.floorColour, [0, 1, 0], 0.95), "bg");
  drawFloor(scene, shell, rand, front);
  // Skirting and the shadowed corners where walls meet.
  const skirt = shade(shell.wall, 0.08);
  for (const [a, b] of [
    [back[0], back[1]],
    [left[0], left[1]],
    [right[0], right[1]],
  ] as [V3, V3][]) {
    const up = (p: V3, y: number): V3 => [p[0], y, p[2]];
    scene.poly([a, b, up(b, 0.09), up(a, 0.09)], skirt, "bg");
  }
  for (const x of [-W / 2, W / 2]) {
    const p = scene.points([
      [x, 0, D],
      [x, H, D],
      [x + (x < 0 ? 0.06 : -0.06), H, D],
      [x + (x < 0 ? 0.06 : -0.06), 0, D],
    ]);
    if (p) scene.bg.push(`<polygon points="${p}" fill="#000" fill-opacity="0.06"/>`);
  }
  for (const opening of shell.windows) drawWindow(scene, shell, opening);
}

export function drawFloor(scene: Scene, shell: Shell, rand: Rand, front: number): void {
  const { width: W, depth: D } = shell;
  const base = shell.floorColour;
  const line = (a: V3, b: V3, colour: string, width: number, opacity: number) => {
    const p = scene.points([a, b, b]);
    if (!p) return;
    const [p0, p1] = p.split(" ");
    scene.bg.push(
      `<polyline points="${p0} ${p1}" stroke="${colour}" stroke-width="${n(width)}" stroke-opacity="${n(opacity)}" fill="none"/>`,
    );
  };
  const strip = (x0: number, x1: number, z0: number, z1: number, colour: string) =>
    scene.poly(
      [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, 0, z1],
        [x0, 0, z1],
      ],
      colour,
      "bg",
    );
  if (shell.floor === "oak" || shell.floor === "teak") {
    const plank = shell.floor === "oak" ? 0.19 : 0.11;
    for (let x = -W / 2; x < W / 2; x += plank) {
      let z = front + rand() * 1.5;
      strip(
        x,
        x + plank,
        front,
        D,
        scene.lit(mix(base, pick(rand, ["#000000", "#ffffff"]), rand() * 0.07), [0, 1, 0], 0.92),
      );
      while (z < D) {
        const next = z + range(rand, 1.2, 2.4);
        line([x, 0, z], [x + plank, 0, z], shade(base, -0.35), 1, 0.35);
        z = next;
      }
      line(
        [x, 0, front],
        [x, 0, D],
        shell.floor === "teak" ? "#1d1a16" : shade(base, -0.4),
        shell.floor === "teak" ? 1.6 : 1,
        shell.floor === "teak" ? 0.8 : 0.35,
      );
    }
  } else if (shell.floor === "marble" || shell.floor === "stone") {
    const tile = shell.floor === "marble" ? 0.9 : 0.6;
    for (let x = -W / 2; x < W / 2; x += tile) {
      for (let z = front; z < D; z += tile) {
        strip(
          x,
          x + tile,
          z,
          z + tile,
          scene.lit(mix(base, pick(rand, ["#000000", "#ffffff"]), rand() * 0.05), [0, 1, 0], 0.92),
        );
      }
      line([x, 0, front], [x, 0, D], shade(base, -0.25), 1, 0.5);
    }
    for (let z = front; z < D; z += tile) line([-W / 2, 0, z], [W / 2, 0, z], shade(base, -0.25), 1, 0.5);
    if (shell.floor === "marble") {
      for (let k = 0; k < 14; k++) {
        const [x, z] = [range(rand, -W / 2, W / 2), range(rand, 0, D)];
        const pts: V3[] = [];
        for (let s = 0; s < 6; s++)
          pts.push([x + s * 0.25 + range(rand, -0.1, 0.1), 0, z + s * 0.12 + range(rand, -0.1, 0.1)]);
        const screen = pts.map((p) => project(scene.cam, p)).filter((p) => p !== null);
        if (screen.length > 2)
          scene.bg.push(
            `<polyline points="${screen.map(([a, b]) => `${n(a)},${n(b)}`).join(" ")}" fill="none" stroke="${shade(base, -0.2)}" stroke-width="1.2" stroke-opacity="0.35"/>`,
          );
      }
    }
  } else {
    // Polished concrete poured in large bays, each a shade apart, with a fine joint between.
    const bay = 2.4;
    for (let x = -W / 2; x < W / 2; x += bay) {
      for (let z = front; z < D; z += bay)
        strip(
          x,
          Math.min(W / 2, x + bay),
          z,
          Math.min(D, z + bay),
          scene.lit(mix(base, pick(rand, ["#000000", "#ffffff"]), rand() * 0.035), [0, 1, 0], 0.95),
        );
      line([x, 0, front], [x, 0, D], shade(base, -0.2), 1, 0.4);
    }
    for (let z = front; z < D; z += bay) line([-W / 2, 0, z], [W / 2, 0, z], shade(base, -0.2), 1, 0.4);
  }
}

export function drawWindow(scene: Scene, shell: Shell, o: Opening): void {
  const corner = (along: number, up: number, inset = 0) => onWall(shell, o.wall, along, up, inset);
  const frame = "#2b2824";
  const id = scene.id("view");
  const glass = [
    corner(o.from, o.bottom, 0.01),
    corner(o.to, o.bottom, 0.01),
    corner(o.to, o.top, 0.01),
    corner(o.from, o.top, 0.01),
  ];
  const top = project(scene.cam, corner((o.from + o.to) / 2, o.top));
  const bottom = project(scene.cam, corner((o.from + o.to) / 2, o.bottom));
  if (!top || !bottom) return;
  const stops =
    shell.view === "sea"
      ? `<stop offset="0" stop-color="#eef4f8"/><stop offset="0.55" stop-color="#d7e6f0"/><stop offset="0.56" stop-color="#7f9fb4"/><stop offset="1" stop-color="#5f8198"/>`
      : shell.view === "garden"
        ? `<stop offset="0" stop-color="#f7f8f4"/><stop offset="0.6" stop-color="#e8ede2"/><stop offset="0.61" stop-color="#a7b596"/><stop offset="1" stop-color="#8c9c7c"/>`
        : `<stop offset="0" stop-color="#fbfcfd"/><stop offset="1" stop-color="#e6edf1"/>`;
  scene.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(top[0])}" y1="${n(top[1])}" x2="${n(bottom[0])}" y2="${n(bottom[1])}">${stops}</linearGradient>`,
  );
  scene.poly(glass, `url(#${id})`, "bg");
  // Mullions and the frame.
  const bar = (a: V3, b: V3, width: number) => {
    const p = scene.points([a, b, b]);
    if (!p) return;
    const [p0, p1] = p.split(" ");
    scene.bg.push(`<polyline points="${p0} ${p1}" stroke="${frame}" stroke-width="${n(width)}" fill="none"/>`);
  };
  const panes = Math.max(1, Math.round((o.to - o.from) / 0.9));
  for (let k = 0; k <= panes; k++) {
    const along = o.from + ((o.to - o.from) * k) / panes;
    bar(corner(along, o.bottom, 0.02), corner(along, o.top, 0.02), k === 0 || k === panes ? 7 : 4);
  }
  bar(corner(o.from, o.bottom, 0.02), corner(o.to, o.bottom, 0.02), 7);
  bar(corner(o.from, o.top, 0.02), corner(o.to, o.top, 0.02), 7);
  // Its light on the floor: the opening cast along the sun's slant.
  const s = scene.sun;
  const toFloor = (p: V3): V3 => {
    const t = p[1] / Math.max(0.2, s[1]);
    return [p[0] - s[0] * t, 0, p[2] - s[2] * t];
  };
  scene.glow(
    [corner(o.from, 0.02), corner(o.to, 0.02), toFloor(corner(o.to, o.top)), toFloor(corner(o.from, o.top))],
    0.5,
  );
}

// ---------------------------------------------------------------- furniture

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

export function artwork(
  scene: Scene,
  shell: Shell,
  wall: Opening["wall"],
  along: number,
  up: number,
  w: number,
  h: number,
  colours: string[],
): void {
  const q = (a: number, b: number): V3 => onWall(shell, wall, along + a * w, up + b * h, 0.02);
  scene.poly([q(0, 0), q(1, 0), q(1, 1), q(0, 1)], "#2a2622", "bg");
  scene.poly([q(0.04, 0.04), q(0.96, 0.04), q(0.96, 0.96), q(0.04, 0.96)], "#f1ede6", "bg");
  const disc: V3[] = [];
  for (let k = 0; k < 24; k++) {
    const a = (k / 24) * Math.PI * 2;
    disc.push(q(0.45 + Math.cos(a) * 0.24 * (h / w), 0.55 + Math.sin(a) * 0.24));
  }
  scene.poly(disc, colours[0] ?? "#a0573b", "bg");
  scene.poly([q(0.2, 0.2), q(0.8, 0.2), q(0.8, 0.3), q(0.2, 0.3)], colours[1] ?? "#3a342e", "bg");
}

export function curtain(
  scene: Scene,
  shell: Shell,
  wall: Opening["wall"],
  from: number,
  to: number,
  colour: string,
): void {
  const folds = Math.max(3, Math.round((to - from) / 0.12));
  for (let k = 0; k < folds; k++) {
    const a = from + ((to - from) * k) / folds;
    const b = from + ((to - from) * (k + 1)) / folds;
    const tone = k % 2 ? shade(colour, -0.07) : shade(colour, 0.04);
    scene.poly(
      [
        onWall(shell, wall, a, 0.02, 0.12),
        onWall(shell, wall, b, 0.02, 0.12),
        onWall(shell, wall, b, shell.height - 0.05, 0.12),
        onWall(shell, wall, a, shell.height - 0.05, 0.12),
      ],
      tone,
      "bg",
    );
  }
}

export function downlights(scene: Scene, shell: Shell, rand: Rand): void {
  for (let x = -shell.width / 2 + 1; x < shell.width / 2 - 0.5; x += range(rand, 1.4, 1.8)) {
    for (let z = 1; z < shell.depth - 0.5; z += 1.8) {
      const pts: V3[] = [];
      for (let k = 0; k < 12; k++) {
        const a = (k / 12) * Math.PI * 2;
        pts.push([x + Math.cos(a) * 0.06, shell.height - 0.005, z + Math.sin(a) * 0.06]);
      }
      scene.poly(pts, "#fffdf6", "bg");
    }
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

/** A glass wall: faint panes between slim mullions, from `from` to `to` across, at depth z. */
export function glassWall(scene: Scene, from: number, to: number, z: number, height: number, mullion: string): void {
  scene.poly(
    [
      [from, 0, z],
      [to, 0, z],
      [to, height, z],
      [from, height, z],
    ],
    "#dfe8ec",
    "fg",
    `fill-opacity="0.35"`,
  );
  for (let x = from; x <= to + 0.01; x += 1.2)
    scene.box(at(0, 0), x - 0.02, x + 0.02, 0, height, z - 0.02, z + 0.02, mullion, { shadow: false });
  scene.box(at(0, 0), from, to, height - 0.05, height, z - 0.03, z + 0.03, mullion, { shadow: false });
}

/** A flat screen or a mirror on a wall. */
export function panel(
  scene: Scene,
  shell: Shell,
  wall: Opening["wall"],
  along: number,
  up: number,
  w: number,
  h: number,
  colour: string,
): void {
  const q = (a: number, b: number): V3 => onWall(shell, wall, along + a * w, up + b * h, 0.03);
  scene.poly([q(0, 0), q(1, 0), q(1, 1), q(0, 1)], colour, "bg");
}
