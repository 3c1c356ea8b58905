// `npm run bench`: starts the production build on a spare port and reports the region endpoint's
// throughput and latency (autocannon) with a page's time to first byte before and after the
// endpoint is warm, what the home page costs a visitor (compressed HTML, CSS and JavaScript
// bytes), then Lighthouse's mobile scores with Debian's Chromium. Figures go into docs/performance.md.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import type { Result } from "lighthouse";
import { filterTimings } from "./bench-collection.ts";
import { leadIntake } from "./bench-leads.ts";
import { databaseOutage } from "./bench-outage.ts";
import { fairPacks } from "./bench-packs.ts";
import { scriptsCost } from "./bench-phone.ts";
import { reachTimings, styleAndLayout, tapTimings } from "./bench-phone-interaction.ts";
import { publishedPage } from "./bench-published.ts";
import { strangersMatrix } from "./bench-strangers.ts";
import { needsBuild } from "./build-if-needed.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { pageWeight } from "./page-weight.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const pages = ["/", "/en"];
/**
 * One page of each template (home, brand content, sector, lead form, contact, catalogues, legal,
 * configurator, the collection, a design, a case study), in es and en; `BENCH_PAGES=/configurador,/hoteles` measures only those.
 */
const templates = [
  "/",
  "/historia",
  "/hoteles",
  "/solicitud-muestrario",
  "/contacto",
  "/catalogos",
  "/politica-privacidad",
  "/configurador",
  "/colecciones",
  "/colecciones/alba",
  "/proyectos/apartamento-paris",
];
const lighthousePages = (process.env.BENCH_PAGES?.split(",") ?? templates).flatMap((page) => [
  page,
  page === "/" ? "/en" : `/en${page}`,
]);
/**
 * `BENCH_ONLY=lighthouse`, `BENCH_ONLY=phone`, `BENCH_ONLY=leads`, `BENCH_ONLY=published` or
 * `BENCH_ONLY=strangers`, `BENCH_ONLY=outage` or `BENCH_ONLY=packs` runs that part alone (`BENCH_ONLY=collection`: the collection's filters at 4x CPU); `BENCH_ONLY=studio` measures the content studio with 200
 * documents (app/server/admin/studio/studio.bench.ts, in process, on SQLite and PostgreSQL); `BENCH_ONLY=pack` a specifier's
 * pack of a 300 × 200 cm rug at 1x (app/specifier/pack/pack.bench.ts, in process); `BENCH_ONLY=dashboard` the
 * sales dashboard with 100,000 leads (app/leads/server/dashboard.bench.ts, in process, on SQLite and PostgreSQL).
 */
const only = process.env.BENCH_ONLY;
const runs = Number(process.env.BENCH_RUNS ?? 3);
/**
 * `BENCH_REFERENCE=http://127.0.0.1:3400`: another running build (an earlier commit built in a
 * worktree, say) whose pages Lighthouse measures in turns with these, in the same browser. This
 * machine's speed changes from day to day by more than any one change to a page; only builds
 * measured side by side can be compared.
 */
const reference = process.env.BENCH_REFERENCE?.replace(/\/$/, "");
/** The Lighthouse table's first column, wide enough for "/en/solicitud-muestrario (reference)". */
const labelWidth = reference ? 36 : 24;
/** A pre-rendered page, as most page views are, for time to first byte. */
const ttfbPage = "/hoteles";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The studio's bench runs the app's modules in process: no build, no server.
const inProcess: Record<string, string> = {
  studio: "app/server/admin/studio/studio.bench.ts",
  pack: "app/specifier/pack/pack.bench.ts",
  dashboard: "app/leads/server/dashboard.bench.ts",
};
if (only && inProcess[only]) {
  const file = inProcess[only];
  execFileSync("npx", ["vitest", "run", "--config", "vitest.bench.config.ts", file], { cwd: root, stdio: "inherit" });
  process.exit(0);
}

// The bench measures the build as `npm run build` made it and never builds (decision 027): a build
// made here would replace the files under servers already running. A build that is missing, or was
// made from other sources or settings, is refused rather than measured.
if (needsBuild()) {
  console.error(
    "bench: the build is missing or was made from other sources or settings: run `npm run build` first, with the settings to measure.",
  );
  process.exit(1);
}

