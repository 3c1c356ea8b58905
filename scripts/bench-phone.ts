// What the page's scripts cost a phone, measured so that a difference can be told from this
// machine's noise, and on the same phone whatever the day: Lighthouse (mobile, simulated throttling)
// on each template page and on the same page with every script file blocked, in pairs alternated in
// one browser. The CPU is slowed to a fixed target device, not by a fixed factor: multiplier = this
// machine's benchmark index (read from a warm-up run) / the device's index, as Chrome DevTools
// calibrates its own CPU throttling. Each run is gathered once and scored for every device (the
// simulation applies the multiplier to the same observed trace). Beside each page, the A/A spread of
// its own with-scripts runs. What the visitor then waits for (a tap, the first reach, style and
// layout), in Chromium itself: bench-phone-interaction.ts. Used by `npm run bench`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import type { Flags, Result } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

/**
 * The phones measured: Chrome DevTools' own CPU calibration names them by their benchmark index
 * (Lighthouse's, on the phone itself). Targets: issue 39 and decision 014.
 */
export const devices = {
  low: { name: "low-tier phone (Moto G4 Power 2022)", index: 264, minScore: 90 },
  mid: { name: "mid-tier phone (Pixel 5)", index: 1000, minScore: 98 },
} as const;
export type DeviceId = keyof typeof devices;

/** What a page's scripts may cost on the low-tier phone (medians of paired differences). */
export const scriptsBudget = { points: 2, tbtMs: 50 };

/** The CPU slowdown that makes this machine the device: its index over the device's (at least 1). */
export function multiplierFor(machineIndex: number, deviceIndex: number): number {
  return Math.max(1, Math.round((machineIndex / deviceIndex) * 100) / 100);
}

/** Lighthouse's own mobile network throttling (slow 4G), with the CPU slowed by `cpu`. */
function mobileThrottling(cpu: number): Flags["throttling"] {
  return { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu };
}

export type Run = {
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
  benchmarkIndex: number;
  /** Script files the load fetched (the head's inline script is not one). */
  scriptFiles: number;
  lhr: Result;
};

/** The script files a load fetched, from Lighthouse's own list of its requests. */
function scriptFilesOf(lhr: Result) {
  const details = lhr.audits["network-requests"]?.details;
  const items =
    details && "items" in details ? (details.items as { resourceType?: string; statusCode?: number }[]) : [];
  return items.filter((item) => item.resourceType === "Script" && (item.statusCode ?? 0) > 0).length;
}

function runOf(lhr: Result): Run {
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scriptFiles: scriptFilesOf(lhr),
    lhr,
  };
}

export const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const signed = (value: number, digits = 0) => `${value > 0 ? "+" : ""}${value.toFixed(digits)}`;
const range = (values: number[]) =>
  values.length === 0 ? "-" : `${signed(Math.min(...values))}..${signed(Math.max(...values))}`;

export type PhoneOptions = {
  base: string;
  pages: string[];
  /** Pairs per page. */
  runs: number;
  devices: DeviceId[];
  /**
   * Another running build (an earlier commit built in a worktree, say), measured with its scripts
   * in turns with this one: a change is told from this machine's day only beside its reference.
   */
  reference?: string;
};

/** The lowest score of the runs for a category; "?" where Lighthouse could not score one. */
function lowest(runs: Run[], id: string) {
  const scores = runs.map((one) => one.lhr.categories[id]?.score ?? null);
  const scored = scores.filter((score): score is number => score !== null).map((score) => Math.round(score * 100));
  return `${scored.length > 0 ? Math.min(...scored) : "?"}${scored.length < scores.length ? "?" : ""}`;
}

/**
 * Prints this machine's benchmark index and each device's multiplier; then, per device, a Markdown
 * table of each page's medians with its scripts, the medians of the paired differences against
 * the page with its scripts blocked, the A/A spread of its own runs, and whether it meets the
 * targets (score, CLS 0, accessibility, best practices and SEO 100, and on the low-tier phone the
 * scripts' cost).
 */
