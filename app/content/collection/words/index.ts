import type { Language } from "~/i18n/languages";
import designsDe1 from "./designs-1/de";
import designsEn1 from "./designs-1/en";
import designsEs1 from "./designs-1/es";
import designsFr1 from "./designs-1/fr";
import designsIt1 from "./designs-1/it";
import designsNl1 from "./designs-1/nl";
import designsDe2 from "./designs-2/de";
import designsEn2 from "./designs-2/en";
import designsEs2 from "./designs-2/es";
import designsFr2 from "./designs-2/fr";
import designsIt2 from "./designs-2/it";
import designsNl2 from "./designs-2/nl";
import * as projectsDe from "./projects/de";
import * as projectsEn from "./projects/en";
import * as projectsEs from "./projects/es";
import * as projectsFr from "./projects/fr";
import * as projectsIt from "./projects/it";
import * as projectsNl from "./projects/nl";
import type { SampleCollectionWords } from "./types";

export type { SampleCollectionWords } from "./types";

const words = (
  designs: SampleCollectionWords["designs"],
  more: SampleCollectionWords["designs"],
  projects: Pick<SampleCollectionWords, "projects" | "alts">,
): SampleCollectionWords => ({ designs: { ...designs, ...more }, projects: projects.projects, alts: projects.alts });

/** The sample collection and portfolio's words, per language. */
export const sampleCollectionWords: Record<Language, SampleCollectionWords> = {
  es: words(designsEs1, designsEs2, projectsEs),
  en: words(designsEn1, designsEn2, projectsEn),
  de: words(designsDe1, designsDe2, projectsDe),
  it: words(designsIt1, designsIt2, projectsIt),
  fr: words(designsFr1, designsFr2, projectsFr),
  nl: words(designsNl1, designsNl2, projectsNl),
};
