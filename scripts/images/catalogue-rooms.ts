/**
 * The catalogue's rooms: interiors drawn with the 3D kit (collection-3d.ts) for each sector (a
 * hotel's lobby and suite, a living room and a bedroom, a boutique, a yacht's saloon and cabin, an
 * office's reception and meeting room), and the rugs laid on their floors by the room view's own
 * composer (app/room/compose.ts): the floor's homography from the camera (app/room/homography.ts),
 * the rug as its texture, the floor's light carried onto the pile, a contact shadow round it. The
 * furniture standing on a rug is drawn after it, so the rug lies under the legs.
 */
import sharp from "sharp";
import type { SectorId } from "../../app/content/collection/schema.ts";
import type { CatalogueRug } from "../../app/content/collection-images.ts";
import { brightnessGrid, compose, lightFromBrightness, type Raster, type RugTexture } from "../../app/room/compose.ts";
import { homographyBetween, photoToFloor, type Quad } from "../../app/room/homography.ts";
import {
  armchair,
  artwork,
  bed,
  bench,
  builtIn,
  chair,
  coffeeTable,
  column,
  console_,
  curtain,
  desk,
  downlights,
  drawShell,
  floorLamp,
  glassWall,
  longTable,
  nightstand,
  onWall,
  ottoman,
  type Palette,
  panel,
  pendant,
  plant,
  plinth,
  rail,
  type Shell,
  shelves,
  sideTable,
  sofa,
} from "./catalogue-furniture.ts";
import { rugModel, rugTexture } from "./catalogue-rug.ts";
import { at, type Camera, project, Scene, type V3 } from "./collection-3d.ts";
import { mulberry32, n, pick, type Rand, range, rgb, shade } from "./kit.ts";
import { blur } from "./texture.ts";

/** A rug on the floor: its centre (metres) and its turn (degrees; 0 lays its length away from the camera). */
type Laid = { rug: CatalogueRug; x: number; z: number; angle: number };

type RoomKind =
  | "lobby"
  | "lounge"
  | "suite"
  | "living"
  | "bedroom"
  | "boutique"
  | "saloon"
  | "cabin"
  | "office"
  | "meeting";

// ---------------------------------------------------------------- rooms

type Room = { scene: Scene; laid: Laid[] };

/** The camera: standing at (x, z), eyes at `y`, turned and tilted down (degrees), a lens of `fov` degrees across. */
function camera(
  w: number,
  h: number,
  x: number,
  y: number,
  z: number,
  yawDeg: number,
  pitchDeg: number,
  fov: number,
): Camera {
  return {
    pos: [x, y, z],
    yaw: (yawDeg * Math.PI) / 180,
    pitch: (pitchDeg * Math.PI) / 180,
    f: w / 2 / Math.tan((fov * Math.PI) / 360),
    cx: w / 2,
    cy: h / 2,
  };
}

/** The rug's extent on the floor laid across (angle 90): its length across the picture, its width in depth. */
const rugSize = (rug: CatalogueRug) => ({ across: rug.length / 100, deep: rug.width / 100 });

/**
 * A camera framing a spot on the floor: `distance` metres back from it along the direction it
 * looks (`yawDeg`), eyes at `eye`, tilted so the spot sits a little below the middle of the picture.
 */
function framing(
  w: number,
  h: number,
  target: [number, number],
  distance: number,
  eye: number,
  yawDeg: number,
  fov: number,
  below = 13,
): Camera {
  const yaw = (yawDeg * Math.PI) / 180;
  const [x, z] = [target[0] - Math.sin(yaw) * distance, target[1] - Math.cos(yaw) * distance];
  // Kept nearly level, as an interior photographer keeps the walls upright.
  const pitch = Math.min(12, Math.max(3, (Math.atan2(eye, distance) * 180) / Math.PI - below));
  return camera(w, h, x, eye, z, yawDeg, pitch, fov);
}

type Plan = { w: number; h: number; rug: CatalogueRug; others: CatalogueRug[]; view: number; rand: Rand; p: Palette };

/** How far back the camera stands to take in a rug this wide and the room round it. */
const backFrom = (across: number, deep: number) => Math.max(across, deep * 1.2) * 0.85 + 1.3;

