import type { Colourway, Design } from "~/content/collection/schema";
import type { Language } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { collectionWords } from "./words";

type Pictures = Colourway["images"];

/**
 * A colourway's pictures as a page shows them, each described in the page's language: with the
 * words the content gives it, or, where the content left one empty (the studio lets a decorative
 * picture go undescribed, which a product's picture never is), with its design, colourway and view.
 */
export function describedPictures(design: Pick<Design, "name">, colourway: Colourway, lang: Language): Pictures {
  const alts = collectionWords[lang].design.gallery.alts;
  const described = (view: keyof Pictures) => {
    const picture = colourway.images[view];
    if (picture.alt.trim()) return picture;
    return { ...picture, alt: fill(alts[view], { design: design.name, colourway: colourway.label }) };
  };
  return { flat: described("flat"), detail: described("detail"), room: described("room") };
}
