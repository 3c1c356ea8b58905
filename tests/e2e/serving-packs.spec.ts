import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { attackFromAnotherProcess } from "../../scripts/strangers.ts";
import { visitorPack } from "../../scripts/visitor-requests.ts";
import { expect, test } from "./fixtures";
import { serverProcesses, startInstance } from "./instance";

// A flood of distinct packs from one address, built or shed with Retry-After while pages and posts
// go on: serving-strangers.spec.ts; the pages' throughput beside it, against idle: the bench's
// "packs, one address" row (docs/decisions/023-specifier-pack.md).

/**
 * Twenty clients, each from an address of its own, asking for distinct packs as fast as they are
 * answered: the document thread's places are shared between addresses (one waiting each, the
 * address drawn for least recently next, a newcomer taking the place of the last in line), so a
 * visitor from another address who honours `Retry-After` gets a pack, while the pages are served
 * and no process dies.
 */
test("twenty addresses flooding distinct packs leave a visitor from another address their pack within a few tries", async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-packs-fair-"));
  const instance = await startInstance({ DATA_DIR: dataDir });
  try {
    const processes = await serverProcesses(instance);
    const flood = attackFromAnotherProcess("specifier-packs-from-many-addresses", instance.url, 20);
    // Every place taken and flooding clients refused: the processes log that they shed packs.
    const shedLogged = () => instance.lines.filter((line) => line.includes('"event":"specifier_pack_shed"')).length;
    await expect.poll(shedLogged, { timeout: 60_000, intervals: [100] }).toBeGreaterThanOrEqual(2);
    const visit = await visitorPack(instance.url, { forwardedFor: "192.0.2.77", maxTries: 3 });
    const page = (await fetch(`${instance.url}/hoteles`).catch(() => null))?.status ?? 0;
    const sent = await flood.stop();
    console.log(`visitor: ${JSON.stringify(visit)}; flood: ${JSON.stringify(sent.statuses)}`);
    expect(visit).toMatchObject({ status: 200, zip: true });
    expect(page).toBe(200);
    expect(sent.statuses["200"] ?? 0).toBeGreaterThan(0);
    expect(Object.keys(sent.statuses).filter((status) => status !== "200" && status !== "503")).toEqual([]);
    expect(instance.lines.filter((line) => line.includes('"event":"server_process_exited"'))).toEqual([]);
    expect(await serverProcesses(instance)).toEqual(processes);
    // Started with the C library's setting that gives the pictures' memory back
    // (app/server/process/main.server.ts).
    for (const pid of processes)
      expect(readFileSync(`/proc/${pid}/environ`, "latin1").split("\0")).toContain("MALLOC_MMAP_THRESHOLD_=131072");
  } finally {
    instance.child.kill("SIGTERM");
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
