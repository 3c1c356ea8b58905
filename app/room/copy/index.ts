import type { Language } from "~/i18n/languages";
import de from "./de";
import en from "./en";
import es, { type RoomCopy } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export type { RoomCopy } from "./es";

/** The room view's words by language; loaded with the room view only. */
export const roomCopy: Record<Language, RoomCopy> = { es, en, de, it, fr, nl };
