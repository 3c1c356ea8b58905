import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/setup/*.test.ts"],
    environment: "node",
    // A test fails when it writes to console.error or console.warn without declaring it.
    setupFiles: ["tests/setup/fail-on-console.ts"],
    // Password hashing (scrypt) and PDF drawing take well under a second here, but a machine
    // slowed tenfold by its neighbours once took more than Vitest's default 5 s for them.
    testTimeout: 30_000,
    // The same for a file's setup (a PostgreSQL schema migrated, a server started), whose default
    // 10 s a loaded machine has taken.
    hookTimeout: 30_000,
    // Most tests wait on PostgreSQL, SMTP or a socket: two files at once on a two-core machine
    // took the suite from 317 s to 202 s (2026-11-27). Vitest's default would run one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
