import type { Language } from "~/i18n/languages";

/**
 * The copy rules every text of the site is held to, in every language: the claims stay within
 * the product's facts (techniques, materials, certifications, figures), and the glossary's one
 * word for each thing. The unit tests scan the modules with them (claims.test.ts); the content
 * studio checks every text an editor saves with the same rules.
 */

/** A text and where it is (`page faq.blocks.1.items.0.answer`). */
export type Text = { where: string; text: string };

/** Content values that are names or codes, the same in every language. */
export const contentNames = [
  "M50",
  "M300",
  "M1",
  "M1/M2",
  "Pantone",
  "Wilton",
  "Contract",
  "Crevillente",
  "Handtuft",
  "Robotuft",
  "Flatweave",
];

/** Proper names that stay as they are in every language (events' titles and places). */
export const properNames = [
  "NBAA Las Vegas 2024",
  "Marbella Design",
  "Hábitat Valencia",
  "Yecla, Murcia",
  "Marbella, Málaga",
];

/**
 * How a finding weighs on a publish. An error blocks it: a claim the company cannot stand behind
 * (false, or against consumer or green-claims law), a fact that is wrong. A warning is a matter
 * of house style (the glossary's word, typography): the editor may publish anyway, and the
 * version keeps the warning in its history. The seed modules are held to every rule, of either
 * weight (claims.test.ts, validate.test.ts).
 */
export type Severity = "error" | "warning";

/** The copy rules by id; the studio names and explains each in the staff member's language. */
export type CopyRuleId =
  | "m1AsRequirement"
  | "genericGreen"
  | "woolOrigin"
  | "promises"
  | "techniqueNames"
  | "terminology"
  | "italianTitleCase";

export type Rule = {
  id: CopyRuleId;
  severity: Severity;
  patterns: Partial<Record<Language, RegExp[]>> & { all?: RegExp[] };
  only?: RegExp;
};

/**
 * M1 (M1/M2 on yachts) is the products' reaction-to-fire classification, never what a market's
 * rules require: Spain and most of the EU classify floorings under EN 13501-1.
 */
