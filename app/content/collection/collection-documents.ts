import { type Language, languages } from "~/i18n/languages";
import { colourFamilyIds } from "~/rug/colour-range";
import { backings, materials, piles, shapes, techniques } from "~/rug/options";
import type { DocumentDef, EditableField } from "../document-def";
import type { Written } from "../text-units";
import {
  collectionPath,
  collectionStructure,
  collections,
  creditRoles,
  designDocumentId,
  designPath,
  designSchema,
  projectDocumentId,
  projectPath,
  projectSchema,
  sectors,
  slugSchema,
} from "./schema";
import { pagesShowingSector } from "./sector-pages";
import { sampleDesigns, sampleProjects } from "./seed";

/**
 * Designs and projects as content-studio documents: one document per design (`design.<slug>`)
 * and per project (`project.<slug>`). The samples are seeded like every page; a design or project
 * an editor adds in the studio is a document the database holds, found by its id's family
 * (`familyDocument`), so every instance knows it as soon as it reads it.
 */

export { colourFamilyIds };

/** The picture a new design's or project's slots show until an editor chooses theirs. */
const placeholderImage = "collection-gran-formato";

const textsIn = (lang: Language, es: Record<string, unknown>, words: Record<string, unknown>) =>
  lang === "es" ? es : words;

function blankColourway(id: string): Record<Language, unknown> {
  const image = { name: placeholderImage, alt: "" };
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      textsIn(
        lang,
        { id, label: "", colours: ["SA04"], images: { flat: image, detail: image, room: image } },
        { label: "", images: { flat: { alt: "" }, detail: { alt: "" }, room: { alt: "" } } },
      ),
    ]),
  ) as Record<Language, unknown>;
}

/** A new design as the studio creates it: hidden until an editor fills it in and shows it. */
export function blankDesign(slug: string, name: string): Written {
  const colourway = blankColourway("1");
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      textsIn(
        lang,
        {
          slug,
          name,
          visible: false,
          order: 1000,
          collection: "large-pattern",
          techniques: ["handtuft"],
          shapes: ["rectangular"],
          sizes: [],
          madeToMeasure: true,
          pile: "cut",
          cutHeight: 20,
          loopHeight: 10,
          materials: ["nz-wool"],
          backings: ["latex"],
          designer: "",
          sectors: ["hotels"],
          summary: "",
          story: [""],
          colourways: [colourway.es],
        },
        { summary: "", story: [""], colourways: [colourway[lang]] },
      ),
    ]),
  ) as Written;
}

/** A photograph's slot and caption, to be chosen and written: its picture is chosen once, in Spanish. */
const blankPhoto = (lang: Language) =>
  lang === "es" ? { image: { name: placeholderImage, alt: "" }, caption: "" } : { image: { alt: "" }, caption: "" };

/** An entry added to a list, in every language. */
const perLanguage = (make: (lang: Language) => unknown) =>
  Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Record<Language, unknown>;

/** A story's new paragraph, in every language. */
const storyList = { path: "story", blank: () => perLanguage(() => "") };

/** A new project as the studio creates it: hidden, with its three photographs to choose. */
export function blankProject(slug: string, designSlug: string): Written {
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      textsIn(
        lang,
        {
          slug,
          visible: false,
          order: 1000,
          title: "",
          client: "",
          city: "",
          country: "ES",
          sector: "hotels",
          year: new Date().getFullYear(),
          credits: [],
          designs: [designSlug],
          summary: "",
          story: [""],
          photos: [blankPhoto("es"), blankPhoto("es"), blankPhoto("es")],
        },
        {
          title: "",
          city: "",
          summary: "",
          story: [""],
          photos: [blankPhoto(lang), blankPhoto(lang), blankPhoto(lang)],
        },
      ),
    ]),
  ) as Written;
}

