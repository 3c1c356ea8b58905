import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { marker, onEveryProcess, studioOnTwoInstances } from "./studio";

/**
 * Translations through XLIFF with the operator's content command, against two instances of the
 * production build sharing one PostgreSQL database: a round trip changes only what the
 * translator changed, is published to every process with --publish, and a file with texts the
 * site does not have is refused.
 */
test.describe.configure({ mode: "serial" });

const root = path.resolve(import.meta.dirname, "../..");
const { env, instances } = studioOnTwoInstances("site-studio-xliff");
const { everywhere } = onEveryProcess(instances);

const exec = promisify(execFile);
const content = (args: string[]) =>
  exec("npm", ["run", "--silent", "content", "--", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

/** The units of an XLIFF file: file id/unit id -> target. */
function targets(xml: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of xml.matchAll(/<file id="([^"]+)"[\s\S]*?<\/file>/g))
    for (const unit of (file[0] ?? "").matchAll(/<unit id="([^"]+)">([\s\S]*?)<\/unit>/g))
      out.set(`${file[1]}/${unit[1]}`, unit[2]?.match(/<target>([\s\S]*?)<\/target>/)?.[1] ?? "");
  return out;
}

test("an XLIFF round trip changes only what the translator changed, and refuses a file with texts the site does not have", async () => {
  test.slow();
  const folder = mkdtempSync(path.join(tmpdir(), "xliff-"));
  try {
    const before = path.join(folder, "en.xlf");
    const exported = await content(["export", "--lang", "en", "--out", before]);
    expect(exported.code, exported.stderr).toBe(0);
    const xml = readFileSync(before, "utf8");
    expect(xml).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="es" trgLang="en"',
    );
    const unit =
      /(<file id="page\.faq"[\s\S]*?<unit id="blocks\.1\.items\.1\.answer">[\s\S]*?<target>)([\s\S]*?)(<\/target>)/;
    const translated = `Anywhere in the world: our teams travel to each project. Ref. ${marker}`;
    const changedFile = path.join(folder, "en-translated.xlf");
    writeFileSync(changedFile, xml.replace(unit, `$1${translated}$3`));

    const imported = await content(["import", changedFile]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("page.faq: 1 text(s) changed (draft)");

    const after = path.join(folder, "en-after.xlf");
    // The import left a draft: the file from the drafts shows it (the default is what is published).
    expect((await content(["export", "--lang", "en", "--draft", "--out", after])).code).toBe(0);
    const [was, now] = [targets(xml), targets(readFileSync(after, "utf8"))];
    const differences = [...now].filter(([id, target]) => was.get(id) !== target).map(([id]) => id);
    expect(differences).toEqual(["page.faq/blocks.1.items.1.answer"]);
    expect(now.size).toBe(was.size);
    expect(await everywhere("/en/faq", (html) => !html.includes(translated))).toBe(true);

    const published = await content(["import", changedFile, "--publish"]);
    expect(published.code, published.stderr).toBe(0);
    // Every process of both instances renders the page on its next look at the database (each
    // second); a fresh clone's run beside the browser tests once took more than 5 s for the last.
    await expect.poll(() => everywhere("/en/faq", (html) => html.includes(translated)), { timeout: 10_000 }).toBe(true);

    const foreign = path.join(folder, "foreign.xlf");
    writeFileSync(foreign, xml.replace('<unit id="blocks.1.items.1.answer">', '<unit id="blocks.1.items.42.answer">'));
    const refused = await content(["import", foreign]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("page.faq/blocks.1.items.42.answer");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
