import { type Language, languages } from "~/i18n/languages";
import { designFacts, projectFacts } from "../sample-facts";
import type { Written } from "../text-units";
import type { Design, DesignFacts, Project, ProjectFacts } from "./schema";
import { type SampleCollectionWords, sampleCollectionWords } from "./words";

/**
 * The sample designs and projects as documents: facts (Spanish only) and each language's words
 * put together in the shape the content studio stores (Spanish whole, the other languages their
 * words only). The picture names are the image pipeline's (app/content/collection-images.ts).
 */

export const designImageName = (slug: string, colourway: string, view: "flat" | "detail" | "room") =>
  `design-${slug}-${colourway}-${view}`;
export const projectImageName = (slug: string, n: number) => `case-${slug}-${n}`;

const views = ["flat", "detail", "room"] as const;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The sample catalogue has no ${what}`);
  return value;
}

function designWords(facts: DesignFacts, lang: Language, words: SampleCollectionWords) {
  const own = need(words.designs[facts.slug], `${lang} words for the design ${facts.slug}`);
  return {
    summary: own.summary,
    story: own.story,
    colourways: facts.colourways.map((colourway) => {
      const label = need(own.colourways[colourway.id], `${lang} name for ${facts.slug}'s colourway ${colourway.id}`);
      const alt = (view: (typeof views)[number]) =>
        words.alts[view].replaceAll("{design}", facts.name).replaceAll("{colourway}", label);
      return {
        label,
        images: Object.fromEntries(views.map((view) => [view, { alt: alt(view) }])) as Record<
          (typeof views)[number],
          { alt: string }
        >,
      };
    }),
  };
}

export function designWritten(facts: DesignFacts, words = sampleCollectionWords): Written {
  const { colourways, ...rest } = facts;
  return Object.fromEntries(
    languages.map((lang) => {
      const own = designWords(facts, lang, words[lang]);
      if (lang !== "es") return [lang, own];
      const es: Design = {
        ...rest,
        summary: own.summary,
        story: own.story,
        colourways: colourways.map((colourway, index) => {
          const written = need(own.colourways[index], `colourway ${colourway.id}`);
          return {
            id: colourway.id,
            label: written.label,
            colours: colourway.colours,
            images: {
              flat: { name: designImageName(facts.slug, colourway.id, "flat"), alt: written.images.flat.alt },
              detail: { name: designImageName(facts.slug, colourway.id, "detail"), alt: written.images.detail.alt },
              room: { name: designImageName(facts.slug, colourway.id, "room"), alt: written.images.room.alt },
            },
          } as Design["colourways"][number];
        }),
      };
      return [lang, es];
    }),
  ) as Written;
}

export function projectWritten(facts: ProjectFacts, words = sampleCollectionWords): Written {
  const { photos, ...rest } = facts;
  return Object.fromEntries(
    languages.map((lang) => {
      const own = need(words[lang].projects[facts.slug], `${lang} words for the project ${facts.slug}`);
      const pictures = Array.from({ length: photos }, (_, index) => ({
        caption: need(own.captions[index], `${lang} caption ${index + 1} of ${facts.slug}`),
        alt: need(own.photoAlts[index], `${lang} description of photograph ${index + 1} of ${facts.slug}`),
      }));
      const texts = { title: own.title, city: own.city, summary: own.summary, story: own.story };
      if (lang !== "es")
        return [lang, { ...texts, photos: pictures.map(({ caption, alt }) => ({ image: { alt }, caption })) }];
      const es: Project = {
        ...rest,
        ...texts,
        photos: pictures.map(({ caption, alt }, index) => ({
          image: { name: projectImageName(facts.slug, index + 1), alt } as Project["photos"][number]["image"],
          caption,
        })),
      };
      return [lang, es];
    }),
  ) as Written;
}

export const sampleDesigns = designFacts.map((facts) => ({ slug: facts.slug, written: designWritten(facts) }));
export const sampleProjects = projectFacts.map((facts) => ({ slug: facts.slug, written: projectWritten(facts) }));
