import { z } from "zod";
import { isPictureName, type PictureName } from "./media-names";

/**
 * A picture in content: which image (structure, written in Spanish only) and its alternative
 * text (words, in every language). The studio offers every `{ name, alt }` as an image slot.
 */
export const imageRefSchema = z.object({
  /** A declared image, or an uploaded one (`m-<hash>-<width>x<height>`). */
  name: z.custom<PictureName>(isPictureName, "unknown image"),
  alt: z.string(), // empty only for a decorative image
});
