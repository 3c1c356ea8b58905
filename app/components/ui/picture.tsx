import { collectionImageSizeOf } from "~/content/collection-image-sizes";
import type { PictureName } from "~/content/media-names";
import { siteImages, widthsUpTo } from "~/content/site-images";

type PictureProps = {
  /** A declared image (app/content/images.ts) or an upload from the content studio. */
  name: PictureName;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  className?: string;
  imgClassName?: string;
  /** The page's largest image above the fold: fetched first, never lazy. */
  priority?: boolean;
};

type PictureSource = { width: number; height: number; widths: number[]; base: string };

/**
 * Size, widths and file addresses of an image, from its name alone (no lookup, the same on the
 * server and in the browser): an upload's name carries its size (app/content/media-names.ts).
 * Written without the media helpers, whose checks and messages the browser does not need.
 */
function pictureSource(name: PictureName): PictureSource {
  const upload = /^m-[0-9a-f]{16}-(\d+)x(\d+)$/.exec(name);
  if (upload) {
    const [width, height] = [Number(upload[1]), Number(upload[2])];
    return { width, height, widths: widthsUpTo(width), base: `/media/${name}` };
  }
  // The catalogue's pictures by their name's pattern (made at fewer widths than the others), the
  // site's from its table: the browser never carries the catalogue's facts.
  const catalogue = collectionImageSizeOf(name);
  if (catalogue)
    return { width: catalogue.width, height: catalogue.height, widths: [...catalogue.widths], base: `/img/${name}` };
  const { width, height } = siteImages[name as keyof typeof siteImages];
  return { width, height, widths: widthsUpTo(width), base: `/img/${name}` };
}

const fileUrl = (source: PictureSource, width: number, format: "avif" | "webp") => `${source.base}-${width}.${format}`;

const srcSet = (source: PictureSource, format: "avif" | "webp") =>
  source.widths.map((width) => `${fileUrl(source, width, format)} ${width}w`).join(", ");

/**
 * One file of a picture: its widest WebP up to `maxWidth` pixels, with that file's size (a share
 * card's `og:image`, which must name one file).
 */
export function pictureFile(name: PictureName, maxWidth: number): { path: string; width: number; height: number } {
  const source = pictureSource(name);
  const width = source.widths.filter((candidate) => candidate <= maxWidth).at(-1) ?? source.widths[0] ?? source.width;
  return { path: fileUrl(source, width, "webp"), width, height: Math.round((source.height * width) / source.width) };
}

/** A responsive AVIF/WebP image with its intrinsic size, so it never shifts the layout. */
export function Picture({ name, alt, sizes, className, imgClassName, priority = false }: PictureProps) {
  const source = pictureSource(name);
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(source, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(source, "webp")} sizes={sizes} />
      <img
        src={fileUrl(source, source.widths[0] ?? source.width, "webp")}
        alt={alt}
        width={source.width}
        height={source.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={imgClassName}
      />
    </picture>
  );
}

/** `<link rel="preload">` for the LCP image, matching what `<Picture priority>` will pick. */
export function preloadImage(name: PictureName, sizes: string) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(pictureSource(name), "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
