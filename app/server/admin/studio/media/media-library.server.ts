import { seedSnapshot } from "~/content/documents";
import { type ImageName, images, imageUrl, isImageName, widthsFor } from "~/content/images";
import { isMediaName, mediaUrl, mediaWidths, type PictureName } from "~/content/media-names";
import { valueAt } from "~/content/text-units";
import { type Language, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import type { Storage } from "~/platform/db/db.server";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { type AltText, listMedia, type MediaSummary, missingAlt } from "~/server/content/media.server";
import { fold } from "~/server/content/store/overview.server";
import { mediaCopy } from "./media-words.server";
import { siteImageNames } from "./site-image-names.server";

/**
 * The library an image slot chooses from: the site's own images and the uploads together, each
 * named in words (an upload by its alternative text in the staff member's language, a site image
 * by its name in the studio's copy), with the alternative texts a slot takes when it is chosen
 * and what a search matches.
 */
export type LibraryImage = {
  name: PictureName;
  kind: "site" | "upload";
  label: string;
  /** What a slot's alternative texts become when this image is chosen ("" where none is known). */
  alt: AltText;
  /** An upload's languages still without alternative text. */
  missing: Language[];
  width: number;
  height: number;
  /** The smallest WebP file, for a thumbnail. */
  thumb: string;
  upload?: MediaSummary;
};

/** A site image's alternative texts as the seed writes them where it first shows it. */
let seedAlts: Map<string, AltText> | undefined;
function siteAlt(name: ImageName): AltText {
  if (!seedAlts) {
    seedAlts = new Map();
    for (const written of seedSnapshot.values()) {
      const walk = (node: unknown, path: string) => {
        if (Array.isArray(node)) {
          for (const [index, item] of node.entries()) walk(item, path ? `${path}.${index}` : String(index));
        } else if (node && typeof node === "object") {
          const record = node as Record<string, unknown>;
          if (typeof record.name === "string" && typeof record.alt === "string" && isImageName(record.name)) {
            const known = seedAlts?.get(record.name);
            const alt = Object.fromEntries(
              languages.map((lang) => {
                const text = valueAt(written[lang], path ? `${path}.alt` : "alt");
                return [lang, known?.[lang] || (typeof text === "string" ? text : "")];
              }),
            ) as AltText;
            seedAlts?.set(record.name, alt);
          } else for (const [key, value] of Object.entries(record)) walk(value, path ? `${path}.${key}` : key);
        }
      };
      walk(written.es, "");
    }
  }
  return seedAlts.get(name) ?? (Object.fromEntries(languages.map((lang) => [lang, ""])) as AltText);
}

function siteImage(name: ImageName, lang: AdminLanguage): LibraryImage {
  const spec = images[name];
  return {
    name,
    kind: "site",
    label: siteImageNames[lang][name],
    alt: siteAlt(name),
    missing: [],
    width: spec.width,
    height: spec.height,
    thumb: imageUrl(name, widthsFor(name)[0] ?? spec.width, "webp"),
  };
}

function uploadImage(upload: MediaSummary, lang: AdminLanguage): LibraryImage {
  return {
    name: upload.id,
    kind: "upload",
    label: upload.alt[lang] || upload.alt.es || fill(mediaCopy[lang].unnamed, { file: upload.originalName }),
    alt: upload.alt,
    missing: missingAlt(upload.alt),
    width: upload.width,
    height: upload.height,
    thumb: mediaUrl(upload.id, mediaWidths(upload.id)[0] ?? upload.width, "webp"),
    upload,
  };
}

/** Every image, uploads first (newest first), then the site's in their declared order. */
export async function libraryImages(storage: Storage, lang: AdminLanguage): Promise<LibraryImage[]> {
  const uploads = await listMedia(storage);
  return [
    ...uploads.map((upload) => uploadImage(upload, lang)),
    ...(Object.keys(images) as ImageName[]).map((name) => siteImage(name, lang)),
  ];
}

/** One image of the library, or null when there is none of that name. */
export function libraryImage(all: LibraryImage[], name: string): LibraryImage | null {
  return all.find((image) => image.name === name) ?? null;
}

/** The images a search finds: every word in its names, alternative texts or file name, in any language. */
export function searchLibrary(all: LibraryImage[], query: string): LibraryImage[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return all;
  return all.filter((image) => {
    const names =
      image.kind === "site" && isImageName(image.name)
        ? [siteImageNames.es[image.name], siteImageNames.en[image.name]]
        : [image.upload?.originalName ?? ""];
    const haystack = fold([image.name, ...names, ...Object.values(image.alt)].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** The thumbnail and name in words of any image a slot may hold, without loading the library. */
export function describePicture(
  name: string,
  lang: AdminLanguage,
  uploads: ReadonlyMap<string, MediaSummary>,
): { label: string; thumb: string } | null {
  if (isImageName(name)) {
    const image = siteImage(name, lang);
    return { label: image.label, thumb: image.thumb };
  }
  const upload = isMediaName(name) ? uploads.get(name) : undefined;
  if (!upload) return null;
  const image = uploadImage(upload, lang);
  return { label: image.label, thumb: image.thumb };
}
