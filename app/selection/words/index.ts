import type { Language } from "~/i18n/languages";
import de from "./de";
import en from "./en";
import es, { type SelectionWords } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export type { SelectionWords } from "./es";

/**
 * The specifier's project's words, by language: the "add to project" form, the project's page,
 * its shared copy and what they answer.
 */
export const selectionWords: Record<Language, SelectionWords> = { es, en, de, it, fr, nl };
