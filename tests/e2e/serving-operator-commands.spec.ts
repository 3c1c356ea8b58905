import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { documentHead } from "./head";
import { startInstance } from "./instance";
import { operatorCommand } from "./operator";
import { accepted, postLead } from "./serving";

/**
 * The operator's commands run from a shell beside the running server, with another SITE_URL than
 * the one the build was made with (an operator's shell need not carry the server's settings):
 * each does its work with the build's code, build/ stays as the server has it, and the server
 * goes on answering every page as it was built (decision 027).
 */

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.join(root, "build");
const otherSiteUrl = "https://otra.example";

/** Every file under build/ with its size and modification time, and the build's stamp. */
function buildState() {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(file);
    files[path.relative(buildDir, file)] = `${size} bytes, modified at ${mtimeMs}`;
  }
  return { stamp: readFileSync(path.join(buildDir, ".fingerprint"), "utf8"), files };
}

/** The hashes a policy must list for a page's inline scripts (data blocks are not scripts it governs). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=|\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

test("the operator's commands, run with another SITE_URL beside the server, leave its build and its pages as they were", async ({
  request,
}) => {
  // About ten commands, each starting npm and the build's server code, then every page of the sitemap.
  test.setTimeout(5 * 60_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-operator-commands-"));
  const instance = await startInstance({ DATA_DIR: dataDir });
  try {
    const home = await request.get(`${instance.url}/`);
    expect(home.status()).toBe(200);
    const builtOrigin = new URL(documentHead(await home.text()).canonical ?? "").origin;
    expect(builtOrigin).not.toBe(otherSiteUrl);
    const before = buildState();

    const env = { SITE_URL: otherSiteUrl, DATA_DIR: dataDir };
    const run = async (script: string, args: string[], input = "") => {
      const result = await operatorCommand(script, args, env, input);
      return { ...result, said: `npm run ${script} -- ${args.join(" ")}: ${result.stderr}` };
    };

    const account = `operador.${Date.now().toString(36)}@nudo.example`;
    const added = await run("staff", ["add", account], "una contraseña larga de prueba\n");
    expect(added.code, added.said).toBe(0);
    expect(added.stderr).toContain(`Created ${account} (sales)`);
    const listed = await run("staff", ["list"]);
    expect(listed.code, listed.said).toBe(0);
    expect(listed.stdout).toContain(`${account}\t`);
    const role = await run("staff", ["role", account, "editor"]);
    expect(role.code, role.said).toBe(0);
    const removed = await run("staff", ["remove", account]);
    expect(removed.code, removed.said).toBe(0);

    const lead = await postLead(instance.url, false);
    expect(accepted(lead)).toBe(true);
    const exported = await run("leads", ["export", lead.email]);
    expect(exported.code, exported.said).toBe(0);
    expect(JSON.parse(exported.stdout).leads).toHaveLength(1);
    const erased = await run("leads", ["erase", lead.email]);
    expect(erased.code, erased.said).toBe(0);
    expect(JSON.parse(erased.stdout).erased.leads).toBe(1);

    const xliff = path.join(dataDir, "content-en.xlf");
    const exportedTexts = await run("content", ["export", "--lang", "en", "--out", xliff]);
    expect(exportedTexts.code, exportedTexts.said).toBe(0);
    expect(readFileSync(xliff, "utf8")).toMatch(/<xliff [^>]*version="2.0"/);
    const imported = await run("content", ["import", xliff]);
    expect(imported.code, imported.said).toBe(0);
    expect(imported.stdout).toContain("Nothing to change");

    const backup = await run("backup", []);
    expect(backup.code, backup.said).toBe(0);
    expect(existsSync(backup.stdout.trim())).toBe(true);
    expect(path.relative(path.join(dataDir, "backups"), backup.stdout.trim())).toMatch(/^site-.+\.db$/);

    // The site ships with fictional company facts, so the launch check lists them and fails.
    const launch = await run("check:launch", []);
    expect(launch.code, launch.said).toBe(1);
    expect(launch.stdout).toContain("fictional placeholder");

    // Soft, so a changed build still lets the pages below tell what the server then serves.
    expect.soft(buildState(), "build/ after the commands").toEqual(before);

    const sitemap = await (await request.get(`${instance.url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
    // Every registered page in six languages, and the collection's designs and the case studies.
    expect(pages.length).toBeGreaterThan(200);
    expect(pages).toContain("/en/colecciones/alba");
    expect(pages).toContain("/proyectos/apartamento-paris");
    for (const page of pages) {
      const response = await request.get(`${instance.url}${page}`);
      expect(response.status(), page).toBe(200);
      const html = await response.text();
      expect(new URL(documentHead(html).canonical ?? "").origin, page).toBe(builtOrigin);
      const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(response.headers()["content-security-policy"] ?? "");
      const allowed = scriptSources?.[1]?.split(/\s+/) ?? [];
      for (const hash of inlineScriptHashes(html))
        expect(allowed, `${page}: its inline script ${hash}`).toContain(hash);
    }
  } finally {
    instance.child.kill();
    await instance.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
