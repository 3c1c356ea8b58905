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

export type Rule = { name: string; patterns: Partial<Record<Language, RegExp[]>> & { all?: RegExp[] }; only?: RegExp };

/**
 * M1 (M1/M2 on yachts) is the products' reaction-to-fire classification, never what a market's
 * rules require: Spain and most of the EU classify floorings under EN 13501-1.
 */
export const m1AsRequirement: Rule = {
  name: "M1 stated as a requirement",
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
  name: "generic green claim",
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
      /\bgreen(er)?\b/i,
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
  name: "a wool or fibre origin other than New Zealand",
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

/** Operational promises the specification does not make (a reply time, delivery times, free shipping). */
export const promises: Rule = {
  name: "an operational promise",
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
  name: "a technique named otherwise than Handtuft, Robotuft or Flatweave",
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
  name: "a word the site's glossary replaces",
  patterns: {
    de: [/Musterset|Musterkit|Musterkoffer|Musteranfrage|Muster-Set|geschnitzt|Schnitzerei/i],
    nl: [/\btapijt/i],
    it: [/\bmischi[ae]\b/i],
  },
};

/** Findings of a rule in some texts of a language. */
export function findings(rule: Rule, lang: Language, texts: Text[], exempt: RegExp = /$^/): string[] {
  const patterns = [...(rule.patterns.all ?? []), ...(rule.patterns[lang] ?? [])];
  // A rule about a subject (M1, wool) reads only the sentences that name it.
  const read = (text: string) =>
    rule.only ? text.split(/(?<=[.!?;:])\s+/).filter((sentence) => rule.only?.test(sentence)) : [text];
  return texts
    .filter(({ where }) => !exempt.test(where))
    .filter(({ text }) => read(text).some((part) => patterns.some((pattern) => pattern.test(part))))
    .map(({ where, text }) => `${where}: ${text}`);
}

/**
 * Italian, like Spanish, writes headings in sentence case: after the first word, a capital only
 * for a name. The names the site's headings use are listed.
 */
const italianNames =
  /^(Nudo|Crevillente|Alicante|Spagna|Handtuft|Robotuft|Flatweave|Wilton|Pantone|Nuova|Zelanda|Marbella|Design|Hábitat|Valencia|Yecla|Murcia|Málaga|NBAA|Las|Vegas|Stati|Uniti|Germania|Svizzera|Inghilterra|Contract|M1|M1\/M2|M50|M300|MHz|UE|RGPD|GDPR|Google|Chrome|Firefox|Safari|Edge|Microsoft|Apple|Mozilla|OpenStreetMap|Ctrl|K|IVA|NIF|CIF|I3|Nº1|S\.L\.|Europa|Europea|Agencia|Española|Protección|Datos|AEPD|Ejemplo|Alfombras|Registro|Mercantil|Foundation|Fiera|Mobile)$/;

export function italianTitleCase(texts: Text[]): string[] {
  const heading = /\.(title|eyebrow|label|submit|heading|name|question|siteName)$|^locale\.(header|pages|palette)\./;
  return texts
    .filter(({ where }) => heading.test(where))
    .filter(({ text }) =>
      text.split(/\s+/).some((word, index, words) => {
        if (index === 0 || /[.:!?·]$/.test(words[index - 1] ?? "")) return false; // a sentence's first word
        const bare = word.replace(/^[«“"(¿¡'’]+|[»”",.:;!?)'’]+$/g, "");
        return /^\p{Lu}/u.test(bare) && !italianNames.test(bare) && !/^\p{Lu}+$/u.test(bare);
      }),
    )
    .map(({ where, text }) => `${where}: ${text}`);
}

/** The rules that hold for every text, with a name an editor reads. */
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

/**
 * The rules a text breaks, by name (Italian headings also in sentence case); `where` is
 * `<document>.<path>` (`page.faq.blocks.1.title`).
 */
export function copyRuleBreaches(text: string, lang: Language, where = "text"): string[] {
  const one = [{ where, text }];
  const broken = copyRules
    .filter((rule) => findings(rule, lang, one, exemptions.get(rule)).length > 0)
    .map((rule) => rule.name);
  if (lang === "it" && italianTitleCase(one).length > 0) broken.push("Italian heading in Title Case");
  return broken;
}
