import type { ShownCollection } from "~/content/collection/shown";
import type { Language } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import { fill } from "~/i18n/translate";
import { wearStatement } from "~/specifier/fact-statements";
import type { Selection } from "../selection";
import { type SelectionRow, selectionRows, selectionTotals } from "../selection-rows";
import type { SelectionItemView, SelectionView } from "../selection-view";
import { type SelectionWords, selectionWords } from "../words";

/**
 * A selection as its page shows it, every figure already in words of the page's language: the
 * page and its shared copy render these strings, and nothing of the collection, the words of
 * other languages or the figures' tables reaches the browser.
 */

function itemView(
  row: SelectionRow,
  lang: Language,
  copy: SelectionWords,
  collection: ShownCollection,
): SelectionItemView {
  const number = (value: number, digits = 0) => formatNumber(value, lang, digits);
  const colourway = row.design?.colourwayId
    ? collection.design.get(row.design.slug)?.colourways.find((candidate) => candidate.id === row.design?.colourwayId)
    : undefined;
  return {
    id: row.item.id,
    code: row.code,
    name: row.name,
    withdrawn: row.withdrawn,
    place: row.item.place,
    quantity: row.item.quantity,
    size: row.size,
    colours: row.colours.join(", "),
    area: fill(copy.item.areaValue, { each: number(row.figures.areaM2, 2), total: number(row.totalAreaM2, 2) }),
    wear: wearStatement(row.figures.wear, lang),
    fire: row.figures.fire.floors?.class ?? copy.totals.onRequest,
    leadTime: fill(copy.item.leadTimeValue, { weeks: number(row.figures.leadTimeWeeks) }),
    picture: colourway ? { name: colourway.images.flat.name, alt: colourway.images.flat.alt } : null,
    drawing: row.configuration,
    pictureAlt: fill(copy.item.picture, { rug: row.name }),
    configuratorHref: row.configuratorHref,
    packHref: row.packHref,
  };
}

export function selectionView(selection: Selection, lang: Language, collection: ShownCollection): SelectionView {
  const copy = selectionWords[lang];
  const rows = selectionRows(selection, lang, collection);
  const totals = selectionTotals(rows);
  const number = (value: number, digits = 0) => formatNumber(value, lang, digits);
  const { totals: words } = copy;
  return {
    items: rows.map((row) => itemView(row, lang, copy, collection)),
    count: fill(copy.page.count, { count: number(totals.rugs), items: number(rows.length) }),
    totals: [
      { label: words.rugs, value: number(totals.rugs) },
      { label: words.area, value: fill(words.areaValue, { value: number(totals.areaM2, 2) }) },
      { label: words.weight, value: fill(words.weightValue, { value: number(totals.weightKg, 1) }) },
      {
        label: words.carbon,
        value:
          totals.carbonKg === null ? words.onRequest : fill(words.carbonValue, { value: number(totals.carbonKg, 1) }),
      },
      { label: words.leadTime, value: fill(copy.item.leadTimeValue, { weeks: number(totals.leadTimeWeeks) }) },
    ],
  };
}
