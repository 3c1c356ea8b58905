import { type Language, languageLocales } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import { fill } from "~/i18n/translate";
import type { RugCarbon } from "~/rug/carbon";
import type { FireRating, FireRatings, WearClass } from "~/rug/constructions";
import type { RugFacts } from "~/rug/facts";
import type { Material } from "~/rug/options";
import { rugWords } from "~/rug/words";
import type { Certificate } from "~/site/certificates";
import { sheetWords } from "./sheet-words";

/**
 * A rug's facts (app/rug/facts.ts) in words, the data sheet's own: the design's page and the
 * data sheet both write them with these functions, so for one rug on one backing they state
 * the same class, the same certificate or the same "on request", letter for letter.
 */

/** The uses a rug is classified for, in the order both the page and the sheet list them. */
export const fireUses = ["floors", "france", "ships", "aircraft"] as const satisfies readonly (keyof FireRatings)[];
export type FireUse = (typeof fireUses)[number];

/** A certificate's date ("2025-03-14") as the language writes a day, in the factory's calendar. */
const certificateDate = (date: string, lang: Language) =>
  new Intl.DateTimeFormat(languageLocales[lang], { dateStyle: "long", timeZone: "Europe/Madrid" }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** A classification and its proof: "Bfl-s1 · certificate no. … of 14 March 2025 (…)", or 'on request'. */
function rated<Class>(rating: FireRating<Class> | null, classWords: (value: Class) => string, lang: Language) {
  const copy = sheetWords[lang];
  if (!rating) return copy.values.onRequest;
  const proof = (certificate: Certificate | null) =>
    certificate
      ? fill(copy.values.certificate, {
          number: certificate.number,
          date: certificateDate(certificate.date, lang),
          body: certificate.body,
        })
      : copy.values.certificateOnRequest;
  return `${classWords(rating.class)} · ${proof(rating.certificate)}`;
}

/** Each use's classification in words. */
export function fireStatements(fire: FireRatings, lang: Language): Record<FireUse, string> {
  const copy = sheetWords[lang];
  const parts = new Intl.ListFormat(languageLocales[lang], { type: "conjunction" });
  return {
    floors: rated(fire.floors, (value) => value, lang),
    france: rated(fire.france, (value) => value, lang),
    ships: rated(fire.ships, (value) => fill(copy.values.ships, { parts: parts.format(value.map(String)) }), lang),
    aircraft: rated(fire.aircraft, (test) => fill(copy.values.aircraft, { test }), lang),
  };
}

/** "32 · general commercial use". */
export function wearStatement(wear: WearClass, lang: Language): string {
  const copy = sheetWords[lang];
  return fill(copy.values.wear, { class: wear, meaning: copy.values.wearMeanings[wear] });
}

/** The pile's yarns by the configurator's names, the main one first ("New Zealand wool, Natural silk"). */
export function materialsStatement(materials: readonly Material[], lang: Language): string {
  const { names } = rugWords[lang];
  return materials.map((material) => names.materials[material]).join(", ");
}

/** "5 years". */
export function warrantyStatement(facts: Pick<RugFacts, "warrantyYears">, lang: Language): string {
  return fill(sheetWords[lang].values.warranty, { years: formatNumber(facts.warrantyYears, lang) });
}

/**
 * The rug's embodied carbon as its EPD declares it: "18,4 kg CO₂e/m² · 110,4 kg CO₂e for this rug
 * (EPD no., operator)", or 'on request' when no EPD covers it.
 */
export function carbonStatement(carbon: RugCarbon | null, lang: Language): string {
  const copy = sheetWords[lang];
  if (!carbon) return copy.values.onRequest;
  return fill(copy.values.carbon, {
    perArea: formatNumber(carbon.gwpA1A3KgCo2ePerM2, lang, 1),
    total: formatNumber(carbon.gwpA1A3KgCo2e, lang, 1),
    number: carbon.epd.number,
    operator: carbon.epd.programmeOperator,
  });
}
