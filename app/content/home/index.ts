import type { Language } from "~/i18n/languages";
import type { HomeContent } from "../schemas";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export const homeContent: Record<Language, HomeContent> = { es, en, de, it, fr, nl };
