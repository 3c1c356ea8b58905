/**
 * The query names the design pages read and write, browser-safe: each is part of links shared
 * or sent, so none is ever renamed.
 */

/** The colourway a design's page shows (`/colecciones/alcazar?color=noche`). */
export const colourwayParam = "color";

/** The sample request page, which reads the design and its colours from these names. */
export const samplesPath = "/solicitud-muestrario";
export const samplesParams = { design: "diseno", colour: "c" } as const;
