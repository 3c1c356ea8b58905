import { get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { seedSnapshot } from "~/content/documents";
import type { ContentSnapshot, Written } from "~/content/text-units";
import { configurationQuery, defaultConfiguration } from "~/rug/configuration";
import { specifierPackHandler } from "./pack-endpoint.server";
import type { DocumentJob, DocumentWorkers } from "./workers/worker-pool.server";

const servers: { close: () => void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/**
 * An app serving packs, behind one trusted proxy, from a stand-in document thread that answers
 * each job with its own description (or "busy"), so what the handler asked for, and for whom, can
 * be read back; `get(query)` asks it.
 */
async function serve(
  answer: "made" | "busy" = "made",
  cache?: { entries: number; bytes: number },
  content: { snapshot?: ContentSnapshot; media?: (name: string) => Promise<Uint8Array | null> } = {},
) {
  const jobs: DocumentJob[] = [];
  const askers: string[] = [];
  const documents: DocumentWorkers = {
    run: async (job, from) => {
      jobs.push(job);
      askers.push(from);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer === "busy" ? "busy" : new TextEncoder().encode(JSON.stringify(job));
    },
    pending: () => 0,
    stop: async () => {},
  };
  const app = express();
  app.set("trust proxy", 1);
  app.get(
    "/api/specifier-pack",
    specifierPackHandler({
      siteUrl: "https://www.nudo.example",
      snapshot: () => content.snapshot ?? seedSnapshot,
      ...(content.media ? { media: content.media } : {}),
      documents,
      shedPauseMs: 50,
      ...(cache ? { cache } : {}),
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    jobs,
    askers,
    get: (query: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/specifier-pack?${query}`, { headers }),
    /** Asked as a browser revalidates (fetch() would add `Cache-Control: no-cache`): status and body length. */
    revalidate: (query: string, etag: string) =>
      new Promise<{ status: number; bytes: number }>((resolve, reject) => {
        const request = httpGet(
          `${base}/api/specifier-pack?${query}`,
          { headers: { "If-None-Match": etag } },
          (answer) => {
            let bytes = 0;
            answer.on("data", (chunk: Buffer) => {
              bytes += chunk.length;
            });
            answer.on("end", () => resolve({ status: answer.statusCode ?? 0, bytes }));
          },
        );
        request.on("error", reject);
      }),
  };
}

const valid = configurationQuery(defaultConfiguration);

describe("GET /api/specifier-pack", () => {
  it("downloads a configuration's pack as a ZIP named in the visitor's language", async () => {
    const app = await serve();
    const response = await app.get(`lang=nl&${valid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="voorschrijverspakket-${defaultConfiguration.width}x${defaultConfiguration.length}-${defaultConfiguration.shape}.zip"`,
    );
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const job = JSON.parse(await response.text()) as DocumentJob;
    expect(job).toMatchObject({ kind: "specifierPack", lang: "nl", configuration: defaultConfiguration });
  });

  it("makes a design's pack from the published design in the colourway asked for", async () => {
    const app = await serve();
    const response = await app.get("lang=en&design=alcazar&colourway=noche");
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="specifier-pack-alcazar-.+\.zip"$/,
    );
    const job = JSON.parse(await response.text()) as Extract<DocumentJob, { kind: "specifierPack" }>;
    expect(job.subject.design).toMatchObject({ slug: "alcazar", name: "Alcázar" });
    expect(job.configuration.motif).toBeDefined();
  });

  it("makes a pack asked for twice at once, or again with junk parameters, once", async () => {
    const app = await serve();
    const answers = await Promise.all([
      app.get(`lang=es&${valid}`),
      app.get(`lang=es&${valid}`),
      app.get(`lang=es&${valid}&utm_source=x&q=%3Cscript%3E`),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect((await app.get(`${valid}&lang=es`)).status).toBe(200);
    expect(app.jobs).toHaveLength(1);
  });

  it("asks the document thread for the address the trusted proxy saw, an IPv6 client by its network", async () => {
    const app = await serve();
    const cases = [
      { forwardedFor: "198.51.100.7", lang: "es" },
      { forwardedFor: "203.0.113.9, 2001:db8:5:6:a:b:c:d", lang: "en" },
      { forwardedFor: "2001:db8:5:6::1", lang: "de" },
    ];
    for (const { forwardedFor, lang } of cases)
      expect((await app.get(`lang=${lang}&${valid}`, { "X-Forwarded-For": forwardedFor })).status).toBe(200);
    expect(app.askers).toEqual(["198.51.100.7", "2001:0db8:0005:0006::/64", "2001:0db8:0005:0006::/64"]);
  });

  it("answers a browser asking again for the pack it has 304, without the pack, kept or drawn again", async () => {
    for (const cache of [undefined, { entries: 0, bytes: 0 }]) {
      const app = await serve("made", cache);
      const first = await app.get(`lang=it&${valid}`);
      const etag = first.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      await first.arrayBuffer();
      expect(await app.revalidate(`lang=it&${valid}`, etag)).toEqual({ status: 304, bytes: 0 });
      expect(await app.revalidate(`lang=it&${valid}`, '"another"')).toMatchObject({ status: 200 });
      expect(app.jobs).toHaveLength(cache ? 3 : 1);
    }
  });

  it("refuses a rug the factory cannot make with each reason in the visitor's language", async () => {
    const app = await serve();
    const response = await app.get("lang=fr&shape=rectangular&w=9000&l=200&cut=99");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text.split("\n")[0]).toBe("Ce tapis ne peut pas être fabriqué tel qu’il est configuré :");
    expect(text).toMatch(/3000/);
    expect(app.jobs).toHaveLength(0);
  });

  it("names the design a configured rug started from, its colourway or the visitor's own colours; else a free configuration", async () => {
    const app = await serve();
    const alcazar = {
      ...defaultConfiguration,
      motif: "large-pattern" as const,
      design: "alcazar",
      width: 450,
      length: 350,
    };
    const subjects: unknown[] = [];
    for (const colours of [
      ["BL17", "GO08", "IV02"],
      ["SA04", "TE12"],
    ]) {
      const response = await app.get(`lang=en&${configurationQuery({ ...alcazar, colours })}`);
      expect(response.status).toBe(200);
      subjects.push(((await response.json()) as DocumentJob & { subject: unknown }).subject);
    }
    // Built as the design while it keeps its technique and main yarn: its classes are its page's.
    const build = { techniques: ["handtuft"], materials: ["nz-wool", "silk"] };
    expect(subjects).toEqual([
      { design: { slug: "alcazar", name: "Alcázar", colourway: "Midnight", ...build } },
      { design: { slug: "alcazar", name: "Alcázar", colourway: "own colours", ...build } },
    ]);
    // Changed to another yarn, it is classified in the one it is made in.
    const silk = await app.get(`lang=en&${configurationQuery({ ...alcazar, material: "silk", colours: ["SA04"] })}`);
    expect(((await silk.json()) as { subject: { design: unknown } }).subject.design).toMatchObject({
      techniques: ["handtuft"],
      materials: ["silk"],
    });
    // Its size is the configured one, not the design's first.
    expect(app.jobs[0]).toMatchObject({ configuration: { width: 450, length: 350, design: "alcazar" } });

    // Not a design the collection shows, or not its pattern: the same rug, free and named so.
    for (const free of [
      { ...alcazar, design: "no-such-design" },
      { ...alcazar, motif: "relief" as const },
    ]) {
      const response = await app.get(`lang=en&${configurationQuery(free)}`);
      const job = (await response.json()) as { subject: unknown; configuration: { design?: string } };
      expect(job.subject).toEqual({});
      expect(job.configuration.design).toBeUndefined();
    }
  });

  it("answers an unknown design, colourway or language with a sentence, never what was sent", async () => {
    const app = await serve();
    for (const query of ["lang=de&design=%3Cimg%20src%3Dx%3E", "lang=de&design=alcazar&colourway=%3Cb%3E"]) {
      const response = await app.get(query);
      expect(response.status, query).toBe(404);
      expect(await response.text()).toBe("Dieses Design oder diese Farbstellung gehört nicht zur Kollektion.");
    }
    const language = await app.get("lang=%3Cscript%3E");
    expect(language.status).toBe(400);
    expect(await language.text()).toBe("Este idioma no está disponible.");
    expect(app.jobs).toHaveLength(0);
  });

  it("answers 503 with Retry-After in the visitor's language when the document thread is full", async () => {
    const app = await serve("busy");
    const response = await app.get(`lang=it&${valid}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("10");
    expect(await response.text()).toBe(
      "Stiamo preparando molti pacchetti contemporaneamente. Riprova tra qualche secondo.",
    );
    // A shed pack is not kept: asked again, it is made.
    expect((await app.get(`lang=it&${valid}`)).status).toBe(503);
    expect(app.jobs).toHaveLength(2);
  });

  it("makes a colourway's pack from its uploaded picture from above, read by the name the published design gives, never the request", async () => {
    const upload = "m-0123456789abcdef-1200x800";
    const written = seedSnapshot.get("design.alcazar") as Written;
    const es = structuredClone(written.es) as { colourways: Record<string, unknown>[] };
    const first = es.colourways[0] as { id: string; images: { flat: { name: string } }; flatSize?: unknown };
    first.images.flat.name = upload;
    first.flatSize = { width: 300, length: 200 };
    const snapshot = new Map([...seedSnapshot, ["design.alcazar", { ...written, es }]]);
    const read: string[] = [];
    const bytes = new Uint8Array([1, 2, 3]);
    const app = await serve("made", undefined, {
      snapshot,
      media: async (name) => {
        read.push(name);
        return name === upload ? bytes : null;
      },
    });
    const response = await app.get(`lang=en&design=alcazar&colourway=${first.id}&media=m-ffffffffffffffff-10x10`);
    expect(response.status).toBe(200);
    const job = (await response.json()) as { topView?: { view: unknown; bytes: Record<string, number> } };
    expect(read).toEqual([upload]);
    expect(job.topView?.view).toEqual({
      kind: "picture",
      media: upload,
      src: `/media/${upload}-1200.webp`,
      width: 300,
      length: 200,
    });
    expect(Object.values(job.topView?.bytes ?? {})).toEqual([1, 2, 3]);

    // Another colourway has none: nothing is read.
    const second = (es.colourways[1] as { id: string }).id;
    const other = (await (await app.get(`lang=en&design=alcazar&colourway=${second}`)).json()) as object;
    expect(other).not.toHaveProperty("topView");
    expect(read).toEqual([upload]);
  });

  it("makes the pack without the picture when its file is gone or cannot be read, and says nothing of it to the visitor", async () => {
    const written = seedSnapshot.get("design.alcazar") as Written;
    const es = structuredClone(written.es) as { colourways: Record<string, unknown>[] };
    const first = es.colourways[0] as { id: string; images: { flat: { name: string } }; flatSize?: unknown };
    first.images.flat.name = "m-0123456789abcdef-1200x800";
    first.flatSize = { width: 300, length: 200 };
    const snapshot = new Map([...seedSnapshot, ["design.alcazar", { ...written, es }]]);
    for (const media of [async () => null, async () => Promise.reject(new Error("database gone"))]) {
      const app = await serve("made", undefined, { snapshot, media });
      const response = await app.get(`lang=en&design=alcazar&colourway=${first.id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).not.toHaveProperty("topView");
    }
  });
});
