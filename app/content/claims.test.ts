import { describe, expect, it } from "vitest";
import { catalogueContent } from "~/catalogue/catalogue-content";
import { catalogueWords } from "~/catalogue/catalogue-words";
import { type Language, languages } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { projectTypeParam, projectTypes } from "~/leads/forms/project-types";
import { confirmationWords } from "~/server/mail/mail-words.server";
import { siteConfig } from "~/site/config";
import { pages } from "~/site/pages";
import { homeFrom } from "./context";
import {
  copyRuleBreaches,
  findings,
  genericGreen,
  italianTitleCase,
  m1AsRequirement,
  promises,
  type Text,
  techniqueNames,
  terminology,
  woolOrigin,
} from "./copy-rules";
import { seedSnapshot } from "./documents";
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
  collect(fillSiteFacts(homeFrom(seedSnapshot, lang), lang), "home", texts, hrefs);
  for (const item of events) collect(item.text[lang], `event ${item.id}`, texts, hrefs);
  collect(messages[lang], "locale", texts, hrefs);
  collect(catalogueWords[lang], "catalogue copy", texts, hrefs);
  collect(catalogueContent(lang, "https://nudo.example", { year: 2026, cover: "home-hero" }), "catalogue", texts);
  collect(confirmationWords[lang], "e-mail confirmation", texts);
  return { texts, hrefs };
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
    expect(large?.title).toBe(collectionNames[lang].large);
    expect(small?.title).toBe(collectionNames[lang].small);
    for (const category of homeContent[lang].collections.categories)
      expect(category.title).not.toMatch(/format|formaat/i);
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

describe("Italian headings", () => {
  it("are in sentence case: a capital after the first word only for a name", () => {
    expect(italianTitleCase(corpus.it.texts)).toEqual([]);
  });

  it("the check catches Title Case", () => {
    expect(italianTitleCase([{ where: "page x.title", text: "Richiedi il Campionario" }])).toHaveLength(1);
    expect(italianTitleCase([{ where: "page x.title", text: "Tappeti Handtuft a Crevillente" }])).toEqual([]);
  });

  it("take a city, a fair's brand and a name the Spanish also capitalises for names, not Title Case", () => {
    const title = (text: string, spanish?: string) =>
      copyRuleBreaches(text, "it", "events.items.0.title", spanish).map((breach) => breach.rule);
    expect(title("Maison&Objet Parigi 2027")).toEqual([]);
    expect(title("Salone del Mobile Milano 2027")).toEqual([]);
    expect(title("Fiera di Kortrijk e iSaloni")).toEqual([]);
    expect(title("Stand alla Heimtextil 2027", "Estand en Heimtextil 2027")).toEqual([]);
    expect(title("Richiedi il Campionario", "Solicita el muestrario")).toEqual(["italianTitleCase"]);
    expect(title("Nuovi Tappeti alla Fiera Heimtextil", "Nuevas alfombras en la feria Heimtextil")).toEqual([
      "italianTitleCase",
    ]);
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

describe("the weight of each rule", () => {
  it("blocks the claims the company cannot stand behind and warns of house style", () => {
    const weights = (text: string, lang: Language, where?: string) =>
      copyRuleBreaches(text, lang, where).map(({ rule, severity, words }) => [rule, severity, words]);
    expect(weights("Our eco-friendly rugs.", "en")).toEqual([["genericGreen", "error", ["eco-friendly"]]]);
    expect(weights("Clasificación M1, la que exige la normativa.", "es")).toEqual([
      ["m1AsRequirement", "error", ["la que exige", "normativa"]],
    ]);
    expect(weights("Lana virgen local.", "es")).toEqual([["woolOrigin", "error", ["local"]]]);
    expect(weights("Te responderemos en un día laborable.", "es")).toEqual([["promises", "error", ["día laborable"]]]);
    expect(weights("Alfombras hand tuft.", "es")).toEqual([["techniqueNames", "warning", ["hand tuft"]]]);
    expect(weights("Fordern Sie Ihr Musterset an.", "de")).toEqual([["terminology", "warning", ["Musterset"]]]);
    expect(weights("Richiedi il Campionario", "it", "page.x.title")).toEqual([
      ["italianTitleCase", "warning", ["Campionario"]],
    ]);
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
    expect(findings(genericGreen, "en", one("The greener choice for your hotel."))).toHaveLength(1);
    expect(findings(genericGreen, "en", one("A green product, made responsibly."))).toHaveLength(1);
    expect(findings(genericGreen, "en", one("Bands of jade green and sand, like the green of a riverbed."))).toEqual(
      [],
    );
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
    expect(findings(promises, "es", one("Envío gratuito a toda la península."))).toHaveLength(1);
    expect(findings(promises, "es", one("Tejemos tu alfombra en 6 semanas."))).toHaveLength(1);
    expect(findings(promises, "de", one("Wir liefern innerhalb von 10 Tagen."))).toHaveLength(1);
    expect(findings(promises, "it", one("Spedizione gratuita in tutta Europa."))).toHaveLength(1);
    expect(findings(promises, "en", one("We will be in touch soon."))).toEqual([]);
  });

  it("let an ordinary sentence with a time in it pass: no reply, delivery or making is promised", () => {
    expect(findings(promises, "es", one("Deja secar la alfombra 24 horas antes de volver a pisarla."))).toEqual([]);
    expect(findings(promises, "es", one("Hábitat Valencia reúne a más de 600 marcas en 4 días."))).toEqual([]);
    expect(findings(promises, "en", one("Let the rug dry for 24 hours before walking on it."))).toEqual([]);
    expect(findings(promises, "it", one("La fiera si svolge in 5 giorni, entro 2 settimane dall'apertura."))).toEqual(
      [],
    );
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
