import type { Language } from "~/i18n/languages";
import type { HomeContent } from "../schemas";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import type { HomeTranslation } from "./home-translation";
import it from "./it";
import nl from "./nl";

/**
 * The home page as written: the Spanish structure and words, and each other language's words
 * (its pictures' alternative texts, not their names). What a language shows is its words over
 * the Spanish structure: `homeFrom` in ../live.ts.
 */
export const homeContent: { es: HomeContent } & Record<Exclude<Language, "es">, HomeTranslation> = {
  es,
  en,
  de,
  it,
  fr,
  nl,
};
