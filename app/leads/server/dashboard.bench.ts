// `BENCH_ONLY=dashboard npm run bench` (or `npx vitest run --config vitest.bench.config.ts
// app/leads/server/dashboard.bench.ts`): what the sales dashboard's figures cost the database with
// 100,000 leads spread over 14 weeks, on SQLite and on the machine's PostgreSQL, for each of its
// five breakdowns (each request reads one, with the reply figures), and the query plans, to see
// that each reads the leads of its 12 weeks through the index on `created_at`.
import { randomUUID } from "node:crypto";
import { CompiledQuery, type Insertable, type KyselyPlugin } from "kysely";
import { it } from "vitest";
import type { Storage } from "~/platform/db/db.server";
import type { Database, LeadState } from "~/platform/db/schema.server";
import { backends, type TestStorage } from "../../../tests/support/storage";
import { dashboardDimensions, salesDashboard } from "./dashboard.server";

const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 7);

/** The same leads on every run (mulberry32). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  /** One of `choices` by weight. */
  const pick = <T>(choices: [T, number][]): T => {
    let roll = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [choice, weight] of choices) {
      roll -= weight;
      if (roll < 0) return choice;
    }
    return choices[0]?.[0] as T;
  };
  return { next, pick };
}

const countries: [string | null, number][] = [
  ["España", 30],
  ["españa", 6],
  ["Espana", 3],
  [" ESPAÑA ", 1],
  ["Spain", 4],
  ["France", 8],
  ["Francia", 2],
  ["Deutschland", 5],
  ["Alemania", 2],
  ["Italia", 6],
  ["Italy", 2],
  ["Nederland", 3],
  ["Reino Unido", 4],
  ["United Kingdom", 3],
  ["UAE", 2],
  ["Emiratos Árabes Unidos", 1],
  ["United States", 3],
  ["México", 2],
  ["Portugal", 3],
  ["Mónaco", 1],
  ["Suisse", 1],
  [null, 10],
];
const campaigns: [string | null, number][] = [
  [null, 60],
  ...Array.from({ length: 25 }, (_, i) => [`campaña-${i + 1}`, 40 / (i + 2)] as [string, number]),
];

/** `leadCount` leads over the 14 weeks before `now`, as the site stores them, in batches of 500. */
async function seedForBench(storage: Storage, now: Date) {
  const { next, pick } = generator(38);
  const span = 14 * 7 * 86_400_000;
  let batch: Insertable<Database["leads"]>[] = [];
  const flush = async () => {
    const rows = batch;
    batch = [];
    if (rows.length > 0) await storage.write((trx) => trx.insertInto("leads").values(rows).execute());
  };
  for (let i = 0; i < leadCount; i++) {
    const created = now.getTime() - next() * span;
    // Seven in ten answered, most within hours, some after days.
    const replied = next() < 0.7 ? created + Math.exp(next() * Math.log((6 * 86_400_000) / 600_000)) * 600_000 : null;
    const sector = pick<string | null>([
      [null, 60],
      ["contract", 15],
      ["residential", 10],
      ["yacht", 6],
      ["jet", 3],
      ["retail", 4],
      ["other", 2],
    ]);
    batch.push({
      id: randomUUID(),
      form: pick([
        ["contact", 35],
        ["sample", 25],
        ["catalogue", 20],
        ["contactSection", 12],
        ["quote", 8],
      ]),
      lang: pick([
        ["es", 40],
        ["en", 30],
        ["de", 10],
        ["fr", 8],
        ["it", 7],
        ["nl", 5],
      ]),
      data: "{}",
      email: `lead${i}@cliente.example`,
      created_at: new Date(created).toISOString(),
      state:
        next() < 0.03
          ? "spam"
          : pick<LeadState>([
              ["new", 30],
              ["contacted", 40],
              ["qualified", 15],
              ["won", 5],
              ["lost", 10],
            ]),
      name: null,
      company: null,
      country: pick(countries),
      search: null,
      source: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: pick(campaigns),
      sector,
      owner_id: null,
      follow_up_on: null,
      follow_up_note: null,
      first_reply_at: replied !== null && replied < now.getTime() ? new Date(replied).toISOString() : null,
    });
    if (batch.length === 500) await flush();
  }
  await flush();
  if (storage.kind === "postgres") await storage.db.executeQuery(CompiledQuery.raw("analyze leads"));
  else await storage.db.executeQuery(CompiledQuery.raw("analyze"));
}

/** The plans of the queries a dashboard request makes, as the database would run them. */
async function plans(storage: Storage, now: Date): Promise<string[]> {
  const compiled: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      compiled.push(storage.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await salesDashboard({ ...storage, db: storage.db.withPlugin(capture) }, { dimension: "country", now });
  const out: string[] = [];
  for (const query of compiled) {
    const explain = storage.kind === "postgres" ? "explain " : "explain query plan ";
    const { rows } = await storage.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain + query.sql, [...query.parameters]),
    );
    out.push(
      `${query.sql.replace(/\s+/g, " ").slice(0, 70)}…`,
      ...rows.map((row) => `  ${String(row["QUERY PLAN"] ?? row.detail)}`),
    );
  }
  return out;
}

for (const backend of backends) {
  it(`measures the sales dashboard with ${leadCount.toLocaleString("en")} leads on ${backend.name}`, async () => {
    const opened: TestStorage = await backend.open();
    const now = new Date();
    try {
      const seeding = performance.now();
      await seedForBench(opened.storage, now);
      const figures = [
        `${backend.name}: ${leadCount} leads stored in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      ];
      for (const dimension of dashboardDimensions) {
        const task = () => salesDashboard(opened.storage, { dimension, now });
        for (let i = 0; i < 2; i++) await task();
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          await task();
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const median = times[Math.floor(times.length / 2)] ?? 0;
        figures.push(
          `  by ${dimension.padEnd(9)} median ${median.toFixed(1).padStart(6)} ms  (min ${times[0]?.toFixed(1)}, max ${times.at(-1)?.toFixed(1)}, ${runs} runs)`,
        );
      }
      figures.push(...(await plans(opened.storage, now)));
      console.log(figures.join("\n"));
    } finally {
      await opened.dispose();
    }
  });
}