function living({ w, h, rug, view, rand, p }: Plan, hotel: boolean): Room {
  const { across, deep } = rugSize(rug);
  const shell: Shell = {
    width: Math.max(7, across + 4.4),
    depth: deep + 4.5,
    height: hotel ? 3.3 : 2.9,
    wall: hotel ? "#e6dfd4" : pick(rand, ["#efe9df", "#ece7de", "#f1ebe3", "#e9e4dc"]),
    backWall: hotel
      ? pick(rand, ["#cbbba8", "#b9b2a6", "#c9c0b0"])
      : rand() < 0.4
        ? pick(rand, ["#d9cfc1", "#c8cbc2"])
        : undefined,
    ceiling: "#f3f0ea",
    floor: hotel ? "stone" : "oak",
    floorColour: hotel ? pick(rand, ["#d3cabd", "#cbc3b8"]) : pick(rand, ["#b8916b", "#ad8a63", "#c4a27c", "#9c7652"]),
    windows: [],
    view: "garden",
  };
  const side = (view + Math.floor(rand() * 2)) % 2 === 0 ? "left" : "right";
  shell.windows.push({
    wall: side,
    from: 0.6,
    to: Math.min(shell.depth - 0.6, 3.8),
    bottom: 0.05,
    top: shell.height - 0.25,
  });
  const sun: V3 = [side === "left" ? -1 : 1, 0.8, 0.15];
  const rugZ = shell.depth - 1.3 - deep / 2;
  const yaw =
    view === 1 ? (side === "left" ? 22 : -22) : view === 2 ? (side === "left" ? -14 : 14) : range(rand, -5, 5);
  const cam = framing(
    w,
    h,
    [0, rugZ],
    backFrom(across, deep) * (view === 2 ? 0.9 : 1),
    view === 2 ? 1.15 : 1.35,
    yaw,
    64,
  );
  const scene = new Scene(cam, w, h, sun);
  drawShell(scene, shell, rand);
  curtain(scene, shell, side, 0.15, 0.6, "#f1ebe1");
  if (hotel) {
    for (let k = 0; k < 9; k++) {
      const x = -shell.width / 2 + 0.5 + k * ((shell.width - 1) / 8);
      scene.poly(
        [
          [x, 0.1, shell.depth - 0.01],
          [x + 0.015, 0.1, shell.depth - 0.01],
          [x + 0.015, shell.height, shell.depth - 0.01],
          [x, shell.height, shell.depth - 0.01],
        ],
        "#000",
        "bg",
        `fill-opacity="0.12"`,
      );
    }
  }
  artwork(scene, shell, "back", shell.width / 2 - Math.min(2.6, across * 0.8) / 2 - 0.55, 1.25, 1.1, 0.85, [
    p.accent,
    p.metal,
  ]);
  downlights(scene, shell, rand);
  const sofaLength = Math.min(2.6, across * 0.8);
  const sofaZ = rugZ + deep / 2 + 0.25;
  sofa(scene, at(0, sofaZ, 0), sofaLength, p.fabric, p.metal);
  armchair(scene, at(-across / 2 - 0.1, rugZ + 0.1, -Math.PI / 2 - 0.35), p.fabric2, p.metal);
  armchair(scene, at(across / 2 + 0.1, rugZ + 0.1, Math.PI / 2 + 0.35), p.fabric2, p.metal);
  coffeeTable(scene, at(0, rugZ + deep * 0.12, 0), Math.min(1.1, across * 0.36), 0.6, p.stone, p.wood, rand() < 0.5);
  sideTable(scene, at(sofaLength / 2 + 0.4, sofaZ + 0.1, 0), p.wood, "#efe6d6");
  floorLamp(scene, at(-sofaLength / 2 - 0.5, sofaZ + 0.25, 0), "#f3ebdd");
  plant(scene, at(shell.width / 2 - 0.6, shell.depth - 0.55, 0), 1.5, "#d8d0c4", rand);
  console_(scene, at(-shell.width / 2 + 1.1, shell.depth - 0.25, 0), 1.6, p.wood, rand);
  return { scene, laid: [{ rug, x: 0, z: rugZ, angle: 90 }] };
}

