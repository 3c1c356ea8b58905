/**
 * Region-gated places are in every page's HTML, for every visitor, and shown by the stylesheet
 * (the region block at the end of styles/app.css) from the verdict the head's script writes on
 * <html> (`regionAttribute`, early-region.ts), before anything is painted: an allowed visitor sees
 * them without the page's scripts, and nobody else ever sees them flash. Without script there is no
 * verdict, and the visitor is not known to be allowed: nothing gated shows.
 *
 * Each mark is a set of props to spread on the element it shows or hides.
 */

/** On <html>: `checking`, then `allowed`, `denied` or `error` (a failed check, not allowed). */
export const regionAttribute = "data-region";
export type RegionVerdict = "checking" | "allowed" | "denied" | "error";

/** On a gated element: when it shows. The stylesheet's selectors name these values. */
export const regionShownAttribute = "data-region-shown";

/** Shown only once the visitor is known to be allowed. */
export const regionGated = { [regionShownAttribute]: "allowed" } as const;

/**
 * Shown once the visitor is known to be allowed, and keeping its place (invisible) while the check
 * runs, so that a list holding it (the Proyectos menu) does not grow when the verdict comes; gone
 * once it is known they are not.
 */
export const regionGatedKeepingPlace = { [regionShownAttribute]: "allowed-in-place" } as const;

/** Shown once the visitor is known not to be allowed (refused or a failed check): the gated page's message. */
export const regionRefused = { [regionShownAttribute]: "refused" } as const;

/** Shown only when the check failed. */
export const regionFailed = { [regionShownAttribute]: "failed" } as const;

/** Shown while nothing is known: while the check runs, and without script. */
export const regionUnknown = { [regionShownAttribute]: "unknown" } as const;

/**
 * Shown to every visitor not known to be allowed once that is settled: refused, a failed check,
 * and without script (a list's 'none' when all it holds is gated). Hidden while the check runs.
 */
export const regionNotAllowed = { [regionShownAttribute]: "not-allowed" } as const;

/** Shown until the visitor is known to be allowed: the gated page's place for its messages. */
export const regionUntilAllowed = { [regionShownAttribute]: "until-allowed" } as const;

/** Every mark's value, for the test that holds the stylesheet to them. */
export const regionShownValues = [
  regionGated,
  regionGatedKeepingPlace,
  regionRefused,
  regionFailed,
  regionUnknown,
  regionNotAllowed,
  regionUntilAllowed,
].map((mark) => mark[regionShownAttribute]);

type Marks = Readonly<Record<string, string>>;

/**
 * The marks of a list some of whose items are gated (`restricted`), and of its 'none' state: a
 * gated item shows only to allowed visitors; when every item is gated, the whole list does, and the
 * others see 'none' instead. `none` is null when the list never needs its 'none' state.
 */
export function regionGatedList<Item extends { restricted?: boolean | undefined }>(items: readonly Item[]) {
  const onlyGated = items.length > 0 && items.every((item) => item.restricted);
  const noMarks: Marks = {};
  return {
    list: onlyGated ? regionGated : noMarks,
    item: (item: Item): Marks => (item.restricted && !onlyGated ? regionGated : noMarks),
    none: items.length === 0 ? noMarks : onlyGated ? regionNotAllowed : null,
  };
}
