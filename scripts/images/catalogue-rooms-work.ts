/**
 * The catalogue's rooms of work and trade, furnished round the rug: a hotel's lobby, a boutique,
 * an office's reception and its meeting room.
 */

import {
  armchair,
  bench,
  chair,
  coffeeTable,
  column,
  desk,
  longTable,
  ottoman,
  pendant,
  plant,
  plinth,
  rail,
  shelves,
  sofa,
} from "./catalogue-furniture.ts";
import { backFrom, framing, type Laid, type Plan, type Room, rugSize } from "./catalogue-room-plan.ts";
import { drawShell, glassWall, panel, type Shell } from "./catalogue-shell.ts";
import { at, project, Scene, type V3 } from "./collection-3d.ts";
import { n, pick, range, shade } from "./kit.ts";

/** A hotel's lobby: the rug among sofas and columns, the reception before a lit niche, tall windows. */
export function lobby({ w, h, rug, view, rand, p }: Plan): Room {
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

/** A boutique: the rug among plinths, rails and shelves; from the third viewpoint a second rug by the wall. */
export function boutique({ w, h, rug, others, view, rand, p }: Plan): Room {
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

/** An office's reception round the rug, or (`meeting`) its meeting room with the table on the rug. */
export function office({ w, h, rug, view, rand, p }: Plan, meeting: boolean): Room {
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