function lobby({ w, h, rug, view, rand, p }: Plan): Room {
  const { across, deep } = rugSize(rug);
  const shell: Shell = {
    width: Math.max(13, across + 9),
    depth: deep + 7,
    height: 4.4,
    wall: "#ebe5dc",
    backWall: pick(rand, ["#d8cdbd", "#cfc6b9", "#c2b6a5"]),
    ceiling: "#f4f1eb",
    floor: "marble",
    floorColour: pick(rand, ["#e4dfd7", "#ddd6cc", "#e8e3dc"]),
    windows: [],
    view: "sky",
  };
  const side = view % 2 === 0 ? "left" : "right";
  for (let k = 0; k < 3; k++)
    shell.windows.push({ wall: side, from: 0.8 + k * 2.4, to: 2.6 + k * 2.4, bottom: 0.05, top: 3.9 });
  const sun: V3 = [side === "left" ? -1 : 1, 0.75, 0.1];
  const [rx, rz] = [side === "left" ? -0.8 : 0.8, shell.depth - 3.8 - deep / 2];
  const cam = framing(
    w,
    h,
    [rx, rz],
    backFrom(across, deep) * 1.0,
    1.4,
    view === 1 ? (side === "left" ? 18 : -18) : range(rand, -8, 8),
    66,
    12,
  );
  const scene = new Scene(cam, w, h, sun);
  drawShell(scene, shell, rand);
  // Stone panels on the back wall, and the reception in front of a lit niche.
  for (let k = 0; k < 10; k++) {
    const x = -shell.width / 2 + (k * shell.width) / 10;
    scene.poly(
      [
        [x, 0.1, shell.depth - 0.01],
        [x + 0.02, 0.1, shell.depth - 0.01],
        [x + 0.02, shell.height, shell.depth - 0.01],
        [x, shell.height, shell.depth - 0.01],
      ],
      "#000",
      "bg",
      `fill-opacity="0.1"`,
    );
  }
  const deskX = side === "left" ? shell.width / 2 - 3 : -shell.width / 2 + 3;
  const niche = (a: number, b: number, y0: number, y1: number): V3[] => [
    [deskX + a, y0, shell.depth - 0.02],
    [deskX + b, y0, shell.depth - 0.02],
    [deskX + b, y1, shell.depth - 0.02],
    [deskX + a, y1, shell.depth - 0.02],
  ];
  scene.poly(niche(-2, 2, 1.2, 3.2), "#e9d6b0", "bg");
  scene.poly(niche(-1.9, 1.9, 1.3, 3.1), "#f4e7cc", "bg");
  desk(scene, at(deskX, shell.depth - 1.4, 0), 3.4, shade(p.wood, -0.15), p.stone);
  for (const cx of [-across / 2 - 1.5, across / 2 + 1.5])
    for (const cz of [rz - deep / 2 - 1, rz + deep / 2 + 1.6])
      column(scene, at(rx + cx, cz, 0), 0.55, shell.height, "#efe9e0");
  // The seating round the rug: sofas facing each other across it, two chairs at the back.
  const sofaLength = Math.min(2.4, deep * 0.9 + 0.4);
  sofa(scene, at(rx - across / 2 - 0.2, rz, -Math.PI / 2), sofaLength, p.fabric, p.metal);
  sofa(scene, at(rx + across / 2 + 0.2, rz, Math.PI / 2), sofaLength, p.fabric, p.metal);
  armchair(scene, at(rx - 0.6, rz + deep / 2 + 0.2, Math.PI - 0.2), p.fabric2, p.metal);
  armchair(scene, at(rx + 0.6, rz + deep / 2 + 0.2, Math.PI + 0.2), p.fabric2, p.metal);
  coffeeTable(scene, at(rx, rz, 0), Math.min(1.2, across * 0.35), 0.8, p.stone, shade(p.metal, 0.1), true);
  for (const dx of [-0.8, 0, 0.8]) pendant(scene, rx + dx, rz, shell.height, 1.5 + Math.abs(dx) * 0.4, 0.22, "#f2e3c2");
  plant(scene, at(rx - across / 2 - 1.5, rz + deep / 2 + 0.6, 0), 2, "#3b3733", rand);
  plant(scene, at(rx + across / 2 + 1.5, rz - deep / 2 - 0.3, 0), 1.8, "#3b3733", rand);
  return { scene, laid: [{ rug, x: rx, z: rz, angle: 90 }] };
}

