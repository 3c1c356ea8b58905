// `npm run bench`: starts the production build on a spare port and reports the region endpoint's
// throughput and latency (autocannon) with a page's time to first byte before and after the
// endpoint is warm, what the home page costs a visitor (compressed HTML, CSS and JavaScript
// bytes), then Lighthouse's mobile scores with Debian's Chromium. Figures go into the README.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import type { Result } from "lighthouse";
import { scriptsCost, styleAndLayout, tapTimings } from "./bench-phone.ts";
import { publishedPage } from "./bench-published.ts";
import { builtServer, ensureBuilt } from "./build-if-needed.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { pageWeight } from "./page-weight.ts";
import { floodOfRenders } from "./render-flood.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const pages = ["/", "/en"];
/**
 * One page of each template (home, brand content, sector, lead form, contact, catalogues, legal,
 * configurator), in es and en; `BENCH_PAGES=/configurador,/hoteles` measures only those.
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
];
const lighthousePages = (process.env.BENCH_PAGES?.split(",") ?? templates).flatMap((page) => [
  page,
  page === "/" ? "/en" : `/en${page}`,
]);
/**
 * `BENCH_ONLY=lighthouse`, `BENCH_ONLY=phone`, `BENCH_ONLY=leads` or `BENCH_ONLY=published` runs
 * that part alone.
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

// One build for the whole run, made first when missing or stale (as `npm start` does): built
// halfway, it would change the files under servers already running.
ensureBuilt();

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
  else if (only === "published") await published();
  else if (only === "phone") await phone();
  else {
    if (only !== "lighthouse") await loadBenchmarks();
    await lighthouse();
    if (only !== "lighthouse") await phone();
  }
} finally {
  server.kill("SIGTERM");
}

/**
 * What the scripts cost a phone: each template page against itself with its scripts blocked, at
 * 4x and 8x CPU, beside an A/A pair's spread; then tap-to-change times of the islands at 4x, and
 * the longest style and layout tasks of each page's load at 1x.
 * `BENCH_CPUS=8` measures one slowdown only; `BENCH_AA` lists the A/A pages (default `/,/configurador`).
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
    cpus: (process.env.BENCH_CPUS ?? "4,8").split(",").map(Number),
    aaPages: (process.env.BENCH_AA ?? "/,/configurador").split(","),
  });
  await tapTimings({ base, pages: ["/", "/en/hoteles"], runs: Math.max(runs, 3), cpu: 4 });
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

type Cannon = autocannon.Result;
function p99(result: Cannon) {
  return result.latency.p99;
}
function rps(result: Cannon) {
  return Math.round(result.requests.average);
}
function answered(result: Cannon, status: number) {
  return Number(result.statusCodeStats?.[`${status}`]?.count ?? 0);
}

/**
 * Lead posts against pages, and the lead intake against its data layer, on a fresh server (every
 * core, its own SQLite database, e-mail to files):
 * 1. a pre-rendered page's throughput and p99 idle, then while 10 connections ask for the
 *    configurator with another rug each time (pages rendered on request), then while 10
 *    connections post the contact form as fast as they can, without JavaScript (page posts) and
 *    with it (data requests);
 * 2. accepted leads per second with each kind of post alone, next to the data layer's own
 *    commit rate for the same rows (measured here too, on another fresh database);
 * 3. then, when the outbox is idle, every accepted post counted against the leads stored, their
 *    e-mails and the .eml files written: nothing may be lost.
 */
