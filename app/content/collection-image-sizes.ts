/**
 * The sizes and widths of the collection's pictures, by view (./collection-images.ts declares each
 * picture). Apart, with nothing of the facts, so that the browser can size a picture from its
 * name (app/components/ui/picture.tsx).
 */
/**
 * Pixel sizes and the widths generated (the budget is in docs/developing.md): a card is about 400
 * CSS px wide on a desktop and the full width of a phone, so 800 serves both at twice the density
 * (1200 a phone at three times) and 480 the card at once; the gallery opens a picture full screen
 * at its largest width. A close-up and a room are never cards, so they skip 480.
 */
export const collectionImageSizes = {
  flat: { width: 1200, height: 1500, widths: [480, 800, 1200] },
  detail: { width: 1200, height: 1500, widths: [800, 1200] },
  room: { width: 1600, height: 1200, widths: [800, 1600] },
  case: { width: 1600, height: 1200, widths: [800, 1600] },
} as const;

/** The size and widths of a collection picture, from its name alone (`design-<slug>-<colourway>-<view>`, `case-<slug>-<n>`). */
export function collectionImageSizeOf(
  name: string,
): (typeof collectionImageSizes)[keyof typeof collectionImageSizes] | undefined {
  const view = /^design-.+-(flat|detail|room)$/.exec(name)?.[1] as "flat" | "detail" | "room" | undefined;
  if (view) return collectionImageSizes[view];
  return /^case-.+-\d+$/.test(name) ? collectionImageSizes.case : undefined;
}
