// `npm run bench`: starts the production build on a spare port and reports the region endpoint's
// throughput and latency (autocannon) with a page's time to first byte before and after the
// endpoint is warm, what the home page costs a visitor (compressed HTML, CSS and JavaScript
// bytes), then Lighthouse's mobile scores with Debian's Chromium. Figures go into the README.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { pageWeight } from "./page-weight.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const pages = ["/", "/en"];
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** A pre-rendered page, as most page views are, for time to first byte. */
const ttfbPage = "/hoteles";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No production build: run `npm run build` (or `npm start` once) first.");
  process.exit(1);
}

const server = spawn(process.execPath, ["server.js"], {
  cwd: root,
  // TRUST_PROXY so the region benchmark can look up a real country from X-Forwarded-For.
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "true" },
  stdio: ["ignore", "pipe", "pipe"], // its request log would cut through the table
});
server.stderr?.resume();
await new Promise<void>((resolve, reject) => {
  server.stdout?.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes("listening")) resolve();
  });
  server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
});

try {
  await region();
  await startUp();
  console.log("\nHome page weight (brotli, as sent):");
  console.log("page  | HTML     | CSS      | JavaScript");
  for (const page of pages) {
    const weight = await pageWeight(base, page);
    console.log(`${page.padEnd(5)} | ${kb(weight.html).padEnd(8)} | ${kb(weight.css).padEnd(8)} | ${kb(weight.js)}`);
  }
  await lighthouse();
} finally {
  server.kill("SIGTERM");
}

async function lighthouse() {
  const run = (await import("lighthouse")).default;
  const { launch } = await import("chrome-launcher");
  if (!existsSync(chromiumPath)) {
    console.log("\nLighthouse: no Chromium (apt-get install chromium) - scores skipped.");
    return;
  }
  // A Spanish browser, so the unprefixed page is measured as itself, not redirected to English.
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, "--lang=es-ES"] });
  try {
    console.log(`\nLighthouse (mobile emulation, simulated throttling; median of ${runs} runs by performance):`);
    console.log("page  | perf | a11y | best | seo | LCP     | TBT    | CLS");
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await run(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
        if (result?.lhr) results.push(result.lhr);
      }
      results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = results[Math.floor(results.length / 2)];
      if (!lhr) continue;
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padEnd(4);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "-";
      console.log(
        `${page.padEnd(5)} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo").padEnd(3)} | ${audit("largest-contentful-paint").padEnd(7)} | ${audit("total-blocking-time").padEnd(6)} | ${audit("cumulative-layout-shift")}`,
      );
    }
  } finally {
    chrome.kill();
  }
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
      const fresh = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "pipe", "ignore"] });
      await new Promise<void>((resolve) =>
        fresh.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve()),
      );
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
