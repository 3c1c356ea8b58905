import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

  it("with nothing outdated, writes an empty, valid XLIFF file and says so; imported, it changes nothing", async () => {
    // The translator confirms both old translations still hold: nothing is outdated in English after.
    const sent = path.join(dataDir, "en-sent.xlf");
    await content("export", "--lang", "en", "--outdated", "--out", sent);
    const confirmed = path.join(dataDir, "en-confirmed.xlf");
    writeFileSync(confirmed, readFileSync(sent, "utf8").replaceAll('state="initial"', 'state="translated"'));
    expect((await content("import", confirmed, "--publish")).code).toBe(0);

    const file = path.join(dataDir, "en-nothing.xlf");
    const written = await content("export", "--lang", "en", "--outdated", "--out", file);
    expect(written.code).toBe(0);
    expect(written.err).toBe(
      `Nothing to translate: every en text is up to date with its Spanish. Wrote an empty XLIFF file to ${file}.`,
    );
    expect(existsSync(file)).toBe(true);
    const xml = readFileSync(file, "utf8");
    expect(xml).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="es" trgLang="en">',
    );
    expect(xml).not.toContain("<unit ");
    const back = await content("import", file);
    expect(back.code).toBe(0);
    expect(back.out).toBe("Nothing to change: every en text is as in the file.");
  });

  it("refuses Spanish or no language", async () => {
    expect((await content("export", "--lang", "es", "--outdated")).code).toBe(2);
    expect((await content("export", "--outdated")).code).toBe(2);
  });
});
