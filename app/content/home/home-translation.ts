import type { HomeContent } from "../schemas";
import type { Translation } from "../translation";

/** A language's words of the home page over its Spanish structure (pictures keep only their `alt`). */
export type HomeTranslation = Translation<HomeContent>;
