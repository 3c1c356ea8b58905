/**
 * Motifs that show rugs in a place: a room (lobby, cabin, suite), the factory. Only the rug parts
 * (the mask) get tufted; the rest gets a fine, flat grain.
 */

import {
  blurFilter,
  type Ctx,
  grey,
  mix,
  n,
  palette as P,
  type Pt,
  pick,
  poly,
  range,
  rect,
  shade,
  shuffle,
  svg,
  vary,
} from "./kit.ts";
import { type Art, defaultFinish, defaultPile } from "./texture.ts";

// ---------------------------------------------------------------- interior

export function interior(c: Ctx): Art {
  const { w, h, rand } = c;
  const u = Math.min(w, h);
  const landscape = w > h;
  // One-point perspective: camera at X = 0, eye height Hc, looking down +Z at the back wall.
  const vx = w * range(rand, 0.47, 0.53);
  const vy = h * (landscape ? 0.4 : 0.42);
  const Hc = 1.35;
  const Zb = 7;
  const f = (h * 0.18 * Zb) / Hc;
  const Wr = ((landscape ? 0.33 : 0.37) * w * Zb) / f;
  const Hr = 2.9;
  const near = 0.8;
  const at = (X: number, Y: number, Z: number): Pt => [vx + (f * X) / Z, vy + (f * (Hc - Y)) / Z];
  const flip = rand() < 0.5 ? 1 : -1; // window left (1) or right (-1)

  const warm = rand() < 0.6;
  const wall = warm ? mix(P.ivory, P.sand, 0.3) : mix(P.ivory, P.stone, 0.22);
  const floorC = warm ? mix(P.stone, P.bronze, 0.3) : mix(P.stone, P.taupe, 0.35);
  const accent = pick(rand, [P.sage, P.midnight, P.charcoal, P.terracotta, P.taupe]);

  let s = rect(0, 0, w, h, floorC);
  const boards = Math.round(Wr * 5);
  for (let k = 0; k < boards; k++) {
    const X0 = -Wr + (2 * Wr * k) / boards;
    const X1 = X0 + (2 * Wr) / boards;
    s += poly([at(X0, 0, Zb), at(X1, 0, Zb), at(X1, 0, near), at(X0, 0, near)], vary(rand, floorC, 0.025));
    const [ax, ay] = at(X0, 0, Zb);
    const [bx, by] = at(X0, 0, near);
    s += `<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}" stroke="${shade(floorC, -0.1)}" stroke-width="${n(u * 0.0012)}"/>`;
  }
  const wallGrad = `<linearGradient id="wg" x1="${flip > 0 ? 0 : 1}" x2="${flip > 0 ? 1 : 0}" y1="0" y2="0"><stop offset="0" stop-color="${shade(wall, 0.12)}"/><stop offset="1" stop-color="${shade(wall, -0.05)}"/></linearGradient>`;
  s += poly([at(-Wr, 0, Zb), at(-Wr, Hr, Zb), at(Wr, Hr, Zb), at(Wr, 0, Zb)], "url(#wg)");
  s += poly(
    [at(-Wr, 0, Zb), at(-Wr, Hr, Zb), at(-Wr, Hr, near), at(-Wr, 0, near)],
    shade(wall, flip > 0 ? -0.1 : -0.04),
  );
  s += poly([at(Wr, 0, Zb), at(Wr, Hr, Zb), at(Wr, Hr, near), at(Wr, 0, near)], shade(wall, flip > 0 ? -0.04 : -0.1));
  s += poly([at(-Wr, Hr, Zb), at(Wr, Hr, Zb), at(Wr, Hr, near), at(-Wr, Hr, near)], shade(wall, -0.02));
  // Shadow line where walls meet the floor, and a recessed cove of light at the ceiling.
  s += `<g filter="url(#soft)">${poly([at(-Wr, 0, Zb), at(Wr, 0, Zb), at(Wr, 0.08, Zb), at(-Wr, 0.08, Zb)], shade(wall, -0.35))}</g>`;
  s += poly([at(-Wr, Hr - 0.06, Zb), at(Wr, Hr - 0.06, Zb), at(Wr, Hr, Zb), at(-Wr, Hr, Zb)], shade(wall, 0.3));

  // A tall window in the back wall with a sheer curtain, and the light it throws on the floor.
  const wx0 = flip > 0 ? -Wr + 0.35 : Wr - 0.35 - (landscape ? 1.8 : 1.4);
  const wx1 = wx0 + (landscape ? 1.8 : 1.4);
  const glass = `<linearGradient id="gl" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${mix(P.ivory, P.sand, 0.4)}"/></linearGradient>`;
  s += poly(
    [at(wx0 - 0.05, 0.05, Zb), at(wx0 - 0.05, 2.55, Zb), at(wx1 + 0.05, 2.55, Zb), at(wx1 + 0.05, 0.05, Zb)],
    shade(P.bronze, -0.35),
  );
  s += poly([at(wx0, 0.1, Zb), at(wx0, 2.5, Zb), at(wx1, 2.5, Zb), at(wx1, 0.1, Zb)], "url(#gl)");
  for (let k = 1; k < 3; k++) {
    const X = wx0 + ((wx1 - wx0) * k) / 3;
    s += poly(
      [at(X - 0.02, 0.1, Zb), at(X - 0.02, 2.5, Zb), at(X + 0.02, 2.5, Zb), at(X + 0.02, 0.1, Zb)],
      shade(P.bronze, -0.35),
    );
  }
  const cx0 = flip > 0 ? wx1 - 0.5 : wx0;
  s += poly(
    [at(cx0, 0.02, Zb - 0.05), at(cx0, 2.6, Zb - 0.05), at(cx0 + 0.5, 2.6, Zb - 0.05), at(cx0 + 0.5, 0.02, Zb - 0.05)],
    P.sand,
    `fill-opacity="0.6"`,
  );
  const spill = flip * 0.6;
  const light = `<g filter="url(#soft)" fill="#FFF9EE" fill-opacity="0.45">${poly([at(wx0, 0, Zb), at(wx1, 0, Zb), at(wx1 + spill, 0, Zb - 2.6), at(wx0 + spill, 0, Zb - 2.6)], "#FFF9EE")}</g>`;

  // The rug, in rug coordinates (a, b) in [0, 1] mapped onto the floor.
  const rx = flip * -0.25;
  const rugW = landscape ? 1.5 : 1.2;
  const rz0 = Zb - 1.15;
  const rz1 = landscape ? 2.7 : 2.8;
  const R = (a: number, b: number): Pt => at(rx - rugW + 2 * rugW * a, 0, rz1 + (rz0 - rz1) * b);
  const rq = (a0: number, b0: number, a1: number, b1: number): Pt[] => [R(a0, b0), R(a1, b0), R(a1, b1), R(a0, b1)];
  const rs = pick(rand, [
    [P.ivory, P.taupe, P.bronze, P.sand, P.charcoal],
    [P.sand, P.midnight, P.brass, P.stone, P.ivory],
    [P.stone, P.charcoal, P.terracotta, P.ivory, P.sand],
    [P.ivory, P.sage, P.brass, P.stone, P.midnight],
  ]).map((k) => vary(rand, k, 0.03));
  const aspect = (2 * rugW) / Math.abs(rz0 - rz1);
  const arc = (ca: number, cb: number, r: number, from: number, to: number): Pt[] => {
    const pts: Pt[] = [];
    for (let k = 0; k <= 32; k++) {
      const t = from + ((to - from) * k) / 32;
      pts.push(R(ca + Math.cos(t) * r, cb + Math.sin(t) * r * aspect));
    }
    return pts;
  };
  let rug = poly(rq(0, 0, 1, 1), rs[1] as string) + poly(rq(0.045, 0.035, 0.955, 0.965), rs[0] as string);
  rug += poly(rq(0.07, 0.06, 0.93, 0.94), "none", `stroke="${rs[2]}" stroke-width="${n(u * 0.003)}"`);
  // Large overlapping arcs, clipped to the field: a calm, architectural design.
  const field = rq(0.07, 0.06, 0.93, 0.94);
  rug += `<clipPath id="rf">${poly(field, "#fff")}</clipPath><g clip-path="url(#rf)">`;
  rug += poly([...arc(0.07, 0.94, 0.62, -Math.PI / 2, 0), R(0.07, 0.94)], rs[3] as string);
  rug += poly([...arc(0.93, 0.06, 0.5, Math.PI / 2, Math.PI), R(0.93, 0.06)], rs[2] as string);
  rug += poly([...arc(0.07, 0.94, 0.36, -Math.PI / 2, 0), R(0.07, 0.94)], rs[4] as string);
  rug += "</g>";
  const rugShape = poly(rq(0, 0, 1, 1), "#fff");

  // Furniture, drawn as lit boxes.
  const box = (X0: number, X1: number, Y0: number, Y1: number, Z0: number, Z1: number, col: string) => {
    let out = "";
    if (X1 < 0) out += poly([at(X1, Y0, Z0), at(X1, Y1, Z0), at(X1, Y1, Z1), at(X1, Y0, Z1)], shade(col, -0.14));
    if (X0 > 0) out += poly([at(X0, Y0, Z0), at(X0, Y1, Z0), at(X0, Y1, Z1), at(X0, Y0, Z1)], shade(col, -0.2));
    if (Y1 < Hc) out += poly([at(X0, Y1, Z0), at(X1, Y1, Z0), at(X1, Y1, Z1), at(X0, Y1, Z1)], shade(col, 0.1));
    out += poly([at(X0, Y0, Z0), at(X1, Y0, Z0), at(X1, Y1, Z0), at(X0, Y1, Z0)], col);
    return out;
  };
  const shadowOn = (X0: number, X1: number, Z0: number, Z1: number, o = 0.3) =>
    `<g filter="url(#soft)" fill-opacity="${o}">${poly([at(X0, 0, Z0), at(X1, 0, Z0), at(X1, 0, Z1), at(X0, 0, Z1)], "#1a130c")}</g>`;
  const sofa = vary(rand, accent, 0.03);
  const sl = landscape ? 1.25 : 0.95;
  const sc0 = flip > 0 ? Math.max(wx1 + 1.45, rx + 0.2) : Math.min(wx0 - 1.45, rx - 0.2);
  const sc = Math.max(-Wr + sl + 0.3, Math.min(Wr - sl - 0.3, sc0));
  let furniture = shadowOn(sc - sl - 0.25, sc + sl + 0.25, Zb - 1.1, Zb, 0.3);
  furniture += box(sc - sl, sc + sl, 0.12, 0.82, Zb - 0.28, Zb - 0.06, shade(sofa, -0.06));
  furniture += box(sc - sl - 0.2, sc - sl, 0.05, 0.64, Zb - 0.98, Zb - 0.06, shade(sofa, -0.08));
  furniture += box(sc + sl, sc + sl + 0.2, 0.05, 0.64, Zb - 0.98, Zb - 0.06, shade(sofa, -0.08));
  furniture += box(sc - sl, sc + sl, 0.12, 0.46, Zb - 0.98, Zb - 0.2, sofa);
  const a0 = at(sc - 0.5, 2.25, Zb);
  const a1 = at(sc + 0.5, 1.3, Zb);
  const ai = (a1[0] - a0[0]) * 0.05;
  furniture += rect(
    a0[0] + u * 0.004,
    a0[1] + u * 0.006,
    a1[0] - a0[0],
    a1[1] - a0[1],
    "#000",
    `fill-opacity="0.12" filter="url(#soft)"`,
  );
  furniture += rect(a0[0], a0[1], a1[0] - a0[0], a1[1] - a0[1], shade(P.ink, 0.15));
  furniture += rect(a0[0] + ai, a0[1] + ai, a1[0] - a0[0] - 2 * ai, a1[1] - a0[1] - 2 * ai, mix(P.ivory, P.sand, 0.3));
  furniture += `<circle cx="${n((a0[0] + a1[0]) / 2 - ai)}" cy="${n((a0[1] + a1[1]) / 2 + ai)}" r="${n((a1[1] - a0[1]) * 0.22)}" fill="${pick(rand, [P.terracotta, P.bronze, P.midnight])}"/>`;
  furniture += rect(a0[0] + ai * 3, (a0[1] + a1[1]) / 2 - ai * 2.5, (a1[0] - a0[0]) * 0.5, ai * 0.5, P.charcoal);
  // Low table on the rug.
  const tz0 = rz0 - 0.55 - 0.9;
  const tx = rx;
  furniture += shadowOn(tx - 0.6, tx + 0.65, tz0 - 0.05, tz0 + 0.75, 0.35);
  furniture += box(tx - 0.45, tx + 0.45, 0, 0.28, tz0 + 0.08, tz0 + 0.62, P.ink);
  furniture += box(tx - 0.55, tx + 0.55, 0.28, 0.36, tz0, tz0 + 0.7, shade(P.bronze, -0.25));
  furniture += box(tx - 0.15, tx + 0.05, 0.36, 0.52, tz0 + 0.25, tz0 + 0.4, mix(P.ivory, P.stone, 0.4));
  // Floor lamp beside the sofa.
  const lx = flip > 0 ? sc + sl + 0.55 : sc - sl - 0.55;
  if (Math.abs(lx) < Wr - 0.2) {
    const [bx, by] = at(lx, 0, Zb - 0.4);
    const [tx2, ty2] = at(lx, 1.5, Zb - 0.4);
    furniture += `<path d="M${n(bx)} ${n(by)}L${n(tx2)} ${n(ty2)}" stroke="${P.ink}" stroke-width="${n(u * 0.004)}"/>`;
    furniture += box(lx - 0.2, lx + 0.2, 1.45, 1.75, Zb - 0.55, Zb - 0.25, mix(P.ivory, P.brass, 0.3));
  }

  const depth =
    `<linearGradient id="fd" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="${n((vy / h) * 0.9)}" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="${n(Math.min(0.99, (at(0, 0, Zb)[1] / h) * 1.08))}" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>`;
  const defs = blurFilter("soft", u * 0.01) + wallGrad + glass + depth;
  return {
    color: svg(w, h, s + light + rug + furniture + rect(0, 0, w, h, "url(#fd)"), defs),
    height: svg(w, h, rect(0, 0, w, h, grey(0.3)) + rugShape.replace("#fff", grey(0.6))),
    heightBlur: u * 0.0025,
    mask: svg(w, h, rect(0, 0, w, h, "#000") + rugShape),
    maskBlur: 0.8,
    pile: { ...defaultPile, cell: u / 260, tone: 0.03, dome: 0.12, crease: 0.06, snap: 0.2 },
    finish: {
      ...defaultFinish,
      ao: 0,
      light: 0.6,
      grain: 0.02,
      flatGrain: 0.012,
      cloud: 0.03,
      cloudScale: w / 5,
      vignette: 0.3,
      sheen: 0.1,
    },
  };
}

