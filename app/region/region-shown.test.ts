import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { regionShownValues } from "./region-shown";

/**
 * What the stylesheet does with each mark under each verdict on <html> (none: without script),
 * read from its rules: `hidden` (display: none), `invisible` (keeps its place) or `shown`.
 */
const css = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8");
const rules = [...css.matchAll(/([^{}]*\[data-region-shown=[^{}]*)\{([^}]*)\}/g)].map(
  ([, selectors = "", body = ""]) => ({
    selectors: selectors
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .split(",")
      .map((selector) => selector.trim()),
    effect: /display:\s*none/.test(body) ? "hidden" : /visibility:\s*hidden/.test(body) ? "invisible" : "other",
  }),
);

const verdicts = ["none", "checking", "allowed", "denied", "error"] as const;

function effect(mark: string, verdict: (typeof verdicts)[number]) {
  const effects = new Set<string>();
  for (const rule of rules) {
    for (const selector of rule.selectors) {
      const parsed =
        /^html((?::not\(\[data-region="\w+"\]\)|\[data-region="\w+"\])*) \[data-region-shown="([\w-]+)"\]$/.exec(
          selector,
        );
      if (!parsed) throw new Error(`a region rule the test cannot read: ${selector}`);
      if (parsed[2] !== mark) continue;
      const conditions = [...(parsed[1] ?? "").matchAll(/(:not\()?\[data-region="(\w+)"\]/g)];
      if (conditions.every(([, not, value]) => (verdict === value) !== Boolean(not))) effects.add(rule.effect);
    }
  }
  return effects.has("hidden") ? "hidden" : effects.has("invisible") ? "invisible" : "shown";
}

describe("the stylesheet's region rules", () => {
  it("show each mark only under its verdicts, and nothing gated without script", () => {
    const table = Object.fromEntries(
      regionShownValues.map((mark) => [mark, verdicts.map((verdict) => `${verdict}: ${effect(mark, verdict)}`)]),
    );
    expect(table).toEqual({
      allowed: ["none: hidden", "checking: hidden", "allowed: shown", "denied: hidden", "error: hidden"],
      "allowed-in-place": ["none: hidden", "checking: invisible", "allowed: shown", "denied: hidden", "error: hidden"],
      refused: ["none: hidden", "checking: hidden", "allowed: hidden", "denied: shown", "error: shown"],
      failed: ["none: hidden", "checking: hidden", "allowed: hidden", "denied: hidden", "error: shown"],
      unknown: ["none: shown", "checking: shown", "allowed: hidden", "denied: hidden", "error: hidden"],
      "not-allowed": ["none: shown", "checking: hidden", "allowed: hidden", "denied: shown", "error: shown"],
      "until-allowed": ["none: shown", "checking: shown", "allowed: hidden", "denied: shown", "error: shown"],
    });
  });

  it("sit outside every cascade layer, so that no utility's display outranks them", () => {
    expect(css.lastIndexOf("@layer")).toBeLessThan(css.indexOf('[data-region-shown="allowed"]'));
  });
});
