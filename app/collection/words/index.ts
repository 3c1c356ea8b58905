import type { Language } from "~/i18n/languages";
import de from "./de";
import en from "./en";
import es, { type CollectionWords } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export type { CollectionWords } from "./es";

/** The collection's pages' words, by language (the pages send the browser their own language's). */
export const collectionWords: Record<Language, CollectionWords> = { es, en, de, it, fr, nl };
