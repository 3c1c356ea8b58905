import { z } from "zod";
import { colourRange } from "~/rug/colour-range";
import { backings, materials, motifs, piles, shapes, techniques } from "~/rug/options";
import { sectors } from "~/site/sectors";
import { imageRefSchema } from "../image-ref";
import { structuralKeys } from "../translation";

/**
 * The collection and the portfolio as content: each design and each finished project is a
 * document of its own in the content studio (`design.<slug>`, `project.<slug>`), written like a
 * page: its facts in Spanish only (structure), its words in every language. The facts use the
 * configurator's own values (app/rug/options.ts), so a design opens in the configurator
 * as it is, and the 300-colour range's codes (`SA04`).
 *
 * A design states how it is built (techniques, pile, heights, yarns) and the backings it is
 * offered on, never its classes: its wear and fire classes follow from those in the rug's model
 * (app/rug/facts.ts), which its page, its data sheet and its 3D object all read. Documents
 * written before that may still carry a `wearClass` and a `fire`: they are read past.
 */

/** The five collections the home page names, by the configurator's motif for each. */
export const collections = motifs;
export type CollectionId = (typeof collections)[number];

export { type SectorId, sectors } from "~/site/sectors";

/** Who a project credits, by role. */
export const creditRoles = ["interiorDesigner", "architect", "hotelGroup", "shipyard", "developer", "brand"] as const;

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case letters, digits and hyphens")
  .max(60);

const rangeCodes = new Set(colourRange.map((colour) => colour.code));
const colourCode = z.string().refine((code) => rangeCodes.has(code), "a colour of the range");
const text = z.string().trim().min(1);
const centimetres = z.number().int().min(40).max(3000);

/**
 * A colourway: its name in every language, the colours it is made of (the first is the ground,
 * as in the configurator), and its own pictures: the whole rug seen from above, a detail of its
 * pile, and the rug in a room.
 *
 * `flatSize` is the real size, width × length in centimetres, of what the picture from above
 * shows (upright: its width across the picture, its length down): an uploaded one is then the
 * design's artwork, laid at that size wherever the rug is drawn (app/content/collection/top-view.ts).
 * Optional, so the sample designs (drawn by the image pipeline) and documents written before
 * need none; the studio asks for it beside an uploaded picture, and a publish without it is
 * refused (app/server/content/store/collection-checks.server.ts).
 */
export const colourwaySchema = z.object({
  id: slugSchema,
  label: text.max(60),
  colours: z.array(colourCode).min(1).max(6),
  images: z.object({ flat: imageRefSchema, detail: imageRefSchema, room: imageRefSchema }),
  flatSize: z.object({ width: centimetres, length: centimetres }).optional(),
});

export const designSchema = z.object({
  slug: slugSchema,
  /** The design's name: a proper name, the same in every language. */
  name: text.max(60),
  /** Shown on the site; a design taken off stays in the studio and can be put back. */
  visible: z.boolean(),
  /** Its place in the collection: lower comes first. */
  order: z.number().int(),
  collection: z.enum(collections),
  techniques: z.array(z.enum(techniques)).min(1),
  shapes: z.array(z.enum(shapes)).min(1),
  /** Standard sizes in centimetres (a circle's diameter is both). */
  sizes: z.array(z.object({ width: centimetres, length: centimetres })).max(8),
  madeToMeasure: z.boolean(),
  pile: z.enum(piles),
  cutHeight: z.number().int().min(6).max(50),
  loopHeight: z.number().int().min(4).max(40),
  /** The yarns of its pile, the main one first (a pile of several is classified as its weakest). */
  materials: z.array(z.enum(materials)).min(1),
  /**
   * The backings it is offered on, in the configurator's order (the studio ticks them so): the
   * first is its standard one, the one it opens on. Its page states its fire classes on each. A design written before designs named them is offered on natural latex.
   */
  backings: z
    .array(z.enum(backings))
    .min(1)
    .max(backings.length)
    .refine((list) => new Set(list).size === list.length, "each backing once")
    .default(["latex"]),
  /** The designer's name; empty for the company's own studio. */
  designer: z.string().trim().max(80),
  sectors: z.array(z.enum(sectors)).min(1),
  /** One or two sentences: the card's and the search result's line. */
  summary: text.max(240),
  /** The design's story, in paragraphs. */
  story: z.array(text.max(900)).min(1).max(6),
  colourways: z.array(colourwaySchema).min(1).max(12),
});
export type Design = z.infer<typeof designSchema>;
export type Colourway = Design["colourways"][number];

export const projectSchema = z.object({
  slug: slugSchema,
  visible: z.boolean(),
  order: z.number().int(),
  title: text.max(120),
  /** The client's name, or empty where the client asked not to be named. */
  client: z.string().trim().max(120),
  city: text.max(80),
  /** ISO 3166-1 alpha-2: each language names the country itself. */
  country: z.string().regex(/^[A-Z]{2}$/, "a two-letter country code"),
  sector: z.enum(sectors),
  year: z.number().int().min(1995).max(2100),
  credits: z.array(z.object({ role: z.enum(creditRoles), person: z.string().trim().min(1).max(120) })).max(8),
  /** The designs used, by slug: the first is where 'start from this project' begins. */
  designs: z.array(slugSchema).min(1).max(8),
  summary: text.max(240),
  story: z.array(text.max(900)).min(1).max(6),
  photos: z
    .array(z.object({ image: imageRefSchema, caption: text.max(200) }))
    .min(3)
    .max(12),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * A design's or a project's facts as the sample catalogue writes them in code (./facts.ts): the
 * document without its words, and a project's photographs as a count (each drawn by the image
 * pipeline).
 */
export type DesignFacts = Omit<Design, "summary" | "story" | "colourways"> & {
  colourways: { id: string; colours: string[] }[];
};
export type ProjectFacts = Omit<Project, "title" | "summary" | "story" | "photos" | "city"> & {
  /** How many photographs the project shows (each drawn by the image pipeline). */
  photos: number;
};

/** The keys written in Spanish only in a design or project document. */
export const collectionStructure: ReadonlySet<string> = new Set([
  ...structuralKeys,
  "slug",
  "visible",
  "order",
  "collection",
  "techniques",
  "shapes",
  "sizes",
  "flatSize",
  "madeToMeasure",
  "cutHeight",
  "loopHeight",
  "year",
  "pile",
  "materials",
  "designer",
  "sectors",
  "backings",
  // No longer facts of a design (its classes follow from its build), still structure: a document
  // written when they were merges its languages as it did.
  "wearClass",
  "fire",
  "colours",
  "client",
  "country",
  "sector",
  "credits",
  "designs",
]);

export const designDocumentId = (slug: string) => `design.${slug}`;
export const projectDocumentId = (slug: string) => `project.${slug}`;
export const designPath = (slug: string) => `/colecciones/${slug}`;
export const projectPath = (slug: string) => `/proyectos/${slug}`;
export const collectionPath = "/colecciones";
