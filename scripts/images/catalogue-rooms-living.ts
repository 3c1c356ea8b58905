/**
 * The catalogue's rooms one lives in, furnished round the rug: a living room (and a hotel's
 * lounge), a bedroom (and a hotel's suite, a yacht's cabin), a yacht's saloon.
 */

import {
  armchair,
  bed,
  bench,
  builtIn,
  coffeeTable,
  console_,
  floorLamp,
  nightstand,
  plant,
  sideTable,
  sofa,
} from "./catalogue-furniture.ts";
import { backFrom, framing, type Plan, type Room, rugSize } from "./catalogue-room-plan.ts";
import { artwork, curtain, downlights, drawShell, onWall, type Shell } from "./catalogue-shell.ts";
import { at, Scene, type V3 } from "./collection-3d.ts";
import { pick, range, shade } from "./kit.ts";

/** A living room round a sofa facing the rug, a window to one side; `hotel`: a hotel's taller lounge in stone. */
export function living({ w, h, rug, view, rand, p }: Plan, hotel: boolean): Room {
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

/** A bedroom (a suite's, a home's, or a yacht's cabin with windows in the hull), the rug at the foot of the bed. */
export function bedroom({ w, h, rug, view, rand, p }: Plan, kind: "suite" | "bedroom" | "cabin"): Room {
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

/** A yacht's saloon: the rug along it between a built-in sofa and two armchairs, windows either side. */
export function saloon({ w, h, rug, view, rand, p }: Plan): Room {
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