const listOf = (es: unknown, key: string): unknown[] => {
  const value = (es as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? value : [];
};

function designDef(slug: string, seed: Written): DocumentDef {
  return {
    id: designDocumentId(slug),
    kind: "design",
    schema: designSchema,
    structure: collectionStructure,
    seed,
    paths: () => [designPath(slug), collectionPath],
    lists: () => [
      storyList,
      {
        path: "colourways",
        blank: (written) => {
          const taken = new Set(listOf(written.es, "colourways").map((item) => (item as { id?: string }).id));
          let n = taken.size + 1;
          while (taken.has(String(n))) n++;
          return blankColourway(String(n));
        },
      },
    ],
    // `visible` is not among them: the studio shows a design or takes it off the site in one
    // step of its own, published at once (app/server/admin/studio/publishing/site-routes.server.tsx).
    editable: (es) => [
      { path: "order", kind: "number" },
      { path: "name", kind: "text" },
      { path: "collection", kind: "choice", options: collections },
      { path: "techniques", kind: "choices", options: techniques },
      { path: "shapes", kind: "choices", options: shapes },
      { path: "sizes", kind: "sizes" },
      { path: "madeToMeasure", kind: "flag" },
      { path: "pile", kind: "choice", options: piles },
      { path: "cutHeight", kind: "number" },
      { path: "loopHeight", kind: "number" },
      { path: "materials", kind: "choices", options: materials },
      // Its classes are not asked for: they follow from its build and each backing (app/rug/facts.ts).
      { path: "backings", kind: "choices", options: backings },
      { path: "designer", kind: "text" },
      { path: "sectors", kind: "choices", options: sectors },
      ...listOf(es, "colourways").flatMap((_, index): EditableField[] => [
        { path: `colourways.${index}.colours`, kind: "codes" },
        { path: `colourways.${index}.images.flat.name`, kind: "image" },
        // The real size of what the picture from above shows: an uploaded one is the design's artwork.
        { path: `colourways.${index}.flatSize`, kind: "size" },
        { path: `colourways.${index}.images.detail.name`, kind: "image" },
        { path: `colourways.${index}.images.room.name`, kind: "image" },
      ]),
    ],
  };
}

function projectDef(slug: string, seed: Written): DocumentDef {
  return {
    id: projectDocumentId(slug),
    kind: "project",
    schema: projectSchema,
    structure: collectionStructure,
    seed,
    // Its page, the portfolio and its sector's page (before and after a change of sector), and
    // the designs it used, which show it among their projects.
    paths: (es) => [
      projectPath(slug),
      ...pagesShowingSector((es as { sector?: unknown } | undefined)?.sector),
      ...listOf(es, "designs").flatMap((design) => (typeof design === "string" ? [designPath(design)] : [])),
    ],
    lists: () => [storyList, { path: "photos", blank: () => perLanguage(blankPhoto) }],
    editable: (es) => [
      { path: "order", kind: "number" },
      { path: "client", kind: "text" },
      { path: "country", kind: "text" },
      { path: "sector", kind: "choice", options: sectors },
      { path: "year", kind: "number" },
      { path: "credits", kind: "credits", options: creditRoles },
      { path: "designs", kind: "designs" },
      ...listOf(es, "photos").map((_, index): EditableField => ({ path: `photos.${index}.image.name`, kind: "image" })),
    ],
  };
}

/** The sample designs and projects, seeded like every page. */
export const collectionDocuments: DocumentDef[] = [
  ...sampleDesigns.map(({ slug, written }) => designDef(slug, written)),
  ...sampleProjects.map(({ slug, written }) => projectDef(slug, written)),
];

/**
 * The definition of a design or project an editor added (not in the seed), from its id alone:
 * its seed is the blank the studio created it from.
 */
export function familyDocument(id: string): DocumentDef | undefined {
  const [, family, slug = ""] = /^(design|project)\.(.+)$/.exec(id) ?? [];
  if (!family || !slugSchema.safeParse(slug).success) return undefined;
  return family === "design" ? designDef(slug, blankDesign(slug, slug)) : projectDef(slug, blankProject(slug, ""));
}
