import { homeFrom } from "~/content/context";
import { type ContentSnapshot, seedSnapshot } from "~/content/documents";
import { type ImageName, isImageName } from "~/content/images";
import type { PictureName } from "~/content/media-names";
import type { PageBlock } from "~/content/page-schema";
import { pageContent, type SharedSection, sectionBlocks } from "~/content/pages";
import { fillSiteFacts } from "~/content/site-facts";
import { type Language, languageLocales, localizePath } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { siteConfig } from "~/site/config";
import { type PageId, pagePath, sectorPages } from "~/site/pages";
import { catalogueWords } from "./catalogue-words";
import { type CatalogueContent, optionKeys, shapeKeys } from "./model";

/** The image on the catalogue's cover (and the card on the catalogues page). */
export const catalogueCover: ImageName = "home-hero";

/**
 * Everything one language's catalogue says, gathered from the site's content (the modules at
 * build, the published content when a snapshot is given), its messages and its configuration;
 * the only words of its own come from `catalogue-words.ts`. Blocks are found by what does not change
 * between languages (a block id, an image name, a list's order).
 */

type Kind = PageBlock["kind"];
type BlockOf<K extends Kind> = Extract<PageBlock, { kind: K }>;

/**
 * A page's (or shared section's) blocks as the catalogue reads them, beside the seed's: an
 * editor changes words and images but not the blocks, so a block is found in the seed (by an
 * image it may no longer show, say) and read at the same place in the content shown.
 */
type Blocks = { page: string; shown: PageBlock[]; seed: PageBlock[] };

/** The one block of `kind` on a page that `match` picks in the seed, and its seed twin; anything else is a content change to look at. */
function block<K extends Kind>(
  { page, shown, seed }: Blocks,
  kind: K,
  match: (candidate: BlockOf<K>) => boolean = () => true,
): { shown: BlockOf<K>; seed: BlockOf<K> } {
  const isKind = (candidate: PageBlock): candidate is BlockOf<K> => candidate.kind === kind;
  const found = seed.filter((candidate) => isKind(candidate) && match(candidate));
  const [first] = found;
  if (!first || found.length > 1 || !isKind(first))
    throw new Error(`The catalogue expects one matching ${kind} block on ${page}, found ${found.length}`);
  const twin = shown[seed.indexOf(first)];
  if (shown.length !== seed.length || !twin || !isKind(twin))
    throw new Error(`The catalogue reads ${page} in the seed's structure, and its content has another`);
  return { shown: twin, seed: first };
}

const withImage = (name: ImageName) => (candidate: { image?: { name: PictureName } }) => candidate.image?.name === name;
const withId = (id: string) => (candidate: { id?: string }) => candidate.id === id;

/**
 * The PDF embeds the build's files in public/img (pdf/images.server.ts), so only declared
 * images can go in it: where an editor put an upload from the content studio, the catalogue
 * shows the image the seed has in that slot.
 */
export function declaredImage(name: PictureName, seed: PictureName | undefined, where: string): ImageName {
  if (isImageName(name)) return name;
  if (seed !== undefined && isImageName(seed)) return seed;
  throw new Error(`The catalogue shows only declared images; ${where} has the upload ${name} and no seed image`);
}

