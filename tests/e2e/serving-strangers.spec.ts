import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  abortedPosts,
  droppedConnections,
  slowBodies,
  type WatchedAttack,
} from "../../scripts/stranger-connections.ts";
import {
  formlessPosts,
  junkQueries,
  manifestRequests,
  manifestVersion,
  optionsRequests,
  sitemaps,
  specifierPacks,
  specSheets,
  unknownAddresses,
} from "../../scripts/stranger-floods.ts";
import { contactPost, signInGuesses } from "../../scripts/visitor-requests.ts";
import { expect, test } from "./fixtures";
import { type Instance, metricsToken, serverProcesses, startInstance } from "./instance";
import { createStaff } from "./staff-accounts";

/**
 * A stranger's load matrix, run against an instance of the production build of the spec's own:
 * under each attack the pages are served, visitors' posts are accepted, and no server process
 * dies. (Their throughput and latency under the same attacks: `npm run bench`, docs/performance.md.)
 */
test.describe.configure({ mode: "serial" });

let visitor = 0;
/**
 * Visitors post while `attack` runs, once every connection of it is at work and, when `answers`
 * is given, it has had that many answers (a fast machine reaches the visitors' turn before a
 * slow one, so the attack's size is waited for, not assumed); answers the statuses of their
 * posts and of a page.
 */
async function underAttack(instance: Instance, attack: WatchedAttack, { visitors = 3, answers = 0 } = {}) {
  await expect.poll(attack.underWay, { timeout: 30_000, intervals: [50] }).toBe(true);
  await expect.poll(attack.answered, { timeout: 30_000, intervals: [50] }).toBeGreaterThanOrEqual(answers);
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
    const { posts, page, sent } = await underAttack(instance, droppedConnections(instance.url, 90), { answers: 201 });
    expect(sent.sent).toBeGreaterThan(200);
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    await expectEveryProcessAlive(instance, processes);
  });

  test("posts that hang up half-way leave every process serving", async () => {
    const { posts, page, sent } = await underAttack(instance, abortedPosts(instance.url, 90), { answers: 201 });
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

  test("OPTIONS, over and over, is answered 204 with Allow in no bytes, and pages and posts go on", async () => {
    const one = await fetch(`${instance.url}/`, { method: "OPTIONS" });
    expect(one.status).toBe(204);
    expect(one.headers.get("allow")).toBe("GET, HEAD, POST");
    expect((await one.arrayBuffer()).byteLength).toBe(0);
    const other = await fetch(`${instance.url}/hoteles`, { method: "DELETE" });
    expect(other.status).toBe(405);
    expect((await other.arrayBuffer()).byteLength).toBeLessThan(100);
    const { posts, page, sent } = await underAttack(instance, optionsRequests(instance.url, 64));
    expect(Object.keys(sent.statuses)).toEqual(["204"]);
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    await expectEveryProcessAlive(instance, processes);
  });

  test("posts no page takes are refused in a few bytes and, past the posts limit, 429; other visitors' posts go on", async () => {
    const noForm = await fetch(`${instance.url}/en/garantia`, {
      method: "POST",
      headers: {
        Origin: instance.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": "198.51.103.1",
      },
      body: "_form=contact&message=hola",
    });
    expect(noForm.status).toBe(405);
    expect(noForm.headers.get("allow")).toBe("GET, HEAD");
    const said = await noForm.text();
    expect(said).toContain("There is no form to send on this page.");
    expect(said.length).toBeLessThan(2_000);
    const { posts, page, sent } = await underAttack(instance, formlessPosts(instance.url, 64));
    // The first thirty of the flood's address are refused for what they are, the rest by its limit.
    expect((sent.statuses["400"] ?? 0) + (sent.statuses["405"] ?? 0)).toBe(30);
    expect(sent.statuses["429"] ?? 0).toBeGreaterThan(0);
    expect(Object.keys(sent.statuses).sort()).toEqual(["400", "405", "429"]);
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    await expectEveryProcessAlive(instance, processes);
  });

  test("route manifests asked for 1,100 unknown addresses each are answered small, and pages and posts go on", async () => {
    const version = await manifestVersion(instance.url);
    const known = await fetch(`${instance.url}/__manifest?version=${version}&paths=/hoteles,/en/colecciones/alcazar`);
    expect(Object.keys(await known.json()).sort()).toEqual(["design.en", "hoteles.es", "root"]);
    const { posts, page, sent } = await underAttack(instance, manifestRequests(instance.url, 10));
    expect(Object.keys(sent.statuses)).toEqual(["200"]);
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    await expectEveryProcessAlive(instance, processes);
  });

  test("a flood of junk parameters on a filtered collection is rendered once per process, and pages and posts go on", async () => {
    const renders = async () => {
      const text = await (
        await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })
      ).text();
      return Number(/^page_renders_total (\d+)/m.exec(text)?.[1] ?? Number.NaN);
    };
    const before = await renders();
    const { posts, page, sent } = await underAttack(instance, junkQueries(instance.url, 64), { answers: 201 });
    expect(Object.keys(sent.statuses)).toEqual(["200"]);
    expect(sent.sent).toBeGreaterThan(200);
    // One render of `/colecciones?color=blue` in each of the two processes, whatever `u` was.
    expect((await renders()) - before).toBeLessThanOrEqual(2);
    expect(posts).toEqual([303, 303, 303]);
    expect(page).toBe(200);
    await expectEveryProcessAlive(instance, processes);
  });

  test("sitemap.xml is sent compressed from memory to a flood of crawlers, and pages and posts go on", async () => {
    const { posts, page, sent } = await underAttack(instance, sitemaps(instance.url, 10));
    expect(Object.keys(sent.statuses)).toEqual(["200"]);
    const one = await fetch(`${instance.url}/sitemap.xml`, { headers: { "Accept-Encoding": "br" } });
    expect(one.headers.get("content-encoding")).toBe("br");
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
    await expect.poll(attack.answered, { timeout: 60_000, intervals: [50] }).toBeGreaterThan(200);
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
