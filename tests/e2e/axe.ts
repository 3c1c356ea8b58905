import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * An axe check of the page as the tests run it, reporting the violations whole and nothing of
 * what passes. A page of one frame is checked in it alone (axe's "legacy" mode, without the
 * blank page it otherwise opens to gather the results of several frames): half the time of
 * axe's default on a public page, with the same violations (2026-12-07). A page with frames (the
 * studio's preview, the contact map) gets the default, which checks inside them too.
 */
export const axeOf = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).options({ resultTypes: ["violations"] });

/**
 * The back office's accessibility check: every WCAG 2.1 A and AA rule and axe's best practices,
 * each violation as its rule and the elements it found (empty: clean).
 */
export async function axeClean(page: Page): Promise<string[]> {
  const results = await axeOf(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
