// Part of `npm run bench`: a page published from the content studio against a pre-rendered page,
// in the same run, on a server of its own (SQLite in a fresh folder). The change is published as
// the translation agency's file would be (`npm run content -- import --publish`), then both pages
// are loaded in turns (10 connections, brotli), three rounds, so the machine's drift hits both.
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { onNewConnection } from "./visitor-requests.ts";

const exec = promisify(execFile);
type Cannon = Awaited<ReturnType<typeof autocannon>>;

export async function publishedPage(options: {
  root: string;
  port: number;
  seconds: number;
  healthy: (child: ReturnType<typeof spawn>, port: number) => Promise<void>;
}) {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-published-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(options.port), HOST: "127.0.0.1", DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ["server.js"], {
    cwd: options.root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await options.healthy(server, options.port);
    const file = path.join(dataDir, "en.xlf");
    const npm = (args: string[]) =>
      exec("npm", ["run", "--silent", "content", "--", ...args], { cwd: options.root, env });
    await npm(["export", "--lang", "en", "--out", file]);
    const marker = `Published for the bench ${Date.now().toString(36)}.`;
    const xml = readFileSync(file, "utf8").replace(
      /(<file id="page\.faq"[\s\S]*?<unit id="blocks\.1\.items\.1\.answer">[\s\S]*?<target>)([\s\S]*?)(<\/target>)/,
      `$1${marker}$3`,
    );
    writeFileSync(file, xml);
    const published = performance.now();
    await npm(["import", file, "--publish"]);
    // Live once six requests in a row, each on a connection of its own (so they reach every
    // server process), have it.
    for (;;) {
      const pages = await Promise.all(Array.from({ length: 6 }, () => onNewConnection(`${base}/en/faq`)));
      if (pages.every((page) => page.body.includes(marker))) break;
      if (performance.now() - published > 30_000) throw new Error("The published page did not appear within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const liveMs = performance.now() - published;
    const live = `${(liveMs / 1000).toFixed(1)} s${liveMs > 5_000 ? ", OVER ITS TARGET OF 5 s," : " (target: within 5 s)"}`;
    const load = (page: string) =>
      autocannon({
        url: `${base}${page}`,
        connections: 10,
        duration: options.seconds,
        headers: { "accept-encoding": "br" },
      });
    const rps = (result: Cannon) => Math.round(result.requests.average);
    await load("/en/hoteles"); // warm-up
    const rounds: { prerendered: number; published: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const prerendered = rps(await load("/en/hoteles"));
      const rendered = rps(await load("/en/faq"));
      rounds.push({ prerendered, published: rendered });
    }
    const sum = (key: "prerendered" | "published") => rounds.reduce((total, round) => total + round[key], 0);
    console.log(
      `\nA page published from the studio (/en/faq, live on every server process ${live} after the import's command started, no build) against a pre-rendered page (/en/hoteles), 10 connections, brotli, ${options.seconds} s each, in turns:`,
    );
    console.log("round | pre-rendered requests/s | published requests/s | published / pre-rendered");
    for (const [index, round] of rounds.entries())
      console.log(
        `${String(index + 1).padEnd(5)} | ${String(round.prerendered).padEnd(23)} | ${String(round.published).padEnd(20)} | ${Math.round((100 * round.published) / Math.max(1, round.prerendered))}%`,
      );
    console.log(
      `all   | ${String(sum("prerendered")).padEnd(23)} | ${String(sum("published")).padEnd(20)} | ${Math.round((100 * sum("published")) / Math.max(1, sum("prerendered")))}%`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
