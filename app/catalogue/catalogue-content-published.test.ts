import { describe, expect, it } from "vitest";
import { type ContentSnapshot, seedSnapshot } from "~/content/documents";
import { mediaName } from "~/content/media-names";
import { valueAt, type Written, withValueAt } from "~/content/text-units";
import { type Language, languages } from "~/i18n/languages";
import { catalogueContent, declaredImage } from "./catalogue-content";

const siteUrl = "https://nudo.example";
const gather = (lang: Language, snapshot?: ContentSnapshot) =>
  catalogueContent(lang, siteUrl, { year: 2026, cover: "home-hero" }, snapshot);

/** The seed with values of one language of one document changed, as a publish would. */
function published(id: string, lang: Language, changes: Record<string, unknown>): ContentSnapshot {
  let written = seedSnapshot.get(id) as Written;
  for (const [path, value] of Object.entries(changes)) {
    if (valueAt(written[lang], path) === undefined) throw new Error(`${id} has nothing at ${path} in ${lang}`);
    written = { ...written, [lang]: withValueAt(written[lang], path, value) };
  }
  return new Map([...seedSnapshot, [id, written]]);
}

type SeedBlock = { kind: string; id?: string; image?: { name: string } };

/** Where in a page's Spanish blocks the first block `match` picks is. */
function blockPath(id: string, match: (block: SeedBlock) => boolean): string {
  const blocks = (seedSnapshot.get(id)?.es as { blocks?: SeedBlock[] } | undefined)?.blocks ?? [];
  const index = blocks.findIndex(match);
  if (index < 0) throw new Error(`No such block on ${id}`);
  return `blocks.${index}`;
}

const upload = mediaName("0123456789abcdef0123", 2400, 1600);

describe("the catalogue drawn from published content", () => {
  it.each(languages)("says in %s exactly what the build's says while nothing is edited", (lang) => {
    expect(gather(lang, seedSnapshot)).toEqual(gather(lang));
  });

  it("shows a published Spanish text in the Spanish catalogue only", () => {
    const snapshot = published("page.sobreNosotros", "es", { "blocks.0.title": "Tejedores de horizontes" });
    expect(gather("es", snapshot).maker.title).toBe("Tejedores de horizontes");
    expect(gather("en", snapshot)).toEqual(gather("en"));
  });

  it("finds a block by the image the seed shows there, when an editor replaced it with an upload", () => {
    // The catalogue knows the 'who we are' text by its photograph.
    const about = blockPath("page.sobreNosotros", (block) => block.image?.name === "technique-hand-tuft");
    const snapshot = published("page.sobreNosotros", "es", {
      [`${about}.image.name`]: upload,
      [`${about}.paragraphs.0`]: "Un párrafo nuevo.",
    });
    expect(gather("es", snapshot).maker.paragraphs[0]).toBe("Un párrafo nuevo.");
  });

  it("draws the seed's image where an editor put an upload the PDF cannot embed", () => {
    const heroOf = (id: string) => `${blockPath(id, (block) => block.kind === "hero")}.image.name`;
    const custom = published("page.personalizacion", "es", { [heroOf("page.personalizacion")]: upload });
    expect(gather("es", custom).customisation.image).toBe(gather("es").customisation.image);
    // Images are the Spanish structure's: every language's catalogue falls back.
    expect(gather("fr", custom).customisation.image).toBe(gather("fr").customisation.image);

    const [sector] = gather("es").sectors.items;
    if (!sector) throw new Error("The catalogue lists no sector");
    const sectorHero = published(`page.${sector.id}`, "es", { [heroOf(`page.${sector.id}`)]: upload });
    expect(gather("es", sectorHero).sectors.items[0]?.image).toBe(sector.image);

    const kits = blockPath("page.muestrarios", (block) => block.id === "kits-de-color");
    const kit = published("page.muestrarios", "es", { [`${kits}.items.1.image.name`]: upload });
    expect(gather("de", kit).customisation.kits.items.map((item) => item.image)).toEqual(
      gather("de").customisation.kits.items.map((item) => item.image),
    );
  });

  it("keeps a declared image an editor chose, and refuses an upload with no seed image to stand in", () => {
    expect(declaredImage("project-yate", "home-hero", "a slot")).toBe("project-yate");
    expect(declaredImage(upload, "home-hero", "a slot")).toBe("home-hero");
    expect(() => declaredImage(upload, undefined, "the es kit")).toThrow(/the es kit has the upload/);
  });
});
