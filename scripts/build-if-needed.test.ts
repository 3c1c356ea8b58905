import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fingerprint, needsBuild, writeStamp } from "./build-if-needed";

describe("whether npm start builds", () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "build-stamp-"));
    write("app/root.tsx", "export default 1;");
    write("public/favicon.svg", "<svg/>");
    write("package-lock.json", "{}");
    write("build/server/index.js", "// built");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const env = { SITE_URL: "https://www.nudo.example" };
  const built = () => writeStamp(fingerprint(dir, env), dir);

  it("builds when there is no build or no stamp", () => {
    expect(needsBuild(dir, env)).toBe(true);
    rmSync(path.join(dir, "build/server/index.js"));
    built();
    expect(needsBuild(dir, env)).toBe(true);
  });

  it("does not build right after a build of the same sources and settings", () => {
    built();
    expect(needsBuild(dir, env)).toBe(false);
  });

  it("does not build after a plain copy of the project or new file times", () => {
    built();
    const future = new Date(Date.now() + 3600_000);
    utimesSync(path.join(dir, "app/root.tsx"), future, future);
    expect(needsBuild(dir, env)).toBe(false);
    const copy = mkdtempSync(path.join(tmpdir(), "build-copy-"));
    cpSync(dir, copy, { recursive: true, preserveTimestamps: false });
    expect(needsBuild(copy, env)).toBe(false);
    rmSync(copy, { recursive: true, force: true });
  });

  it("does not count what the build itself writes under public/, nor tests", () => {
    built();
    write("public/img/hero-480.webp", "image");
    write("public/catalogues/nudo-catalogue-es-0123456789.pdf", "%PDF");
    write("app/root.test.tsx", "test");
    expect(needsBuild(dir, env)).toBe(false);
  });

  it("builds after a change of a source's contents, or of a setting the pages carry", () => {
    built();
    write("app/root.tsx", "export default 2;");
    expect(needsBuild(dir, env)).toBe(true);
    built();
    expect(needsBuild(dir, { SITE_URL: "https://staging.nudo.example" })).toBe(true);
    expect(needsBuild(dir, { ...env, LEAD_RETENTION_DAYS: "365" })).toBe(true);
  });
});

describe("who builds", () => {
  it("only npm start builds when needed; every other script runs the build as it is (decision 027)", () => {
    const scripts = path.resolve(import.meta.dirname);
    const building = readdirSync(scripts, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
      .map((entry) => path.relative(scripts, path.join(entry.parentPath, entry.name)))
      .filter((file) => /\bensureBuilt\(|scripts\/build\.ts/.test(readFileSync(path.join(scripts, file), "utf8")))
      .sort();
    expect(building).toEqual(["build-if-needed.ts", "start.ts"]);
  });
});
