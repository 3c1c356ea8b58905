import { defineConfig } from "vitest/config";

/** The studio's bench (`BENCH_ONLY=studio npm run bench`): measurements, not tests; never part of `npm test`. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.bench.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 300_000,
  },
});
