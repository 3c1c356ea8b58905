/**
 * The site's own images by name, with their sizes (./images.ts adds the catalogue's, declared
 * from its facts). Apart so that the browser's pictures (app/components/ui/picture.tsx) carry this
 * table and never the catalogue's facts.
 */
export type ImageMotif =
  | "waves" // flowing bands of pile, hand-tufted
  | "geometric" // large geometric pattern
  | "smallPattern" // fine repeated pattern
  | "relief" // carved 3D relief, light and shadow
  | "organic" // creative, organic blobs of colour
  | "irregular" // unique rug with an irregular outline on a floor
  | "swatches" // colour kit: grid of small colour tufts
  | "interior" // a rug in a room (lobby, cabin, suite)
  | "panorama" // factory panorama: rows of looms and yarn cones
  | "robot" // machine-straight rows of tufts
  | "loops"; // close-up of loop pile

/** An image drawn from a motif and a seed (its widths follow from its width: `widthsUpTo`). */
export type ImageSpec = { width: number; height: number; motif: ImageMotif; seed: number };

export const siteImages = {
  "home-hero": { width: 2400, height: 1600, motif: "waves", seed: 11 },
  "tile-proyectos": { width: 1200, height: 1500, motif: "interior", seed: 21 },
  "tile-muestrarios": { width: 1200, height: 1500, motif: "swatches", seed: 22 },
  "tile-personalizacion": { width: 1200, height: 1500, motif: "relief", seed: 23 },
  "experience-panorama": { width: 3200, height: 1000, motif: "panorama", seed: 31 },
  "collection-gran-formato": { width: 1200, height: 1500, motif: "geometric", seed: 41 },
  "collection-patron-pequeno": { width: 1200, height: 1500, motif: "smallPattern", seed: 42 },
  "collection-relieve-3d": { width: 1200, height: 1500, motif: "relief", seed: 43 },
  "collection-creativa": { width: 1200, height: 1500, motif: "organic", seed: 44 },
  "collection-unica": { width: 1200, height: 1500, motif: "irregular", seed: 45 },
  "technique-hand-tuft": { width: 1600, height: 1200, motif: "loops", seed: 51 },
  "technique-robot-tuft": { width: 1600, height: 1200, motif: "robot", seed: 52 },
  "event-nbaa": { width: 1200, height: 800, motif: "interior", seed: 61 },
  "event-yecla": { width: 1200, height: 800, motif: "geometric", seed: 62 },
  "event-marbella": { width: 1200, height: 800, motif: "organic", seed: 63 },
  "event-habitat": { width: 1200, height: 800, motif: "swatches", seed: 64 },
  // Page openings
  "hero-proyectos": { width: 2400, height: 1350, motif: "interior", seed: 71 },
  "hero-muestrarios": { width: 2400, height: 1350, motif: "swatches", seed: 72 },
  "hero-personalizacion": { width: 2400, height: 1350, motif: "relief", seed: 73 },
  "hero-contract": { width: 2400, height: 1350, motif: "interior", seed: 74 },
  "hero-brand": { width: 2400, height: 1350, motif: "waves", seed: 75 },
  "hero-craft": { width: 2400, height: 1350, motif: "loops", seed: 76 },
  "hero-care": { width: 2400, height: 1350, motif: "smallPattern", seed: 77 },
  // Projects by sector (also the contract section's cards)
  "project-hotel": { width: 1200, height: 900, motif: "interior", seed: 81 },
  "project-residencial": { width: 1200, height: 900, motif: "irregular", seed: 82 },
  "project-retail": { width: 1200, height: 900, motif: "geometric", seed: 83 },
  "project-aviacion": { width: 1200, height: 900, motif: "robot", seed: 84 },
  "project-yate": { width: 1200, height: 900, motif: "waves", seed: 85 },
  "project-arquitectura": { width: 1200, height: 900, motif: "smallPattern", seed: 86 },
  // Sector pages: openings and the hotel areas
  "hero-hoteles": { width: 2400, height: 1350, motif: "interior", seed: 101 },
  "hero-disenadores": { width: 2400, height: 1350, motif: "organic", seed: 102 },
  "hero-comercios": { width: 2400, height: 1350, motif: "geometric", seed: 103 },
  "hero-yates": { width: 2400, height: 1350, motif: "waves", seed: 104 },
  "hero-arquitectos": { width: 2400, height: 1350, motif: "smallPattern", seed: 105 },
  "hero-jets": { width: 2400, height: 1350, motif: "interior", seed: 106 },
  "area-vestibulo": { width: 1200, height: 900, motif: "interior", seed: 111 },
  "area-habitaciones": { width: 1200, height: 900, motif: "interior", seed: 112 },
  "area-eventos": { width: 1200, height: 900, motif: "geometric", seed: 113 },
  "area-restaurantes": { width: 1200, height: 900, motif: "organic", seed: 114 },
  // Samples and colour kits
  "samples-wool": { width: 800, height: 800, motif: "loops", seed: 91 },
  "samples-relief": { width: 800, height: 800, motif: "relief", seed: 92 },
  "samples-pattern": { width: 800, height: 800, motif: "smallPattern", seed: 93 },
  "samples-colour": { width: 800, height: 800, motif: "swatches", seed: 94 },
  "kit-300-collection": { width: 1600, height: 1000, motif: "swatches", seed: 95 },
  "kit-m50": { width: 1200, height: 900, motif: "swatches", seed: 96 },
  "kit-m300": { width: 1200, height: 900, motif: "swatches", seed: 97 },
} as const satisfies Record<string, ImageSpec>;

/** Widths generated for every image (those not above its own width are skipped). */
export const imageWidths = [480, 800, 1200, 1600, 2400] as const;

/** The widths generated for an image `width` pixels wide: the site's widths below it, then its own. */
export function widthsUpTo(width: number): number[] {
  const widths: number[] = imageWidths.filter((candidate) => candidate < width);
  return [...widths, width];
}

/** Whether `value` is the name of a declared image (own keys only: `toString` is no image). */
