import { images, imageUrl, widthsFor } from "~/content/images";
import { isMediaName, mediaSize, mediaUrl, mediaWidths, type PictureName } from "~/content/media-names";

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

type PictureSource = {
  width: number;
  height: number;
  widths: number[];
  url: (width: number, format: "avif" | "webp") => string;
};

/** Size, widths and file addresses of an image, from its name alone (no lookup, same on both sides). */
function pictureSource(name: PictureName): PictureSource {
  if (isMediaName(name)) {
    return { ...mediaSize(name), widths: mediaWidths(name), url: (width, format) => mediaUrl(name, width, format) };
  }
  const spec = images[name];
  return {
    width: spec.width,
    height: spec.height,
    widths: widthsFor(name),
    url: (width, format) => imageUrl(name, width, format),
  };
}

const srcSet = (source: PictureSource, format: "avif" | "webp") =>
  source.widths.map((width) => `${source.url(width, format)} ${width}w`).join(", ");

/** A responsive AVIF/WebP image with its intrinsic size, so it never shifts the layout. */
export function Picture({ name, alt, sizes, className, imgClassName, priority = false }: PictureProps) {
  const source = pictureSource(name);
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(source, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(source, "webp")} sizes={sizes} />
      <img
        src={source.url(source.widths[0] ?? source.width, "webp")}
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