export const m1AsRequirement: Rule = {
  id: "m1AsRequirement",
  // A false statement of what the law requires: misleading, whoever reads it.
  severity: "error",
  only: /\bM[12]\b/,
  patterns: {
    es: [
      /(la|lo) que (piden|exigen?|requieren?)/i,
      /exigencias de seguridad/i,
      /normativa|obligatori|reglament/i,
      /responda a/i,
    ],
    en: [/as required|required (for|by|in)|requires?\b|demands? of|meets? the|compl(y|ies|iance)|regulat|mandatory/i],
    de: [/verlangt|vorgeschrieben|Anforderung|entsprich|Vorschrift|Pflicht/i],
    it: [/richiest[ao]|requisiti|obbligatori|normativ|rispond[ae] a/i],
    fr: [/qu'exig|exigences? (de sécurité|réglementaires?)|exigé|requis|réglementaire|obligatoire|répond(e|re)? aux/i],
    nl: [/vereist|\beisen\b|voldoe|verplicht|voorgeschreven/i],
  },
};

/**
 * Green claims without the concrete fact behind them (the EU rules on green claims apply from
 * 27 September 2026). The topic's name ("Sostenibilidad", the page) stays; the adjectives and
 * the unquantified "lower footprint" go. The concrete facts are stated instead: recycled and
 * recyclable options on request, made to measure in our own factory, wear class 33.
 */
export const genericGreen: Rule = {
  id: "genericGreen",
  // The law forbids it (generic environmental claims without the fact behind them).
  severity: "error",
  patterns: {
    es: [
      /\bsostenibles?\b/i,
      /ecol[oó]gic|\beco\b|eco-/i,
      /medio ?ambient|\bambiental/i,
      /huella (ecol|de carbono|ambiental)/i,
      /(menos|menor|reduc\w*|reducir) (el |su |nuestro )?impacto/i,
      /respetuos\w* con/i,
    ],
    en: [
      /\bsustainabl[ey]\b/i,
      /\beco\b|eco-/i,
      // "Green" the colour (a jade green, the green of a riverbed) is no claim.
      /\bgreener\b|\bgo(es|ing)? green\b|\bgreen (choice|credentials|option|alternative|products?|company|business|manufactur\w*|production|materials?|claims?|future)\b/i,
      /environment(al|ally)/i,
      /footprint|carbon|planet/i,
      /(reduc\w*|lower|lighter|less) (our |its |their )?impact/i,
    ],
    de: [/\bnachhaltig(e|en|er|es|em|ste|sten)?\b/i, /umwelt|ökolog|öko-|klima(neutral|freundlich)|Fußabdruck|CO2/i],
    it: [
      /\bsostenibil[ei]\b/i,
      /ecologic|eco-?compatibil|\beco\b/i,
      /impatto ambientale|(ridurre|meno|minore) (il )?(proprio |nostro |suo )?impatto|rispett\w* (dell')?ambiente/i,
      /impronta (ecologica|di carbonio|ambientale)/i,
    ],
    fr: [
      /\bdurables?\b/i,
      /écolog|éco-?responsable|\béco\b/i,
      /environnemental|respectueu\w* de l'environnement/i,
      /empreinte (écolog|carbone)|(réduire|moindre|moins d') ?(leur |notre |son |l')?impact/i,
    ],
    nl: [/\bduurzame?\b|duurzaamst/i, /milieu|ecologisch|voetafdruk|\bimpact\b/i],
  },
};

/** Wool: New Zealand wool, and virgin wool options. Never "local", "regional" or another origin. */
export const woolOrigin: Rule = {
  id: "woolOrigin",
  // A false origin of the material: a factual claim.
  severity: "error",
  patterns: {
    es: [/\b(local(es)?|de proximidad|regional(es)?|kil[oó]metro cero|km ?0|española|australiana)\b/i],
    en: [
      /\b(local|locally|regional|regionally|British|Australian|Spanish) (sourced )?(virgin )?(wool|fibres?)\b|locally sourced/i,
    ],
    de: [/\b(lokale?[nrs]?|regionale?[nrs]?) (Schur)?wolle|aus (der )?Region|regionaler Herkunft/i],
    it: [/\b(local[ei]|chilometro zero|km ?0|provenienza locale)\b/i],
    fr: [/\b(locales?|régionales?|origine locale)\b/i],
    nl: [/\b(lokale?|regionale?) (scheer)?wol|uit de regio|lokale vezels/i],
  },
  only: /lana|wool|fib(re|er)|Wolle|Faser|laine|\bwol\b|scheerwol|vezel|lan[ae]\b|fibr[ae]/i,
};

/**
 * Operational promises the company does not make (a reply time, a delivery or making time, free
 * shipping). A time limit published as ours binds the company towards the customer, so the rule
 * blocks. It reads only the sentences that speak of something done for the customer (replying,
 * delivering, shipping, sending, making): "let it dry for 24 hours" or "600 brands in 4 days" is
 * an ordinary sentence, "we reply within one working day" a promise.
 */
export const promises: Rule = {
  id: "promises",
  severity: "error",
  only: new RegExp(
    [
      // es
      "respond|respuesta|contest|entreg|env[ií]|portes|recib|lleg|fabric|tej[eiao]|produc|te llam|le llam|plazo",
      // en
      "repl(y|ies|ied)|respon|answer|get back|call (you|back)|deliver|ship|dispatch|\\bsen[dt]|receiv|arriv|\\bmak(e|es|ing)\\b|\\bmade\\b|weav|woven|lead time|turnaround",
      // de
      "antwort|rückmeld|melden|liefer|versand|versend|zugestellt|erhalt|herstell|gefertigt|fertig|produz|webe",
      // it
      "rispond|rispost|consegn|spedi|ricev|realizz|tess",
      // fr
      "répon|livr|expédi|envo[iy]|recev|reçoi|fabriqu|produi|tiss",
      // nl
      "antwoord|reageer|reactie|lever|verzend|verzonden|ontvang|gemaakt|maken|geweven",
    ].join("|"),
    "i",
  ),
  patterns: {
    all: [/\b24 ?h\b|\b(24|48) (horas|hours|Stunden|ore|heures|uur)\b|\b48 ?h\b/i],
    es: [/d[ií]a (laborable|h[áa]bil)|env[ií]o gratuito|portes gratis|en \d+ (d[ií]as|semanas)/i],
    en: [/(working|business) day|free (shipping|delivery)|within \d+ (days|weeks)/i],
    de: [/Werktag|Arbeitstag|kostenlose[nr]? (Versand|Lieferung)|versandkostenfrei|innerhalb von \d+ (Tagen|Wochen)/i],
    it: [/giorn[oi] lavorativ|spedizione gratuita|entro \d+ (giorni|settimane)/i],
    fr: [/jours? ouvr|livraison (gratuite|offerte)|sous \d+ (jours|semaines)/i],
    nl: [/werkdag|gratis (verzending|levering)|binnen \d+ (dagen|weken)/i],
  },
};

/** The techniques are named Handtuft and Robotuft, like Flatweave and Wilton. */
export const techniqueNames: Rule = {
  id: "techniqueNames",
  // The same technique spelt another way: the glossary's spelling, a matter of house style.
  severity: "warning",
  patterns: {
    all: [
      /\b(hand|robot)[\s-]tuft\b/i,
      /\bhandtuft\b|\brobotuft\b|\bflatweave\b/,
      /\bRobottuft\b|\bHandTuft\b|\bRoboTuft\b/,
    ],
  },
};

/**
 * One word per thing in each language: the German sample kit is a Musterkollektion and carving
 * is Konturenschnitt; a Dutch rug is a vloerkleed (tapijt is wall-to-wall carpet); Italian custom
 * blends are miscele.
 */
export const terminology: Rule = {
  id: "terminology",
  // The glossary's preferred word: style, the other word is not false.
  severity: "warning",
  patterns: {
    de: [/Musterset|Musterkit|Musterkoffer|Musteranfrage|Muster-Set|geschnitzt|Schnitzerei/i],
    nl: [/\btapijt/i],
    it: [/\bmischi[ae]\b/i],
  },
};

/** The sentences of a text a rule reads: a rule about a subject (M1, wool) reads only those that name it. */
function sentencesFor(rule: Rule, text: string): string[] {
  return rule.only ? text.split(/(?<=[.!?;:])\s+/).filter((sentence) => rule.only?.test(sentence)) : [text];
}

/** Findings of a rule in some texts of a language. */
export function findings(rule: Rule, lang: Language, texts: Text[], exempt: RegExp = /$^/): string[] {
  return texts
    .filter(({ where }) => !exempt.test(where))
    .filter(({ text }) => wordsBreaking(rule, lang, text).length > 0)
    .map(({ where, text }) => `${where}: ${text}`);
}

const wordCharacter = /[\p{L}\p{N}'’-]/u;

/** The whole word (or words) around a match: "eco-" found in "eco-friendly" is "eco-friendly". */
function wordAround(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from > 0 && wordCharacter.test(text[from - 1] ?? "")) from--;
  while (to < text.length && wordCharacter.test(text[to] ?? "")) to++;
  return text.slice(from, to).trim();
}

/** The words of a text that break a rule in a language, each once, as the text writes them. */
export function wordsBreaking(rule: Rule, lang: Language, text: string): string[] {
  const patterns = [...(rule.patterns.all ?? []), ...(rule.patterns[lang] ?? [])];
  const words = new Set<string>();
  for (const sentence of sentencesFor(rule, text))
    for (const pattern of patterns) {
      const match = pattern.exec(sentence);
      if (match) words.add(wordAround(sentence, match.index, match.index + match[0].length));
    }
  return [...words];
}

/**
 * Italian, like Spanish, writes headings in sentence case: after the first word, a capital only
 * for a name. The names the site's headings use are listed, with the places trade fairs are held
 * in; a word shaped like a name (a brand with "&" or "+", a capital inside it, a figure) is one.
 */
const italianNames =
  /^(Nudo|Crevillente|Alicante|Spagna|Handtuft|Robotuft|Flatweave|Wilton|Pantone|Nuova|Zelanda|Marbella|Design|Hábitat|Valencia|Yecla|Murcia|Málaga|NBAA|Las|Vegas|Stati|Uniti|Germania|Svizzera|Inghilterra|Contract|M1|M1\/M2|M50|M300|MHz|UE|RGPD|GDPR|Google|Chrome|Firefox|Safari|Edge|Microsoft|Apple|Mozilla|OpenStreetMap|Ctrl|K|IVA|NIF|CIF|I3|Nº1|S\.L\.|Europa|Europea|Agencia|Española|Protección|Datos|AEPD|Ejemplo|Alfombras|Registro|Mercantil|Foundation|Fiera|Mobile)$/;
const italianPlaces =
  /^(Parigi|Milano|Roma|Venezia|Firenze|Torino|Bologna|Napoli|Verona|Rimini|Italia|Francia|Londra|Regno|Unito|Colonia|Francoforte|Monaco|Montecarlo|Düsseldorf|Berlino|Amburgo|Norimberga|Stoccarda|Hannover|Ginevra|Zurigo|Basilea|Vienna|Austria|Amsterdam|Rotterdam|Utrecht|Maastricht|Olanda|Paesi|Bassi|Bruxelles|Belgio|Kortrijk|Courtrai|Lisbona|Portogallo|Madrid|Barcellona|Siviglia|Bilbao|Ibiza|Maiorca|Palma|Cannes|Nizza|Lione|Marsiglia|Copenaghen|Danimarca|Stoccolma|Svezia|Oslo|Norvegia|Helsinki|Atene|Grecia|Istanbul|Dubai|Doha|Qatar|Riad|Abu|Dhabi|Emirati|Arabi|Saudita|Mosca|New|York|Miami|Los|Angeles|Chicago|Orlando|Atlanta|Shanghai|Pechino|Cina|Hong|Kong|Singapore|Tokyo|Giappone|Messico)$/;
const nameShaped = (word: string) => /[&+\d]/.test(word) || /\p{Ll}\p{Lu}/u.test(word);

/** The words of a heading written with a capital after its first word that are not names. */
export function capitalisedWords(text: string): string[] {
  return text.split(/\s+/).flatMap((word, index, words) => {
    if (index === 0 || /[.:!?·]$/.test(words[index - 1] ?? "")) return []; // a sentence's first word
    const bare = word.replace(/^[«“"(¿¡'’]+|[»”",.:;!?)'’]+$/g, "");
    const capital = /^\p{Lu}/u.test(bare) && !/^\p{Lu}+$/u.test(bare);
    return capital && !italianNames.test(bare) && !italianPlaces.test(bare) && !nameShaped(bare) ? [bare] : [];
  });
}

const heading = /\.(title|eyebrow|label|submit|heading|name|question|siteName)$|^locale\.(header|pages|palette)\./;

export function italianTitleCase(texts: Text[]): string[] {
  return texts
    .filter(({ where, text }) => heading.test(where) && capitalisedWords(text).length > 0)
    .map(({ where, text }) => `${where}: ${text}`);
}

/** The rules that hold for every text, by id. */
export const copyRules: readonly Rule[] = [
  m1AsRequirement,
  genericGreen,
  woolOrigin,
  promises,
  techniqueNames,
  terminology,
];

/** Where a rule does not apply: the privacy policy states the law's time limits to answer. */
const exemptions = new Map<Rule, RegExp>([[promises, /^page[ .]politicaPrivacidad\b/]]);

/** A rule a text breaks, how much it weighs, and the words that break it. */
export type CopyBreach = { rule: CopyRuleId; severity: Severity; words: string[] };

/**
 * The rules a text breaks (Italian headings also in sentence case); `where` is
 * `<document>.<path>` (`page.faq.blocks.1.title`). `spanish`, the Spanish text at the same place,
 * vouches for names: an Italian heading may capitalise as many words as its Spanish does besides
 * the listed names (a city, a fair: "Maison&Objet París 2027" is "Maison&Objet Parigi 2027").
 */
export function copyRuleBreaches(text: string, lang: Language, where = "text", spanish?: string): CopyBreach[] {
  const breaches: CopyBreach[] = [];
  for (const rule of copyRules) {
    if (exemptions.get(rule)?.test(where)) continue;
    const words = wordsBreaking(rule, lang, text);
    if (words.length > 0) breaches.push({ rule: rule.id, severity: rule.severity, words });
  }
  if (lang === "it" && heading.test(where)) {
    const capitals = capitalisedWords(text);
    const named = spanish === undefined ? 0 : capitalisedWords(spanish).length;
    // Typography: the house style, not a fact.
    if (capitals.length > named) breaches.push({ rule: "italianTitleCase", severity: "warning", words: capitals });
  }
  return breaches;
}
