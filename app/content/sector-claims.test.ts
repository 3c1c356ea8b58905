import { describe, expect, it } from "vitest";
import { type Language, languages } from "~/i18n/languages";
import { rugFacts } from "~/rug/facts";
import { type PageId, pages } from "~/site/pages";
import { designBuild } from "./collection/design-configuration";
import type { Design, SectorId } from "./collection/schema";
import { sectorPagePaths } from "./collection/sector-pages";
import { collectionFrom } from "./collection/shown";
import { seedSnapshot } from "./documents";
import { pageContent, sectionBlocks } from "./pages";

/**
 * A page claims no class that no design holds: each wear or fire class a sector's page names, in
 * every language, is held by at least one design of that sector shown on the site, on one of the
 * backings it is offered on. Pages that speak for the whole collection (contract, quality, the
 * FAQ, the interior designers') are held to every design shown.
 */

/** The classes a text names, as the rug's model writes them. */
function claimedClasses(text: string): string[] {
  const claims: string[] = [];
  // "use class 33", "clase de uso 33", "Nutzungsklasse 33", "classe d'usage 33", "gebruiksklasse 33".
  for (const match of text.matchAll(/(?:class|clase|klasse|classe)[^.\d]{0,20}?\b(2[1-3]|3[1-3])\b/gi))
    claims.push(`wear ${match[1]}`);
  // "M1", or "M1/M2": one or the other, so either held keeps the claim true.
  for (const match of text.matchAll(/\bM([0-4])(?:\/M([0-4]))?\b/g))
    claims.push(match[2] ? `france M${match[1]}|france M${match[2]}` : `france M${match[1]}`);
  for (const match of text.matchAll(/\b([A-E]fl-s[12])\b/g)) claims.push(`floors ${match[1]}`);
  if (/\bIMO\b/.test(text)) claims.push("ships");
  if (/25\.853/.test(text)) claims.push("aircraft");
  // "certified for aviation", "certificadas según los requisitos aeronáuticos", "für die Luftfahrt
  // zertifiziert"...: a sentence that says the rugs are certified for aircraft claims an aircraft class.
  const certified = /certif|zertifi|gecertificeerd/i;
  const aircraft =
    /aviation|aviaci[oó]n|aeron[aá]ut|a[eé]ronaut|aviazione|luftfahrt|luchtvaart|aircraft|flugzeug|vliegtuig/i;
  if (text.split(/[.!?]\s/).some((sentence) => certified.test(sentence) && aircraft.test(sentence)))
    claims.push("aircraft");
  return claims;
}

/** The classes a design holds on any backing it is offered on. */
function heldClasses(design: Design): Set<string> {
  const held = new Set<string>();
  for (const backing of design.backings) {
    const { wear, fire } = rugFacts({ ...designBuild(design), backing });
    held.add(`wear ${wear}`);
    if (fire.floors) held.add(`floors ${fire.floors.class}`);
    if (fire.france) held.add(`france ${fire.france.class}`);
    if (fire.ships) held.add("ships");
    if (fire.aircraft) held.add("aircraft");
  }
  return held;
}

function strings(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node && typeof node === "object") return Object.values(node).flatMap(strings);
  return [];
}

const sectorOfPage = new Map(
  Object.entries(sectorPagePaths).map(([sector, path]) => [
    pages.find((page) => page.path === path)?.id as PageId,
    sector as SectorId,
  ]),
);
/** Pages whose claims the whole collection answers for. */
const wholeCollectionPages: PageId[] = ["disenadoresInteriores", "contract", "calidad", "faq"];

function unheldClaims(lang: Language): string[] {
  const designs = collectionFrom(seedSnapshot, lang).designs;
  const heldBy = (list: Design[]) => new Set(list.flatMap((design) => [...heldClasses(design)]));
  const sources: { where: string; texts: string[]; held: Set<string> }[] = [
    ...[...sectorOfPage].map(([id, sector]) => ({
      where: `page ${id}`,
      texts: strings(pageContent(id, lang)),
      held: heldBy(designs.filter((design) => design.sectors.includes(sector))),
    })),
    ...wholeCollectionPages.map((id) => ({
      where: `page ${id}`,
      texts: strings(pageContent(id, lang)),
      held: heldBy(designs),
    })),
    { where: "section contract", texts: strings(sectionBlocks("contract", lang)), held: heldBy(designs) },
  ];
  return sources.flatMap(({ where, texts, held }) =>
    texts.flatMap((text) =>
      claimedClasses(text)
        .filter((claim) => !claim.split("|").some((one) => held.has(one)))
        .map((claim) => `${where}: "${claim}" in "${text.slice(0, 80)}"`),
    ),
  );
}

describe.each(languages)("the sector pages in %s", (lang) => {
  it("claim only classes a design of their sector holds", () => {
    expect(unheldClaims(lang)).toEqual([]);
  });

  it("do claim classes, so the check reads them", () => {
    const hotels = strings(pageContent("hoteles", lang)).flatMap(claimedClasses);
    expect(hotels).toContain("wear 33");
    expect(hotels).toContain("france M1");
  });
});

describe("reading a claim", () => {
  it("finds the classes a sentence names, in any language", () => {
    expect(claimedClasses("Use class 33 and an M1 fire classification.")).toEqual(["wear 33", "france M1"]);
    expect(claimedClasses("Brandschutz M1/M2 und Nutzungsklasse 33")).toEqual(["wear 33", "france M1|france M2"]);
    expect(claimedClasses("Bfl-s1, IMO FTP Code, FAR 25.853")).toEqual(["floors Bfl-s1", "ships", "aircraft"]);
    expect(claimedClasses("Muestrarios M50 y M300, 33 años de oficio")).toEqual([]);
  });
});
