/**
 * The colour range with its names in six languages (the server's: the page sends the browser its
 * own language's names, `colourWords`). Codes and colour values: `colour-range.ts`.
 *
 * FICTIONAL NAMES, generated from two small word lists (a family, a tone) as a stand-in for the
 * real range's: replace `colours` with a literal list of `{ code, family, hex, name: { es, en, de,
 * it, fr, nl } }` and `colourFamilies` to match.
 */
import { type Language, languages } from "~/i18n/languages";
import { type ColourFamilyId, colourFamilyIds, colourRange, type RangeColour } from "./colour-range";

export { type ColourFamilyId, maxColours } from "./colour-range";

export type Colour = RangeColour & { name: Record<Language, string> };

// Words come one per language, in the order of `languages` (es en de it fr nl), separated by spaces.
const familyNames: Record<ColourFamilyId, string> = {
  ivory: "Marfil Ivory Elfenbein Avorio Ivoire Ivoor",
  sand: "Arena Sand Sand Sabbia Sable Zand",
  gold: "Oro Gold Gold Oro Or Goud",
  ochre: "Ocre Ochre Ocker Ocra Ocre Oker",
  terracotta: "Terracota Terracotta Terrakotta Terracotta Terracotta Terracotta",
  rose: "Rosa Rose Rosa Rosa Rose Roze",
  red: "Rojo Red Rot Rosso Rouge Rood",
  plum: "Ciruela Plum Pflaume Prugna Prune Pruim",
  blue: "Azul Blue Blau Blu Bleu Blauw",
  teal: "Petróleo Teal Petrol Ottanio Pétrole Petrol",
  green: "Verde Green Grün Verde Vert Groen",
  olive: "Oliva Olive Oliv Oliva Olive Olijf",
  brown: "Marrón Brown Braun Marrone Brun Bruin",
  grey: "Gris Grey Grau Grigio Gris Grijs",
  charcoal: "Carbón Charcoal Anthrazit Antracite Anthracite Antraciet",
};

// The 20 tones, light to dark: a number is the same tone in every family (SA01 "Chalk Sand", BL01 "Chalk Blue").
// In Spanish, Italian and French the tone follows the family name; in German and Dutch it begins a compound.
const tones = [
  "tiza Chalk Kreide gesso craie Krijt",
  "nácar Pearl Perl perla perle Parel",
  "sal Salt Salz sale sel Zout",
  "bruma Mist Nebel nebbia brume Nevel",
  "lienzo Linen Leinen lino lin Linnen",
  "alba Dawn Morgen aurora aube Ochtend",
  "seda Silk Seiden seta soie Zijde",
  "almendra Almond Mandel mandorla amande Amandel",
  "piedra Stone Stein pietra pierre Steen",
  "arcilla Clay Lehm argilla argile Klei",
  "ceniza Ash Asch cenere cendre As",
  "humo Smoke Rauch fumo fumée Rook",
  "otoño Autumn Herbst autunno automne Herfst",
  "terciopelo Velvet Samt velluto velours Fluweel",
  "pizarra Slate Schiefer ardesia ardoise Leisteen",
  "tormenta Storm Sturm tempesta orage Storm",
  "crepúsculo Dusk Abend crepuscolo crépuscule Schemer",
  "sombra Shadow Schatten ombra ombre Schaduw",
  "tinta Ink Tinten inchiostro encre Inkt",
  "noche Night Nacht notte nuit Nacht",
];

type Names = Record<Language, string>;

/** One word per language, from a space-separated list. */
function byLanguage(list: string, make: (word: string, lang: Language, i: number) => string): Names {
  const words = list.split(" ");
  return Object.fromEntries(languages.map((lang, i) => [lang, make(words[i] ?? "", lang, i)])) as Names;
}

/** German and Dutch compound a tone and a family into one word ("Nebelblau", "Nevelblauw"). */
function compound(tone: string, family: string, lang: "de" | "nl"): string {
  const clash = `${tone.slice(-1)}${family[0]?.toLowerCase()}`;
  // German: "Kreide-Elfenbein"; Dutch: a hyphen where the vowels would merge ("Klei-ivoor").
  if (lang === "de") return clash === "ee" ? `${tone}-${family}` : tone + family.toLowerCase();
  const merge = /^(aa|ae|ai|au|ee|ei|eu|ie|ii|oe|oi|oo|ou|ui|uu)$/.test(clash);
  return `${tone}${merge ? "-" : ""}${family.toLowerCase()}`;
}

function colourName(family: string, tone: string, lang: Language): string {
  if (lang === "en") return `${tone} ${family}`; // "Mist Blue"
  if (lang === "de" || lang === "nl") return compound(tone, family, lang);
  return `${family} ${tone}`; // Spanish, Italian, French: nouns in apposition, "Azul bruma".
}

/** The families, in display order, with their names. */
export const colourFamilies: readonly { id: ColourFamilyId; name: Record<Language, string> }[] = colourFamilyIds.map(
  (id) => ({ id, name: byLanguage(familyNames[id], (name) => name) }),
);

/** All 300 colours with their names, by family, then light to dark. */
export const colours: readonly Colour[] = colourRange.map((colour, index) => {
  const tone = (tones[index % tones.length] ?? "").split(" ");
  return {
    ...colour,
    name: byLanguage(familyNames[colour.family], (name, lang, j) => colourName(name, tone[j] ?? "", lang)),
  };
});

/** One language's names of every colour and family: what the page sends the browser. */
export type ColourWords = { colours: Record<string, string>; families: Record<ColourFamilyId, string> };

const wordsByLanguage = new Map<Language, ColourWords>();

/** Built once per language (every configurator page, e-mail and search reads them). */
export function colourWords(lang: Language): ColourWords {
  let words = wordsByLanguage.get(lang);
  if (!words) {
    words = {
      colours: Object.fromEntries(colours.map((colour) => [colour.code, colour.name[lang]])),
      families: Object.fromEntries(colourFamilies.map((family) => [family.id, family.name[lang]])) as Record<
        ColourFamilyId,
        string
      >,
    };
    wordsByLanguage.set(lang, words);
  }
  return words;
}
