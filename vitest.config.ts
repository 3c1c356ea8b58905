import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const include = ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/setup/*.test.ts"];

/** The unit test files that replace a module of the site (vi.mock), found by reading them. */
const mockingFiles = include
  .flatMap((pattern) => globSync(pattern))
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, "utf8")));

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // A test fails when it writes to console.error or console.warn without declaring it.
    // Each file reads the environment afresh (fresh-environment.ts): files share their modules.
    setupFiles: ["tests/setup/fail-on-console.ts", "tests/setup/fresh-environment.ts"],
    // Password hashing (scrypt) and PDF drawing take well under a second here, but a machine
    // slowed tenfold by its neighbours once took more than Vitest's default 5 s for them.
    testTimeout: 30_000,
    // The same for a file's setup (a PostgreSQL schema migrated, a server started), whose default
    // 10 s a loaded machine has taken.
    hookTimeout: 30_000,
    // Most tests wait on PostgreSQL, SMTP or a socket: two files at once on a two-core machine
    // took the suite from 317 s to 202 s (2026-11-27). Vitest's default would run one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A file's modules are kept for the next file its worker runs instead of imported again: the
    // imports were half the suite's time (2026-12-07, this 2-core machine: 272 s with isolation,
    // 130 s without). A test that changes what a module holds (the environment, a registry) puts
    // it back after itself; tests/setup/fresh-environment.ts rereads the environment per file.
    // A file that replaces a module (vi.mock) runs isolated: its module would be the one an
    // earlier file had already imported.
    projects: [
      { extends: true, test: { name: "shared", include, exclude: mockingFiles, isolate: false } },
      // (None at all would be an empty `include`, which Vitest reads as its default: every file.)
      ...(mockingFiles.length > 0
        ? [{ extends: true as const, test: { name: "isolated", include: mockingFiles, isolate: true } }]
        : []),
    ],
  },
});
