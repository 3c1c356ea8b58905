import { z } from "zod";
import { sectors } from "~/site/sectors";
import { imageRefSchema } from "./image-ref";
import { pageMetaSchema } from "./schemas";

/**
 * The content of every brand, product, service and help page: a list of blocks, each of one
 * kind below. Route loaders parse pages with this schema while the site is pre-rendered, so a
 * malformed page fails the build.
 */
const text = z.string().min(1);

export { imageRefSchema };

/** A link to a page of the site by its Spanish path ("/contacto"), localized when shown. */
export const actionSchema = z.object({
  label: text,
  href: z.string().regex(/^\/[a-z0-9\-/]*(\?[a-zA-Z0-9=&-]*)?(#[a-z-]+)?$/, "a site path such as /contacto"),
});

const heading = {
  id: z
    .string()
    .regex(/^[a-z-]+$/)
    .optional(),
  eyebrow: text.optional(),
  title: text,
};

export const blockSchema = z.discriminatedUnion("kind", [
  /** The page's opening: its h1. With `video`, a hero video over the image (the poster). */
  z.object({
    kind: z.literal("hero"),
    eyebrow: text,
    title: text,
    lead: text,
    image: imageRefSchema,
    video: z
      .string()
      .regex(/^\/video\/[a-z0-9-]+\.(mp4|webm)$/)
      .optional(),
    actions: z.array(actionSchema).max(2).default([]),
  }),
  /** Paragraphs beside an image, or alone. */
  z.object({
    kind: z.literal("text"),
    ...heading,
    paragraphs: z.array(text).min(1),
    image: imageRefSchema.optional(),
    imageSide: z.enum(["left", "right"]).default("right"),
    tone: z.enum(["light", "sand", "dark"]).default("light"),
  }),
  /** A grid of cards, each with optional image and action. */
  z.object({
    kind: z.literal("cards"),
    ...heading,
    intro: text.optional(),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    items: z
      .array(
        z.object({
          title: text,
          text,
          image: imageRefSchema.optional(),
          action: actionSchema.optional(),
          /** Shown only to visitors in the allowed region (US, DE, CH, GB); the region gate drives it. */
          restricted: z.boolean().default(false),
        }),
      )
      .min(1),
  }),
  /** Numbered items: a process (`steps`) or long numbered chapters with facts (`chapters`). */
  z.object({
    kind: z.literal("numbered"),
    ...heading,
    intro: text.optional(),
    layout: z.enum(["steps", "chapters"]),
    items: z.array(z.object({ title: text, text, facts: z.array(text).default([]) })).min(2),
  }),
  /** Key figures. */
  z.object({
    kind: z.literal("facts"),
    ...heading,
    items: z
      .array(z.object({ value: text, label: text }))
      .min(2)
      .max(4),
  }),
  /** A row of photographs. */
  z.object({
    kind: z.literal("gallery"),
    ...heading,
    images: z.array(imageRefSchema).min(2).max(4),
  }),
  /** Questions and answers, one open at a time (FAQPage structured data). */
  z.object({
    kind: z.literal("faq"),
    ...heading,
    items: z.array(z.object({ question: text, answer: text })).min(1),
    closing: z.object({ text, action: actionSchema }),
  }),
  /** A closing call to action. */
  z.object({
    kind: z.literal("cta"),
    ...heading,
    text,
    actions: z.array(actionSchema).min(1).max(2),
  }),
  /** Address, phone and e-mail (from site configuration), opening hours and the map slot. */
  z.object({
    kind: z.literal("contact"),
    ...heading,
    lead: text,
    hoursTitle: text,
    hours: z.array(text).min(1),
    mapTitle: text,
    mapLink: text,
    /** Which enquiry form the block carries: the section's (with project type) or the contact page's. */
    form: z.enum(["contactSection", "contact"]).default("contactSection"),
    /** 1 on the contact page, where this block is the page's title. */
    headingLevel: z.union([z.literal(1), z.literal(2)]).default(2),
  }),
  /** The catalogue list (app/content/catalogue-cards.ts), or 'coming soon' while it is empty. */
  z.object({
    kind: z.literal("catalogues"),
    ...heading,
    empty: z.object({ title: text, text, action: actionSchema }),
    labels: z.object({ pages: text, size: text, view: text, download: text, opensInNewTab: text }),
    closing: z.object({ title: text, text, action: actionSchema }),
  }),
  /**
   * A legal text (privacy, terms, cookies, legal notice): the page's h1, the date of its last
   * revision and numbered sections of paragraphs, optional lists, outside links and site links.
   */
  z.object({
    kind: z.literal("legal"),
    eyebrow: text,
    title: text,
    updated: text,
    intro: z.array(text).default([]),
    sections: z
      .array(
        z.object({
          title: text,
          paragraphs: z.array(text).min(1),
          list: z.array(text).default([]),
          /** Outside references (a browser's help page, the data protection authority). */
          links: z.array(z.object({ label: text, href: z.url({ protocol: /^https$/ }) })).default([]),
          /** Pages of this site (the privacy policy from the terms), shown in the page's language. */
          actions: z.array(actionSchema).default([]),
        }),
      )
      .min(1),
  }),
  /**
   * The portfolio's case studies, read from the published projects when the page is rendered
   * (app/collection/): with `sector`, that sector's (a sector page); without, every one,
   * with a filter by sector the address carries (`/proyectos?sector=hotels`).
   */
  z.object({
    kind: z.literal("caseStudies"),
    ...heading,
    intro: text.optional(),
    sector: z.enum(sectors).optional(),
  }),
  /** A section shared by several pages: its blocks live in app/content/sections/<name>/. */
  z.object({ kind: z.literal("shared"), section: z.enum(["contact", "contract"]) }),
]);

export const pageContentSchema = z.object({
  meta: pageMetaSchema,
  blocks: z.array(blockSchema).min(1),
});

export type Block = z.infer<typeof blockSchema>;
/** A block as rendered: shared sections already expanded in place. */
export type PageBlock = Exclude<Block, { kind: "shared" }>;
export type BlockInput = z.input<typeof blockSchema>;
export type PageContent = z.infer<typeof pageContentSchema>;
/** What a content module writes: defaults (tone, columns...) may be left out. */
export type PageContentInput = z.input<typeof pageContentSchema>;
export type Action = z.infer<typeof actionSchema>;
export type ImageRef = z.infer<typeof imageRefSchema>;
