import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { startInstance } from "./instance";

/**
 * The fictional company facts the site ships with (a tax id of zeros, an `.example` e-mail) must
 * not go live unnoticed: a server started on a public address logs them once, at start.
 */
test.describe.configure({ mode: "serial" });

const placeholderLines = (lines: string[]) =>
  lines.filter((line) => line.includes('"event":"launch_placeholders"')).map((line) => JSON.parse(line));

for (const { siteUrl, logged } of [
  { siteUrl: "https://www.alfombras-nudo.test", logged: true },
  { siteUrl: "http://localhost:3000", logged: false },
]) {
  test(`a server started for ${siteUrl} ${logged ? "logs" : "does not log"} the fictional placeholders`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-launch-"));
    const instance = await startInstance({
      SITE_URL: siteUrl,
      DATA_DIR: dataDir,
    });
    try {
      const lines = placeholderLines(instance.lines);
      if (!logged) {
        expect(lines).toEqual([]);
        expect(instance.lines.filter((line) => line.includes('"event":"launch_samples"'))).toEqual([]);
        return;
      }
      // Once for the site, not once per server process (the instance runs two).
      expect(lines).toHaveLength(1);
      expect(lines[0].level).toBe(40);
      expect(lines[0].placeholders.map((p: { field: string }) => p.field)).toEqual([
        "legalName",
        "taxId",
        "registry",
        "phone.display",
        "phone.href",
        "email",
        // The fire certificates the specifier's data sheet quotes (app/site/certificates.ts).
        "certificates.floorsFireRetardant",
        "certificates.shipsFireRetardant",
        // The EPDs its carbon figures quote (app/site/declarations.ts).
        "declarations.handtuft.cut",
        "declarations.handtuft.loop",
        "declarations.robotuft.cut",
      ]);
      expect(lines[0].msg).toContain('taxId: "B00000000"');
      // And the sample designs and case studies it still publishes, once too.
      const samples = instance.lines
        .filter((line) => line.includes('"event":"launch_samples"'))
        .map((line) => JSON.parse(line));
      expect(samples).toHaveLength(1);
      expect(samples[0].samples).toEqual(expect.arrayContaining(["design.alcazar", "project.villa-ibiza"]));
    } finally {
      instance.child.kill();
      await instance.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