function bedroom({ w, h, rug, view, rand, p }: Plan, kind: "suite" | "bedroom" | "cabin"): Room {
  const { across, deep } = rugSize(rug);
  const cabin = kind === "cabin";
  const shell: Shell = {
    width: Math.max(6, across + 3),
    depth: deep + 3.6,
    height: cabin ? 2.2 : kind === "suite" ? 3.1 : 2.8,
    wall: cabin ? "#dccbb1" : pick(rand, ["#ece6dc", "#e7e2da", "#efe7dc"]),
    backWall: cabin ? "#b89b76" : pick(rand, ["#c9b9a3", "#b7bfb4", "#c8bcb0", "#d2c3b2"]),
    ceiling: "#f3f0ea",
    floor: cabin ? "teak" : "oak",
    floorColour: cabin ? "#a87d55" : pick(rand, ["#b8916b", "#c4a27c", "#a98662"]),
    windows: [],
    view: cabin ? "sea" : "garden",
  };
  const side = view % 2 === 0 ? "right" : "left";
  const bedX = side === "left" ? 0.4 : -0.4;
  if (cabin)
    // A yacht's cabin: two long windows in the hull either side of the bed.
    for (const [a, b] of [
      [-2.7, -1.6],
      [1.6, 2.7],
    ] as const)
      shell.windows.push({
        wall: "back",
        from: bedX + a + shell.width / 2,
        to: bedX + b + shell.width / 2,
        bottom: 1.0,
        top: 1.5,
      });
  // A tall window in the side wall beside the bed (`along` a left wall runs from its far end).
  const [zFrom, zTo] = [1.4, shell.depth - 0.7];
  const along = (z: number) => (side === "left" ? shell.depth - z : z);
  if (!cabin)
    shell.windows.push({
      wall: side,
      from: Math.min(along(zFrom), along(zTo)),
      to: Math.max(along(zFrom), along(zTo)),
      bottom: 0.05,
      top: shell.height - 0.2,
    });
  const sun: V3 = [side === "left" ? -1 : 1, 0.75, 0.15];
  const bedZ = shell.depth - 1.12;
  const rz = bedZ - 1.05 - deep * 0.18;
  const cam = framing(
    w,
    h,
    [bedX, rz + 0.5],
    backFrom(across, deep) * 0.95,
    cabin ? 1.25 : 1.4,
    side === "left" ? -18 : 18,
    66,
    10,
  );
  const scene = new Scene(cam, w, h, sun);
  drawShell(scene, shell, rand);
  if (!cabin)
    for (const z of [zFrom - 0.25, zTo + 0.25])
      curtain(scene, shell, side, along(z) - 0.25, along(z) + 0.25, "#efe8de");
  scene.poly(
    [
      onWall(shell, "back", shell.width / 2 + bedX - 1.6, 0.1, 0.01),
      onWall(shell, "back", shell.width / 2 + bedX + 1.6, 0.1, 0.01),
      onWall(shell, "back", shell.width / 2 + bedX + 1.6, 1.6, 0.01),
      onWall(shell, "back", shell.width / 2 + bedX - 1.6, 1.6, 0.01),
    ],
    shade(shell.backWall ?? shell.wall, -0.08),
    "bg",
  );
  bed(scene, at(bedX, bedZ, 0), "#f3efe8", p.fabric2, p.wood);
  for (const dx of [-1.45, 1.45]) nightstand(scene, at(bedX + dx, shell.depth - 0.3, 0), p.wood, "#f1e8d8");
  bench(scene, at(bedX, bedZ - 1.45, 0), 1.4, p.fabric, p.metal);
  armchair(
    scene,
    at(
      bedX + (side === "left" ? -1 : 1) * (across / 2 + 0.6),
      rz - 0.4,
      (side === "left" ? -1 : 1) * (Math.PI / 2 + 0.6),
    ),
    p.fabric2,
    p.metal,
  );
  plant(scene, at((side === "left" ? -1 : 1) * (shell.width / 2 - 0.5), shell.depth - 0.5, 0), 1.3, "#d6cdc0", rand);
  artwork(scene, shell, side === "left" ? "right" : "left", 1.2, 1.2, 0.9, 0.7, [p.accent, p.metal]);
  return { scene, laid: [{ rug, x: bedX, z: rz, angle: 90 }] };
}

