import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../support/ports";
import { expect, test } from "./fixtures";

/**
 * The MDN HTTP Observatory grades the production server as deployed: behind a TLS-terminating
 * proxy (here two local ones, HTTPS and plain HTTP, with a self-signed certificate) that sets
 * X-Forwarded-Proto, with TRUST_PROXY and an https SITE_URL.
 */
const root = path.resolve(import.meta.dirname, "../..");
const servers: { close: () => void }[] = [];
let site: ChildProcess | undefined;

test.afterAll(() => {
  for (const server of servers) server.close();
  site?.kill();
});

function listen(server: http.Server): Promise<number> {
  servers.push(server);
  // "localhost", as the scanner names the host: whichever address it resolves to first.
  return new Promise((resolve) => server.listen(0, "localhost", () => resolve((server.address() as AddressInfo).port)));
}

/** A proxy in front of the site that says which protocol the visitor used, as a load balancer does. */
function proxyHandler(target: number, proto: "http" | "https") {
  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: target,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-proto": proto, "x-forwarded-for": "192.0.2.10" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  };
}

test("the MDN HTTP Observatory grades the site A+", async () => {
  test.setTimeout(150_000);
  const dir = mkdtempSync(path.join(tmpdir(), "observatory-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
    ],
    { stdio: "ignore" },
  );

  // Ports first: the site's SITE_URL is the HTTPS proxy's address.
  const httpsServer = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) });
  const httpServer = http.createServer();
  const [httpsPort, httpPort] = [await listen(httpsServer), await listen(httpServer)];
  const appPort = await freePort();
  site = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: "127.0.0.1",
      SITE_URL: `https://localhost:${httpsPort}`,
      TRUST_PROXY: "true",
      DATA_DIR: path.join(dir, "data"),
    },
    stdio: "ignore",
  });
  httpsServer.on("request", proxyHandler(appPort, "https"));
  httpServer.on("request", proxyHandler(appPort, "http"));
  await expect
    // A server starting beside the browsers of the rest of the suite took over 20 s on a slow
    // afternoon of this two-core machine (tests/e2e/instance.ts allows 60 s too).
    .poll(async () => (await fetch(`http://127.0.0.1:${appPort}/healthz`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);

  // Asynchronously: the proxies answer from this process while the scanner runs.
  const { stdout: output } = await promisify(execFile)(
    process.execPath,
    ["scripts/observatory-scan.ts", "localhost", String(httpPort), String(httpsPort)],
    { cwd: root, env: { ...process.env, NODE_EXTRA_CA_CERTS: cert }, encoding: "utf8" },
  );
  const result = JSON.parse(output) as {
    grade: string;
    score: number;
    tests: Record<string, { result: string; pass: boolean }>;
  };
  const failed = Object.entries(result.tests)
    .filter(([, outcome]) => !outcome.pass)
    .map(([name, outcome]) => `${name}: ${outcome.result}`);
  expect(failed).toEqual([]);
  expect(result.grade).toBe("A+");
  expect(result.score).toBeGreaterThanOrEqual(100);
});
