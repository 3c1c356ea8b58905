// `npm run bench`: starts the production build on a spare port and reports what the home page
// costs a visitor (compressed HTML, CSS and JavaScript bytes), then Lighthouse's mobile scores
// with Debian's Chromium. Figures go into the README.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { pageWeight } from "./page-weight.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const pages = ["/", "/en"];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No production build: run `npm run build` (or `npm start` once) first.");
  process.exit(1);
}

const server = spawn(process.execPath, ["server.js"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
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
