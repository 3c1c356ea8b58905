/**
 * The catalogue's rooms: interiors drawn with the 3D kit (collection-3d.ts) for each sector (a
 * hotel's lobby and suite, a living room and a bedroom, a boutique, a yacht's saloon and cabin, an
 * office's reception and meeting room), and the rugs laid on their floors by the room view's own
 * composer (catalogue-room-render.ts). The rooms are furnished in catalogue-rooms-living.ts and
 * catalogue-rooms-work.ts, each from a plan (catalogue-room-plan.ts); this module chooses which
 * room, viewpoint and palette a picture gets.
 */

import type { SectorId } from "../../app/content/collection/schema.ts";
import type { CatalogueRug } from "../../app/content/collection-images.ts";
import type { Palette } from "./catalogue-furniture.ts";
import type { Plan, Room } from "./catalogue-room-plan.ts";
import { renderRoom } from "./catalogue-room-render.ts";
import { bedroom, living, saloon } from "./catalogue-rooms-living.ts";
import { boutique, lobby, office } from "./catalogue-rooms-work.ts";
import { mulberry32, pick } from "./kit.ts";

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
  return renderRoom(draw(kind, plan), seed);
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
  return renderRoom(draw(kind, plan), seed + photo);
}