/** The site's home page in a language: Spanish at `/`, the others at `/<lang>`. */
export function catalogueSiteUrl(lang: Language, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${localizePath("/", lang)}`;
}

/**
 * Our fonts have no narrow no-break space (U+202F, the French thousands separator); a no-break
 * space sets the same figure without a missing glyph.
 */
function typeset<T>(value: T): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return node.replace(/\u202f/g, "\u00a0");
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(value) as T;
}

const collectionImages = [
  "collection-gran-formato",
  "collection-patron-pequeno",
  "collection-relieve-3d",
  "collection-creativa",
  "collection-unica",
] as const satisfies readonly ImageName[];

/**
 * One language's catalogue: from `snapshot` (the published content) when given, else from the
 * content modules, as the build draws it.
 */
export function catalogueContent(
  lang: Language,
  siteUrl: string,
  edition: { year?: number; cover: ImageName },
  snapshot?: ContentSnapshot,
): CatalogueContent {
  const copy = catalogueWords[lang];
  const message = messages[lang];
  const home = fillSiteFacts(homeFrom(snapshot ?? seedSnapshot, lang), lang);
  const year = edition.year ?? new Date().getFullYear();
  const brand = siteConfig.brandName;
  const catalogueTitle = `${brand} · ${copy.catalogue} ${year}`;

  const pageBlocks = (id: PageId): Blocks => {
    const seed = pageContent(id, lang).blocks;
    return {
      page: `the ${lang} ${id} page`,
      seed,
      shown: snapshot ? pageContent(id, lang, undefined, snapshot).blocks : seed,
    };
  };
  const sectionOf = (section: SharedSection): Blocks => {
    const seed = sectionBlocks(section, lang);
    return {
      page: `the ${lang} ${section} section`,
      seed,
      shown: snapshot ? sectionBlocks(section, lang, snapshot) : seed,
    };
  };

  const about = pageBlocks("sobreNosotros");
  const aboutHero = block(about, "hero").shown;
  const whoWeAre = block(about, "text", withImage("technique-hand-tuft")).shown;
  const factory = block(pageBlocks("experiencia"), "text", withImage("experience-panorama"));
  // The paragraph the seed names the four techniques in, as the content shown words it.
  const fourTechniques = factory.shown.paragraphs[factory.seed.paragraphs.findIndex((p) => p.includes("Wilton"))];
  if (!fourTechniques) throw new Error(`The ${lang} experiencia page no longer names the four techniques`);

  const custom = pageBlocks("personalizacion");
  const customHero = block(custom, "hero");
  const optionsBlock = block(custom, "numbered", withId("opciones")).shown;
  const processBlock = block(custom, "numbered", withId("proceso")).shown;
  const largeFormat = block(custom, "text", (candidate) => candidate.tone === "dark").shown;
  if (optionsBlock.items.length !== optionKeys.length)
    throw new Error(`The ${lang} personalizacion page lists ${optionsBlock.items.length} options, not 11`);
  const options = Object.fromEntries(
    optionKeys.map((key, index) => [key, { ...optionsBlock.items[index], number: index + 1 }]),
  ) as CatalogueContent["customisation"]["options"];
  if (options.shape.facts.length !== shapeKeys.length)
    throw new Error(`The ${lang} shape option lists ${options.shape.facts.length} shapes, not 12`);

  const kits = block(pageBlocks("muestrarios"), "cards", withId("kits-de-color"));

  const quality = pageBlocks("calidad");
  const qualityHero = block(quality, "hero").shown;
  const certifications = block(quality, "text", withImage("project-yate")).shown;
  const contract = block(sectionOf("contract"), "cards", withId("contract")).shown;
  const contact = block(sectionOf("contact"), "contact").shown;

  const url = catalogueSiteUrl(lang, siteUrl);
  const { address } = siteConfig;
  const country = new Intl.DisplayNames([languageLocales[lang]], { type: "region" }).of(address.country);

  const sectors = sectorPages.map((page) => {
    const hero = block(pageBlocks(page.id), "hero");
    return {
      id: page.id,
      name: hero.shown.eyebrow,
      title: hero.shown.title,
      lead: hero.shown.lead,
      image: declaredImage(hero.shown.image.name, hero.seed.image.name, `the ${lang} ${page.id} hero`),
      url: `${siteUrl.replace(/\/+$/, "")}${localizePath(pagePath(page.id), lang)}`,
    };
  });

  const techniques = [home.techniques.handTuft.title, home.techniques.robotTuft.title];
  return typeset({
    lang,
    brand,
    copy,
    meta: {
      title: catalogueTitle,
      author: siteConfig.legalName,
      subject: home.meta.title,
      keywords: [
        brand,
        copy.catalogue,
        ...home.collections.categories.map((category) => category.title),
        ...techniques,
        ...sectors.map((sector) => sector.name),
      ].join(", "),
      creator: message.meta.siteName,
    },
    cover: {
      title: copy.catalogue,
      edition: copy.edition.replace("{year}", String(year)),
      tagline: siteConfig.brandTagline,
      subtitle: home.hero.subtitle,
      image: edition.cover,
    },
    running: `${copy.catalogue} ${year}`,
    intro: { eyebrow: home.hero.eyebrow, title: home.hero.title, paragraphs: [...home.hero.paragraphs] },
    maker: {
      eyebrow: copy.maker,
      title: aboutHero.title,
      lead: aboutHero.lead,
      paragraphs: whoWeAre.paragraphs,
      stats: home.experience.stats,
      image: "experience-panorama",
    },
    techniques: {
      eyebrow: home.techniques.eyebrow,
      title: home.techniques.title,
      lead: fourTechniques,
      handTuft: { ...home.techniques.handTuft, image: "technique-hand-tuft" },
      robotTuft: { ...home.techniques.robotTuft, image: "technique-robot-tuft" },
    },
    collections: {
      eyebrow: home.collections.eyebrow,
      title: home.collections.title,
      description: home.collections.description,
      items: home.collections.categories.map((category, index) => ({
        name: category.title,
        description: category.description,
        features: category.features,
        image: collectionImages[index] ?? collectionImages[0],
      })),
    },
    customisation: {
      eyebrow: customHero.shown.eyebrow,
      title: customHero.shown.title,
      lead: customHero.shown.lead,
      image: declaredImage(customHero.shown.image.name, customHero.seed.image.name, `the ${lang} personalizacion hero`),
      optionsEyebrow: optionsBlock.eyebrow ?? customHero.shown.eyebrow,
      optionsTitle: optionsBlock.title,
      optionsIntro: optionsBlock.intro ?? "",
      options,
      shapes: shapeKeys.map((key, index) => ({ key, name: options.shape.facts[index] ?? "" })),
      largeFormat: {
        eyebrow: largeFormat.eyebrow ?? "",
        title: largeFormat.title,
        paragraphs: largeFormat.paragraphs,
      },
      kits: {
        eyebrow: kits.shown.eyebrow ?? "",
        title: kits.shown.title,
        intro: kits.shown.intro ?? "",
        items: kits.shown.items.map((item, index) => {
          if (!item.image) throw new Error(`The ${lang} colour kit "${item.title}" has no image`);
          return {
            title: item.title,
            text: item.text,
            image: declaredImage(
              item.image.name,
              kits.seed.items[index]?.image?.name,
              `the ${lang} kit "${item.title}"`,
            ),
          };
        }),
      },
    },
    quality: {
      eyebrow: qualityHero.eyebrow,
      title: qualityHero.title,
      lead: qualityHero.lead,
      figures: block(quality, "facts").shown.items,
      certifications: {
        eyebrow: certifications.eyebrow ?? "",
        title: certifications.title,
        paragraphs: certifications.paragraphs,
        image: "project-yate",
      },
    },
    sectors: {
      eyebrow: contract.eyebrow ?? "",
      title: contract.title,
      intro: contract.intro ?? "",
      label: message.palette.groups.sectors,
      items: sectors,
    },
    process: {
      eyebrow: processBlock.eyebrow ?? "",
      title: processBlock.title,
      steps: processBlock.items.map(({ title, text }) => ({ title, text })),
    },
    closing: {
      eyebrow: contact.eyebrow ?? "",
      title: contact.title,
      lead: contact.lead,
      address: [
        address.street,
        `${address.postalCode} ${address.city} (${address.region})`,
        country ?? address.country,
      ],
      phone: siteConfig.phone.display,
      email: siteConfig.email,
      url,
      urlLabel: url.replace(/^https?:\/\//, "").replace(/\/$/, ""),
      labels: {
        address: message.footer.addressLabel,
        phone: message.footer.phoneLabel,
        email: message.footer.emailLabel,
        website: copy.website,
      },
      scanToVisit: copy.scanToVisit,
      legal: `© ${year} ${siteConfig.legalName.replace(/\.?$/, ".")} ${message.footer.rights}`,
    },
  });
}
