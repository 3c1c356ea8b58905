import { expect } from "@playwright/test";
import type { WatchedAttack } from "../../scripts/stranger-connections.ts";
import { contactPost } from "../../scripts/visitor-requests.ts";

/** What the serving specs share: visitors posting the contact form, one at a time or as a load; a page asked for beside an attack. */

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
 * `/hoteles` (a pre-rendered page) asked for over and over from `clients` visitors while `attack`
 * runs, until the attack has had `answers` answers; then the attack is stopped. Resolves to every
 * page's status and what the attack sent. How many pages it served beside the attack, against
 * idle, is the bench's (`BENCH_ONLY=strangers npm run bench`): a count over a time here would
 * pass or fail on the machine's speed.
 */
async function pagesDuring(base: string, attack: WatchedAttack, answers: number, clients = 2) {
  const pages: number[] = [];
  let stopped = false;
  const enough = (async () => {
    try {
      await expect.poll(attack.answered, { timeout: 90_000, intervals: [50] }).toBeGreaterThanOrEqual(answers);
    } finally {
      stopped = true;
    }
  })();
  const visitors = Array.from({ length: clients }, async () => {
    while (!stopped) pages.push((await fetch(`${base}/hoteles`).catch(() => null))?.status ?? 0);
  });
  try {
    await Promise.all([enough, ...visitors]);
  } catch (error) {
    await attack.stop();
    throw error;
  }
  return { pages, sent: await attack.stop() };
}

/**
 * Pages rendered on request asked for by `attack` (each address another), `answers` of them, while
 * `/hoteles` is asked for beside them (`pagesDuring`): the pages are served throughout, and every
 * address is rendered or answered 503 (Retry-After), never cut, never a failure. Answers how many
 * were rendered (at least one).
 */
export async function rendersBesidePages(base: string, attack: WatchedAttack, answers: number, what: string) {
  const { pages, sent } = await pagesDuring(base, attack, answers);
  console.log(`/hoteles: ${pages.length} pages beside ${answers} ${what}, ${JSON.stringify(sent.statuses)}`);
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.filter((status) => status !== 200)).toEqual([]);
  expect(Object.keys(sent.statuses).filter((status) => status !== "200" && status !== "503")).toEqual([]);
  const rendered = sent.statuses["200"] ?? 0;
  expect(rendered).toBeGreaterThan(0);
  return rendered;
}
