import type { Language } from "~/i18n/languages";
import de from "./de";
import en from "./en";
import es, { type ScheduleWords } from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export type { ScheduleWords } from "./es";

/**
 * The FF&E schedule's words, by language. Server only: the schedule is written on the server,
 * and no page sends these words to the browser.
 */
export const scheduleWords: Record<Language, ScheduleWords> = { es, en, de, it, fr, nl };
