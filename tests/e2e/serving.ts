import { expect } from "@playwright/test";
import autocannon from "autocannon";
import { contactPost } from "../../scripts/visitor-requests.ts";

/** What the serving specs share: visitors posting the contact form, one at a time or as a load; a page's throughput beside a flood. */

let visitor = 0;
/** One visitor's post, without JavaScript (a page post) or with it (a data request), from an address of its own. */
export async function postLead(base: string, withJavaScript: boolean) {
  visitor++;
  const email = `carga-${process.pid}-${visitor}@cliente.example`;
  const forwardedFor = `10.${(visitor >> 8) & 255}.${visitor & 255}.${(process.pid % 250) + 1}`;
  return { email, status: await contactPost(base, { email, forwardedFor, withJavaScript }) };
}

export const accepted = (answer: { status: number }) => answer.status === 200 || answer.status === 303;

type Answer = { email: string; status: number };

/**
 * `connections` visitors posting one after another until `until()` says stop; resolves to every
 * answer once they have stopped. `answers` holds them as they come, and `taken(n)` resolves once
 * `n` posts were accepted: a test moves to its next step on what the load has done, not on a time.
 */
export function load(base: () => string, connections: number, until: () => boolean) {
  const answers: Answer[] = [];
  const running = Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      while (!until()) answers.push(await postLead(base(), i % 2 === 0));
    }),
  ).then(() => answers);
  const taken = (n: number) =>
    expect.poll(() => answers.filter(accepted).length, { timeout: 60_000, intervals: [50] }).toBeGreaterThanOrEqual(n);
  return Object.assign(running, { answers, taken });
}

/**
 * What `/hoteles` (a pre-rendered page) serves over ten connections alone and beside a flood, in
 * `rounds` turns of 3 s, summed: the machine's own speed drifts over half a minute, so only turns
 * taken side by side compare (a turn is some thousands of requests; the bench keeps longer runs).
 * `flood(seconds)` runs a flood for that long and answers what it sent; `each` checks and
 * describes a round (logged). A warm-up run of 2 s first is not counted.
 */
export async function pageThroughputUnder<Flood>(
  base: string,
  rounds: number,
  flood: (seconds: number) => Promise<Flood>,
  each: (round: { alone: autocannon.Result; pages: autocannon.Result; flood: Flood }) => string,
): Promise<{ idle: number; flooded: number }> {
  const seconds = 3;
  const page = (duration = seconds) =>
    autocannon({ url: `${base}/hoteles`, connections: 10, duration, headers: { "accept-encoding": "br" } });
  const rps = (result: autocannon.Result) => Math.round(result.requests.average);
  await page(2);
  let idle = 0;
  let flooded = 0;
  for (let round = 0; round < rounds; round++) {
    const alone = await page();
    const [pages, sent] = await Promise.all([page(), flood(seconds)]);
    idle += rps(alone);
    flooded += rps(pages);
    console.log(
      `/hoteles: idle ${rps(alone)} requests/s (p99 ${alone.latency.p99} ms), flooded ${rps(pages)} (p99 ${pages.latency.p99} ms); ${each({ alone, pages, flood: sent })}`,
    );
  }
  console.log(`/hoteles: ${Math.round((100 * flooded) / idle)}% of its idle throughput under the flood`);
  return { idle, flooded };
}
