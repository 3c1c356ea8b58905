import { namedDesignBuild } from "~/content/collection/design-configuration";
import {
  designedRug,
  freeConfiguration,
  type RugDesignName,
  rugDesignName,
  rugTitle,
} from "~/content/collection/rug-name";
import type { ShownCollection } from "~/content/collection/shown";
import { type Language, localizePath } from "~/i18n/languages";
import { type Configuration, configurationQuery, configuratorPath } from "~/rug/configuration";
import { type SpecifierFigures, specifierFigures } from "~/rug/figures";
import { colourLabel, sizeText } from "~/rug/summary";
import { rugVocabulary } from "~/rug/words";
import { configurationPackHref } from "~/specifier/pack-addresses";
import { itemConfiguration, type Selection, type SelectionItem } from "./selection";

/**
 * A selection's rugs as every document of it states them (the project's page, its shared copy,
 * the schedule, the request's e-mails and the sales desk): each item with its code in the
 * schedule ("RG-01", by its place in the list), its rug named as the collection names it, its
 * size, colours, figures and classes (the data sheet's, app/rug/figures.ts) and its area times its
 * quantity. Worked out from the items and the published collection alone.
 */
export type SelectionRow = {
  item: SelectionItem;
  /** "RG-01": the rug's mark on the schedule, the plans and the BIM object. */
  code: string;
  configuration: Configuration;
  /** "Alcázar · Noche", "Alcázar · own colours" or "Free configuration". */
  name: string;
  design: RugDesignName | null;
  /** The rug named a design the collection no longer shows: kept, and said so, as a free configuration. */
  withdrawn: boolean;
  /** "200 × 300 cm", "Ø 250 cm". */
  size: string;
  /** Each colour as "Name · CODE", the ground first. */
  colours: string[];
  figures: SpecifierFigures;
  /** The area of all of them: one rug's times the quantity, to two decimals. */
  totalAreaM2: number;
  /** The configurator on this rug, and its specifier's pack, in the page's language (site paths). */
  configuratorHref: string;
  packHref: string;
};

export type SelectionTotals = {
  rugs: number;
  areaM2: number;
  weightKg: number;
  /** Every rug's carbon, when an EPD covers every one; else null ("on request"). */
  carbonKg: number | null;
  /** The longest of the rugs' lead times. */
  leadTimeWeeks: number;
};

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export function rowCode(index: number): string {
  return `RG-${String(index + 1).padStart(2, "0")}`;
}

export function selectionRows(selection: Selection, lang: Language, collection: ShownCollection): SelectionRow[] {
  const words = rugVocabulary(lang);
  return selection.items.flatMap((item, index) => {
    const asked = itemConfiguration(item.rug);
    if (!asked) return [];
    const rug = designedRug(asked, collection);
    const withdrawn = Boolean(asked.design) && !rug;
    const configuration = rug ? asked : freeConfiguration(asked);
    const design = rugDesignName(rug, words.design);
    const figures = specifierFigures(configuration, rug ? namedDesignBuild(configuration, rug.design) : undefined);
    return [
      {
        item,
        code: rowCode(index),
        configuration,
        name: rugTitle(design, words.design),
        design,
        withdrawn,
        size: sizeText(configuration, words, lang),
        colours: configuration.colours.map((code) => colourLabel(code, words)),
        figures,
        totalAreaM2: twoDecimals(figures.areaM2 * item.quantity),
        configuratorHref: `${localizePath(configuratorPath, lang)}?${configurationQuery(configuration)}`,
        packHref: configurationPackHref(lang, configuration),
      },
    ];
  });
}

export function selectionTotals(rows: readonly SelectionRow[]): SelectionTotals {
  const carbon = rows.map((row) => (row.figures.carbon ? row.figures.carbon.gwpA1A3KgCo2e * row.item.quantity : null));
  return {
    rugs: rows.reduce((sum, row) => sum + row.item.quantity, 0),
    areaM2: twoDecimals(rows.reduce((sum, row) => sum + row.totalAreaM2, 0)),
    weightKg: Math.round(rows.reduce((sum, row) => sum + row.figures.rugWeightKg * row.item.quantity, 0) * 10) / 10,
    carbonKg:
      rows.length > 0 && carbon.every((value) => value !== null)
        ? Math.round(carbon.reduce((sum: number, value) => sum + (value ?? 0), 0) * 10) / 10
        : null,
    leadTimeWeeks: Math.max(0, ...rows.map((row) => row.figures.leadTimeWeeks)),
  };
}
