/**
 * Social-sharing images (Open Graph / Twitter cards): one per page family, generated at build
 * time by scripts/social-images.ts into public/img/og/<family>.jpg. Browser-safe: no node imports.
 */
export const ogFamilies = ["home", "brand", "products", "sectors", "services", "legal"] as const;
export type OgFamily = (typeof ogFamilies)[number];

/** Pixel size of every generated share image (the 1.91:1 card Open Graph and X recommend). */
export const ogImage = { width: 1200, height: 630 } as const;

export function ogImagePath(family: OgFamily): string {
  return `/img/og/${family}.jpg`;
}
