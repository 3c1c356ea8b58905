import { strToU8, type Zippable, zipSync } from "fflate";
import { designArtwork } from "~/content/collection-images";
import type { Language } from "~/i18n/languages";
import type { TopViewPicture } from "~/rug/artwork/top-view-artwork";
import { type Configuration, configurationUrl } from "~/rug/configuration";
import { type SpecifierFigures, specifierFigures } from "~/rug/figures";
import { rugReference } from "~/rug/reference";
import { dataSheetContent } from "~/specifier/data-sheet/data-sheet-content";
import { renderDataSheet } from "~/specifier/data-sheet/data-sheet-render.server";
import { rugDxf } from "~/specifier/dxf";
import { rugIfc } from "~/specifier/ifc/rug-ifc.server";
import { rugGlb } from "~/specifier/pack/glb.server";
import { rugTextures } from "~/specifier/pack/textures.server";
import { type PackSubject, packReadme, packRugLine, packRugName } from "~/specifier/readme";
import { issuedDay, issuedOn } from "~/specifier/spec-sheet/spec-sheet-content";
import { textureFileNames } from "~/specifier/texture-cover";
import { specifierWords } from "~/specifier/words";

/**
 * The key figures a 3D object carries in its metadata, as a renderer or a BIM tool lists them:
 * the data sheet's own (the same classes, yarns and size, width first).
 */
export function modelExtras(figures: SpecifierFigures, rug: string, subject: PackSubject): Record<string, unknown> {
  const design = subject.design ? { design: subject.design.name, colourway: subject.design.colourway } : {};
  return { rug, ...design, units: "metres", ...figures };
}

/**
 * A rug's specifier pack in `lang`, built from its configuration alone (nothing of who asked):
 * the data sheet (PDF), the outline at 1:1 (DXF, millimetres), a light 3D object (GLB, metres)
 * with its textures, the colour texture and its normal map at real scale (a design's artwork over
 * the whole rug, a studio design's picture from above repeated at the real size it shows, or a
 * free configuration's motif on a seamless tile), and a read-me
 * saying what each file is. Pictures and the 3D object are stored as they are (already
 * compressed); the text files are deflated.
 *
 * The same rug asked for on the same day (in the factory's time zone) is the same bytes: the
 * read-me, the data sheet and the ZIP's file times carry the day it is dated, never the time it
 * was drawn, and the textures' noise is seeded. So a pack can be kept, and a browser asking again
 * for one it has is answered from its ETag whether or not this process kept it.
 */
export async function specifierPack(input: {
  configuration: Configuration;
  lang: Language;
  subject: PackSubject;
  siteUrl: string;
  /** A studio design's picture from above, read by the caller: its textures are made from it. */
  topView?: TopViewPicture;
  now?: Date;
  /** Pixels on the textures' longer side (`texturePx`, the pack's; a test draws fewer). */
  texturePx?: number;
  /** The rug's code in a project's schedule ("RG-01"), which its IFC object is tagged with. */
  tag?: string;
}): Promise<Uint8Array> {
  const { configuration, lang, subject } = input;
  const now = issuedOn(input.now ?? new Date());
  const copy = specifierWords[lang];
  const figures = specifierFigures(configuration, subject.design);
  const rug = packRugLine(configuration, lang, subject);
  const [textures, sheet] = await Promise.all([
    rugTextures(configuration, subject.design ? designArtwork(subject.design.slug) : undefined, input.topView, {
      px: input.texturePx,
    }),
    renderDataSheet(configuration, lang, {
      siteUrl: input.siteUrl,
      now,
      ...(subject.design ? { design: subject.design } : {}),
    }),
  ]);
  const model = await rugGlb({
    configuration,
    thicknessMm: figures.thicknessMm,
    texture: {
      image: textures.preview.bytes,
      mimeType: textures.preview.mimeType,
      normal: textures.preview.normal,
      cover: textures.cover,
    },
    extras: modelExtras(figures, rug, subject) as Parameters<typeof rugGlb>[0]["extras"],
    name: packRugName(lang, subject),
  });
  const files = { ...copy.files, ...textureFileNames(textures.cover, textures.colour.extension) };
  const url = configurationUrl(input.siteUrl, lang, configuration);
  const design = subject.design;
  const sheetOptions = { siteUrl: input.siteUrl, now, ...(design ? { design } : {}) };
  const bim = rugIfc({
    configuration,
    figures,
    lang,
    name: packRugName(lang, subject),
    ...(design ? { design: { name: design.name, colourway: design.colourway } } : {}),
    tag: input.tag ?? rugReference(configuration),
    url,
    day: issuedDay(now),
  });
  const readme = packReadme({
    configuration,
    lang,
    subject,
    files,
    figures: {
      lengthMm: figures.lengthMm,
      widthMm: figures.widthMm,
      thicknessMm: figures.thicknessMm,
      pieces: figures.pieces,
    },
    texture: { cover: textures.cover, px: textures.px },
    sheet: dataSheetContent(configuration, lang, sheetOptions).sections,
    url,
    now,
  });
  const stored = { level: 0 } as const;
  const entries: Zippable = {
    [files.readme]: strToU8(readme),
    [files.sheet]: [sheet, stored],
    [files.outline]: strToU8(rugDxf(configuration)),
    [files.model]: [model, stored],
    [files.bim]: strToU8(bim),
    [files.colour]: [textures.colour.bytes, stored],
    [files.normal]: [textures.normal, stored],
  };
  // A ZIP's file times have no time zone: the day the pack is dated, at midnight wherever it is unpacked.
  return zipSync(entries, { level: 6, mtime: new Date(`${issuedDay(now)}T00:00:00`) });
}
