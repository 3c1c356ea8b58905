// `BENCH_ONLY=strangers npm run bench`: a stranger's load matrix. An instance of the production
// build of the bench's own (two server processes); for each attack (scripts/strangers.ts, sent
// from a process of its own so that it does not slow the client that measures), a
// page's throughput and latency from 10 clients while it runs against the same page idle,
// visitors' posts sent meanwhile, the server processes counted before and after, the time the
// site takes to answer again after kill -9 of every server process under load (beside an
// earlier build's with BENCH_REFERENCE_DIR), and the sign-in guesses the lockout let through.
// The performance guide's table comes from its output.
import { execFileSync } from "node:child_process";
import { benchInstance, type Healthy } from "./bench-instance.ts";
import { type AttackName, attackFromAnotherProcess } from "./strangers.ts";
import { contactPost, measurePage, signInGuesses } from "./visitor-requests.ts";

const page = "/hoteles";

/** What an attack's requests were answered, most frequent first ("503: 4,210, 200: 35"). */
const answers = (sent: { sent: number; statuses: Record<string, number> }) =>
  Object.entries(sent.statuses)
    .sort((a, b) => b[1] - a[1])
    .map(([status, count]) => `${status}: ${count.toLocaleString("en")}`)
    .join(", ");

export async function strangersMatrix(options: { root: string; port: number; seconds: number; healthy: Healthy }) {
  const { root, seconds, healthy } = options;
  const start = (port: number, env: Record<string, string> = {}, cwd = root) =>
    benchInstance({ cwd, port, env, healthy });

  const site = await start(options.port);
  const shedding = await start(options.port + 1, { FORM_POSTS_IN_FLIGHT: "0" });
  let visitor = 0;
  try {
    // Warm up: the 404 page and the sheets are rendered once before anything is timed.
    await measurePage(site.base, page, 2);
    const idle = await measurePage(site.base, page, seconds);
    const p99Limit = 2 * idle.p99 + 50;
    console.log(
      `\nA stranger's load (${page} from 10 clients for ${seconds} s under each attack; idle: ${idle.requestsPerSecond} requests/s, p99 ${idle.p99} ms; targets: at least 40% of idle throughput (50% beside pages rendered or packs built on request), p99 at most ${p99Limit} ms, visitors' posts accepted, no process dies):`,
    );
    console.log(
      "attack                                  | requests/s | of idle | p50 ms | p99 ms | visitors' posts | processes died",
    );
    const row = async (
      label: string,
      target: typeof site,
      attack: AttackName,
      connections: number,
      expectPosts = 303,
      targetShare = 40,
    ) => {
      const before = target.processes();
      const running = attackFromAnotherProcess(attack, target.base, connections);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const measuring = measurePage(target.base, page, seconds);
      const posts: number[] = [];
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 4));
        visitor++;
        posts.push(
          await contactPost(target.base, {
            email: `bench-${visitor}@cliente.example`,
            forwardedFor: `192.0.2.${visitor % 250}`,
          }),
        );
      }
      const measured = await measuring;
      const sent = await running.stop();
      const after = target.processes();
      const died = before.filter((pid) => !after.includes(pid)).length;
      const share = Math.round((measured.requestsPerSecond / idle.requestsPerSecond) * 100);
      const accepted = posts.filter((status) => status === expectPosts).length;
      console.log(
        `${label.padEnd(39)} | ${String(measured.requestsPerSecond).padEnd(10)} | ${`${share}%`.padEnd(7)} | ${String(measured.p50).padEnd(6)} | ${String(measured.p99).padEnd(6)} | ${`${accepted} of 3${expectPosts === 503 ? " shed" : ""}`.padEnd(15)} | ${String(died).padEnd(14)} | ${answers(sent)}${share < targetShare ? `, BELOW ITS TARGET OF ${targetShare}% OF IDLE` : ""}`,
      );
    };
    await row("40 slow bodies (a byte every 5 s)", site, "slow-bodies", 40);
    await row("90 connections opened and dropped", site, "dropped-connections", 90);
    await row("90 posts that hang up half-way", site, "aborted-posts", 90);
    await row("the same, every post shed (maintenance)", shedding, "aborted-posts", 90, 503);
    await row("10 connections of unknown addresses", site, "unknown-addresses", 10);
    await row("10 connections of OPTIONS /", site, "options-requests", 10);
    await row("64 connections of OPTIONS /", site, "options-requests", 64);
    await row("10 connections posting to no page's form", site, "formless-posts", 10);
    await row("64 connections posting to no page's form", site, "formless-posts", 64);
    await row("10 connections of 1,100-address manifests", site, "manifest-requests", 10);
    await row("64 connections of junk-parameter renders", site, "junk-queries", 64);
    // Pages rendered on request and packs built, each distinct: the pages keep half their throughput.
    await row("10 connections of distinct filtered lists", site, "filtered-lists", 10, 303, 50);
    await row("10 connections of configurator renders", site, "configurator-renders", 10, 303, 50);
    await row("16 connections of packs, one address", site, "specifier-packs", 16, 303, 50);
    // What any page costs, to compare the floods with: no target of its own.
    await row("64 connections of a pre-rendered page", site, "plain-pages", 64, 303, 0);
    await row("10 connections of sitemap.xml (br)", site, "sitemaps", 10);
    await row("8 connections of distinct sheets", site, "spec-sheets", 8);
    await row("20 connections of packs, 20 addresses", site, "specifier-packs-from-many-addresses", 20);
    await restarts(options.port + 2, start, root);
    const guesses = await signInGuesses(site.base, "nadie@nudo.example", 30);
    const spread = await signInGuesses(site.base, "otro@nudo.example", 30, 30);
    console.log(
      `30 wrong passwords at once for one account: ${guesses.checked} checked, ${guesses.locked} refused as locked; from 30 addresses for another: ${spread.checked} checked, ${spread.locked} refused (the lockout allows 5)`,
    );
  } finally {
    await site.stop();
    await shedding.stop();
  }
}

/** Milliseconds until `url` answers 200, asked every 50 ms. */
async function answersAgain(url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * kill -9 of every server process at once while 20 connections ask for a page: how long until
 * `/hoteles` answers again, three times, this build beside the one at `BENCH_REFERENCE_DIR` (an
 * earlier commit's checkout, built) when it is set, alternated.
 */
async function restarts(
  port: number,
  start: (
    port: number,
    env?: Record<string, string>,
    cwd?: string,
  ) => Promise<{ base: string; processes: () => string[]; stop: () => Promise<void> }>,
  root: string,
) {
  const builds = [{ label: "this build", dir: root }];
  const referenceDir = process.env.BENCH_REFERENCE_DIR;
  if (referenceDir) builds.push({ label: "reference", dir: referenceDir });
  const times = new Map<string, number[]>(builds.map(({ label }) => [label, []]));
  for (let round = 0; round < 3; round++) {
    for (const { label, dir } of round % 2 === 0 ? builds : [...builds].reverse()) {
      const site = await start(port, {}, dir);
      const load = attackFromAnotherProcess("plain-pages", site.base, 20);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      execFileSync("kill", ["-9", ...site.processes()]);
      times.get(label)?.push(await answersAgain(`${site.base}/hoteles`));
      await load.stop();
      await site.stop();
    }
  }
  for (const [label, ms] of times)
    console.log(
      `kill -9 of both server processes under 20 connections, ${label}: back after ${ms.join(", ")} ms` +
        (ms.some((one) => one > 5_000) ? ", OVER ITS TARGET OF 5 s" : " (target: within 5 s)"),
    );
}
