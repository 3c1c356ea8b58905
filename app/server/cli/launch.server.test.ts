import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentDef } from "~/content/documents";
import { designFacts, projectFacts } from "~/content/sample-facts";
import type { Written } from "~/content/text-units";
import { openStorage, type Storage } from "~/platform/db/db.server";
import { samplesStillPublished } from "../content/samples.server";
import { seedDocument } from "../content/store/document.server";
import { publishedDates } from "../content/store/published.server";
import { insertVersion } from "../content/store/publishing.server";
import { seedContent } from "../content/store/seed.server";
import { runLaunchCheck } from "./launch.server";

/**
 * `npm run check:launch` as the operator runs it, on a SQLite database of its own: the company's
 * placeholders, and the sample designs and projects the site still publishes.
 */
describe("the launch check", () => {
  let dataDir: string;
  let storage: Storage;
  const seededAt = new Date("2026-11-01T10:00:00.000Z");
  const before = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

  /** Makes `written` the live version of a document, as a publish would (its checks aside). */
  const publishAs = async (id: string, change: (es: Record<string, unknown>) => Record<string, unknown>, at: Date) => {
    const def = documentDef(id);
    if (!def) throw new Error(`no document ${id}`);
    const written: Written = { ...def.seed, es: change(structuredClone(def.seed.es) as Record<string, unknown>) };
    await storage.write((trx) =>
      insertVersion(
        trx,
        id,
        { ...seedDocument(def), written },
        { liveAt: at, now: at, actor: "editora", note: "publish" },
      ),
    );
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    storage = await openStorage({ dataDir });
    await seedContent(storage, seededAt);
  });
  afterAll(async () => {
    await storage.close();
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists every sample design and case study while it is published as seeded, with what is made up in it", async () => {
    const samples = await samplesStillPublished(storage);
    expect(samples.map(({ kind, slug }) => `${kind} ${slug}`)).toEqual([
      ...designFacts.map((facts) => `design ${facts.slug}`),
      ...projectFacts.map((facts) => `project ${facts.slug}`),
    ]);
    const still = (slug: string) => samples.find((sample) => sample.slug === slug)?.still;
    expect(still("alcazar")).toEqual(["story", "pictures"]);
    expect(still("marea")).toEqual(["story", "designer", "pictures"]);
    expect(still("hotel-mirador-valencia")).toEqual(["title", "story", "client", "credits", "pictures"]);
    // The client asked not to be named: no made-up client to replace.
    expect(still("villa-ibiza")).toEqual(["title", "story", "credits", "pictures"]);
  });

  it("stops listing a sample once it is hidden or made real, and names what is left of one half done", async () => {
    const at = new Date("2026-11-20T12:00:00.000Z");
    await publishAs("design.nube", (es) => ({ ...es, visible: false }), at);
    await publishAs(
      "project.villa-ibiza",
      (es) => ({
        ...es,
        title: "Casa Blanca en Ibiza",
        summary: "Una casa sobre el mar.",
        story: ["La casa real, contada por su estudio."],
        credits: [{ role: "interiorDesigner", person: "Estudio Real" }],
        photos: (es.photos as unknown[]).map((photo, n) => ({
          ...(photo as object),
          image: { name: "project-residencial", alt: `Foto ${n}` },
        })),
      }),
      at,
    );
    await publishAs(
      "design.alcazar",
      (es) => ({ ...es, summary: "Un resumen real.", story: ["Una historia real."] }),
      at,
    );
    const samples = await samplesStillPublished(storage);
    const slugs = samples.map((sample) => sample.slug);
    expect(slugs).not.toContain("nube");
    expect(slugs).not.toContain("villa-ibiza");
    expect(samples.find((sample) => sample.slug === "alcazar")?.still).toEqual(["pictures"]);
    expect(samples).toHaveLength(designFacts.length + projectFacts.length - 2);
  });

  it("prints both lists and fails while either has anything left", async () => {
    const out: string[] = [];
    const code = await runLaunchCheck({ out: (text) => out.push(text), err: (text) => out.push(text) });
    expect(code).toBe(1);
    const printed = out.join("\n");
    expect(printed).toContain('taxId: "B00000000"');
    expect(printed).toContain('email: "info@nudo.example"');
    expect(printed).toContain("still publish 30 sample(s) from app/content/sample-facts.ts");
    expect(printed).toContain("  - design alcazar (Alcázar): pictures");
    expect(printed).toContain("  - project hotel-mirador-valencia (Hotel Mirador del Turia, Valencia): title, story");
  });

  it("dates each document by its live version: a publish, the seeding, never a version still to come", async () => {
    await publishAs("project.yate-aurora", (es) => es, new Date(Date.now() + 86_400_000));
    const dates = await publishedDates(storage, ["project.villa-ibiza", "project.yate-aurora", "design.none"]);
    expect(dates.get("project.villa-ibiza")?.toISOString()).toBe("2026-11-20T12:00:00.000Z");
    expect(dates.get("project.yate-aurora")?.toISOString()).toBe(seededAt.toISOString());
    expect(dates.has("design.none")).toBe(false);
  });
});
