/**
 * The yarn colours a rug can be configured in: 15 families of 20 shades, light to dark.
 *
 * FICTIONAL RANGE: codes, names and hex values are generated below from two small tables
 * (families x tones) as a stand-in. To use the factory's real range, replace the generator with a
 * literal `export const colours: readonly Colour[] = [{ code, family, hex, name: { es, en, de, it, fr, nl } }, ...]`
 * (ordered by family, then light to dark) and adjust `ColourFamilyId`/`colourFamilies` to match;
 * `colourByCode` and `searchColours` work on any such list.
 */
import { type Language, languages } from "~/i18n/languages";

export type ColourFamilyId =
  | "ivory"
  | "sand"
  | "gold"
  | "ochre"
  | "terracotta"
  | "rose"
  | "red"
  | "plum"
  | "blue"
  | "teal"
  | "green"
  | "olive"
  | "brown"
  | "grey"
  | "charcoal";

export type Colour = { code: string; family: ColourFamilyId; hex: string; name: Record<Language, string> };

/** Most colours a single rug can be made in. */
export const maxColours = 6;

// Words come one per language, in the order of `languages` (es en de it fr nl), separated by spaces.

// id, code prefix, OKLCH hue, lightness of the lightest and of the darkest shade, peak chroma,
// hue drift towards the dark end, family names.
const familyTable: readonly [ColourFamilyId, string, number, number, number, number, number, string][] = [
  ["ivory", "IV", 88, 0.97, 0.8, 0.035, -8, "Marfil Ivory Elfenbein Avorio Ivoire Ivoor"],
  ["sand", "SA", 75, 0.93, 0.52, 0.055, -5, "Arena Sand Sand Sabbia Sable Zand"],
  ["gold", "GO", 90, 0.9, 0.5, 0.11, -12, "Oro Gold Gold Oro Or Goud"],
  ["ochre", "OC", 76, 0.88, 0.45, 0.105, -6, "Ocre Ochre Ocker Ocra Ocre Oker"],
  ["terracotta", "TE", 45, 0.86, 0.38, 0.115, -5, "Terracota Terracotta Terrakotta Terracotta Terracotta Terracotta"],
  ["rose", "RO", 12, 0.92, 0.45, 0.07, 5, "Rosa Rose Rosa Rosa Rose Roze"],
  ["red", "RE", 25, 0.8, 0.3, 0.125, -5, "Rojo Red Rot Rosso Rouge Rood"],
  ["plum", "PL", 340, 0.88, 0.27, 0.07, -8, "Ciruela Plum Pflaume Prugna Prune Pruim"],
  ["blue", "BL", 250, 0.92, 0.25, 0.075, 15, "Azul Blue Blau Blu Bleu Blauw"],
  ["teal", "TL", 205, 0.9, 0.28, 0.06, 10, "Petróleo Teal Petrol Ottanio Pétrole Petrol"],
  ["green", "GR", 150, 0.92, 0.28, 0.06, 10, "Verde Green Grün Verde Vert Groen"],
  ["olive", "OL", 112, 0.9, 0.32, 0.085, -5, "Oliva Olive Oliv Oliva Olive Olijf"],
  ["brown", "BR", 55, 0.85, 0.25, 0.065, -5, "Marrón Brown Braun Marrone Brun Bruin"],
  ["grey", "GY", 80, 0.95, 0.42, 0.014, 0, "Gris Grey Grau Grigio Gris Grijs"],
  ["charcoal", "CH", 255, 0.56, 0.18, 0.018, 0, "Carbón Charcoal Anthrazit Antracite Anthracite Antraciet"],
];

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

/** OKLCH to "#rrggbb", clamped to sRGB. */
function oklchToHex(l: number, c: number, hue: number): string {
  const a = c * Math.cos((hue * Math.PI) / 180);
  const b = c * Math.sin((hue * Math.PI) / 180);
  const lc = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mc = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const sc = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
    -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
    -0.0041960863 * lc - 0.7034186147 * mc + 1.707614701 * sc,
  ];
  const channel = (x: number) => {
    const v = Math.min(1, Math.max(0, x));
    const srgb = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
    return Math.round(srgb * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${linear.map(channel).join("")}`;
}

/** The families, in display order. */
export const colourFamilies: readonly { id: ColourFamilyId; name: Record<Language, string> }[] = familyTable.map(
  ([id, , , , , , , names]) => ({ id, name: byLanguage(names, (name) => name) }),
);

/** All 300 colours, by family, then light to dark. */
export const colours: readonly Colour[] = familyTable.flatMap(
  ([family, prefix, hue, light, dark, chroma, drift, names]) =>
    tones.map((tone, i): Colour => {
      const t = i / (tones.length - 1);
      const toneWords = tone.split(" ");
      // Lightness eases a little towards the dark end; chroma peaks in the middle tones, with a small
      // irregular wobble (as in a dyed range) that never reorders the lightness.
      const l = light - (light - dark) * (0.85 * t + 0.15 * t * t) + 0.004 * Math.sin(i * 2.1);
      const c = chroma * (0.3 + 0.7 * Math.sin(Math.PI * (0.05 + 0.8 * t))) * (1 + 0.12 * Math.sin(i * 1.7 + hue));
      return {
        code: `${prefix}${String(i + 1).padStart(2, "0")}`,
        family,
        hex: oklchToHex(l, c, hue + drift * t),
        name: byLanguage(names, (name, lang, j) => colourName(name, toneWords[j] ?? "", lang)),
      };
    }),
);

const byCode = new Map(colours.map((colour) => [colour.code, colour]));

/** The colour with this code, in any case: "sa04" finds "SA04". */
export function colourByCode(code: string): Colour | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** Lower case without accents: "Petróleo" -> "petroleo", "Grün" -> "grun". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Colours whose code or name in `lang` contains every word of the query, ignoring case and accents
 * ("azul bruma", "petroleo", "nebelblau", "sa04"); an empty query gives them all. `family` narrows the list.
 */
export function searchColours(query: string, lang: Language, family?: ColourFamilyId): Colour[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return colours.filter((colour) => {
    if (family && colour.family !== family) return false;
    const name = colour.name[lang];
    // German umlauts also spelt out, so "gruen" finds "Grün" as well as "grun".
    const text = `${colour.code.toLowerCase()} ${fold(name)} ${fold(name.replace(/[äöü]/gi, (ch) => `${ch}e`))}`;
    return words.every((word) => text.includes(word));
  });
}
