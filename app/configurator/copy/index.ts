import type { Language } from "~/i18n/languages";
import { colourWords } from "~/rug/colours";
import { type RugVocabulary, type RugWords, rugWords } from "~/rug/words";
import de from "./de";
import en from "./en";
import es, { type ConfiguratorPageCopy } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

/** The configurator's words: the rug's (app/rug/words) and the page's own. */
export type ConfiguratorCopy = RugWords & ConfiguratorPageCopy;

/** The configurator's words and the range's colour names: what its page is drawn with. */
export type ConfiguratorWords = ConfiguratorCopy & RugVocabulary;

const page: Record<Language, ConfiguratorPageCopy> = { es, en, de, it, fr, nl };

/** The configurator's words, by language (server only: the page sends the browser its own). */
export const configuratorCopy = Object.fromEntries(
  (Object.keys(page) as Language[]).map((lang) => [lang, { ...rugWords[lang], ...page[lang] }]),
) as Record<Language, ConfiguratorCopy>;

/** The configurator's words and the range's colour names in one language: what the page uses. */
export function configuratorWords(lang: Language): ConfiguratorWords {
  return { ...configuratorCopy[lang], colourNames: colourWords(lang) };
}