// ---------------------------------------------------------------- panorama

export function panorama(c: Ctx): Art {
  const { w, h, rand } = c;
  const floorY = h * 0.84;
  const wall = mix(mix(P.stone, P.taupe, 0.35), P.bronze, 0.15);
  let s = rect(0, 0, w, h, wall);
  // Clerestory windows glowing warm, under the roof trusses.
  const winW = h * 0.16;
  const winStep = h * 0.26;
  for (let x = winStep * 0.3; x < w; x += winStep) {
    s += rect(x, h * 0.07, winW, h * 0.22, mix(P.ivory, "#FFF6E0", 0.5));
    s += rect(x + winW / 2 - 1.5, h * 0.07, 3, h * 0.22, shade(wall, -0.3));
    s += rect(x, h * 0.18, winW, 3, shade(wall, -0.3));
  }
  let truss = "";
  const ty = h * 0.04;
  for (let x = 0; x < w; x += h * 0.2)
    truss += `M${n(x)} ${n(ty)}L${n(x + h * 0.1)} ${n(ty + h * 0.025)}L${n(x + h * 0.2)} ${n(ty)}`;
  s +=
    `<path d="${truss}" fill="none" stroke="${P.charcoal}" stroke-width="3"/>` +
    rect(0, ty - 3, w, 5, P.charcoal) +
    rect(0, ty + h * 0.025, w, 4, P.charcoal);
  // Floor: polished concrete.
  s += rect(0, floorY, w, h - floorY, mix(P.stone, P.sand, 0.3));
  s += rect(0, floorY, w, 4, shade(wall, -0.3));

  const coneColours = [
    P.ivory,
    P.sand,
    P.stone,
    P.taupe,
    P.bronze,
    P.brass,
    P.terracotta,
    P.sage,
    P.midnight,
    P.charcoal,
    mix(P.terracotta, P.sand, 0.5),
    mix(P.sage, P.midnight, 0.5),
  ];
  const creel = (x: number, bw: number, top: number, bottom: number, depth: number) => {
    let out = "";
    const shelves = 7;
    const sh = (bottom - top) / shelves;
    const coneH = sh * 0.72;
    const coneW = coneH * 0.62;
    const count = Math.floor((bw * 0.92) / (coneW * 1.12));
    const x0 = x + (bw - count * coneW * 1.12) / 2;
    const post = P.charcoal;
    out +=
      rect(x, top - sh * 0.2, bw * 0.018, bottom - top + sh * 0.2, post) +
      rect(x + bw * 0.982, top - sh * 0.2, bw * 0.018, bottom - top + sh * 0.2, post);
    for (let j = 0; j < shelves; j++) {
      const yb = top + (j + 1) * sh;
      const a = pick(rand, coneColours);
      const b = pick(rand, coneColours);
      for (let i = 0; i < count; i++) {
        const cx = x0 + i * coneW * 1.12 + coneW * 0.56;
        const col = vary(rand, mix(a, b, i / Math.max(1, count - 1)), 0.05);
        const cw = coneW / 2;
        const ct = coneW * 0.3;
        out += `<path d="M${n(cx - cw)} ${n(yb)}L${n(cx - ct)} ${n(yb - coneH)}Q${n(cx)} ${n(yb - coneH * 1.07)} ${n(cx + ct)} ${n(yb - coneH)}L${n(cx + cw)} ${n(yb)}Z" fill="${col}"/>`;
        out += `<path d="M${n(cx + cw * 0.15)} ${n(yb)}L${n(cx + ct * 0.2)} ${n(yb - coneH)}L${n(cx + ct)} ${n(yb - coneH)}L${n(cx + cw)} ${n(yb)}Z" fill="#000" fill-opacity="0.2"/>`;
        out += `<path d="M${n(cx - cw * 0.55)} ${n(yb)}L${n(cx - ct * 0.55)} ${n(yb - coneH)}L${n(cx - ct * 0.25)} ${n(yb - coneH)}L${n(cx - cw * 0.3)} ${n(yb)}Z" fill="#fff" fill-opacity="0.16"/>`;
      }
      out += rect(x, yb, bw, sh * 0.06, post);
    }
    if (depth > 0)
      out += rect(
        x - 2,
        top - sh * 0.3,
        bw + 4,
        bottom - top + sh * 0.3,
        mix(P.stone, P.ivory, 0.4),
        `fill-opacity="${n(depth)}"`,
      );
    return out;
  };
  let tufted = "";
  const loom = (x: number, bw: number, top: number, bottom: number) => {
    const frame = P.charcoal;
    const cw = bw * 0.86;
    const cx = x + (bw - cw) / 2;
    const ch = (bottom - top) * 0.8;
    const cy = top + (bottom - top) * 0.04;
    const canvasC = "#E9E1D1";
    let out = rect(x, top, bw * 0.03, bottom - top, frame) + rect(x + bw * 0.97, top, bw * 0.03, bottom - top, frame);
    out += rect(x, top, bw, bw * 0.03, frame) + rect(cx, cy, cw, ch, canvasC);
    // The rug in progress: tufted from the bottom up to a straight working row.
    const done = cy + ch * range(rand, 0.3, 0.55);
    const dc = shuffle(rand, [P.ivory, P.bronze, P.midnight, P.sand, P.terracotta, P.sage, P.brass, P.ink]).slice(0, 4);
    let design = rect(cx, cy, cw, ch, dc[0] as string);
    const r = cw * range(rand, 0.35, 0.6);
    const ax = cx + cw * range(rand, 0.2, 0.8);
    const ay = cy + ch * range(rand, 0.4, 0.9);
    design += `<circle cx="${n(ax)}" cy="${n(ay)}" r="${n(r)}" fill="${dc[1]}"/><circle cx="${n(ax)}" cy="${n(ay)}" r="${n(r * 0.62)}" fill="${dc[2]}"/>`;
    design += rect(cx, cy + ch * range(rand, 0.6, 0.85), cw, ch * 0.06, dc[3] as string);
    out += `<g clip-path="url(#c${Math.round(x)})">${design}</g>`;
    tufted += rect(cx, done, cw, cy + ch - done, "#fff");
    out += `<clipPath id="c${Math.round(x)}"><rect x="${n(cx)}" y="${n(done)}" width="${n(cw)}" height="${n(cy + ch - done)}"/></clipPath>`;
    out += `<circle cx="${n(ax)}" cy="${n(ay)}" r="${n(r)}" fill="none" stroke="#3B5A8A" stroke-opacity="0.5" stroke-width="2" clip-path="url(#u${Math.round(x)})"/>`;
    out += `<clipPath id="u${Math.round(x)}"><rect x="${n(cx)}" y="${n(cy)}" width="${n(cw)}" height="${n(done - cy)}"/></clipPath>`;
    // Working platform and rail.
    const py = bottom - (bottom - top) * 0.12;
    out +=
      rect(x - bw * 0.04, py, bw * 1.08, h * 0.012, frame) + rect(x - bw * 0.04, py - h * 0.07, bw * 1.08, 3, frame);
    for (let k = 0; k <= 6; k++) out += rect(x - bw * 0.04 + (bw * 1.08 * k) / 6, py - h * 0.07, 3, h * 0.07, frame);
    out += rect(x + bw * 0.1, done - 4, bw * 0.8, 8, shade(frame, 0.2));
    return out;
  };
  // Back row of smaller creels, hazy with depth.
  const backTop = h * 0.38;
  const bwBack = h * 0.42;
  for (let x = -bwBack * 0.3; x < w; x += bwBack * 1.08) s += creel(x, bwBack, backTop, floorY - h * 0.08, 0.35);
  // Front row: looms and creels alternating, mirrored softly in the polished floor.
  const unit = h * 0.62;
  let x = h * 0.05;
  let k = 0;
  let front = "";
  while (x < w) {
    const isLoom = k % 3 === 1;
    const bw = isLoom ? unit * 1.2 : unit * 0.8;
    front += isLoom ? loom(x, bw, h * 0.16, floorY) : creel(x, bw, h * 0.32, floorY, 0);
    x += bw + h * 0.06;
    k++;
  }
  // Shafts of light from the clerestory, falling across the hall.
  let beams = "";
  for (let bx = winStep * 0.3; bx < w; bx += winStep * 2) {
    beams += poly(
      [
        [bx, h * 0.07],
        [bx + winW, h * 0.07],
        [bx + winW + h * 0.55, floorY],
        [bx + h * 0.55, floorY],
      ],
      "#FFF4DE",
    );
  }
  s += `<g fill-opacity="0.09" filter="url(#beam)">${beams}</g>`;
  s += `<g id="front">${front}</g>`;
  s += `<g clip-path="url(#fl)"><use href="#front" transform="matrix(1 0 0 -1 0 ${n(2 * floorY)})" opacity="0.13"/></g>`;
  // Warm light: window glow and haze.
  const defs =
    `<linearGradient id="haze" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#FFF3DC" stop-opacity="0.35"/><stop offset="0.45" stop-color="#FFF3DC" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.2" r="0.6"><stop offset="0" stop-color="${P.brass}" stop-opacity="0.28"/><stop offset="1" stop-color="${P.brass}" stop-opacity="0"/></radialGradient>` +
    blurFilter("beam", h * 0.02) +
    `<clipPath id="fl"><rect y="${n(floorY + 4)}" width="${w}" height="${n(h - floorY)}"/></clipPath>` +
    `<linearGradient id="refl" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  s += rect(0, 0, w, h, "url(#haze)");
  for (let gx = w * 0.1; gx < w; gx += w * 0.28)
    s += `<ellipse cx="${n(gx)}" cy="${n(h * 0.2)}" rx="${n(w * 0.2)}" ry="${n(h * 0.6)}" fill="url(#glow)"/>`;
  s += rect(0, floorY, w, h - floorY, "url(#refl)");
  return {
    color: svg(w, h, s, defs),
    // Only the rugs in progress on the looms have pile.
    mask: svg(w, h, rect(0, 0, w, h, "#000") + tufted),
    maskBlur: 0.5,
    pile: { ...defaultPile, cell: h / 180, dome: 0.2, crease: 0.1, snap: 0.3 },
    finish: {
      ...defaultFinish,
      grain: 0.018,
      flatGrain: 0.018,
      cloud: 0.03,
      cloudScale: h / 2,
      light: 0,
      ao: 0,
      vignette: 0.35,
      sheen: 0.06,
    },
  };
}
