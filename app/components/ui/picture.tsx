import { type ImageName, images, widthsUpTo } from "~/content/images";
import type { PictureName } from "~/content/media-names";

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
  const { width, height } = upload
    ? { width: Number(upload[1]), height: Number(upload[2]) }
    : images[name as ImageName];
  return { width, height, widths: widthsUpTo(width), base: upload ? `/media/${name}` : `/img/${name}` };
}

const fileUrl = (source: PictureSource, width: number, format: "avif" | "webp") => `${source.base}-${width}.${format}`;

const srcSet = (source: PictureSource, format: "avif" | "webp") =>
  source.widths.map((width) => `${fileUrl(source, width, format)} ${width}w`).join(", ");

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
