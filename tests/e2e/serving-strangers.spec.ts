import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  type Attack,
  abortedPosts,
  contactPost,
  droppedConnections,
  signInGuesses,
  slowBodies,
  specifierPacks,
  specSheets,
  unknownAddresses,
} from "../../scripts/strangers.ts";
import { expect, test } from "./fixtures";
import { type Instance, serverProcesses, startInstance } from "./instance";
import { createStaff } from "./staff";

/**
 * A stranger's load matrix, run against an instance of the production build of the spec's own:
 * under each attack the pages are served, visitors' posts are accepted, and no server process
 * dies. (Their throughput and latency under the same attacks: `npm run bench`, README.)
 */
test.describe.configure({ mode: "serial" });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let visitor = 0;
/** Visitors post while `attack` runs; answers the statuses of their posts and of a page. */
async function underAttack(instance: Instance, attack: Attack, visitors = 3) {
  await pause(1_500);
  const posts: number[] = [];
  for (let i = 0; i < visitors; i++) {
    visitor++;
    posts.push(
      await contactPost(instance.url, {
        email: `visita-${visitor}@cliente.example`,
        forwardedFor: `192.0.2.${visitor}`,
      }),
    );
  }
  const page = (await fetch(`${instance.url}/hoteles`).catch(() => null))?.status ?? 0;
  const sent = await attack.stop();
  return { posts, page, sent };
}

/** No server process ended: the same processes as at the start, and none reported ended. */
async function expectEveryProcessAlive(instance: Instance, processes: number[]) {
  expect(instance.lines.filter((line) => line.includes('"event":"server_process_exited"'))).toEqual([]);
  expect(await serverProcesses(instance)).toEqual(processes);
}

test.describe("a stranger's load", () => {
  let instance: Instance;
  let processes: number[];
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-strangers-"));
  test.beforeAll(async () => {
    instance = await startInstance({ DATA_DIR: dataDir });
    processes = await serverProcesses(instance);
    expect(processes).toHaveLength(2);
  });
  test.afterAll(async () => {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("sixty bodies trickling a byte a second shut no visitor out", async () => {
    const { posts, page, sent } = await underAttack(instance, slowBodies(instance.url, 60, 1_000));
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    expect(sent.statuses.error ?? 0).toBe(0);
    await expectEveryProcessAlive(instance, processes);
  });

  test("ninety connections opened and dropped, over and over, leave every process serving", async () => {
    const { posts, page, sent } = await underAttack(instance, droppedConnections(instance.url, 90));
    expect(sent.sent).toBeGreaterThan(200);
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    await expectEveryProcessAlive(instance, processes);
  });

  test("posts that hang up half-way leave every process serving", async () => {
    const { posts, page, sent } = await underAttack(instance, abortedPosts(instance.url, 90));
    expect(sent.sent).toBeGreaterThan(200);
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    await expectEveryProcessAlive(instance, processes);
  });

  test("a flood of unknown addresses gets the 404 page and leaves pages and posts served", async () => {
    const { posts, page, sent } = await underAttack(instance, unknownAddresses(instance.url, 10));
    expect(Object.keys(sent.statuses)).toEqual(["404"]);
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    await expectEveryProcessAlive(instance, processes);
  });

  test("a flood of specification sheets is drawn or shed with Retry-After, and pages and posts go on", async () => {
    const { posts, page, sent } = await underAttack(instance, specSheets(instance.url, 8));
    expect(sent.statuses["200"] ?? 0).toBeGreaterThan(0);
    expect(Object.keys(sent.statuses).filter((status) => status !== "200" && status !== "503")).toEqual([]);
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    await expectEveryProcessAlive(instance, processes);
  });

  test("a flood of specifier packs is built or shed with Retry-After, and pages and posts go on", async () => {
    const { posts, page, sent } = await underAttack(instance, specifierPacks(instance.url, 16));
    expect(sent.statuses["200"] ?? 0).toBeGreaterThan(0);
    expect(sent.statuses["503"] ?? 0).toBeGreaterThan(0);
    expect(Object.keys(sent.statuses).filter((status) => status !== "200" && status !== "503")).toEqual([]);
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    await expectEveryProcessAlive(instance, processes);
  });

  test("thirty wrong passwords at once for one account: five are checked, the rest are refused as locked", async () => {
    const account = await createStaff({ DATA_DIR: dataDir });
    const fromOne = await signInGuesses(instance.url, account.email, 30);
    expect(fromOne).toEqual({ checked: 5, locked: 25, other: 0 });
    // From thirty addresses at once, for another account: still five.
    const other = await createStaff({ DATA_DIR: dataDir }, "otra");
    const fromMany = await signInGuesses(instance.url, other.email, 30, 30);
    expect(fromMany).toEqual({ checked: 5, locked: 25, other: 0 });
    const db = new DatabaseSync(path.join(dataDir, "site.db"));
    const failures = db.prepare("select count(*) as n from rate_hits where key like 'signin-account:%'").get() as {
      n: number;
    };
    db.close();
    expect(failures.n).toBe(10);
    await expectEveryProcessAlive(instance, processes);
  });
});

test("posts shed while the process is busy, whose clients hang up half-way, leave every process serving", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-strangers-shed-"));
  // No room for any post (an operator's maintenance setting): every post is shed, as under a flood.
  const instance = await startInstance({ DATA_DIR: dataDir, FORM_POSTS_IN_FLIGHT: "0" });
  try {
    const processes = await serverProcesses(instance);
    const attack = abortedPosts(instance.url, 90);
    await pause(3_000);
    const sent = await attack.stop();
    expect(sent.sent).toBeGreaterThan(200);
    expect((await fetch(`${instance.url}/hoteles`)).status).toBe(200);
    expect(await contactPost(instance.url, { email: "tarde@cliente.example", forwardedFor: "192.0.2.250" })).toBe(503);
    await expectEveryProcessAlive(instance, processes);
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
