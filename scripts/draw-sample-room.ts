/**
 * Draws the room view's sample room, public/room/sample-room.jpg: a living room's oak floor in
 * perspective, a window's light across it, a sofa against the wall and an A4 sheet on the floor at
 * the corners app/room/sample-room.ts gives, so the sample starts calibrated. The picture is
 * committed like any asset; run `node scripts/draw-sample-room.ts` again only when this drawing changes.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { floorHomography, type Point, project } from "../app/room/homography.ts";
import { sampleRoom } from "../app/room/sample-room.ts";

const { width, height, reference, corners } = sampleRoom;
const floor = floorHomography(reference.width, reference.length, corners);
if (!floor) throw new Error("The sample room's corners are not a rectangle in perspective");
const at = (x: number, y: number) => project(floor, [x, y]) as Point;
const points = (list: Point[]) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

// The wall stands 330 cm behind the sheet; the floor runs from there to the camera.
const wallAt = -330;
const near = 235;
const wallLeft = at(-2000, wallAt);
const wallRight = at(2000, wallAt);
const wallBase = (wallLeft[1] + wallRight[1]) / 2;

const planks: string[] = [];
for (let x = -1200; x <= 1200; x += 19) {
  const [x1, y1] = at(x, wallAt);
  const [x2, y2] = at(x, near);
  planks.push(
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#6b4a2b" stroke-opacity="0.35" stroke-width="1.2"/>`,
  );
  // The end joints, staggered from plank to plank.
  for (let y = wallAt + ((x * 37) % 120) + 120; y < near; y += 140) {
    const [a, b] = [at(x, y), at(x + 19, y)];
    planks.push(
      `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="#6b4a2b" stroke-opacity="0.3" stroke-width="1"/>`,
    );
  }
}
const windowLight = points([at(-300, -320), at(-120, -320), at(40, 200), at(-160, 200)]);
const sheet = points([...corners]);
const sheetShadow = points(corners.map(([x, y]) => [x + 1.5, y + 1.5] as Point));
const sofaFeet = [at(-250, -300), at(60, -300)];
const [sofaLeft, sofaRight] = sofaFeet as [Point, Point];
const sofaHeight = (sofaRight[0] - sofaLeft[0]) * 0.28;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e2d6"/><stop offset="1" stop-color="#d9cfbf"/></linearGradient>
    <linearGradient id="oak" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a57b52"/><stop offset="1" stop-color="#b98c5f"/></linearGradient>
    <radialGradient id="lamp" cx="0.85" cy="0.2" r="0.7"><stop offset="0" stop-color="#fff6e0" stop-opacity="0.35"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="18"/></filter>
    <filter id="softer"><feGaussianBlur stdDeviation="3"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#wall)"/>
  <rect x="120" y="80" width="330" height="${wallBase - 200}" fill="#f4efe6" stroke="#cfc4b2" stroke-width="6"/>
  <line x1="285" y1="80" x2="285" y2="${wallBase - 120}" stroke="#cfc4b2" stroke-width="5"/>
  <polygon points="0,${wallBase} ${width},${wallBase} ${width},${height} 0,${height}" fill="url(#oak)"/>
  ${planks.join("\n  ")}
  <polygon points="${windowLight}" fill="#fff4da" fill-opacity="0.28" filter="url(#soft)"/>
  <rect x="0" y="${wallBase - 14}" width="${width}" height="14" fill="#efe9df"/>
  <rect width="${width}" height="${height}" fill="url(#lamp)"/>
  <ellipse cx="${(sofaLeft[0] + sofaRight[0]) / 2}" cy="${sofaLeft[1] + 6}" rx="${(sofaRight[0] - sofaLeft[0]) * 0.55}" ry="16" fill="#3b2a1c" fill-opacity="0.35" filter="url(#softer)"/>
  <rect x="${sofaLeft[0]}" y="${sofaLeft[1] - sofaHeight}" width="${sofaRight[0] - sofaLeft[0]}" height="${sofaHeight * 0.92}" rx="18" fill="#6f7561"/>
  <rect x="${sofaLeft[0] + 14}" y="${sofaLeft[1] - sofaHeight * 1.35}" width="${sofaRight[0] - sofaLeft[0] - 28}" height="${sofaHeight * 0.6}" rx="20" fill="#7b826c"/>
  <rect x="${sofaLeft[0] + 18}" y="${sofaLeft[1] - 10}" width="8" height="12" fill="#2e2218"/>
  <rect x="${sofaRight[0] - 26}" y="${sofaLeft[1] - 10}" width="8" height="12" fill="#2e2218"/>
  <rect x="1240" y="${wallBase - 260}" width="70" height="250" rx="10" fill="#8a6a4a"/>
  <circle cx="1275" cy="${wallBase - 300}" r="90" fill="#5d7350"/>
  <circle cx="1225" cy="${wallBase - 350}" r="60" fill="#6c8560"/>
  <polygon points="${sheetShadow}" fill="#3b2a1c" fill-opacity="0.25" filter="url(#softer)"/>
  <polygon points="${sheet}" fill="#fbfaf7"/>
</svg>`;

const out = path.join(import.meta.dirname, "..", "public", "room", "sample-room.jpg");
await mkdir(path.dirname(out), { recursive: true });
await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toFile(out);
console.log(`sample room: ${out}`);
