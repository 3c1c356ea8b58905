// `BENCH_ONLY=outage npm run bench`: PostgreSQL cut under load and restored, three times: how long
// after its return the site takes visitors' posts again (target: within 5 s), and what posts in
// the outage were answered. The site runs on a schema of its own in the machine's PostgreSQL
// (BENCH_DATABASE_URL, by default the test database), through a proxy the bench cuts
// (scripts/database-proxy.ts); its end-to-end test checks the same behaviour without the time.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { benchInstance, type Healthy } from "./bench-instance.ts";
import { databaseProxy } from "./database-proxy.ts";
import { contactPost } from "./visitor-requests.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function administer(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function databaseOutage(options: { root: string; port: number; healthy: Healthy }) {
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  await administer(`CREATE SCHEMA ${schema}`);
  const proxy = await databaseProxy(databaseUrl, options.port + 1);
  let site: Awaited<ReturnType<typeof benchInstance>> | undefined;
  const base = `http://127.0.0.1:${options.port}`;
  let visitor = 0;
  const post = () => {
    visitor++;
    return contactPost(base, { email: `outage-${visitor}@cliente.example`, forwardedFor: `192.0.2.${visitor % 250}` });
  };
  try {
    site = await benchInstance({
      cwd: options.root,
      port: options.port,
      healthy: options.healthy,
      env: { DATABASE_URL: proxy.url(schema) },
    });
    console.log(
      "\nPostgreSQL cut for 3 s under 4 visitors posting, then restored (target: posts taken again within 5 s of its return):",
    );
    console.log("round | posts in the outage        | taken again after");
    for (let round = 1; round <= 3; round++) {
      let phase: "before" | "outage" | "after" = "before";
      let stop = false;
      const statuses = new Map<number, number>();
      const posting = Promise.all(
        Array.from({ length: 4 }, async () => {
          while (!stop) {
            const at = phase;
            const status = await post();
            if (at === "outage") statuses.set(status, (statuses.get(status) ?? 0) + 1);
            await pause(100);
          }
        }),
      );
      await pause(1_000);
      phase = "outage";
      proxy.cut();
      await pause(3_000);
      proxy.restore();
      phase = "after";
      const restoredAt = performance.now();
      // Asked every 50 ms until a post is taken, as long as that takes.
      while ((await post()) !== 303) await pause(50);
      const ms = Math.round(performance.now() - restoredAt);
      stop = true;
      await posting;
      const outage = [...statuses].map(([status, count]) => `${status}: ${count}`).join(", ");
      console.log(
        `${String(round).padEnd(5)} | ${outage.padEnd(26)} | ${ms} ms${ms > 5_000 ? ", OVER ITS TARGET OF 5 s" : ""}`,
      );
    }
  } finally {
    await site?.stop();
    await proxy.close();
    await administer(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}
