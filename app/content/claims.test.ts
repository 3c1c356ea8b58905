import { describe, expect, it } from "vitest";
import { catalogueContent } from "~/documents/catalogue/content";
import { catalogueCopy } from "~/documents/catalogue/copy";
import { projectTypeParam, projectTypes } from "~/forms/project-types";
import { type Language, languages } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { confirmationCopy } from "~/server/mail/copy.server";
import { siteConfig } from "~/site/config";
import { pages } from "~/site/pages";
import { events } from "./events";
import { homeContent } from "./home";
import type { PageBlock } from "./page-schema";
import { pageContent, pageSources, sectionBlocks, sectionSources } from "./pages";
import { fillSiteFacts, postalAddress, siteFacts } from "./site-facts";

/**
 * The site's claims stay within the product's facts (techniques, materials, certifications,
 * figures), in every language: every text of every page, shared section, home page, event,
 * interface message and catalogue is scanned.
 */

type Text = { where: string; text: string };

/** Leaves that are identifiers (paths, image names, block kinds), not words for a reader. */
const identifierKey = /^(href|name|image|video|kind|section|layout|tone|imageSide|id|form|url|key|lang)$/;

function collect(node: unknown, where: string, out: Text[], hrefs?: Text[]): void {
  if (typeof node === "string") out.push({ where, text: node });
  else if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) collect(item, `${where}[${index}]`, out, hrefs);
  } else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) {
      if (key === "href" && typeof value === "string") hrefs?.push({ where: `${where}.href`, text: value });
      if (identifierKey.test(key) && typeof value === "string") continue;
      if (key === "image" && value && typeof value === "object" && "alt" in value) {
        collect((value as { alt: unknown }).alt, `${where}.image.alt`, out, hrefs);
        continue;
      }
      collect(value, `${where}.${key}`, out, hrefs);
    }
}

/** Every text a reader sees in a language, site facts filled in, with where it comes from. */
function textsOf(lang: Language): { texts: Text[]; hrefs: Text[] } {
  const texts: Text[] = [];
  const hrefs: Text[] = [];
  for (const id of pageSources.keys())
    collect(pageContent(id as Parameters<typeof pageContent>[0], lang), `page ${id}`, texts, hrefs);
  for (const id of sectionSources.keys())
    collect(sectionBlocks(id as Parameters<typeof sectionBlocks>[0], lang), `section ${id}`, texts, hrefs);
  collect(fillSiteFacts(homeContent[lang], lang), "home", texts, hrefs);
  for (const item of events) collect(item.text[lang], `event ${item.id}`, texts, hrefs);
  collect(messages[lang], "locale", texts, hrefs);
  collect(catalogueCopy[lang], "catalogue copy", texts, hrefs);
  collect(catalogueContent(lang, "https://nudo.example", { year: 2026, cover: "home-hero" }), "catalogue", texts);
  collect(confirmationCopy[lang], "e-mail confirmation", texts);
  return { texts, hrefs };
}

type Rule = { name: string; patterns: Partial<Record<Language, RegExp[]>> & { all?: RegExp[] }; only?: RegExp };

/**
 * M1 (M1/M2 on yachts) is the products' reaction-to-fire classification, never what a market's
 * rules require: Spain and most of the EU classify floorings under EN 13501-1.
 */
