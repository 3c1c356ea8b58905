import type { Language } from "~/i18n/languages";
import { type ColourWords, colourWords } from "../colours";
import de from "./de";
import en from "./en";
import es, { type RugWords } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export type { RugWords } from "./es";

/** A rug's words and the range's colour names in one language (`rugVocabulary`). */
export type RugVocabulary = RugWords & { colourNames: ColourWords };

/** A rug's words, by language (server only: a page sends the browser its own language's). */
export const rugWords: Record<Language, RugWords> = { es, en, de, it, fr, nl };

/** A rug's words and the range's colour names in one language: what a rug's summary is written with. */
export function rugVocabulary(lang: Language): RugVocabulary {
  return { ...rugWords[lang], colourNames: colourWords(lang) };
}
