// What the page's scripts cost a phone, measured so that a difference can be told from this
// machine's noise: Lighthouse (mobile, simulated throttling) on each template page and on the same
// page with every script file blocked, in pairs alternated in one browser, at 4x and 8x CPU; the
// medians of the paired differences beside the spread of an A/A pair (a page against itself).
// Then, in Chromium slowed 4x, the time from a tap right after load to the visible change of the
// header menu, the search palette and the consent dialog. Used by `npm run bench`.
import { launch } from "chrome-launcher";
import type { Flags, Result } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

/** Lighthouse's own mobile network throttling (slow 4G), with the CPU slowed by `cpu`. */
function mobileThrottling(cpu: number): Flags["throttling"] {
  return { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu };
}

export type Run = { score: number; tbt: number; lcp: number; cls: number; benchmarkIndex: number; lhr: Result };

function runOf(lhr: Result): Run {
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lhr,
  };
}

export const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The differences a - b of each pair, for score, TBT and LCP. */
function differences(pairs: [Run, Run][]) {
  return {
    score: pairs.map(([a, b]) => a.score - b.score),
    tbt: pairs.map(([a, b]) => a.tbt - b.tbt),
    lcp: pairs.map(([a, b]) => a.lcp - b.lcp),
  };
}

const signed = (value: number, digits = 0) => `${value > 0 ? "+" : ""}${value.toFixed(digits)}`;
const range = (values: number[]) => `${signed(Math.min(...values))}..${signed(Math.max(...values))}`;

export type PhoneOptions = {
  base: string;
  pages: string[];
  /** Pairs per page and CPU slowdown. */
  runs: number;
  cpus: number[];
  /** Pages measured against themselves, for the A/A spread. */
  aaPages: string[];
};

/**
 * Prints, for each CPU slowdown, each page's medians with its scripts, and the medians of the
 * paired differences against the page with its scripts blocked; then the A/A pairs' spread.
 * Also prints the other categories of the with-scripts runs, which must stay 100.
 */
