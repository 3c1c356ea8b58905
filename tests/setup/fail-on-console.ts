import { format } from "node:util";
import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * Unit tests fail on a stray `console.error` or `console.warn`, as the end-to-end tests do for
 * the browser's console. Registered in vitest.config.ts (`test.setupFiles`), so it runs before
 * every test file.
 *
 * While a test runs (its own beforeEach and afterEach hooks included), every call of
 * `console.error` or `console.warn` is kept, not printed; when the test ends it fails with the
 * message of each call (formatted as the console would) and the stack of the first, so the
 * report points at the line that wrote it. Output while no test runs (a test file's top level,
 * beforeAll or afterAll hooks, work a finished test left running) fails the file when its tests
 * are done. console.log and console.info are not checked. Tests of one file run one at a time
 * (no test.concurrent): output is put down to the test that is running.
 *
 * A test that means to cause such output says so inside the test (or its beforeEach):
 *
 *   const warnings = expectConsole("warn", /^404 GET \/nowhere$/);
 *
 * The calls of that method whose message matches the pattern (a RegExp, or a string the message
 * must contain) are then expected: they are not printed, and they are collected in the returned
 * array, filled as they come, for assertions of its own. The test fails if none came by its end,
 * or if a call of either method matched no pattern it declared. Declarations last one test.
 *
 * `vi.spyOn(console, "error").mockImplementation(() => {})` inside a test also works, and takes
 * every call of that method away from this check until the spy is restored; prefer expectConsole,
 * which names the output it expects and fails when it stops coming.
 */

export type ConsoleMethod = "error" | "warn";

type Call = { method: ConsoleMethod; message: string; origin: Error };
type Expectation = { method: ConsoleMethod; pattern: RegExp | string; matches: string[] };
type Guard = {
  replacements: Record<ConsoleMethod, (...args: unknown[]) => void>;
  inTest: boolean;
  expectations: Expectation[];
  unexpected: Call[];
  outsideTests: Call[];
};

const methods: readonly ConsoleMethod[] = ["error", "warn"];

// The state lives on the global object, so that a test importing expectConsole shares it with
// the instance Vitest ran as a setup file, and a console is replaced only once.
const key = Symbol.for("fail-on-console");
const store = globalThis as typeof globalThis & { [key]?: Guard };

function createGuard(): Guard {
  const guard: Guard = {
    replacements: { error: () => {}, warn: () => {} },
    inTest: false,
    expectations: [],
    unexpected: [],
    outsideTests: [],
  };
  for (const method of methods) {
    const replacement = (...args: unknown[]) => {
      const message = format(...args);
      if (guard.inTest) {
        const expected = guard.expectations.find((e) => e.method === method && matches(e.pattern, message));
        if (expected) {
          expected.matches.push(message);
          return;
        }
      }
      const origin = new Error(message);
      // The stack starts at the caller of console.error or console.warn, not in this file.
      Error.captureStackTrace(origin, replacement);
      (guard.inTest ? guard.unexpected : guard.outsideTests).push({ method, message, origin });
    };
    guard.replacements[method] = replacement;
  }
  return guard;
}

const guard = store[key] ?? createGuard();
store[key] = guard;
for (const method of methods) console[method] = guard.replacements[method];

function matches(pattern: RegExp | string, message: string): boolean {
  if (typeof pattern === "string") return message.includes(pattern);
  pattern.lastIndex = 0;
  return pattern.test(message);
}

/**
 * Declares that the running test writes with `console[method]` a message matching `pattern`
 * (a RegExp, or a string the message contains). Matching calls are neither printed nor failed,
 * and are collected in the returned array; the test fails if none came by its end.
 */
export function expectConsole(method: ConsoleMethod, pattern: RegExp | string): readonly string[] {
  if (!guard.inTest) throw new Error("expectConsole must be called inside a test or its beforeEach hook");
  const expectation: Expectation = { method, pattern, matches: [] };
  guard.expectations.push(expectation);
  return expectation.matches;
}

/** One error for the calls, with the stack of the first: Vitest shows its source line. */
function failure(heading: string, calls: Call[]): Error {
  const [first] = calls;
  const lines = calls.map((call) => `console.${call.method}: ${indent(call.message)}\n    ${whereFrom(call.origin)}`);
  const error = new Error(`${heading}\n\n${lines.join("\n\n")}`);
  if (first?.origin.stack) {
    const frames = first.origin.stack.split("\n").filter((line) => /^\s+at /.test(line));
    error.stack = `Error: ${error.message}\n${frames.join("\n")}`;
  }
  return error;
}

function indent(message: string): string {
  return message.replaceAll("\n", "\n  ");
}

/** The first frame of the call's stack outside node_modules and Node's own modules, else the first. */
function whereFrom(origin: Error): string {
  const frames = (origin.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const own = frames.find((line) => !line.includes("/node_modules/") && !line.includes("node:"));
  return (own ?? frames[0] ?? "at (no stack)").trim();
}

beforeEach(() => {
  guard.inTest = true;
  guard.expectations = [];
  guard.unexpected = [];
});

// Registered before any test file's hooks, so (afterEach hooks running last-registered first) this
// runs after them and also sees what they wrote.
afterEach(() => {
  const { expectations, unexpected } = guard;
  guard.inTest = false;
  guard.expectations = [];
  guard.unexpected = [];
  const named = (e: Expectation) => `console.${e.method} matching ${String(e.pattern)}`;
  const missing = expectations.filter((e) => e.matches.length === 0).map(named);
  if (unexpected.length > 0) {
    const declared = expectations.map((e) => `${named(e)}${e.matches.length === 0 ? ", which never came" : ""}`);
    throw failure(
      `The test wrote ${unexpected.length === 1 ? "a message" : `${unexpected.length} messages`} to the console ` +
        `that it did not expect${declared.length > 0 ? ` (it declared ${declared.join("; ")})` : ""}. ` +
        "Fix the cause, or declare the output with expectConsole from tests/setup/fail-on-console.ts:",
      unexpected,
    );
  }
  if (missing.length > 0) throw new Error(`The test expected ${missing.join(", ")}, but no such message was written.`);
});

afterAll(() => {
  const calls = guard.outsideTests;
  guard.outsideTests = [];
  if (calls.length > 0) {
    throw failure(
      "Outside any test (at the file's top level, in a beforeAll or afterAll hook, or from work a finished test left running), the console got:",
      calls,
    );
  }
});
