// `BENCH_ONLY=packs npm run bench`: fair packs. An instance of the production build of the
// bench's own (two server processes, one proxy hop trusted); twenty connections, each from an
// address of its own, ask for distinct packs in distinct colours (scripts/strangers.ts, from a
// process of its own) for `seconds`, while visitors from other addresses, one after another,
// each download a pack, asking again when `Retry-After` says. Reports how long each visitor
// waited and how many times it asked, how long the flood's accepted packs took (asked to made,
// from the server's log), and each server process's resident memory (`ps`) idle, at its highest
// and at the end. docs/performance.md and decision 018 have its figures.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { attackFromAnotherProcess } from "./strangers.ts";
import { visitorPack } from "./visitor-requests.ts";

type Healthy = (child: ReturnType<typeof spawn>, port: number) => Promise<void>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const megabytes = (pid: string) => {
  try {
    return Math.round(Number(execFileSync("ps", ["-o", "rss=", "-p", pid], { encoding: "utf8" })) / 1024);
  } catch {
    return 0;
  }
};
const percentile = (sorted: number[], p: number) => sorted[Math.floor(p * (sorted.length - 1))] ?? 0;

export async function fairPacks(options: {
  root: string;
  port: number;
  seconds: number;
  healthy: Healthy;
  visitors?: number;
}) {
  const { root, port, seconds, healthy } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-packs-"));
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const made: number[] = [];
  let rest = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines)
      if (line.includes('"event":"specifier_pack_made"')) made.push((JSON.parse(line) as { ms: number }).ms);
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await healthy(child, port);
    // Both processes listening, not just the first.
    await pause(2_000);
    const processes = execFileSync("ps", ["-o", "pid=", "--ppid", String(child.pid)], { encoding: "utf8" })
      .trim()
      .split(/\s+/)
      .sort();
    const idle = processes.map(megabytes);
    const highest = [...idle];
    const sampling = setInterval(() => {
      processes.forEach((pid, i) => {
        highest[i] = Math.max(highest[i] ?? 0, megabytes(pid));
      });
    }, 1_000);
    const flood = attackFromAnotherProcess("specifier-packs-from-many-addresses", base, 20);
    const ends = pause(seconds * 1000);
    // Every place of both processes taken, and each flooding client refused and asking again.
    await pause(3_000);
    const visits: string[] = [];
    for (let i = 0; i < (options.visitors ?? 3); i++) {
      const visit = await visitorPack(base, { forwardedFor: `192.0.2.${201 + i}`, maxTries: 12, widthCm: 170 + i });
      visits.push(
        `visitor ${i + 1}: ${visit.status}${visit.zip ? " (a ZIP)" : ""} after ${visit.tries} ${visit.tries === 1 ? "try" : "tries"}, ${visit.seconds} s`,
      );
    }
    await ends;
    const page = (await fetch(`${base}/hoteles`).catch(() => null))?.status ?? 0;
    const sent = await flood.stop();
    clearInterval(sampling);
    const end = processes.map(megabytes);
    const alive = execFileSync("ps", ["-o", "pid=", "--ppid", String(child.pid)], { encoding: "utf8" })
      .trim()
      .split(/\s+/)
      .sort();
    const sorted = made.toSorted((a, b) => a - b);
    const answers = Object.entries(sent.statuses)
      .sort((a, b) => b[1] - a[1])
      .map(([status, count]) => `${status}: ${count.toLocaleString("en")}`)
      .join(", ");
    console.log(`\nFair packs (twenty addresses flooding distinct packs for ${seconds} s, two server processes):`);
    for (const visit of visits) console.log(visit);
    console.log(
      `flood: ${answers}; packs made: ${sorted.length}, asked to made: p50 ${percentile(sorted, 0.5)} ms, p90 ${percentile(sorted, 0.9)} ms, most ${sorted.at(-1) ?? 0} ms`,
    );
    console.log(
      `resident memory per process (MB): idle ${idle.join(", ")}; highest ${highest.join(", ")}; at the end ${end.join(", ")}`,
    );
    console.log(
      `/hoteles under the flood: ${page}; processes died: ${processes.filter((pid) => !alive.includes(pid)).length}`,
    );
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
