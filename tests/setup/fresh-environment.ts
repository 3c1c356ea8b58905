import { beforeAll } from "vitest";
import { forgetEnv } from "../../app/platform/env.server";

/**
 * The unit tests' files share their worker's modules (vitest.config.ts: `isolate: false`), so a
 * configuration read by one file's code would stay the next file's. Before each file, the next
 * `getEnv()` reads the environment again: an operator command under test opens the database its
 * own file's environment names, not one an earlier file set.
 */
beforeAll(() => {
  forgetEnv();
});
