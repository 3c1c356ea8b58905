import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { freePort } from "../support/ports";
import { expect, gotoHydrated, test } from "./fixtures";
import { mailsMentioning } from "./mail-files";
import { postLead } from "./serving";

/**
 * `npm run dev` as a developer starts it: one process with Vite in front of the site's own app,
 * so every page and every server feature answers from the current sources. It runs on a port
 * and a data folder of its own, started once for these tests and stopped after them.
 */
test.describe.configure({ mode: "serial" });

const root = path.resolve(import.meta.dirname, "../..");
const metricsToken = "metrics-token-for-the-dev-server-test";

let child: ChildProcess;
let exited: Promise<number | null>;
let base = "";
let dataDir = "";
const lines: string[] = [];

test.beforeAll(async () => {
  // Vite compiles the whole server on its first page: on a 2-core machine beside other work
  // that takes a while.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "site-dev-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  child = spawn("npm", ["run", "dev"], {
    cwd: root,
    // Its own process group: npm, the shell and the server stop together.
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, METRICS_TOKEN: metricsToken },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
  let exitCode: number | null | undefined;
  exited = new Promise((resolve) =>
    child.once("exit", (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  // Up when its first page answers; a server that exits is not waited for, and says why.
  const deadline = performance.now() + 170_000;
  let status: number | undefined;
  while (exitCode === undefined && performance.now() < deadline) {
    status = (await fetch(`${base}/`, { signal: AbortSignal.timeout(60_000) }).catch(() => null))?.status;
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (status !== 200) {
    const why = exitCode === undefined ? `/ answered ${status ?? "nothing"}` : `it exited with code ${exitCode}`;
    throw new Error(
      `npm run dev did not serve its first page: ${why}. Its last words:\n${lines.slice(-30).join("\n")}`,
    );
  }
  test.info().annotations.push({
    type: "first page",
    description: `${((performance.now() - started) / 1000).toFixed(1)} s from npm run dev`,
  });
});

test.afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    process.kill(-child.pid, "SIGTERM");
    const stopped = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("late"), 10_000))]);
    if (stopped === "late") process.kill(-child.pid, "SIGKILL");
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("pages are rendered from the sources, in Spanish and in English", async () => {
  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("El arte de pisar algo único");
  const contact = await fetch(`${base}/en/contacto`);
  expect(contact.status).toBe(200);
  expect(await contact.text()).toContain("talk about your next project");
});

test("a page hydrates without an error and connects to Vite's hot updates", async ({ page }) => {
  const viteSaid: string[] = [];
  page.on("console", (message) => viteSaid.push(message.text()));
  await gotoHydrated(page, `${base}/en/contacto`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("talk about your next project");
  await expect.poll(() => viteSaid.some((text) => text.includes("[vite] connected"))).toBe(true);
});

test("the region check, health and metrics answer", async () => {
  const region = await fetch(`${base}/api/region`);
  expect(region.status).toBe(200);
  expect(region.headers.get("content-type")).toContain("application/json");
  expect(await region.json()).toEqual({ country: null, allowed: false });
  const health = await fetch(`${base}/healthz`);
  expect(await health.json()).toEqual({ status: "ok", database: "sqlite" });
  expect((await fetch(`${base}/metrics`)).status).toBe(401);
  const metrics = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
  expect(metrics.status).toBe(200);
  expect(await metrics.text()).toContain("http_request_duration_seconds_count");
});

test("the back office sends a visitor to its sign-in page", async () => {
  const admin = await fetch(`${base}/admin`, { redirect: "manual" });
  expect(admin.status).toBe(303);
  expect(admin.headers.get("location")).toMatch(/^\/admin\/sign-in/);
  const signIn = await fetch(`${base}/admin/sign-in`);
  expect(signIn.status).toBe(200);
  expect(await signIn.text()).toMatch(/<form\b[^>]*method="post"/i);
});

test("a contact form post is stored, and the outbox writes its e-mails", async () => {
  const { email, status } = await postLead(base, true);
  expect(status).toBe(200);
  const db = new DatabaseSync(path.join(dataDir, "site.db"), { readOnly: true });
  try {
    const row = db.prepare("select form from leads where email = ?").get(email) as { form: string } | undefined;
    expect(row?.form).toBe("contact");
  } finally {
    db.close();
  }
  // The notification to sales and the visitor's confirmation.
  expect(await mailsMentioning(email, 2, path.join(dataDir, "outbox"))).toHaveLength(2);
});

test("Vite serves its client for the hot updates", async () => {
  const client = await fetch(`${base}/@vite/client`);
  expect(client.status).toBe(200);
  expect(client.headers.get("content-type")).toContain("javascript");
});

test("server code is loaded again once its file changes, without a restart", async () => {
  const reloads = () => lines.filter((line) => line.includes('"event":"server_build_reloaded"')).length;
  const before = reloads();
  // A save that changes nothing but the file's time: Vite compiles the module and its importers again.
  const now = new Date();
  utimesSync(path.join(root, "app/platform/region.server.ts"), now, now);
  await expect
    .poll(async () => {
      const region = await fetch(`${base}/api/region`);
      return region.status === 200 && reloads() > before;
    })
    .toBe(true);
});
