/**
 * The shell of the catalogue's rooms, with the 3D kit (collection-3d.ts): walls, a floor of oak,
 * stone, marble, teak or concrete, windows with their light on the floor, and what is fixed to
 * them (curtains, pictures, screens, downlights in the ceiling, a glass partition).
 */
import { at, project, type Scene, type V3 } from "./collection-3d.ts";
import { mix, n, pick, type Rand, range, shade } from "./kit.ts";

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

// ---------------------------------------------------------------- fittings

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
