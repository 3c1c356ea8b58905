import { allPageUrls, expect, test } from "./fixtures";

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

function expectHardened(headers: Record<string, string>, what: string) {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  const policy = directives(headers["content-security-policy"] ?? "");
  expect(policy.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(policy.get("default-src"), what).toEqual(["'none'"]);
  return policy;
}

test.describe("every response", () => {
  test("every page in Spanish and English runs only its own scripts (CSP by hash) and cannot be framed", async ({
    request,
  }) => {
    for (const { url } of allPageUrls.filter(({ lang }) => lang === "es" || lang === "en")) {
      const response = await request.get(url);
      const policy = expectHardened(response.headers(), url);
      const scripts = policy.get("script-src") ?? [];
      expect(scripts[0], url).toBe("'self'");
      expect(scripts.join(" "), url).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      // One hash per inline script of the page, at least React Router's and the language script.
      expect(scripts.filter((source) => source.startsWith("'sha256-")).length, url).toBeGreaterThanOrEqual(2);
      expect(response.headers()["strict-transport-security"], url).toBeUndefined();
    }
  });

  test("assets, the API, the sitemap, a form's answer and the 404 page carry the same protection", async ({
    request,
  }) => {
    const home = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(home)?.[0] ?? "";
    for (const url of [asset, "/api/region", "/sitemap.xml", "/robots.txt", "/healthz", "/no-such-page"]) {
      expectHardened((await request.get(url)).headers(), url);
    }
    const answer = await request.post("/solicitud-catalogo", {
      form: { _form: "catalogue", _started: "", email: "x" },
      headers: { "X-Forwarded-For": `203.0.113.${(process.pid + 7) % 250}` },
    });
    expect(answer.status()).toBe(400);
    const policy = expectHardened(answer.headers(), "form answer");
    expect((policy.get("script-src") ?? []).join(" ")).not.toContain("unsafe-inline");
  });

  test("HTTPS visitors (behind the trusted proxy) are told to keep to HTTPS for two years", async ({ request }) => {
    const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
  });
});

test.describe("the health check", () => {
  test("answers 200 with the database it reached, never cached", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "sqlite" });
  });
});
