import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, visitorAddress } from "./fixtures";
import { instancesOnOneDatabase } from "./instance";
import { createStaff, signInOverHttp } from "./staff-accounts";

/**
 * Two instances of the production server on one PostgreSQL database, as docs/operating.md's
 * several-machine recipe runs them: the rate limits, the privacy commands, staff sessions and
 * sign-in failures see one store.
 */
test.describe.configure({ mode: "serial" });

const root = path.resolve(import.meta.dirname, "../..");
const { env, instances } = instancesOnOneDatabase("site-instances");
/** The two instances' ports, once they have started. */
const port = (i: number) => instances[i % 2]?.port ?? 0;
const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = env;

const post = (port: number, forwardedFor: string, email: string) =>
  fetch(`http://127.0.0.1:${port}/contacto`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: `http://127.0.0.1:${port}`,
      "X-Forwarded-For": forwardedFor,
    },
    body: new URLSearchParams({ _form: "contact", _started: "", name: "Ana", email, message: "Hola" }),
  });

test("two instances share one rate limit: five leads across both, the sixth refused by either", async () => {
  const address = visitorAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    // Alternate instances, each post with a different spoofed entry in front.
    const response = await post(port(i), `203.0.113.${i + 1}, ${address}`, `ana${i}@cliente.example`);
    statuses.push(response.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  for (const i of [0, 1]) {
    const refused = await post(port(i), address, "ana9@cliente.example");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  // Another visitor is served by both.
  expect((await post(port(1), visitorAddress(), "bob@cliente.example")).status).toBe(200);
});

test("the privacy commands work on PostgreSQL with the servers' configuration", async () => {
  // Each command starts npm and the built server code: 22 s for them on a busy 2-core machine.
  test.slow();
  const command = (...args: string[]) =>
    promisify(execFile)("npm", ["run", "--silent", "leads", "--", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    });
  const address = visitorAddress();
  expect((await post(port(0), address, "Carla@Estudio.example")).status).toBe(200);
  expect((await post(port(1), address, "carla@estudio.example")).status).toBe(200);
  const exported = JSON.parse((await command("export", "carla@estudio.example")).stdout);
  expect(exported.leads).toHaveLength(2);
  const erased = JSON.parse((await command("erase", "CARLA@estudio.example")).stdout);
  expect(erased.erased).toMatchObject({ leads: 2, emails: 4 });
  expect(erased.record.emailSha256).toMatch(/^[0-9a-f]{64}$/);
  const after = JSON.parse((await command("export", "carla@estudio.example")).stdout);
  expect(after.leads).toEqual([]);
  expect(after.erasures).toHaveLength(1);
});

test("a staff session made on one instance is valid on the other, and sign-out on one ends it on both", async () => {
  const staffEnv = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  const account = await createStaff(staffEnv);
  const [first, second] = instances.map((instance) => instance.url);
  const signedIn = await signInOverHttp(first ?? "", account, visitorAddress());
  expect(signedIn.status).toBe(303);
  const cookie = signedIn.cookie ?? "";
  const inbox = await fetch(`${second}/admin/leads`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(inbox.status).toBe(200);
  const html = await inbox.text();
  expect(html).toContain(account.email);
  const token = html.match(/name="_token" value="([^"]+)"/)?.[1] ?? "";
  const out = await fetch(`${second}/admin/sign-out`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: second ?? "" },
    body: new URLSearchParams({ _token: token }),
    redirect: "manual",
  });
  expect(out.status).toBe(303);
  const after = await fetch(`${first}/admin/leads`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(after.status).toBe(303);
  expect(after.headers.get("location")).toMatch(/^\/admin\/sign-in/);
});

test("failed sign-ins on both instances count toward one lock", async () => {
  const account = await createStaff({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const urls = instances.map((instance) => instance.url);
  for (let i = 0; i < 5; i++) {
    const refused = await signInOverHttp(urls[i % 2] ?? "", account, visitorAddress(), `wrong password ${i}`);
    expect(refused.status).toBe(401);
  }
  for (const url of urls) {
    const locked = await signInOverHttp(url, account, visitorAddress());
    expect(locked.status).toBe(429);
  }
});