const m1AsRequirement: Rule = {
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
const genericGreen: Rule = {
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
const woolOrigin: Rule = {
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
const promises: Rule = {
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
const techniqueNames: Rule = {
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
const terminology: Rule = {
  name: "a word the site's glossary replaces",
  patterns: {
    de: [/Musterset|Musterkit|Musterkoffer|Musteranfrage|Muster-Set|geschnitzt|Schnitzerei/i],
    nl: [/\btapijt/i],
    it: [/\bmischi[ae]\b/i],
  },
};

/** Findings of a rule in some texts of a language. */
function findings(rule: Rule, lang: Language, texts: Text[], exempt: RegExp = /$^/): string[] {
  const patterns = [...(rule.patterns.all ?? []), ...(rule.patterns[lang] ?? [])];
  // A rule about a subject (M1, wool) reads only the sentences that name it.
  const read = (text: string) =>
    rule.only ? text.split(/(?<=[.!?;:])\s+/).filter((sentence) => rule.only?.test(sentence)) : [text];
  return texts
    .filter(({ where }) => !exempt.test(where))
    .filter(({ text }) => read(text).some((part) => patterns.some((pattern) => pattern.test(part))))
    .map(({ where, text }) => `${where}: ${text}`);
}

const corpus = Object.fromEntries(languages.map((lang) => [lang, textsOf(lang)])) as Record<
  Language,
  ReturnType<typeof textsOf>
>;

describe.each(languages)("claims in %s", (lang) => {
  const { texts, hrefs } = corpus[lang];

  it("state M1 as the products' classification, never as a requirement", () => {
    expect(findings(m1AsRequirement, lang, texts)).toEqual([]);
  });

  it("make no generic green claim", () => {
    expect(findings(genericGreen, lang, texts)).toEqual([]);
  });

  it("give New Zealand as the only wool origin", () => {
    expect(findings(woolOrigin, lang, texts)).toEqual([]);
  });

  it("promise no reply time, delivery time or free shipping", () => {
    // The privacy policy's 48 hours (rate-limit records) is a data-policy fact.
    expect(findings(promises, lang, texts, /^page politicaPrivacidad/)).toEqual([]);
  });

  it("name the techniques Handtuft and Robotuft", () => {
    expect(findings(techniqueNames, lang, texts)).toEqual([]);
  });

  it("use the glossary's one word for each thing", () => {
    expect(findings(terminology, lang, texts)).toEqual([]);
  });

  it("name the 'large pattern' collection as a pattern, like 'small pattern'", () => {
    const [large, small] = homeContent[lang].collections.categories;
    expect(large?.name).toBe(collectionNames[lang].large);
    expect(small?.name).toBe(collectionNames[lang].small);
    for (const category of homeContent[lang].collections.categories)
      expect(category.name).not.toMatch(/format|formaat/i);
  });

  it("state the opening hours of site configuration, the same way wherever they appear", () => {
    const contactBlocks = [...pageContent("contacto", lang).blocks, ...sectionBlocks("contact", lang)].filter(
      (block): block is Extract<PageBlock, { kind: "contact" }> => block.kind === "contact",
    );
    expect(contactBlocks).toHaveLength(2);
    const [page, section] = contactBlocks;
    expect(page?.hours).toEqual(section?.hours);
    const facts = siteFacts(lang);
    const hours = page?.hours.join("\n") ?? "";
    expect(hours).toContain(facts.openingTime);
    expect(hours).toContain(facts.openingDayFirst);
    expect(hours).toContain(facts.openingDayLast);
    expect(hours.toLowerCase()).toContain(facts.closedDays?.toLowerCase());
    // No other time than the configured ones.
    const times = hours.match(/\d{1,2}[:.h]\s?\d{2}/g) ?? [];
    for (const time of times) expect(facts.openingTime).toContain(time);
  });

  it("link a project type only to a contact section that has that field", () => {
    const withType = hrefs.filter(({ text }) => text.includes("?"));
    for (const { where, text } of withType) {
      const match = new RegExp(`^(/[a-z-]*)\\?${projectTypeParam}=([a-z]+)#contact$`).exec(text);
      expect(match, `${where}: ${text}`).not.toBeNull();
      const [, path = "", type = ""] = match ?? [];
      expect(projectTypes, `${where}: ${text}`).toContain(type);
      expect(path, `${where}: ${text}`).not.toBe("/contacto");
      const page = pages.find((candidate) => candidate.path === path);
      expect(page, `${where}: ${text}`).toBeDefined();
      if (page?.id === "home") continue; // the home page always carries the contact section
      const blocks = pageContent(page?.id as Parameters<typeof pageContent>[0], lang).blocks;
      expect(
        blocks.some((block) => block.kind === "contact" && block.form === "contactSection"),
        `${where}: ${text}`,
      ).toBe(true);
    }
    expect(hrefs.filter(({ text }) => text.startsWith("/contacto?"))).toEqual([]);
  });
});

/**
 * Italian, like Spanish, writes headings in sentence case: after the first word, a capital only
 * for a name. The names the site's headings use are listed.
 */
const italianNames =
  /^(Nudo|Crevillente|Alicante|Spagna|Handtuft|Robotuft|Flatweave|Wilton|Pantone|Nuova|Zelanda|Marbella|Design|Hábitat|Valencia|Yecla|Murcia|Málaga|NBAA|Las|Vegas|Stati|Uniti|Germania|Svizzera|Inghilterra|Contract|M1|M1\/M2|M50|M300|MHz|UE|RGPD|GDPR|Google|Chrome|Firefox|Safari|Edge|Microsoft|Apple|Mozilla|OpenStreetMap|Ctrl|K|IVA|NIF|CIF|I3|Nº1|S\.L\.|Europa|Europea|Agencia|Española|Protección|Datos|AEPD|Ejemplo|Alfombras|Registro|Mercantil|Foundation|Fiera|Mobile)$/;

function italianTitleCase(texts: Text[]): string[] {
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

describe("Italian headings", () => {
  it("are in sentence case: a capital after the first word only for a name", () => {
    expect(italianTitleCase(corpus.it.texts)).toEqual([]);
  });

  it("the check catches Title Case", () => {
    expect(italianTitleCase([{ where: "page x.title", text: "Richiedi il Campionario" }])).toHaveLength(1);
    expect(italianTitleCase([{ where: "page x.title", text: "Tappeti Handtuft a Crevillente" }])).toEqual([]);
  });
});

const collectionNames: Record<Language, { large: string; small: string }> = {
  es: { large: "Patrón grande", small: "Patrón pequeño" },
  en: { large: "Large pattern", small: "Small pattern" },
  de: { large: "Großes Muster", small: "Kleines Muster" },
  it: { large: "Motivo grande", small: "Motivo piccolo" },
  fr: { large: "Grand motif", small: "Petit motif" },
  nl: { large: "Groot patroon", small: "Klein patroon" },
};

/** The statement that the commercial guarantee leaves the buyer's statutory rights untouched. */
const statutoryRights: Record<Language, RegExp> = {
  es: /garantía legal de conformidad[^.]*tres años|tres años[^.]*garantía legal de conformidad/i,
  en: /legal guarantee of conformity[^.]*three years|three years[^.]*legal guarantee of conformity/i,
  de: /gesetzliche[nr]? (Gewährleistung|Garantie)[^.]*drei Jahre|drei Jahre[^.]*gesetzliche[nr]? (Gewährleistung|Garantie)/i,
  it: /garanzia legale di conformità[^.]*tre anni|tre anni[^.]*garanzia legale di conformità/i,
  fr: /garantie légale de conformité[^.]*trois ans|trois ans[^.]*garantie légale de conformité/i,
  nl: /wettelijke (conformiteits)?garantie[^.]*drie jaar|drie jaar[^.]*wettelijke (conformiteits)?garantie/i,
};

describe.each(languages)("the %s warranty page", (lang) => {
  const text = JSON.stringify(pageContent("garantia", lang));
  const facts = siteFacts(lang);

  it("names the guarantor: legal name, address with its country, tax id and contact", () => {
    expect(text).toContain(siteConfig.legalName);
    expect(text).toContain(postalAddress(lang));
    expect(postalAddress(lang)).toMatch(/Spa|Espa|Spag|Span/);
    expect(text).toContain(siteConfig.taxId);
    expect(text).toContain(siteConfig.email);
    expect(text).toContain(siteConfig.phone.display);
  });

  it("states its duration from site configuration", () => {
    expect(text).toContain(facts.warrantyYears);
    const source = JSON.stringify(pageSources.get("garantia")?.[lang]);
    expect(source).toContain("{{warrantyYears}}");
  });

  it("says the buyer keeps the statutory rights of the legal guarantee of conformity", () => {
    expect(text).toMatch(statutoryRights[lang]);
  });
});

describe("the checks themselves", () => {
  const one = (text: string): Text[] => [{ where: "test", text }];

  it("catch M1 stated as a requirement, and let the classification itself pass", () => {
    expect(findings(m1AsRequirement, "es", one("Clasificación M1, la que piden vestíbulos."))).toHaveLength(1);
    expect(findings(m1AsRequirement, "en", one("An M1 rating, as required for lobbies."))).toHaveLength(1);
    expect(findings(m1AsRequirement, "de", one("M1, wie sie für Lobbys verlangt wird."))).toHaveLength(1);
    expect(findings(m1AsRequirement, "it", one("M1, quella richiesta per hall."))).toHaveLength(1);
    expect(findings(m1AsRequirement, "fr", one("M1, celui qu'exigent les halls."))).toHaveLength(1);
    expect(findings(m1AsRequirement, "nl", one("Brandklasse M1, zoals vereist in lobby's."))).toHaveLength(1);
    expect(findings(m1AsRequirement, "es", one("Clasificación de reacción al fuego M1."))).toEqual([]);
  });

  it("catch generic green words, and let the concrete facts pass", () => {
    expect(findings(genericGreen, "es", one("Opciones sostenibles."))).toHaveLength(1);
    expect(findings(genericGreen, "en", one("Eco-friendly rugs with a lighter footprint."))).toHaveLength(1);
    expect(findings(genericGreen, "de", one("Nachhaltige Teppiche."))).toHaveLength(1);
    expect(findings(genericGreen, "it", one("Materiali sostenibili."))).toHaveLength(1);
    expect(findings(genericGreen, "fr", one("Des options durables."))).toHaveLength(1);
    expect(findings(genericGreen, "nl", one("Duurzame opties."))).toHaveLength(1);
    expect(findings(genericGreen, "en", one("Recycled and recyclable fibre options on request."))).toEqual([]);
    expect(findings(genericGreen, "de", one("Nachhaltigkeit"))).toEqual([]);
  });

  it("catch a wool origin other than New Zealand", () => {
    expect(findings(woolOrigin, "es", one("Lana virgen local."))).toHaveLength(1);
    expect(findings(woolOrigin, "en", one("Locally sourced virgin wool."))).toHaveLength(1);
    expect(findings(woolOrigin, "de", one("Lokale Schurwolle."))).toHaveLength(1);
    expect(findings(woolOrigin, "it", one("Lana vergine locale."))).toHaveLength(1);
    expect(findings(woolOrigin, "fr", one("Laine vierge locale."))).toHaveLength(1);
    expect(findings(woolOrigin, "nl", one("Lokale scheerwol."))).toHaveLength(1);
    expect(findings(woolOrigin, "en", one("New Zealand wool, with virgin wool options."))).toEqual([]);
  });

  it("catch a reply or delivery promise", () => {
    expect(findings(promises, "es", one("Te responderemos en un día laborable."))).toHaveLength(1);
    expect(findings(promises, "en", one("We reply in 24 h."))).toHaveLength(1);
    expect(findings(promises, "fr", one("Réponse sous un jour ouvré."))).toHaveLength(1);
    expect(findings(promises, "en", one("We will be in touch soon."))).toEqual([]);
  });

  it("catch a word the glossary replaces", () => {
    expect(findings(terminology, "de", one("Fordern Sie Ihr Musterset an."))).toHaveLength(1);
    expect(findings(terminology, "de", one("Ein geschnitztes Relief."))).toHaveLength(1);
    expect(findings(terminology, "nl", one("Een tapijt op maat."))).toHaveLength(1);
    expect(findings(terminology, "it", one("Mischie su misura."))).toHaveLength(1);
    expect(findings(terminology, "de", one("Fordern Sie Ihre Musterkollektion an."))).toEqual([]);
  });

  it("catch a technique spelt otherwise", () => {
    for (const text of ["Hand tuft", "robot-tuft", "en handtuft", "Robot Tuft", "flatweave y Wilton"])
      expect(findings(techniqueNames, "es", one(text)), text).toHaveLength(1);
    for (const text of ["Handtuft y Robotuft", "tufted by hand", "hand-tufted rugs", "handtuften"])
      expect(findings(techniqueNames, "es", one(text)), text).toEqual([]);
  });
});
