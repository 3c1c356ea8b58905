import type { Language } from "~/i18n/languages";
import { colourWords } from "~/rug/colours";
import { type RugVocabulary, rugWords } from "~/rug/words";
import de from "./de";
import en from "./en";
import es, { type ConfiguratorPageWords } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export type { ConfiguratorPageWords } from "./es";

/** The configurator page's own words, by language (server only: the page sends the browser its own). */
export const configuratorPageWords: Record<Language, ConfiguratorPageWords> = { es, en, de, it, fr, nl };

/** The configurator's words: the rug's (app/rug/words), the range's colour names and the page's own. */
export type ConfiguratorWords = RugVocabulary & ConfiguratorPageWords;

/** The configurator's words in one language: what its page is drawn with. */
export function configuratorWords(lang: Language): ConfiguratorWords {
  return { ...rugWords[lang], ...configuratorPageWords[lang], colourNames: colourWords(lang) };
}
