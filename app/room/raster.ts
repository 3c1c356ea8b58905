/** Pixels as the room view handles them: RGBA, row by row, as a canvas's ImageData holds them. */
export type Raster = { width: number; height: number; data: Uint8ClampedArray };

/** The rug's drawing: `margin` cm of transparent border around a `rugLength` × `rugWidth` cm rug. */
export type RugTexture = Raster & { pxPerCm: number; margin: number; rugLength: number; rugWidth: number; ground: Rgb };
export type Rgb = readonly [number, number, number];