export async function scriptsCost(options: PhoneOptions) {
  const run = (await import("lighthouse")).default;
  const chrome = await launch({
    chromePath: chromiumPath,
    // A Spanish browser, so the unprefixed page is measured as itself, not redirected to English.
    chromeFlags: [...chromiumArgs, "--lang=es-ES", "--accept-lang=es-ES"],
  });
  const measure = async (url: string, cpu: number, scripts: boolean): Promise<Run> => {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttling: mobileThrottling(cpu),
      ...(scripts ? {} : { blockedUrlPatterns: ["*.js"] }),
    };
    const result = await run(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return runOf(result.lhr);
  };
  const width = Math.max(...options.pages.map((page) => page.length)) + 2;
  try {
    // One run thrown away: the first page a fresh browser opens pays its start-up on top.
    await measure(`${options.base}/`, 4, true);
    for (const cpu of options.cpus) {
      const indexes: number[] = [];
      console.log(
        `\nScripts' cost at ${cpu}x CPU (Lighthouse mobile, simulated; ${options.runs} pairs per page, page and page with scripts blocked, alternated):`,
      );
      console.log(
        `${"page".padEnd(width)} | score | TBT ms | LCP ms | CLS  | a11y/best/seo | blocked: score | TBT ms | Δ score | Δ TBT ms | Δ LCP ms`,
      );
      for (const page of options.pages) {
        const pairs: [Run, Run][] = [];
        for (let i = 0; i < options.runs; i++) {
          const url = `${options.base}${page}`;
          // Alternated, so a drift in the machine's speed during a pair falls on both sides.
          if (i % 2 === 0) {
            const withScripts = await measure(url, cpu, true);
            pairs.push([withScripts, await measure(url, cpu, false)]);
          } else {
            const blocked = await measure(url, cpu, false);
            pairs.push([await measure(url, cpu, true), blocked]);
          }
        }
        indexes.push(...pairs.flatMap(([a, b]) => [a.benchmarkIndex, b.benchmarkIndex]));
        const withScripts = pairs.map(([a]) => a);
        const blocked = pairs.map(([, b]) => b);
        const diff = differences(pairs);
        // The lowest score of the runs; a run where Lighthouse could not score a category (it
        // answers null, as it did once in a hundred runs here) shows as "?" rather than as 0.
        const categories = ["accessibility", "best-practices", "seo"]
          .map((id) => {
            const scores = withScripts.map((one) => one.lhr.categories[id]?.score ?? null);
            const scored = scores
              .filter((score): score is number => score !== null)
              .map((score) => Math.round(score * 100));
            return `${scored.length > 0 ? Math.min(...scored) : "?"}${scored.length < scores.length ? "?" : ""}`;
          })
          .join("/");
        console.log(
          [
            page.padEnd(width),
            String(median(withScripts.map((one) => one.score))).padEnd(5),
            median(withScripts.map((one) => one.tbt))
              .toFixed(0)
              .padEnd(6),
            median(withScripts.map((one) => one.lcp))
              .toFixed(0)
              .padEnd(6),
            Math.max(...withScripts.map((one) => one.cls))
              .toFixed(2)
              .padEnd(4),
            categories.padEnd(13),
            String(median(blocked.map((one) => one.score))).padEnd(14),
            median(blocked.map((one) => one.tbt))
              .toFixed(0)
              .padEnd(6),
            signed(median(diff.score)).padEnd(7),
            signed(median(diff.tbt)).padEnd(8),
            signed(median(diff.lcp)),
          ].join(" | "),
        );
      }
      console.log(
        `A/A at ${cpu}x (the page against itself, ${options.runs} pairs; median and range of the differences):`,
      );
      for (const page of options.aaPages) {
        const pairs: [Run, Run][] = [];
        for (let i = 0; i < options.runs; i++) {
          const url = `${options.base}${page}`;
          pairs.push([await measure(url, cpu, true), await measure(url, cpu, true)]);
        }
        indexes.push(...pairs.flatMap(([a, b]) => [a.benchmarkIndex, b.benchmarkIndex]));
        const diff = differences(pairs);
        console.log(
          `${page.padEnd(width)} | Δ score ${signed(median(diff.score))} (${range(diff.score)}) | Δ TBT ${signed(median(diff.tbt))} ms (${range(diff.tbt)}) | Δ LCP ${signed(median(diff.lcp))} ms (${range(diff.lcp)})`,
        );
      }
      console.log(
        `Lighthouse's benchmark index during these runs: median ${median(indexes).toFixed(0)}, ${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

/** An island's control, and how the page shows that it answered. */
type Island = { name: string; viewport: { width: number; height: number }; control: string; changed: string };

const islands: Island[] = [
  {
    name: "menu (390 px)",
    viewport: { width: 390, height: 844 },
    control: "header button[popovertarget='mobile-menu']",
    changed: "document.querySelector('#mobile-menu')?.matches(':popover-open')",
  },
  {
    name: "search palette",
    viewport: { width: 1440, height: 900 },
    control: "header button[aria-haspopup='dialog']",
    // A native modal dialog; the mobile menu is a dialog too, hidden at this width.
    changed: "[...document.querySelectorAll('dialog[open]')].some((dialog) => dialog.checkVisibility())",
  },
  {
    name: "consent dialog",
    viewport: { width: 1440, height: 900 },
    control: "footer button[data-consent-settings]",
    changed: "document.querySelector('dialog[open]') !== null",
  },
];

/** Milliseconds from the tap's pointerdown to the first frame that shows the change. */
async function tapToChange(page: Page, island: Island) {
  await page.evaluate((changed) => {
    const probe = window as unknown as { tappedAt?: number; changedAt?: number };
    addEventListener("pointerdown", (event) => (probe.tappedAt ??= event.timeStamp), { capture: true, once: true });
    const isChanged = new Function(`return ${changed}`) as () => boolean;
    // Checked each frame, timed when the frame that shows it runs (a frame's own timestamp is its
    // start, which can precede the tap that changed it).
    const look = () => {
      if (probe.tappedAt !== undefined && isChanged()) probe.changedAt = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, island.changed);
  await page.locator(island.control).first().click();
  await page.waitForFunction(() => (window as unknown as { changedAt?: number }).changedAt !== undefined);
  return page.evaluate(() => {
    const probe = window as unknown as { tappedAt: number; changedAt: number };
    return probe.changedAt - probe.tappedAt;
  });
}

/**
 * Each island tapped right after the page's load event, in a fresh browser context (no stored
 * consent), with the CPU slowed `cpu` times. Prints each island's median and worst of `runs` taps.
 */
export async function tapTimings(options: { base: string; pages: string[]; runs: number; cpu: number }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(
      `\nTap to visible change, right after load, at ${options.cpu}x CPU (ms; median and worst of ${options.runs}):`,
    );
    for (const pagePath of options.pages) {
      for (const island of islands) {
        const times: number[] = [];
        for (let i = 0; i < options.runs; i++) {
          const context = await browser.newContext({ viewport: island.viewport, locale: "es-ES" });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpu });
          await page.goto(`${options.base}${pagePath}`, { waitUntil: "load" });
          times.push(await tapToChange(page, island));
          await context.close();
        }
        console.log(
          `${pagePath.padEnd(6)} ${island.name.padEnd(16)} | ${median(times).toFixed(0).padStart(4)} | ${Math.max(
            ...times,
          )
            .toFixed(0)
            .padStart(4)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

/**
 * The longest style recalculation and the longest layout of each page's load, at 1x CPU, from
 * Chromium's own trace (the events DevTools shows as 'Recalculate style' and 'Layout').
 */
export async function styleAndLayout(options: { base: string; pages: string[]; runs: number }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(`\nLongest style and layout task while loading, at 1x CPU (ms; worst of ${options.runs}):`);
    const width = Math.max(...options.pages.map((page) => page.length)) + 2;
    for (const pagePath of options.pages) {
      const worst = { style: 0, layout: 0 };
      for (let i = 0; i < options.runs; i++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-ES" });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const events: { name: string; dur?: number }[] = [];
        cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as typeof events)));
        const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
        await cdp.send("Tracing.start", { categories: "devtools.timeline", transferMode: "ReportEvents" });
        await page.goto(`${options.base}${pagePath}`, { waitUntil: "load" });
        await page.waitForTimeout(500);
        await cdp.send("Tracing.end");
        await done;
        for (const event of events) {
          const ms = (event.dur ?? 0) / 1000;
          if (event.name === "UpdateLayoutTree") worst.style = Math.max(worst.style, ms);
          if (event.name === "Layout") worst.layout = Math.max(worst.layout, ms);
        }
        await context.close();
      }
      console.log(
        `${pagePath.padEnd(width)} | style ${worst.style.toFixed(1).padStart(5)} | layout ${worst.layout.toFixed(1).padStart(5)}`,
      );
    }
  } finally {
    await browser.close();
  }
}
