import type { Language } from "~/i18n/languages";
import { colourWords } from "../colours";
import type { ConfiguratorWords } from "../summary";
import de from "./de";
import en from "./en";
import es, { type ConfiguratorCopy } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export type { ConfiguratorCopy } from "./es";

/** The configurator's words, by language (server only: the page sends the browser its own). */
export const configuratorCopy: Record<Language, ConfiguratorCopy> = { es, en, de, it, fr, nl };

/** The configurator's copy and colour names in one language: what the page and documents use. */
export function configuratorWords(lang: Language): ConfiguratorWords {
  return { ...configuratorCopy[lang], colourNames: colourWords(lang) };
}
