import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The console check of fail-on-console.ts, seen from outside: Vitest runs the fixtures in a process
 * of its own with the setup files of the project's configuration (fixtures/vitest.config.ts), and
 * each fixture test must end as the check says, with the message that says why. unexpected.fixture.ts
 * does not import fail-on-console.ts, so its tests fail only if the configuration registers it.
 */

type Report = {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};

const vitestCli = path.join(path.dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");
const config = path.join(import.meta.dirname, "fixtures", "vitest.config.ts");

type FileReport = Report["testResults"][number];
let reports: FileReport[];

beforeAll(async () => {
  // The fixture run is a Vitest of its own, not a worker of this one.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  const run = await promisify(execFile)(process.execPath, [vitestCli, "run", "--config", config, "--reporter=json"], {
    env,
    cwd: import.meta.dirname,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    // Vitest exits with 1 when a test failed, as several fixtures do on purpose.
    if (!error.stdout) throw new Error(`The fixture run wrote no report: ${error.stderr}`);
    return { stdout: error.stdout };
  });
  reports = (JSON.parse(run.stdout) as Report).testResults;
  expect(reports.map((file) => path.basename(file.name)).sort()).toEqual([
    "declared.fixture.ts",
    "unexpected.fixture.ts",
  ]);
}, 60_000);

function fileReport(name: string): FileReport {
  const file = reports.find((candidate) => path.basename(candidate.name) === name);
  if (!file) throw new Error(`No report of ${name}`);
  return file;
}

function outcome(fullName: string) {
  const test = reports.flatMap((file) => file.assertionResults).find((result) => result.fullName === fullName);
  if (!test) throw new Error(`No fixture test named ${fullName}`);
  return { status: test.status, message: test.failureMessages.join("\n") };
}

const unexpectedLine = (line: number) => new RegExp(`unexpected\\.fixture\\.ts:${line}:\\d+`);

describe("a test that writes to the console without declaring it", () => {
  it("fails with the message of console.warn and the line that called it", () => {
    const { status, message } = outcome("unexpected output warns");
    expect(status).toBe("failed");
    expect(message).toContain("console.warn: a stray warning");
    expect(message).toMatch(unexpectedLine(8));
  });

  it("fails on console.error, its arguments formatted as the console would", () => {
    const { status, message } = outcome("unexpected output errors with format arguments");
    expect(status).toBe("failed");
    expect(message).toContain("console.error: the table has 3 rows");
    expect(message).toMatch(unexpectedLine(12));
  });

  it("fails on output of its own afterEach hook, and on output after an await", () => {
    expect(outcome("unexpected output in an afterEach hook passes its own body")).toMatchObject({
      status: "failed",
      message: expect.stringContaining("console.warn: written while cleaning up"),
    });
    expect(outcome("unexpected output errors after an await")).toMatchObject({
      status: "failed",
      message: expect.stringContaining("console.error: an error from a timer"),
    });
  });

  it("leaves the next test alone", () => {
    expect(outcome("unexpected output writes nothing, right after a test that wrote").status).toBe("passed");
  });
});

describe("expectConsole", () => {
  it("lets a test write what it declared, matched by a pattern or by words it contains", () => {
    expect(outcome("declared output expects a warning and gets it")).toEqual({ status: "passed", message: "" });
    expect(outcome("declared output expects an error by a string it contains")).toEqual({
      status: "passed",
      message: "",
    });
  });

  it("fails the test when the declared output never comes", () => {
    const { status, message } = outcome("declared output expects a warning that never comes");
    expect(status).toBe("failed");
    expect(message).toContain("expected console.warn matching /never written/, but no such message was written");
  });

  it("holds to the method declared", () => {
    const { status, message } = outcome("declared output expects an error but gets a warning");
    expect(status).toBe("failed");
    expect(message).toContain("console.warn: the same words");
  });

  it("still fails on output besides the declared", () => {
    const { status, message } = outcome("declared output expects one error and gets another besides");
    expect(status).toBe("failed");
    expect(message).toContain("console.error: another one");
    expect(message).not.toContain("console.error: the expected one");
  });
});

describe("a spy of the test's own", () => {
  it("takes the calls while it is in place, and the check resumes once it is restored", () => {
    expect(outcome("a spy of the test's own silences console.error while it is in place").status).toBe("passed");
    expect(outcome("a spy of the test's own is checked again once the spy is restored")).toMatchObject({
      status: "failed",
      message: expect.stringContaining("console.error: after the spy"),
    });
  });
});

describe("output outside any test", () => {
  it("fails the file, naming the message", () => {
    expect(outcome("outside any test passes").status).toBe("passed");
    const file = fileReport("unexpected.fixture.ts");
    expect(file.status).toBe("failed");
    expect(file.message).toContain("console.warn: written in beforeAll");
    expect(file.message).toMatch(unexpectedLine(34));
    expect(fileReport("declared.fixture.ts").message).toBe("");
  });
});
