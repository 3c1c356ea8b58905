import type { AddressInfo } from "node:net";
import express from "express";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, describe, expect, it } from "vitest";
import { designConfiguration } from "~/content/collection/design-configuration";
import { collectionFrom } from "~/content/collection/shown";
import { seedSnapshot } from "~/content/documents";
import type { Written } from "~/content/text-units";
import { configurationQuery, defaultConfiguration } from "~/rug/configuration";
import { specSheetHandler } from "./sheet-endpoint.server";
import type { DocumentJob } from "./workers/worker-pool.server";

const servers: { close: () => void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** An app serving the sheet at its address; `get(query)` asks it for one. */
async function serve(options: Partial<Parameters<typeof specSheetHandler>[0]> = {}) {
  const app = express();
  app.get(
    "/api/configurator/sheet",
    specSheetHandler({ siteUrl: "https://www.nudo.example", snapshot: () => seedSnapshot, ...options }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { get: (query: string) => fetch(`${base}/api/configurator/sheet?${query}`) };
}

const valid = configurationQuery(defaultConfiguration);

/** The sheet's first page as a reader finds its text, spaces collapsed. */
async function sheetText(response: Response): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(await response.arrayBuffer()), verbosity: 0 }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items
      .map((item) => ("str" in item ? `${item.str}${item.hasEOL ? " " : ""}` : ""))
      .join("")
      .replace(/\s+/g, " ");
  } finally {
    await document.destroy();
  }
}

describe("GET /api/configurator/sheet", () => {
  it("downloads the configuration's sheet as a PDF named in the visitor's language", async () => {
    const app = await serve();
    const response = await app.get(`lang=en&${valid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="rug-specification.pdf"');
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }, 30_000);

  it("names the design and colourway the rug started from, its own colours, or a free configuration", async () => {
    const app = await serve();
    const alcazar = collectionFrom(seedSnapshot, "en").design.get("alcazar");
    if (!alcazar) throw new Error("the seed has Alcázar");
    const noche = alcazar.colourways.find((colourway) => colourway.id === "noche");
    const rug = { ...designConfiguration(alcazar, noche), width: 450, length: 350 };
    expect(await sheetText(await app.get(`lang=en&${configurationQuery(rug)}`))).toContain("Alcázar · Midnight");

    const own = { ...rug, colours: ["SA04", "TE12"] };
    expect(await sheetText(await app.get(`lang=en&${configurationQuery(own)}`))).toContain("Alcázar · own colours");

    // A design the collection does not show, or a rug whose motif is not the design's: free.
    for (const free of [
      { ...rug, design: "no-such-design" },
      { ...rug, motif: "relief" as const },
    ]) {
      const text = await sheetText(await app.get(`lang=en&${configurationQuery(free)}`));
      expect(text).toContain("Free configuration");
      expect(text).not.toContain("Alcázar");
    }
  }, 60_000);

  it("is in Spanish when no language is given", async () => {
    const response = await (await serve()).get(valid);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="ficha-alfombra.pdf"');
    await response.arrayBuffer();
  }, 30_000);

  it("refuses a rug the factory cannot make, or a language the site does not offer, in a sentence", async () => {
    const app = await serve();
    for (const query of ["lang=en&shape=hexagon-ish", `lang=en&${valid.replace("cut=20", "cut=99")}`, "lang=xx"]) {
      const response = await app.get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(await response.text()).toMatch(/^[A-Z].+\.$/);
    }
  });

  it("answers 503 with Retry-After past the renders it may make at once, and serves again once they end", async () => {
    const closed = await serve({ maxInFlight: 0 });
    const refused = await closed.get(`lang=en&${valid}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    await refused.text();

    const single = await serve({ maxInFlight: 1 });
    const [first, second] = await Promise.all([single.get(`lang=en&${valid}`), single.get(`lang=de&${valid}`)]);
    expect([first.status, second.status].sort()).toEqual([200, 503]);
    await Promise.all([first.arrayBuffer(), second.arrayBuffer()]);
    expect((await single.get(`lang=it&${valid}`)).status).toBe(200);
  }, 30_000);

  it("draws a studio design's colourway with its picture from above, read by the name the published design gives", async () => {
    const upload = "m-0123456789abcdef-1200x800";
    const written = seedSnapshot.get("design.alcazar") as Written;
    const es = structuredClone(written.es) as { colourways: Record<string, unknown>[] };
    const first = es.colourways[0] as { images: { flat: { name: string } }; flatSize?: unknown };
    first.images.flat.name = upload;
    first.flatSize = { width: 300, length: 200 };
    const snapshot = new Map([...seedSnapshot, ["design.alcazar", { ...written, es }]]);
    const jobs: DocumentJob[] = [];
    const app = await serve({
      snapshot: () => snapshot,
      media: async (name) => (name === upload ? new Uint8Array([7]) : null),
      documents: {
        run: async (job) => {
          jobs.push(job);
          return new Uint8Array([37, 80, 68, 70, 45]);
        },
        pending: () => 0,
        stop: async () => {},
      },
    });
    const design = collectionFrom(snapshot, "en").design.get("alcazar");
    const colourway = design?.colourways[0];
    if (!design || !colourway) throw new Error("Alcázar is not shown");
    const alcazar = designConfiguration(design, colourway);
    expect((await app.get(`lang=en&${configurationQuery(alcazar)}`)).status).toBe(200);
    expect(jobs[0]).toMatchObject({ topView: { view: { media: upload, width: 300, length: 200 } } });
    // In the visitor's own colours, or free: no picture.
    expect((await app.get(`lang=en&${configurationQuery({ ...alcazar, colours: ["SA04"] })}`)).status).toBe(200);
    expect(jobs[1]).not.toHaveProperty("topView");
  });
});
