import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeManifestHandler } from "./route-manifest.server";

/** A build's routes and their manifest entries, shaped like the site's: a root, pages in two languages, a design route, a catch-all. */
const routes = {
  root: { id: "root", path: "" },
  "home.es": { id: "home.es", parentId: "root", index: true },
  "hoteles.es": { id: "hoteles.es", parentId: "root", path: "hoteles" },
  "hoteles.en": { id: "hoteles.en", parentId: "root", path: "en/hoteles" },
  "design.es": { id: "design.es", parentId: "root", path: "colecciones/:slug" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
};
const assets = {
  version: "v1",
  routes: Object.fromEntries(Object.keys(routes).map((id) => [id, { id, module: `/assets/${id}.js` }])),
};

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.get("/__manifest", routeManifestHandler({ routes, assets } as unknown as ServerBuild));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const manifest = (query: string) => fetch(`${base}/__manifest?${query}`);

describe("React Router's route discovery", () => {
  it("answers the routes of the addresses asked for, with their parents, as React Router does", async () => {
    const answer = await manifest("version=v1&paths=/hoteles,/en/hoteles,/colecciones/marea");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Object.keys(await answer.json()).sort()).toEqual(["design.es", "hoteles.en", "hoteles.es", "root"]);
    const unknown = await manifest("version=v1&paths=/no-existe");
    expect(await unknown.json()).toEqual({
      root: assets.routes.root,
      "routes/not-found": assets.routes["routes/not-found"],
    });
  });

  it("answers the first hundred addresses of a longer list", async () => {
    const unknown = Array.from({ length: 100 }, (_, i) => `/x${i}`);
    const beyond = await manifest(`version=v1&paths=${[...unknown, "/hoteles"].join(",")}`);
    expect(Object.keys(await beyond.json()).sort()).toEqual(["root", "routes/not-found"]);
    const within = await manifest(`version=v1&paths=${[...unknown.slice(1), "/hoteles"].join(",")}`);
    expect(Object.keys(await within.json()).sort()).toEqual(["hoteles.es", "root", "routes/not-found"]);
  });

  it("answers a stranger's thousand unknown addresses with the same few routes", async () => {
    const paths = Array.from({ length: 1_100 }, (_, i) => `/x${i}`).join(",");
    const answer = await manifest(`version=v1&paths=${paths}`);
    expect(Object.keys(await answer.json()).sort()).toEqual(["root", "routes/not-found"]);
  });

  it("refuses what React Router refuses: another version, no paths, an address past its length", async () => {
    const stale = await manifest("version=v0&paths=/hoteles");
    expect(stale.status).toBe(204);
    expect(stale.headers.get("x-remix-reload-document")).toBe("true");
    expect((await manifest("version=v1")).status).toBe(400);
    expect((await manifest(`version=v1&paths=${"/hoteles,".repeat(900)}`)).status).toBe(400);
  });
});
