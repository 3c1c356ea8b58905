import type { Language } from "~/i18n/languages";
import de from "./de";
import en from "./en";
import es, { type RoomWords } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export type { RoomWords } from "./es";

/** The room view's words by language; loaded with the room view only. */
export const roomWords: Record<Language, RoomWords> = { es, en, de, it, fr, nl };