async function leads() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const leadPort = port + 2;
  const leadBase = `http://127.0.0.1:${leadPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(leadPort),
    HOST: "127.0.0.1",
    TRUST_PROXY: "true",
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const server = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  await healthy(server, leadPort);
  let visitor = 0;
  /** 10 connections posting the contact form, each post from its own address and e-mail. */
  const flood = (withJavaScript: boolean) =>
    autocannon({
      url: `${leadBase}${withJavaScript ? "/contacto.data" : "/contacto"}`,
      connections: 10,
      duration: seconds,
      requests: [
        {
          method: "POST",
          setupRequest(request) {
            visitor++;
            // Every post from its own address, as real visitors are (the rate limit is per address).
            const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
            const body = new URLSearchParams({
              _form: "contact",
              name: `Visitante ${visitor}`,
              email: `visitante${visitor}@example.com`,
              message: "Quisiera un presupuesto para el vestíbulo de un hotel.",
            }).toString();
            return {
              ...request,
              body,
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                origin: leadBase,
                "x-forwarded-for": ip,
              },
            };
          },
        },
      ],
    });
  const pageLoad = () =>
    autocannon({
      url: `${leadBase}${ttfbPage}`,
      connections: 10,
      duration: seconds,
      headers: { "accept-encoding": "br" },
    });
  const accepted = { page: 0, data: 0 };
  const shed = { page: 0, data: 0 };
  const count = (result: Cannon, withJavaScript: boolean) => {
    accepted[withJavaScript ? "data" : "page"] += answered(result, withJavaScript ? 200 : 303);
    shed[withJavaScript ? "data" : "page"] += answered(result, 503);
    return result;
  };
  try {
    await pageLoad(); // warm-up, not counted
    const idle = await pageLoad();
    const [pageUnderRenders, renders] = await Promise.all([
      pageLoad(),
      floodOfRenders(leadBase, { connections: 10, seconds }),
    ]);
    const [pageWithoutJs, postsWithoutJs] = await Promise.all([pageLoad(), flood(false)]);
    count(postsWithoutJs, false);
    const [pageWithJs, postsWithJs] = await Promise.all([pageLoad(), flood(true)]);
    count(postsWithJs, true);
    const intakeWithoutJs = count(await flood(false), false);
    const intakeWithJs = count(await flood(true), true);

    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    const one = (query: string) => Number((db.prepare(query).get() as { n: number }).n);
    // Wait until the server is idle: posts still in flight when a run stopped are stored too
    // (without their answer counted), and the worker has e-mails left to send.
    const started = performance.now();
    let last = -1;
    for (;;) {
      const done =
        one("select count(*) as n from leads") + one("select count(*) as n from outbox where status = 'sent'");
      const pending = one("select count(*) as n from outbox where status = 'pending'");
      if ((done === last && pending === 0) || performance.now() - started > 180_000) break;
      last = done;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const drainedIn = ((performance.now() - started) / 1000).toFixed(1);
    const stored = one("select count(*) as n from leads");
    const mails = one("select count(*) as n from outbox");
    const sent = one("select count(*) as n from outbox where status = 'sent'");
    db.close();
    const files = existsSync(path.join(dataDir, "outbox")) ? readdirSync(path.join(dataDir, "outbox")).length : 0;
    const answeredAccepted = accepted.page + accepted.data;
    const intact = stored >= answeredAccepted && mails === stored * 2 && sent === mails && files === mails;

    const commitDir = mkdtempSync(path.join(tmpdir(), "bench-commits-"));
    const commits = await (await builtServer()).measureLeadCommits({ dataDir: commitDir, seconds });
    rmSync(commitDir, { recursive: true, force: true });

    const processes = process.env.WEB_CONCURRENCY ?? String(availableParallelism());
    const share = (under: Cannon) => `${Math.round((100 * rps(under)) / Math.max(1, rps(idle)))}%`;
    console.log(
      `\nA pre-rendered page, GET ${ttfbPage}, 10 connections, while 10 more ask for the configurator, another rug each time (rendered on request; ${processes} server processes):`,
    );
    console.log("while                  | page requests/s | of idle | page p99 | renders/s | rendered | shed (503)");
    console.log(
      `idle                   | ${String(rps(idle)).padEnd(15)} | 100%    | ${`${p99(idle)} ms`.padEnd(8)} | -         | -        | -`,
    );
    console.log(
      `${"configurator renders".padEnd(22)} | ${String(rps(pageUnderRenders)).padEnd(15)} | ${share(pageUnderRenders).padEnd(7)} | ${`${p99(pageUnderRenders)} ms`.padEnd(8)} | ${String(rps(renders)).padEnd(9)} | ${String(answered(renders, 200)).padEnd(8)} | ${answered(renders, 503)}`,
    );
    console.log(
      `\nA pre-rendered page, GET ${ttfbPage}, 10 connections, while 10 more post the contact form (${processes} server processes, SQLite, e-mail to files):`,
    );
    console.log("while                  | page requests/s | of idle | page p99 | posts/s | accepted | shed (503)");
    console.log(
      `idle                   | ${String(rps(idle)).padEnd(15)} | 100%    | ${`${p99(idle)} ms`.padEnd(8)} | -       | -        | -`,
    );
    for (const [label, page, posts, status] of [
      ["posts without JavaScript", pageWithoutJs, postsWithoutJs, 303],
      ["posts with JavaScript", pageWithJs, postsWithJs, 200],
    ] as const) {
      console.log(
        `${label.padEnd(22)} | ${String(rps(page)).padEnd(15)} | ${share(page).padEnd(7)} | ${`${p99(page)} ms`.padEnd(8)} | ${String(rps(posts)).padEnd(7)} | ${String(answered(posts, status)).padEnd(8)} | ${answered(posts, 503)}`,
      );
    }
    console.log(
      `\nLead intake alone, 10 connections posting the contact form for ${seconds} s, next to the data layer:`,
    );
    console.log("path                          | accepted leads/s | p99     | of data layer");
    const perSecond = (result: Cannon, status: number) => answered(result, status) / seconds;
    for (const [label, result, status] of [
      ["HTTP, without JavaScript (303)", intakeWithoutJs, 303],
      ["HTTP, with JavaScript (200)", intakeWithJs, 200],
    ] as const) {
      console.log(
        `${label.padEnd(29)} | ${perSecond(result, status).toFixed(0).padEnd(16)} | ${`${p99(result)} ms`.padEnd(7)} | ${Math.round((100 * perSecond(result, status)) / commits.perSecond)}%`,
      );
    }
    console.log(`data layer, storeLead in turn  | ${commits.perSecond.toFixed(0).padEnd(16)} | -       | 100%`);
    console.log(
      `\n${answeredAccepted} posts answered as accepted (${shed.page + shed.data} shed with 503), ${stored} leads stored, ${mails} e-mails in the outbox, ${sent} sent (${files} .eml files), idle ${drainedIn} s after the last run: ${intact ? "no lead or e-mail lost" : "LEADS OR E-MAILS LOST"}`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
