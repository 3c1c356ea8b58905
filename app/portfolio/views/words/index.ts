import type { Language } from "~/i18n/languages";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";
import nl from "./nl";

export type { PortfolioWords } from "./es";

/** The portfolio's interface words by language (loaders only: a page gets its own language's). */
export const portfolioWords = { es, en, de, it, fr, nl } satisfies Record<Language, typeof es>;