/** Resolves when the server on `onPort` answers its health check; fails if `child` exits first. */
async function healthy(child: ReturnType<typeof spawn>, onPort: number) {
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`The server on port ${onPort} exited while starting`);
    const status = await fetch(`http://127.0.0.1:${onPort}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const server = spawn(process.execPath, ["server.js"], {
  cwd: root,
  // TRUST_PROXY so the region benchmark can look up a real country from X-Forwarded-For.
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "true" },
  stdio: ["ignore", "ignore", "inherit"], // its request log (standard output) would cut through the table
});
await healthy(server, port);

try {
  if (only === "leads") await leads();
  else if (only === "strangers") await strangers();
  else if (only === "packs") await packs();
  else if (only === "outage") await outage();
  else if (only === "published") await published();
  else if (only === "phone") await phone();
  else if (only === "collection") await filterTimings({ base, runs: Math.max(runs, 5), cpu: 4 });
  else {
    if (only !== "lighthouse") await loadBenchmarks();
    await lighthouse();
    if (only !== "lighthouse") await phone();
  }
} finally {
  server.kill("SIGTERM");
}

/**
 * What the scripts cost a phone: each template page against itself with its scripts blocked, on
 * the low-tier and the mid-tier phone (the CPU slowed by this machine's benchmark index over the
 * phone's), with each page's A/A spread; then tap-to-change times of the islands at 4x, what the
 * first reach costs (the page hydrating) at 4x, and the longest style and layout tasks of each
 * page's load at 1x.
 * `BENCH_DEVICES=low` measures one phone only (`low`, `mid`). With `BENCH_REFERENCE`, each page is
 * also measured on the reference build, in turns, and compared with it.
 */
async function phone() {
  if (!existsSync(chromiumPath)) {
    console.log("\nPhone: no Chromium (apt-get install chromium) - skipped.");
    return;
  }
  await scriptsCost({
    base,
    pages: lighthousePages,
    runs,
    reference,
    devices: (process.env.BENCH_DEVICES ?? "low,mid").split(",").map((id) => {
      if (id !== "low" && id !== "mid") throw new Error(`BENCH_DEVICES: unknown device ${id} (low, mid)`);
      return id;
    }),
  });
  await tapTimings({ base, pages: ["/", "/en/hoteles"], runs: Math.max(runs, 3), cpu: 4 });
  await reachTimings({ base, pages: ["/", "/en/hoteles", "/configurador"], runs: Math.max(runs, 3), cpu: 4 });
  await filterTimings({ base, runs: Math.max(runs, 5), cpu: 4 });
  await styleAndLayout({ base, pages: lighthousePages, runs: 3 });
}

/** A page published from the studio, served from memory, against a pre-rendered page. */
function published() {
  return publishedPage({ root, port: port + 4, seconds: Number(process.env.BENCH_SECONDS ?? 5), healthy });
}

async function loadBenchmarks() {
  await region();
  await startUp();
  await leads();
  await published();
  await strangers();
  await outage();
  await packs();
  console.log("\nHome page weight (brotli, as sent):");
  console.log("page  | HTML     | CSS      | JavaScript");
  for (const page of pages) {
    const weight = await pageWeight(base, page);
    console.log(`${page.padEnd(5)} | ${kb(weight.html).padEnd(8)} | ${kb(weight.css).padEnd(8)} | ${kb(weight.js)}`);
  }
}

async function lighthouse() {
  const run = (await import("lighthouse")).default;
  const { launch } = await import("chrome-launcher");
  if (!existsSync(chromiumPath)) {
    console.log("\nLighthouse: no Chromium (apt-get install chromium) - scores skipped.");
    return;
  }
  // A Spanish browser, so the unprefixed page is measured as itself, not redirected to English.
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, "--lang=es-ES", "--accept-lang=es-ES"],
  });
  try {
    // One run thrown away: the first page a fresh browser opens pays its start-up (font and code
    // caches) on top, which no visitor's own browser does.
    const measure = async (url: string) =>
      (await run(url, { port: chrome.port, output: "json", logLevel: "error" }))?.lhr;
    await measure(`${base}/`);
    console.log(`\nLighthouse (mobile emulation, simulated throttling; median of ${runs} runs by performance):`);
    if (reference) console.log(`(each run of a page followed by one on the reference build at ${reference})`);
    console.log(`${"page".padEnd(labelWidth)} | perf | a11y | best | seo | LCP     | TBT    | CLS   | bytes`);
    for (const page of lighthousePages) {
      const results: Result[] = [];
      const referenceResults: Result[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await measure(`${base}${page}`);
        if (result) results.push(result);
        if (!reference) continue;
        const other = await measure(`${reference}${page}`);
        if (other) referenceResults.push(other);
      }
      printMedian(page, results);
      if (reference) printMedian(`${page} (reference)`, referenceResults);
    }
  } finally {
    chrome.kill();
  }
}

/** One row of the Lighthouse table: the run with the median performance score of a page's runs. */
function printMedian(label: string, results: Result[]) {
  const sorted = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const lhr = sorted[Math.floor(sorted.length / 2)];
  if (!lhr) return;
  const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padEnd(4);
  const audit = (id: string) => lhr.audits[id]?.displayValue ?? "-";
  const bytes = kb(lhr.audits["total-byte-weight"]?.numericValue ?? 0);
  console.log(
    `${label.padEnd(labelWidth)} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo").padEnd(3)} | ${audit("largest-contentful-paint").padEnd(7)} | ${audit("total-blocking-time").padEnd(6)} | ${audit("cumulative-layout-shift").padEnd(5)} | ${bytes}`,
  );
}

