// Part of `npm run bench`: lead posts against pages, and the lead intake against its data layer,
// on a server of its own (every core, SQLite in a fresh folder, e-mail to files).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import { builtServer, noBuild } from "./built-server.ts";
import { floodOfRenders } from "./render-flood.ts";

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
export async function leadIntake({
  root,
  port: leadPort,
  ttfbPage,
  seconds,
  healthy,
}: {
  root: string;
  port: number;
  /** The pre-rendered page loaded beside the posts. */
  ttfbPage: string;
  seconds: number;
  healthy: (child: ReturnType<typeof spawn>, port: number) => Promise<void>;
}) {
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
    const server = await builtServer();
    if (!server) throw new Error(noBuild);
    const commits = await server.measureLeadCommits({ dataDir: commitDir, seconds });
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
