import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./security-headers.server";

const hashOf = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("a page's inline scripts", () => {
  it("are allowed by the hash of each one, once, and structured data and external scripts are left out", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module">import("/assets/x.js")</script>',
      "<script>a()</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/assets/app.js"></script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([hashOf("a()"), hashOf('import("/assets/x.js")')]);
  });
});

describe("the Content-Security-Policy", () => {
  const directive = (policy: string, name: string) =>
    policy
      .split("; ")
      .find((part) => part.startsWith(`${name} `))
      ?.split(" ")
      .slice(1);

  it("allows no inline script but by hash, nothing by default, no framing and no base tag", () => {
    const policy = contentSecurityPolicy([hashOf("a()")]);
    expect(directive(policy, "default-src")).toEqual(["'none'"]);
    expect(directive(policy, "script-src")).toEqual(["'self'", hashOf("a()")]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "frame-src")).toEqual(["https://www.openstreetmap.org"]);
  });

  it("lets the configured analytics server's script run and receive its events", () => {
    const policy = contentSecurityPolicy([], { analyticsScriptUrl: "https://stats.example.com/js/script.js" });
    expect(directive(policy, "script-src")).toEqual(["'self'", "https://stats.example.com"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://stats.example.com"]);
  });
});

describe("behind a trusted proxy, on an HTTPS site", () => {
  async function get(path: string, headers: Record<string, string>, trustProxy = true) {
    const app = express();
    app.use(securityHeaders({ siteUrl: "https://www.nudo.example", trustProxy }));
    app.get(/.*/, (_request, response) => {
      response.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await fetch(`http://127.0.0.1:${port}${path}`, { headers, redirect: "manual" });
    } finally {
      server.close();
    }
  }

  it("a visitor who came over plain HTTP is sent to the same page on the HTTPS site", async () => {
    const response = await get("/contacto?x=1", { "x-forwarded-proto": "http" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://www.nudo.example/contacto?x=1");
  });

  it("the load balancer's health check over HTTP is answered, not redirected", async () => {
    expect((await get("/healthz", { "x-forwarded-proto": "http" })).status).toBe(200);
  });

  it("an HTTPS visitor gets HSTS; a forged X-Forwarded-Proto without a trusted proxy changes nothing", async () => {
    const secure = await get("/", { "x-forwarded-proto": "https" });
    expect(secure.headers.get("strict-transport-security")).toContain("max-age=63072000");
    const forged = await get("/", { "x-forwarded-proto": "http" }, false);
    expect(forged.status).toBe(200);
    expect(forged.headers.get("strict-transport-security")).toBeNull();
    expect(forged.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
