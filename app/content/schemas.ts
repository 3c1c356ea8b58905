import { z } from "zod";

/**
 * One schema per kind of content. Route loaders parse their content with these while the
 * site is pre-rendered, so a malformed content module fails the build, not a visitor's page.
 */
export const pageMetaSchema = z.object({
  title: z.string().min(1).max(70),
  description: z.string().min(50).max(170),
});

const text = z.string().min(1);

export const homeContentSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    paragraphs: z.tuple([text, text]),
    cta: text,
    ctaNote: text,
    imageAlt: text,
  }),
  tiles: z.object({
    title: text,
    items: z.tuple([
      z.object({ title: text, text, cta: text, imageAlt: text }),
      z.object({ title: text, text, cta: text, imageAlt: text }),
      z.object({ title: text, text, cta: text, imageAlt: text }),
    ]),
  }),
  experience: z.object({
    eyebrow: text,
    title: text,
    description: text,
    tourLabel: text,
    tourHint: text,
    imageAlt: text,
    stats: z.array(z.object({ value: text, label: text })).length(3),
  }),
  collections: z.object({
    eyebrow: text,
    title: text,
    description: text,
    categories: z
      .array(z.object({ name: text, description: text, features: z.array(text).min(2), imageAlt: text }))
      .length(5),
  }),
  techniques: z.object({
    eyebrow: text,
    title: text,
    handTuft: z.object({ title: text, text, imageAlt: text }),
    robotTuft: z.object({ title: text, text, imageAlt: text }),
  }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
