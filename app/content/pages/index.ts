import { type Language, languages } from "~/i18n/languages";
import type { DataPolicy } from "~/site/data-policy";
import type { PageId } from "~/site/pages";
import { blockSchema, type PageBlock, type PageContent, pageContentSchema } from "../page-schema";
import { fillSiteFacts } from "../site-facts";
import type { ContentSnapshot } from "../text-units";
import { mergedContent } from "../text-units";
import { mergeTranslation } from "../translation";

/**
 * Every content page and shared section, by id and language, from their modules
 * (`pages/<pageId>/<lang>.ts`, `sections/<name>/<lang>.ts`).
 */
const pageModules = import.meta.glob<{ default: unknown }>("./*/*.ts", { eager: true });
const sectionModules = import.meta.glob<{ default: unknown }>("../sections/*/*.ts", { eager: true });

function byIdAndLanguage(modules: Record<string, { default: unknown }>) {
  const out = new Map<string, Partial<Record<Language, unknown>>>();
  for (const [file, module] of Object.entries(modules)) {
    const match = /\/([A-Za-z]+)\/([a-z]{2})\.ts$/.exec(file);
    if (!match) continue;
    const [, id = "", lang = ""] = match;
    if (!(languages as readonly string[]).includes(lang)) continue;
    out.set(id, { ...out.get(id), [lang]: module.default });
  }
  return out;
}

/** What each module writes: Spanish the whole page, other languages only its words. */
export const pageModulesWritten = byIdAndLanguage(pageModules);
export const sectionModulesWritten = byIdAndLanguage(sectionModules);

/** Each language's words laid over the Spanish structure (see ../translation.ts). */
function withStructure(written: Map<string, Partial<Record<Language, unknown>>>, what: string) {
  const out = new Map<string, Partial<Record<Language, unknown>>>();
  for (const [id, byLanguage] of written) {
    const spanish = byLanguage.es;
    const merged: Partial<Record<Language, unknown>> = {};
    for (const lang of languages) {
      const words = byLanguage[lang];
      if (words === undefined) continue;
      merged[lang] = lang === "es" ? words : mergeTranslation(spanish, words, `${what} ${id} (${lang})`);
    }
    out.set(id, merged);
  }
  return out;
}

export const pageSources = withStructure(pageModulesWritten, "page");
export const sectionSources = withStructure(sectionModulesWritten, "section");

export type SharedSection = "contact" | "contract";

/**
 * A shared section's blocks in a language: from `snapshot` (the content the site shows, from the
 * database) when given, else from the modules.
 */
export function sectionBlocks(section: SharedSection, lang: Language, snapshot?: ContentSnapshot): PageBlock[] {
  const written = snapshot?.get(`section.${section}`);
  const source = written
    ? mergedContent(written, lang, `section ${section} (${lang})`)
    : sectionSources.get(section)?.[lang];
  if (!source) throw new Error(`No ${lang} content for the ${section} section`);
  return fillSiteFacts(blockSchema.array().parse(source), lang).map((block) => {
    if (block.kind === "shared") throw new Error(`The ${section} section may not include another section`);
    return block;
  });
}

/**
 * A page's content in a language, its shared sections expanded in place; `policy` is the
 * retention the server enforces (its configuration), stated by the privacy policy. From
 * `snapshot` (the content the site shows) when given, else from the modules.
 */
export function pageContent(
  id: PageId,
  lang: Language,
  policy?: DataPolicy,
  snapshot?: ContentSnapshot,
): Omit<PageContent, "blocks"> & { blocks: PageBlock[] } {
  const written = snapshot?.get(`page.${id}`);
  const source = written ? mergedContent(written, lang, `page ${id} (${lang})`) : pageSources.get(id)?.[lang];
  if (!source) throw new Error(`No ${lang} content for the page ${id}`);
  const page = fillSiteFacts(pageContentSchema.parse(source), lang, policy);
  return {
    ...page,
    blocks: page.blocks.flatMap((block) =>
      block.kind === "shared" ? sectionBlocks(block.section, lang, snapshot) : [block],
    ),
  };
}