function boutique({ w, h, rug, others, view, rand, p }: Plan): Room {
  const { across, deep } = rugSize(rug);
  const shell: Shell = {
    width: Math.max(10, across + 6),
    depth: deep + 6,
    height: 3.7,
    wall: "#f1eee9",
    backWall: pick(rand, ["#e4ddd3", "#d9d4cc", "#e9e2d6"]),
    ceiling: "#f5f3ef",
    floor: "concrete",
    floorColour: pick(rand, ["#cfcac3", "#c7c2bb", "#d6d0c7"]),
    windows: [{ wall: "right", from: 0.6, to: 5.6, bottom: 0.05, top: 3.3 }],
    view: "sky",
  };
  const sun: V3 = [1, 0.7, 0.1];
  const rz = shell.depth - 2.8 - deep / 2;
  const cam = framing(
    w,
    h,
    [0.2, rz],
    backFrom(across, deep) * 1.05,
    1.45,
    view === 1 ? -16 : view === 2 ? 14 : range(rand, -5, 5),
    66,
    7,
  );
  const scene = new Scene(cam, w, h, sun);
  drawShell(scene, shell, rand);
  const clothes = ["#1f1d1b", "#e9e3d9", "#a27b4b", "#5f6b58", "#c9b8a3", "#23324a", "#8a3e34"];
  rail(scene, at(-across / 2 - 1.6, shell.depth - 1.6, 0.5), 2.2, "#1f1d1b", rand, clothes);
  shelves(scene, at(0.4, shell.depth - 0.25, 0), 3.6, 2.1, "#e8e1d6", rand, [
    "#a27b4b",
    "#1f1d1b",
    "#e0d5c3",
    "#6b4b33",
    "#8e9a85",
  ]);
  panel(scene, shell, "back", shell.width / 2 + 2.6, 0.3, 0.9, 2.2, "#c9d3d6");
  for (const [dx, dz, s, ht] of [
    [-across / 2 - 0.9, -deep / 2 + 0.2, 0.5, 0.9],
    [across / 2 + 0.8, deep / 2, 0.6, 0.6],
    [across / 2 + 1.1, -deep / 2 - 0.4, 0.45, 1.05],
  ] as [number, number, number, number][])
    plinth(scene, at(0.2 + dx, rz + dz, 0.2), s, ht, "#f4f1ec", pick(rand, ["#a27b4b", "#1f1d1b", "#c2a06b"]));
  ottoman(scene, at(0.2, rz, 0), 0.42, p.fabric2);
  for (let x = -2; x <= 2.5; x += 1.1) {
    const spot = project(scene.cam, [x, shell.height - 0.05, rz - 0.5]);
    const spot2 = project(scene.cam, [x + 0.3, shell.height - 0.05, rz + 1.8]);
    for (const pt of [spot, spot2])
      if (pt) scene.bg.push(`<rect x="${n(pt[0] - 5)}" y="${n(pt[1])}" width="10" height="14" fill="#1f1d1b"/>`);
  }
  plant(scene, at(-shell.width / 2 + 0.7, shell.depth - 0.6, 0), 1.7, "#f1ede6", rand);
  const laid: Laid[] = [{ rug, x: 0.2, z: rz, angle: 90 }];
  const second = others[0];
  if (second && view === 2) laid.push({ rug: second, x: -shell.width / 2 + 2.4, z: rz + deep / 2 + 1.8, angle: 0 });
  return { scene, laid };
}

function saloon({ w, h, rug, view, rand, p }: Plan): Room {
  const { across, deep } = rugSize(rug);
  const shell: Shell = {
    width: Math.max(6.2, deep + 3.4),
    depth: across + 4.2,
    height: 2.15,
    wall: pick(rand, ["#dfcfb6", "#e6dccb", "#d8c6aa"]),
    ceiling: "#f2ede4",
    floor: "teak",
    floorColour: pick(rand, ["#a9805a", "#b08a62"]),
    windows: [],
    view: "sea",
  };
  for (const wall of ["left", "right"] as const)
    shell.windows.push({ wall, from: 0.6, to: shell.depth - 0.8, bottom: 0.8, top: 1.75 });
  const sun: V3 = [view % 2 === 0 ? -1 : 1, 0.6, 0.1];
  // The rug lies along the saloon (its length away from the camera).
  const rz = shell.depth / 2 + 0.3;
  const cam = framing(w, h, [0, rz], backFrom(deep, across) * 0.8, 1.3, view === 1 ? 12 : range(rand, -5, 5), 70, 9);
  const scene = new Scene(cam, w, h, sun);
  drawShell(scene, shell, rand);
  builtIn(
    scene,
    at(-shell.width / 2 + 0.5, rz, -Math.PI / 2),
    Math.min(across + 0.4, shell.depth - 1.4),
    p.fabric,
    shade(shell.wall, -0.25),
  );
  for (const dz of [-across / 4, across / 4])
    armchair(scene, at(deep / 2 + 0.55, rz + dz, Math.PI / 2), p.fabric2, p.metal);
  coffeeTable(scene, at(-deep * 0.12, rz, Math.PI / 2), Math.min(1.3, across * 0.4), 0.6, p.wood, shade(p.wood, -0.25));
  downlights(scene, shell, rand);
  return { scene, laid: [{ rug, x: 0, z: rz, angle: 0 }] };
}