/** Milliseconds until the first byte of a page's answer. */
function firstByte(pagePath: string, onPort = port): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(`http://127.0.0.1:${onPort}${pagePath}`, { headers: { "accept-encoding": "br" } }, (res) => {
      const elapsed = performance.now() - started;
      res.resume();
      res.on("end", () => resolve(elapsed));
    });
    req.on("error", reject);
    req.end();
  });
}

async function firstBytes(pagePath: string, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await firstByte(pagePath));
  const sorted = times.toSorted((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
  return { first: (times[0] ?? 0).toFixed(2), median: at(0.5), p99: at(0.99) };
}

async function region() {
  // Straight after start, before anything has asked the region endpoint.
  const cold = await firstBytes(ttfbPage, 200);
  const result = await autocannon({
    url: `${base}/api/region`,
    connections: 50,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    headers: { "x-forwarded-for": "8.8.8.8" },
  });
  const warm = await firstBytes(ttfbPage, 200);
  console.log("\nRegion check, GET /api/region (autocannon, 50 connections, a US address):");
  console.log(
    `${Math.round(result.requests.average)} requests/s, latency mean ${result.latency.average.toFixed(2)} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
  );
  console.log(`\nTime to first byte of ${ttfbPage} (ms; 200 requests in a row):`);
  console.log("endpoint | first  | median | p99");
  console.log(`cold     | ${cold.first.padEnd(6)} | ${cold.median.padEnd(6)} | ${cold.p99}`);
  console.log(`warm     | ${warm.first.padEnd(6)} | ${warm.median.padEnd(6)} | ${warm.p99}`);
}

/**
 * Does opening the country database at start delay the first pages? The first page answers of
 * fresh servers, with the bundled database and with none (GEOIP_DB at a missing file).
 */
async function startUp() {
  const startPort = port + 1;
  const firstAnswers = async (geoDb: string | undefined) => {
    const times: number[][] = [];
    for (let run = 0; run < 5; run++) {
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(startPort), HOST: "127.0.0.1" };
      if (geoDb) env.GEOIP_DB = geoDb;
      const fresh = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "ignore", "ignore"] });
      await healthy(fresh, startPort);
      const one: number[] = [];
      for (let i = 0; i < 3; i++) one.push(await firstByte(ttfbPage, startPort));
      times.push(one);
      fresh.kill("SIGTERM");
      await new Promise((resolve) => fresh.once("exit", resolve));
    }
    const median = (column: number) =>
      (times.map((one) => one[column] ?? 0).toSorted((a, b) => a - b)[2] ?? 0).toFixed(1);
    return `${median(0).padEnd(6)} | ${median(1).padEnd(6)} | ${median(2)}`;
  };
  console.log(`\nFirst answers of a fresh server, ${ttfbPage} (ms, median of 5 starts):`);
  console.log("country database | 1st    | 2nd    | 3rd");
  console.log(`bundled          | ${await firstAnswers(undefined)}`);
  console.log(`none             | ${await firstAnswers(path.join(root, "missing.mmdb"))}`);
}

/** A stranger's load matrix: pages and posts under each attack (scripts/bench-strangers.ts). */
/** PostgreSQL cut under posts and restored: how soon posts are taken again (scripts/bench-outage.ts). */
function outage() {
  return databaseOutage({ root, port: port + 10, healthy });
}

function strangers() {
  return strangersMatrix({ root, port: port + 6, seconds: Number(process.env.BENCH_SECONDS ?? 10), healthy });
}

/** A visitor's pack and each process's memory while twenty addresses flood packs (scripts/bench-packs.ts). */
function packs() {
  return fairPacks({ root, port: port + 8, seconds: Number(process.env.BENCH_SECONDS ?? 60), healthy });
}

/** Lead posts against pages, and the lead intake against its data layer (scripts/bench-leads.ts). */
function leads() {
  return leadIntake({ root, port: port + 2, ttfbPage, seconds: Number(process.env.BENCH_SECONDS ?? 10), healthy });
}
