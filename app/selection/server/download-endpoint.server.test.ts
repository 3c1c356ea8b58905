import type { AddressInfo } from "node:net";
import express from "express";
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { seedSnapshot } from "~/content/documents";
import type { Storage } from "~/platform/db/db.server";
import { configurationQuery, defaultConfiguration } from "~/rug/configuration";
import type { DocumentJob, DocumentWorkers } from "~/specifier/server/workers/worker-pool.server";
import { selectionDownloadPath } from "../selection";
import { selectionDownloadHandler } from "./download-endpoint.server";
import { selectionSetCookie } from "./selection-cookie.server";

const servers: { close: () => void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** A project of two rugs as the browser sends it back: its cookie. */
const cookie = (() => {
  const items = [
    { id: "i1", rug: configurationQuery(defaultConfiguration), place: "Lobby", quantity: 1 },
    {
      id: "i2",
      rug: configurationQuery({ ...defaultConfiguration, shape: "circular", width: 250, length: 250 }),
      place: "Suite",
      quantity: 12,
    },
  ];
  return (selectionSetCookie({ items }, false) ?? "").split(";")[0] ?? "";
})();

/** The downloads, from a stand-in document thread that answers each pack with a one-file ZIP naming its job, or "busy". */
async function serve(answer: "made" | "busy" = "made") {
  const jobs: DocumentJob[] = [];
  const documents: DocumentWorkers = {
    run: async (job) => {
      jobs.push(job);
      if (answer === "busy") return "busy";
      return zipSync({ "README.txt": strToU8(`pack ${job.kind === "specifierPack" ? job.tag : ""}`) });
    },
    pending: () => 0,
    stop: async () => {},
  };
  // Shared links are not opened here (their storage is shares.server.test.ts's): a token is refused by its shape.
  const storage = {} as Storage;
  const app = express();
  app.get(
    selectionDownloadPath,
    selectionDownloadHandler({
      siteUrl: "https://www.nudo.example",
      snapshot: () => seedSnapshot,
      storage,
      documents,
      shedPauseMs: 20,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    jobs,
    get: (query: string, headers: Record<string, string> = { cookie }) =>
      fetch(`${base}${selectionDownloadPath}?${query}`, { headers }),
  };
}

describe("the project's downloads", () => {
  it("gives the visitor's own project as a CSV schedule, never kept by a cache", async () => {
    const { get } = await serve();
    const answer = await get("lang=en&format=csv");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(
      /attachment; filename="ff-e-schedule-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const text = await answer.text();
    expect(text).toContain(`"RG-01","Lobby"`);
    expect(text).toContain(`"RG-02","Suite"`);
  });

  it("zips the schedule with each rug's pack in a folder named by its code and place, each drawn on the document thread", async () => {
    const { get, jobs } = await serve();
    const answer = await get("lang=es&format=zip");
    expect(answer.status).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(await answer.arrayBuffer())));
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cuadro-ffe-.*\.xlsx$/),
        expect.stringMatching(/^cuadro-ffe-.*\.csv$/),
      ]),
    );
    expect(names.filter((name) => name.endsWith("/README.txt"))).toEqual([
      expect.stringMatching(/^RG-01-lobby/),
      expect.stringMatching(/^RG-02-suite/),
    ]);
    expect(jobs.map((job) => (job.kind === "specifierPack" ? [job.tag, job.texturePx] : null))).toEqual([
      ["RG-01", 1024],
      ["RG-02", 1024],
    ]);
  });

  it("sheds a ZIP the document thread has no room for: 503 with Retry-After, in the visitor's language", async () => {
    const { get } = await serve("busy");
    const answer = await get("lang=en&format=zip");
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await answer.text()).toContain("We are preparing many packs at once.");
  });

  it("says why it gives nothing: an empty project, a link that is not one, a format or language not offered", async () => {
    const { get, jobs } = await serve();
    const empty = await get("lang=en&format=xlsx", {});
    expect(empty.status).toBe(404);
    expect(await empty.text()).toContain("Your project is empty.");
    const tampered = await get(`lang=en&format=csv&share=${"x".repeat(12)}`);
    expect(tampered.status).toBe(404);
    expect((await get("lang=en&format=pdf")).status).toBe(400);
    expect((await get("lang=xx&format=csv")).status).toBe(400);
    expect(jobs).toEqual([]);
  });
});