export async function scriptsCost(options: PhoneOptions) {
  const lighthouse = (await import("lighthouse")).default;
  const chrome = await launch({
    chromePath: chromiumPath,
    // A Spanish browser, so the unprefixed page is measured as itself, not redirected to English.
    chromeFlags: [...chromiumArgs, "--lang=es-ES", "--accept-lang=es-ES"],
  });
  const folder = mkdtempSync(path.join(tmpdir(), "bench-phone-"));
  const flagsFor = (cpu: number, scripts: boolean): Flags => ({
    port: chrome.port,
    output: "json",
    logLevel: "error",
    throttling: mobileThrottling(cpu),
    ...(scripts ? {} : { blockedUrlPatterns: ["*.js"] }),
  });
  /**
   * One load of the page, scored for each multiplier. Simulated throttling runs the page at full
   * speed and applies the slowdown to the trace afterwards, so the gathered artifacts are scored
   * again with each device's multiplier written into their settings.
   */
  const measure = async (url: string, cpus: number[], scripts: boolean): Promise<Run[]> => {
    const artifacts = path.join(folder, "artifacts");
    const [first = 1] = cpus;
    await lighthouse(url, { ...flagsFor(first, scripts), gatherMode: artifacts });
    const file = path.join(artifacts, "artifacts.json");
    const saved = JSON.parse(readFileSync(file, "utf8"));
    const runs: Run[] = [];
    for (const cpu of cpus) {
      saved.settings.throttling.cpuSlowdownMultiplier = cpu;
      writeFileSync(file, JSON.stringify(saved));
      const result = await lighthouse(undefined, { ...flagsFor(cpu, scripts), auditMode: artifacts });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      runs.push(runOf(result.lhr));
    }
    return runs;
  };
  const width = Math.max(...options.pages.map((page) => page.length)) + 4;
  try {
    // The warm-up run: a fresh browser's first page pays its start-up, and its benchmark index
    // (the median of three loads) fixes the multipliers for the whole run.
    const warmUp: number[] = [];
    for (let i = 0; i < 3; i++)
      warmUp.push(...(await measure(`${options.base}/`, [1], true)).map((run) => run.benchmarkIndex));
    const index = median(warmUp);
    const chosen = options.devices.map((id) => ({ id, ...devices[id], cpu: multiplierFor(index, devices[id].index) }));
    console.log(
      `\nThis machine's benchmark index (Lighthouse, warm-up, median of 3): ${index.toFixed(0)} (${warmUp.map((one) => one.toFixed(0)).join(", ")})`,
    );
    for (const device of chosen) {
      console.log(
        `${device.name}: index ${device.index}, CPU slowed ${device.cpu}x (${index.toFixed(0)} / ${device.index})`,
      );
    }
    const results = new Map<string, { with: Run[][]; blocked: Run[][]; reference: Run[][] }>();
    const indexes: number[] = [];
    for (const page of options.pages) {
      const url = `${options.base}${page}`;
      const withScripts: Run[][] = [];
      const blocked: Run[][] = [];
      const referenceRuns: Run[][] = [];
      const cpus = chosen.map((device) => device.cpu);
      for (let i = 0; i < options.runs; i++) {
        // Alternated, so a drift in the machine's speed during a pair falls on both sides.
        const order =
          i % 2 === 0 ? (["with", "blocked", "reference"] as const) : (["reference", "blocked", "with"] as const);
        for (const kind of order) {
          if (kind === "with") withScripts.push(await measure(url, cpus, true));
          else if (kind === "blocked") blocked.push(await measure(url, cpus, false));
          else if (options.reference) referenceRuns.push(await measure(`${options.reference}${page}`, cpus, true));
        }
      }
      indexes.push(...[...withScripts, ...blocked].map((runs) => runs[0]?.benchmarkIndex ?? Number.NaN));
      results.set(page, { with: withScripts, blocked, reference: referenceRuns });
      process.stderr.write(`phone: ${page} measured\n`);
    }
    for (const [d, device] of chosen.entries()) {
      console.log(
        `\n${device.name}, CPU ${device.cpu}x (Lighthouse mobile, simulated slow 4G; ${options.runs} pairs per page, alternated; Δ = median of paired differences, with scripts minus blocked; script files = the most any with-scripts load fetched; A/A = the page's own with-scripts runs, two by two):\n`,
      );
      console.log(
        "| page | score | TBT ms | LCP ms | CLS | a11y/BP/SEO | script files | blocked score | Δ score | Δ TBT ms | Δ LCP ms | A/A Δ score | A/A Δ TBT ms | meets |",
      );
      console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
      for (const page of options.pages) {
        const measured = results.get(page);
        if (!measured) continue;
        const runs = measured.with.map((one) => one[d] as Run);
        const blocked = measured.blocked.map((one) => one[d] as Run);
        const diff = (key: "score" | "tbt" | "lcp") => runs.map((run, i) => run[key] - (blocked[i]?.[key] ?? 0));
        const aa = (key: "score" | "tbt") =>
          runs.flatMap((run, i) => (i % 2 === 1 ? [(runs[i - 1]?.[key] ?? 0) - run[key]] : []));
        const score = median(runs.map((run) => run.score));
        const cls = Math.max(...runs.map((run) => run.cls));
        const categories = ["accessibility", "best-practices", "seo"].map((id) => lowest(runs, id));
        const scriptsCostPoints = -median(diff("score"));
        const scriptsCostTbt = median(diff("tbt"));
        const misses = [
          score < device.minScore ? `score < ${device.minScore}` : "",
          cls > 0 ? "CLS" : "",
          categories.some((one) => one !== "100") ? "a11y/BP/SEO" : "",
          device.id === "low" && scriptsCostPoints > scriptsBudget.points ? `Δ score < -${scriptsBudget.points}` : "",
          device.id === "low" && scriptsCostTbt > scriptsBudget.tbtMs ? `Δ TBT > ${scriptsBudget.tbtMs}` : "",
        ].filter(Boolean);
        console.log(
          [
            "",
            `\`${page}\``.padEnd(width),
            String(score),
            median(runs.map((run) => run.tbt)).toFixed(0),
            median(runs.map((run) => run.lcp)).toFixed(0),
            cls.toFixed(2),
            categories.join("/"),
            String(Math.max(...runs.map((run) => run.scriptFiles))),
            String(median(blocked.map((run) => run.score))),
            signed(median(diff("score"))),
            signed(median(diff("tbt"))),
            signed(median(diff("lcp"))),
            range(aa("score")),
            range(aa("tbt")),
            misses.length === 0 ? "yes" : `no: ${misses.join(", ")}`,
            "",
          ]
            .join(" | ")
            .trim(),
        );
      }
    }
    if (options.reference) {
      for (const [d, device] of chosen.entries()) {
        console.log(
          `\nThis build against the reference build (${options.reference}), both with their scripts, on the ${device.name}, CPU ${device.cpu}x (${options.runs} pairs per page, alternated; Δ = median of paired differences, this build minus the reference):\n`,
        );
        console.log("| page | score | reference score | Δ score | Δ TBT ms | Δ LCP ms |");
        console.log("| --- | --- | --- | --- | --- | --- |");
        for (const page of options.pages) {
          const measured = results.get(page);
          if (!measured) continue;
          const runs = measured.with.map((one) => one[d] as Run);
          const reference = measured.reference.map((one) => one[d] as Run);
          const diff = (key: "score" | "tbt" | "lcp") =>
            median(runs.map((run, i) => run[key] - (reference[i]?.[key] ?? Number.NaN)));
          console.log(
            [
              "",
              `\`${page}\``.padEnd(width),
              String(median(runs.map((run) => run.score))),
              String(median(reference.map((run) => run.score))),
              signed(diff("score")),
              signed(diff("tbt")),
              signed(diff("lcp")),
              "",
            ]
              .join(" | ")
              .trim(),
          );
        }
      }
    }
    const low = chosen.findIndex((device) => device.id === "low");
    if (low >= 0) {
      console.log(
        `\nWhere the time goes on the ${chosen[low]?.name} (the first with-scripts run of each page: main-thread work by kind, in simulated ms; the LCP element):`,
      );
      for (const page of options.pages) {
        const run = results.get(page)?.with[0]?.[low];
        if (run) console.log(`${page.padEnd(width)} ${timeBreakdown(run.lhr)}`);
      }
    }
    console.log(
      `\nLighthouse's benchmark index during these runs: median ${median(indexes).toFixed(0)}, ${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)} (the multipliers stay those of the warm-up)`,
    );
  } finally {
    chrome.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}

type Details = { items?: Record<string, unknown>[] };

/** A run's main-thread work by kind (style and layout, script, parsing...) and its LCP element. */
export function timeBreakdown(lhr: Result): string {
  const work = (lhr.audits["mainthread-work-breakdown"]?.details as Details | undefined)?.items ?? [];
  const kinds = work
    .map((item) => `${String(item.groupLabel ?? item.group)} ${Number(item.duration).toFixed(0)}`)
    .join(", ");
  const lcpTables = ((lhr.audits["largest-contentful-paint-element"]?.details as Details | undefined)?.items ??
    []) as Details[];
  const element = lcpTables[0]?.items?.[0]?.node as { nodeLabel?: string; snippet?: string } | undefined;
  const phases = (lcpTables[1]?.items ?? [])
    .map((phase) => `${String(phase.phase)} ${Number(phase.timing).toFixed(0)}`)
    .join(", ");
  return `| ${kinds} | LCP: ${element?.snippet?.slice(0, 80) ?? "?"} (${phases})`;
}
