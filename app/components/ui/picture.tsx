import { type ImageName, images, imageUrl, widthsFor } from "~/content/images";

type PictureProps = {
  name: ImageName;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  className?: string;
  imgClassName?: string;
  /** The page's largest image above the fold: fetched first, never lazy. */
  priority?: boolean;
};

/** A responsive AVIF/WebP image with its intrinsic size, so it never shifts the layout. */
export function Picture({ name, alt, sizes, className, imgClassName, priority = false }: PictureProps) {
  const spec = images[name];
  const srcSet = (format: "avif" | "webp") =>
    widthsFor(name)
      .map((width) => `${imageUrl(name, width, format)} ${width}w`)
      .join(", ");
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={imageUrl(name, widthsFor(name)[0] ?? spec.width, "webp")}
        alt={alt}
        width={spec.width}
        height={spec.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={imgClassName}
      />
    </picture>
  );
}

/** `<link rel="preload">` for the LCP image, matching what `<Picture priority>` will pick. */
export function preloadImage(name: ImageName, sizes: string) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: widthsFor(name)
      .map((width) => `${imageUrl(name, width, "avif")} ${width}w`)
      .join(", "),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
