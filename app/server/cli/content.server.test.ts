import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentDef } from "~/content/documents";
import { withText } from "~/content/text-units";
import { openStorage } from "~/platform/db/db.server";
import { withNewWords } from "../content/store/document.server";
import { publish } from "../content/store/publishing.server";
import { seedContent } from "../content/store/seed.server";
import { documentState } from "../content/store/state.server";
import { runContentCommand } from "./content.server";

/**
 * `npm run content -- export` as the operator runs it, on a SQLite database of its own (the
 * command reads the server's configuration from the environment once).
 */
describe("the operator's export of what changed", () => {
  let dataDir: string;
  const before = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    const storage = await openStorage({ dataDir });
    await seedContent(storage);
    for (const [id, where, text] of [
      ["page.faq", "blocks.1.items.1.answer", "A cualquier lugar del mundo, con nuestro equipo."],
      ["home", "meta.description", "Alfombras hechas a mano en España para proyectos de interiorismo."],
    ] as const) {
      const def = documentDef(id);
      const state = await documentState(storage, id, new Date());
      if (!def || !state) throw new Error(`no document ${id}`);
      const stored = withNewWords(def, state.live, withText(state.live.written, "es", where, text));
      const published = await publish(storage, id, stored, {
        actor: "editora@nudo.example",
        now: new Date(),
        askOutdated: false,
      });
      if (!published.ok) throw new Error(JSON.stringify(published.issues));
    }
    await storage.close();
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const content = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runContentCommand(args, {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      write: (text) => out.push(text),
    });
    return { code, out: out.join(""), err: err.join("\n") };
  };

  it("writes only the two texts whose Spanish changed, marked to translate, to a file or to standard output", async () => {
    const file = path.join(dataDir, "en.xlf");
    const written = await content("export", "--lang", "en", "--outdated", "--out", file);
    expect(written.code).toBe(0);
    expect(written.err).toBe(`Wrote 2 texts in en to ${file} (2 to translate)`);
    const xml = readFileSync(file, "utf8");
    expect([...xml.matchAll(/<unit id="([^"]+)">/g)].map((match) => match[1])).toEqual([
      "meta.description",
      "blocks.1.items.1.answer",
    ]);
    expect(xml.match(/<segment state="initial">/g)).toHaveLength(2);

    const printed = await content("export", "--lang", "en", "--outdated");
    expect(printed.out).toBe(xml);
  });

  it("refuses Spanish or no language", async () => {
    expect((await content("export", "--lang", "es", "--outdated")).code).toBe(2);
    expect((await content("export", "--outdated")).code).toBe(2);
  });
});