function office({ w, h, rug, view, rand, p }: Plan, meeting: boolean): Room {
  const { across, deep } = rugSize(rug);
  const shell: Shell = {
    width: Math.max(9, across + 5),
    depth: deep + 5,
    height: 3.2,
    wall: "#ecebe8",
    backWall: meeting ? "#d8d4cd" : undefined,
    ceiling: "#f2f2f0",
    floor: meeting ? "oak" : "concrete",
    floorColour: meeting ? "#c4a27c" : pick(rand, ["#bdb8b1", "#c6c1b9"]),
    windows: [],
    view: "sky",
  };
  const side = view % 2 === 0 ? "left" : "right";
  shell.windows.push({ wall: side, from: 0.4, to: shell.depth - 0.4, bottom: 0.05, top: 3.0 });
  const sun: V3 = [side === "left" ? -1 : 1, 0.7, 0.1];
  const rz = shell.depth - 2.2 - deep / 2;
  const cam = framing(
    w,
    h,
    [0, rz],
    backFrom(across, deep),
    1.4,
    view === 1 ? (side === "left" ? 20 : -20) : range(rand, -6, 6),
    66,
    8,
  );
  const scene = new Scene(cam, w, h, sun);
  drawShell(scene, shell, rand);
  // Linear lights in the ceiling.
  for (let x = -2.4; x <= 2.4; x += 1.6)
    scene.poly(
      [
        [x - 0.03, shell.height - 0.01, 1],
        [x + 0.03, shell.height - 0.01, 1],
        [x + 0.03, shell.height - 0.01, shell.depth - 0.5],
        [x - 0.03, shell.height - 0.01, shell.depth - 0.5],
      ],
      "#ffffff",
      "bg",
    );
  if (meeting) {
    panel(scene, shell, "back", shell.width / 2 - 1, 1, 2, 1.15, "#1c1c1e");
    const tw = Math.min(3.6, across - 0.4);
    longTable(scene, at(0, rz, 0), tw, 1.15, p.wood, "#2a2826");
    const chairs = Math.max(2, Math.floor(tw / 0.8));
    for (let k = 0; k < chairs; k++) {
      const x = -tw / 2 + 0.4 + (k * (tw - 0.8)) / Math.max(1, chairs - 1);
      chair(scene, at(x, rz + 0.85, Math.PI), p.fabric2, "#2a2826");
      chair(scene, at(x, rz - 0.85, 0), p.fabric2, "#2a2826");
    }
    const top = shell.height;
    scene.box(at(0, rz), -tw / 2 + 0.3, tw / 2 - 0.3, top - 1.3, top - 1.25, -0.05, 0.05, "#2a2826", { shadow: false });
  } else {
    glassWall(scene, -shell.width / 2 + 0.01, shell.width / 2 - 2.2, shell.depth - 1.2, shell.height, "#2a2826");
    const benchLength = Math.min(2.6, across * 0.8);
    sofa(scene, at(0, rz + deep / 2 + 0.2, 0), benchLength, p.fabric, "#2a2826");
    bench(scene, at(-across / 2 - 0.2, rz, Math.PI / 2), Math.min(1.8, deep), p.fabric2, "#2a2826");
    coffeeTable(scene, at(0, rz - 0.1, 0), Math.min(1.4, across * 0.4), 0.7, "#d8d2c8", "#2a2826");
    plant(scene, at(across / 2 + 0.8, rz + deep / 2, 0), 1.9, "#2a2826", rand);
    plant(scene, at(-shell.width / 2 + 0.7, 1.5, 0), 1.6, "#2a2826", rand);
  }
  return { scene, laid: [{ rug, x: 0, z: rz, angle: 90 }] };
}

// ---------------------------------------------------------------- composing

/** The floor's homography (floor centimetres, x and z, to picture pixels) from the camera. */
/**
 * The floor's homography (floor centimetres, x and z, to picture pixels) from the camera, found
 * from a square metre of floor at `[x, z]` (metres; the rug's centre, in front of the camera).
 */
function floorToPicture(cam: Camera, [x, z]: [number, number]): ReturnType<typeof homographyBetween> {
  const floor: Quad = [
    [x * 100 - 50, z * 100 - 50],
    [x * 100 + 50, z * 100 - 50],
    [x * 100 + 50, z * 100 + 50],
    [x * 100 - 50, z * 100 + 50],
  ];
  const picture = floor.map(([u, v]) => project(cam, [u / 100, 0, v / 100]));
  const [a, b, c, d] = picture;
  if (!a || !b || !c || !d) return null;
  return homographyBetween(floor, [a, b, c, d]);
}

