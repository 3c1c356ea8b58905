import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, fullBrowser, stillVisitorSpecs, testBrowser } from "./scripts/chromium.ts";
import { analyticsScriptUrl } from "./tests/e2e/settings.ts";

if (!existsSync(chromiumPath)) {
  throw new Error(
    `End-to-end tests need Chromium at ${chromiumPath}. Install it with: apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH).`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on CI's two cores: a browser test waits on its pages and servers part of its time, and a
  // third fills it (the browser specs 8.0 min against 9.0 with two on 2026-12-07, the build in
  // both); the load specs keep their one worker (their project's setting).
  workers: process.env.CI ? 3 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: "es-ES",
    trace: "off",
    launchOptions: testBrowser,
  },
  projects: [
    {
      name: "desktop",
      use: desktop,
      testIgnore: [/(serving-[\w-]+|webhook|dev-server|html)\.spec\.ts$/, stillVisitorSpecs],
    },
    {
      // A visitor who only looks: the full browser, where no pointer rests on the page
      // (scripts/chromium.ts). Beside the desktop project, on the same server.
      name: "still",
      use: { ...desktop, launchOptions: fullBrowser },
      testMatch: stillVisitorSpecs,
    },
    {
      // Floods of posts against instances of their own, after the rest: run beside other tests
      // they starve the shared server's event loop, which then sheds those tests' posts (503).
      // The CRM webhook's test starts an instance of its own too, with its webhook settings.
      // Two specs at a time: each waits for what its load has done, never for a time or a
      // throughput (the bench's), so another spec's instance on the same cores slows it without
      // changing what it finds (the project 2.1 min against 3.0 one at a time, 2026-12-07).
      // `npm run dev` too: Vite compiling the whole site beside the browser tests would slow them.
      name: "load",
      use: desktop,
      testMatch: /(serving-[\w-]+|webhook|dev-server)\.spec\.ts$/,
      workers: 2,
      dependencies: ["desktop", "still"],
    },
    {
      // The HTML checker (a Java process on every core) last, alone: beside browser tests it
      // slowed them all, and beside the load tests it would make their server shed posts.
      name: "checker",
      use: desktop,
      testMatch: /html\.spec\.ts$/,
      dependencies: ["load"],
    },
  ],
  webServer: {
    // The production build, started the way the README says (it builds first when needed).
    command: "npm start",
    url: `${baseURL}/`,
    // TRUST_PROXY: the region tests send X-Forwarded-For as a proxy in front of the site would.
    // ANALYTICS_SCRIPT_URL: the consent tests see the analytics script load only with consent.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "test-results/data",
      TRUST_PROXY: "true",
      ANALYTICS_SCRIPT_URL: analyticsScriptUrl,
      // The browsers share the machine's cores with this server: their work makes its event loop
      // late without any flood of posts (the shedding itself: serving-posts.spec.ts, on its own instances).
      FORM_POSTS_MAX_LAG_MS: "2000",
      // Refusals and failures only: a line per request would bury the test report
      // (E2E_LOG_LEVEL=info shows every request, to follow one test's requests when it fails).
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    },
    timeout: 10 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});
