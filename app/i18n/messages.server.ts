import type { Language } from "./languages";
import de from "./locales/de";
import en from "./locales/en";
import es, { type Messages } from "./locales/es";
import fr from "./locales/fr";
import it from "./locales/it";
import nl from "./locales/nl";

export const messages: Record<Language, Messages> = { es, en, de, it, fr, nl };