async function rasterRgba(svg: string): Promise<Uint8ClampedArray> {
  const data = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  return new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
}

async function greyLayer(svg: string, w: number, h: number, radius: number): Promise<Float32Array> {
  const data = await sharp(Buffer.from(svg)).removeAlpha().toColourspace("b-w").raw().toBuffer();
  const out = new Float32Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = (data[i] ?? 0) / 255;
  if (radius > 0) blur(out, w, h, radius);
  return out;
}

const doc = (w: number, h: number, body: string, defs = "", background = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${background}${body}</svg>`;

async function render(room: Room, seed: number): Promise<Buffer> {
  const { scene } = room;
  const { w, h } = scene;
  const defs = scene.defs.join("");
  const [bg, soft, contact, light, fg] = await Promise.all([
    rasterRgba(doc(w, h, scene.bg.join(""), defs)),
    greyLayer(doc(w, h, scene.soft.join(""), "", `<rect width="${w}" height="${h}" fill="#fff"/>`), w, h, w * 0.018),
    greyLayer(doc(w, h, scene.contact.join(""), "", `<rect width="${w}" height="${h}" fill="#fff"/>`), w, h, w * 0.003),
    greyLayer(doc(w, h, scene.light.join(""), "", `<rect width="${w}" height="${h}" fill="#000"/>`), w, h, w * 0.02),
    rasterRgba(doc(w, h, scene.foreground(), defs)),
  ]);
  // The room's light and soft shadows, before the rug: the composer carries them onto it.
  // And the window's side of the picture a little brighter than the far side.
  const towards = scene.sun[0] < 0 ? 1 : -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const falloff = 1 + 0.1 * towards * (0.5 - x / w);
      const k = (1 - 0.42 * (1 - (soft[i] ?? 1))) * (1 + 0.3 * (light[i] ?? 0)) * falloff;
      bg[i * 4] = (bg[i * 4] ?? 0) * k;
      bg[i * 4 + 1] = (bg[i * 4 + 1] ?? 0) * k;
      bg[i * 4 + 2] = (bg[i * 4 + 2] ?? 0) * k * 0.985;
    }
  }
  let picture: Raster = { width: w, height: h, data: bg };
  const light0 = lightFromBrightness(brightnessGrid(picture));
  const first = room.laid[0];
  const toPicture = floorToPicture(scene.cam, first ? [first.x, first.z] : [0, 3]);
  if (!toPicture) throw new Error("the floor is not in the picture");
  let layer = 0;
  for (const laid of room.laid) {
    const model = rugModel(laid.rug);
    const margin = 4;
    const pxPerCm = Math.min(3, 1100 / (Math.max(model.W, model.H) + 2 * margin));
    const made = await rugTexture(model, pxPerCm, margin, seed + layer++);
    const texture: RugTexture = {
      ...made,
      pxPerCm,
      margin,
      rugLength: model.W,
      rugWidth: model.H,
      ground: rgb(model.hex[0] ?? "#c8b89f"),
    };
    const centre: V3 = [laid.x, 0, laid.z];
    const toFloor = photoToFloor(toPicture, project(scene.cam, centre) ?? [w / 2, h * 0.8]);
    if (!toFloor) throw new Error("the floor's homography cannot be inverted");
    const reach = (Math.hypot(model.W, model.H) / 200) * 1.1;
    const corners = [
      [-reach, -reach],
      [reach, -reach],
      [reach, reach],
      [-reach, reach],
    ].map(([dx, dz]) => project(scene.cam, [laid.x + (dx as number), 0, laid.z + (dz as number)]));
    const seen = corners.filter((p) => p !== null);
    const region =
      seen.length < 4
        ? { left: 0, top: 0, right: w, bottom: h }
        : {
            left: Math.min(...seen.map((p) => p[0])),
            top: Math.min(...seen.map((p) => p[1])),
            right: Math.max(...seen.map((p) => p[0])),
            bottom: Math.max(...seen.map((p) => p[1])),
          };
    const out: Raster = { width: w, height: h, data: new Uint8ClampedArray(w * h * 4) };
    compose(
      {
        photo: picture,
        light: light0,
        texture,
        toFloor,
        placement: { x: laid.x * 100, y: laid.z * 100, angle: laid.angle },
        pile: laid.rug.pile,
        region,
      },
      out,
    );
    picture = out;
  }
  // Contact shadows, then the furniture over the rug, then the lens: a soft vignette.
  const data = picture.data;
  const result = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const k = 1 - 0.5 * (1 - (contact[i] ?? 1));
      const a = (fg[i * 4 + 3] ?? 0) / 255;
      const du = x / w - 0.5;
      const dv = y / h - 0.5;
      const vignette = 1 - 0.28 * (du * du + dv * dv) ** 1.2 * 2.2;
      for (let c = 0; c < 3; c++) {
        const under = (data[i * 4 + c] ?? 0) * k;
        result[i * 3 + c] = Math.max(0, Math.min(255, (under * (1 - a) + (fg[i * 4 + c] ?? 0) * a) * vignette));
      }
    }
  }
  return result;
}

const palettes: Palette[] = [
  { fabric: "#d9cfc0", fabric2: "#8a6a4f", wood: "#6b4b33", metal: "#2a2623", stone: "#e6e0d6", accent: "#a0573b" },
  { fabric: "#cfc5b6", fabric2: "#5f6b58", wood: "#8a6a4a", metal: "#b08d57", stone: "#3a3633", accent: "#23324a" },
  { fabric: "#e7e1d7", fabric2: "#a27b4b", wood: "#4e3a2b", metal: "#1f1d1b", stone: "#d6d0c6", accent: "#8e9a85" },
  { fabric: "#c9c2b8", fabric2: "#23324a", wood: "#9c7652", metal: "#1f1d1b", stone: "#efeae2", accent: "#c2a06b" },
  { fabric: "#ddd3c4", fabric2: "#7b4f3a", wood: "#5a4636", metal: "#a88a5c", stone: "#cfc8bd", accent: "#5f6b58" },
];

/** The rooms of a sector, in the order a project's photographs go through them. */
const sectorRooms: Record<SectorId, RoomKind[]> = {
  hotels: ["lobby", "lounge", "suite", "lobby"],
  residential: ["living", "living", "bedroom"],
  retail: ["boutique", "boutique", "boutique"],
  yachts: ["saloon", "saloon", "cabin", "saloon"],
  architecture: ["office", "meeting", "office"],
  aviation: ["office", "lounge"],
};

/**
 * The room a design's own picture is taken in: one where the rug is the subject, all of it in
 * sight (no bed or meeting table over it), the same for every design of a sector, as a
 * catalogue's room set is. A business jet's aisle takes no rug of these sizes: its lounge on the
 * ground instead.
 */
const designRooms: Record<SectorId, RoomKind> = {
  hotels: "lounge",
  residential: "living",
  retail: "boutique",
  yachts: "saloon",
  architecture: "office",
  aviation: "lounge",
};

function draw(kind: RoomKind, plan: Plan): Room {
  switch (kind) {
    case "living":
      return living(plan, false);
    case "lounge":
      return living(plan, true);
    case "lobby":
      return lobby(plan);
    case "suite":
    case "bedroom":
    case "cabin":
      return bedroom(plan, kind);
    case "boutique":
      return boutique(plan);
    case "saloon":
      return saloon(plan);
    case "office":
      return office(plan, false);
    case "meeting":
      return office(plan, true);
  }
}

/**
 * A design's rug in its sector's room (`design-…-room`), the viewpoint and furnishings chosen by
 * the design's seed, so its colourways are shown in the same room.
 */
export async function designRoomPicture(
  w: number,
  h: number,
  sector: SectorId,
  rug: CatalogueRug,
  seed: number,
): Promise<Buffer> {
  const rand = mulberry32(seed * 9173 + 5);
  const plan: Plan = { w, h, rug, others: [], view: Math.floor(rand() * 3), rand, p: pick(rand, palettes) };
  const kind = designRooms[sector];
  return render(draw(kind, plan), seed);
}

/**
 * A project's `photo`th photograph (`case-…-n`): the sector's rooms in turn, each with the
 * project's next design on its floor, from another viewpoint each time.
 */
export async function casePicture(
  w: number,
  h: number,
  sector: SectorId,
  rugs: CatalogueRug[],
  photo: number,
  seed: number,
): Promise<Buffer> {
  const rand = mulberry32(seed * 7331 + photo * 17);
  const rooms = sectorRooms[sector];
  const index = photo - 1;
  const kind = rooms[index % rooms.length] as RoomKind;
  const rug = rugs[index % rugs.length] as CatalogueRug;
  const plan: Plan = {
    w,
    h,
    rug,
    others: rugs.filter((other) => other !== rug),
    view: index,
    rand,
    p: palettes[(seed + index) % palettes.length] as Palette,
  };
  return render(draw(kind, plan), seed + photo);
}
