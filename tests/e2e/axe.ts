import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The back office's accessibility check: every WCAG 2.1 A and AA rule and axe's best practices,
 * each violation as its rule and the elements it found (empty: clean).
 */
export async function axeClean(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
