import type { ImageName } from "~/content/images";
import type { Language } from "~/i18n/languages";
import type { PageId } from "~/site/pages";
import type { CatalogueWords } from "./catalogue-words";

/** What one language's catalogue says: the shape the document's pages are drawn from. */
export type Fact = { value: string; label: string };
type Chapter = { title: string; text: string; facts: string[] };
type Illustrated = { title: string; text: string; image: ImageName };

/** The eleven customisation options, in the order the personalizacion page lists them. */
export const optionKeys = [
  "shape",
  "colours",
  "dimensions",
  "cutting",
  "pileType",
  "heights",
  "carving",
  "design",
  "density",
  "materials",
  "backing",
] as const;
export type OptionKey = (typeof optionKeys)[number];

/** The twelve shapes, in the order the shape option lists them (each has a drawing). */
export const shapeKeys = [
  "square",
  "rectangle",
  "irregular",
  "circle",
  "oval",
  "hexagon",
  "fragmented",
  "wave",
  "stepped",
  "triangle",
  "composite",
  "pieces",
] as const;
export type ShapeKey = (typeof shapeKeys)[number];

export type CatalogueContent = {
  lang: Language;
  brand: string;
  copy: CatalogueWords;
  meta: { title: string; author: string; subject: string; keywords: string; creator: string };
  cover: { title: string; edition: string; tagline: string; subtitle: string; image: ImageName };
  /** Footer line: brand · catalogue year. */
  running: string;
  intro: { eyebrow: string; title: string; paragraphs: string[] };
  maker: {
    eyebrow: string;
    title: string;
    lead: string;
    paragraphs: string[];
    stats: Fact[];
    image: ImageName;
  };
  techniques: {
    eyebrow: string;
    title: string;
    /** The sentence naming the four techniques: flatweave, Wilton, handtuft, robotuft. */
    lead: string;
    handTuft: Illustrated;
    robotTuft: Illustrated;
  };
  collections: {
    eyebrow: string;
    title: string;
    description: string;
    items: { name: string; description: string; features: string[]; image: ImageName }[];
  };
  customisation: {
    eyebrow: string;
    title: string;
    lead: string;
    image: ImageName;
    optionsEyebrow: string;
    optionsTitle: string;
    optionsIntro: string;
    options: Record<OptionKey, Chapter & { number: number }>;
    shapes: { key: ShapeKey; name: string }[];
    largeFormat: { eyebrow: string; title: string; paragraphs: string[] };
    kits: { eyebrow: string; title: string; intro: string; items: Illustrated[] };
  };
  quality: {
    eyebrow: string;
    title: string;
    lead: string;
    figures: Fact[];
    certifications: { eyebrow: string; title: string; paragraphs: string[]; image: ImageName };
  };
  sectors: {
    eyebrow: string;
    title: string;
    intro: string;
    label: string;
    items: { id: PageId; name: string; title: string; lead: string; image: ImageName; url: string }[];
  };
  process: { eyebrow: string; title: string; steps: { title: string; text: string }[] };
  closing: {
    eyebrow: string;
    title: string;
    lead: string;
    address: string[];
    phone: string;
    email: string;
    url: string;
    urlLabel: string;
    labels: { address: string; phone: string; email: string; website: string };
    scanToVisit: string;
    legal: string;
  };
};

/** "Maximum cutting width: 2.5 m" -> label and value; a fact without a colon is all label. */
export function splitFact(fact: string): Fact {
  const match = /^(.+?)\s?:\s+(.+)$/.exec(fact);
  return match?.[1] && match[2] ? { label: match[1], value: match[2] } : { label: fact, value: "" };
}
