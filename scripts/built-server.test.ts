import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fingerprint, needsBuild, writeStamp } from "./build-if-needed";
import { noBuild, runWithBuild } from "./built-server";

describe("the operator commands never build", () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  /** Every file under build/ with its size and modification time. */
  const buildState = () =>
    readdirSync(path.join(dir, "build"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return `${path.relative(dir, file)} ${statSync(file).size} ${statSync(file).mtimeMs}`;
      })
      .sort();
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "built-server-"));
    write("app/root.tsx", "export default 1;");
    write("package-lock.json", "{}");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("without a build, a command stops with exit code 1 and says how to make one, and nothing is built", async () => {
    const said: string[] = [];
    let ran = false;
    const code = await runWithBuild(
      async () => {
        ran = true;
        return 0;
      },
      { dir, err: (text) => said.push(text) },
    );
    expect(code).toBe(1);
    expect(ran).toBe(false);
    expect(said).toEqual([noBuild]);
    expect(noBuild).toContain("npm run build");
    expect(existsSync(path.join(dir, "build"))).toBe(false);
  });

  it("runs the build's code as it is, though its sources and settings changed since, and writes nothing under build/", async () => {
    write("build/server/index.js", "export const entry = { module: { answer: async () => 7 } };\n");
    writeStamp(fingerprint(dir, { SITE_URL: "https://www.nudo.example" }), dir);
    write("app/root.tsx", "export default 2;");
    const before = buildState();
    const code = await runWithBuild<{ answer: () => Promise<number> }>((server) => server.answer(), {
      dir,
      err: (text) => expect.unreachable(text),
    });
    expect(code).toBe(7);
    expect(buildState()).toEqual(before);
    expect(needsBuild(dir, { SITE_URL: "https://otra.example" })).toBe(true);
  });
});
