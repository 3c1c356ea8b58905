import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStaffCommand } from "./staff.server";

/**
 * `npm run staff` as the operator runs it, on a SQLite database of its own (the command reads the
 * server's configuration from the environment once; the accounts' storage is tested on both
 * backends in app/server/staff/accounts.server.test.ts).
 */
describe("the operator's staff command and roles", () => {
  let dataDir: string;
  const before = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const password = "a long enough password";
  /** Runs the command; answers its exit code, what it printed, and whether it asked for a password. */
  const staff = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    let asked = false;
    const code = await runStaffCommand(
      args,
      { out: (text) => out.push(text), err: (text) => err.push(text) },
      async () => {
        asked = true;
        return password;
      },
    );
    return { code, out: out.join("\n"), err: err.join("\n"), asked };
  };
  const roleOf = async (email: string) =>
    (await staff("list")).out
      .split("\n")
      .find((line) => line.startsWith(`${email}\t`))
      ?.match(/\trole (\w+)\t/)?.[1];

  it("creates a sales account unless told another role, and lists each account's role", async () => {
    expect(await staff("add", "ana@nudo.example")).toMatchObject({ code: 0, err: expect.stringContaining("(sales)") });
    expect((await staff("add", "eva@nudo.example", "--role", "editor")).code).toBe(0);
    expect((await staff("add", "--role=admin", "rosa@nudo.example")).code).toBe(0);
    const listed = (await staff("list")).out;
    expect(listed).toMatch(/^ana@nudo\.example\tcreated \S+\trole sales\tnot signed in yet\tlast sign-in never$/m);
    expect(await roleOf("eva@nudo.example")).toBe("editor");
    expect(await roleOf("rosa@nudo.example")).toBe("admin");
  });

  it("refuses an unknown role before asking for a password, and creates nothing", async () => {
    const refused = await staff("add", "luis@nudo.example", "--role", "boss");
    expect(refused).toMatchObject({ code: 2, asked: false });
    expect(refused.err).toContain('Unknown role "boss": use sales, editor, admin.');
    expect(await roleOf("luis@nudo.example")).toBeUndefined();
    expect(await staff("add", "luis@nudo.example", "--role")).toMatchObject({ code: 2, asked: false });
  });

  it("changes an account's role, and says so when the account or the role does not exist", async () => {
    await staff("add", "pablo@nudo.example");
    const changed = await staff("role", "pablo@nudo.example", "editor");
    expect(changed).toMatchObject({ code: 0, err: expect.stringContaining("pablo@nudo.example is now editor") });
    expect(await roleOf("pablo@nudo.example")).toBe("editor");

    const noAccount = await staff("role", "nadie@nudo.example", "editor");
    expect(noAccount).toMatchObject({ code: 1, err: "No account for nadie@nudo.example." });
    const noRole = await staff("role", "pablo@nudo.example", "owner");
    expect(noRole.code).toBe(2);
    expect(noRole.err).toContain('Unknown role "owner"');
    expect(await roleOf("pablo@nudo.example")).toBe("editor");
  });

  it("answers the usage, naming the roles, to a command it does not know or missing words", async () => {
    for (const args of [["role", "pablo@nudo.example"], ["role"], ["frobnicate"], ["list", "extra"]]) {
      const result = await staff(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.err).toContain("npm run staff -- add <email> [--role sales|editor|admin]");
      expect(result.err).toContain("npm run staff -- role <email> <role>");
    }
  });
});
