import type { Language } from "~/i18n/languages";
import de from "./de";
import en from "./en";
import es, { type SpecifierWords } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

/** The specifier's pack in each language (server-only). */
export const specifierWords: Record<Language, SpecifierWords> = { es, en, fr, de, it, nl };
export type { SpecifierWords };
