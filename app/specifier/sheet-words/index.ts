import type { Language } from "~/i18n/languages";
import de from "./de";
import en from "./en";
import es, { type SheetWords } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export type { SheetWords } from "./es";

/**
 * The specifier's data sheet's words, by language. Server only: the sheet is drawn on the
 * server, and no page sends these words to the browser.
 */
export const sheetWords: Record<Language, SheetWords> = { es, en, de, it, fr, nl };
