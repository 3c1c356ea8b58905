import { beforeEach, expect, it } from "vitest";
import { seedSnapshot } from "~/content/documents";
import { parseEnv } from "~/platform/env.server";
import { seedContent } from "~/server/content/store/seed.server";
import type { LivePages } from "~/server/http/live-pages.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { describeStorage } from "../../../../../tests/support/storage";
import { reviewRouter } from "./review-public.server";

/** The site's renderer, played by a page that names what it was given (and carries a script to strip). */
function fakeLivePages() {
  const counts = { renders: 0, concurrent: 0, maxConcurrent: 0 };
  const livePages: LivePages = {
    snapshot: () => seedSnapshot,
    file: () => undefined,
    refresh: async () => {},
    stop: () => {},
    render: async (url, snapshot) => {
      counts.renders++;
      counts.concurrent++;
      counts.maxConcurrent = Math.max(counts.maxConcurrent, counts.concurrent);
      await new Promise((resolve) => setTimeout(resolve, 40));
      counts.concurrent--;
      const faq = snapshot.get("page.faq") as { en: { meta: { title: string } } } | undefined;
      return new Response(
        `<!DOCTYPE html><html><head><title>t</title></head><body><h1>${url}</h1><p>${faq?.en.meta.title}</p><script>alert(1)</script></body></html>`,
      );
    },
  };
  return { livePages, counts };
}

describeStorage("preview and review links on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  const { livePages, counts } = fakeLivePages();
  const { signedIn, base } = backOffice(test, {
    livePages,
    app: (app) =>
      app.use(
        "/review",
        reviewRouter(
          { env: parseEnv({ DATA_DIR: test.dataDir }), storage: test.storage, now: () => new Date() },
          livePages,
          { lagMs: () => 0, maxLagMs: 200 },
        ),
      ),
  });
  const visitor = (path: string) => fetch(`${base()}${path}`, { redirect: "manual" });

  /** Shares the FAQ in English from the editor's screens; answers the link's address. */
  const share = async (editor: Awaited<ReturnType<typeof signedIn>>, days = "7") => {
    const made = await editor.post("/admin/content/page.faq/review", { lang: "en", days });
    expect(made.status).toBe(303);
    const page = await (await editor.get(made.headers.get("location") ?? "")).text();
    expect(page).toContain("Enlace creado");
    const url = page.match(/id="created-link"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="created-link"/);
    const address = url?.[1] ?? url?.[2] ?? "";
    expect(address).toMatch(/\/review\/[\w-]{22}\.\d{10}\.[\w-]{43}$/);
    return new URL(address).pathname;
  };

  it("shows the preview under a bar of its own, at a phone's width, its page in a frame it alone may show", async () => {
    const editor = await signedIn("editor");
    const response = await editor.get("/admin/content/page.faq/preview/en?width=phone");
    expect(response.status).toBe(200);
    const page = await response.text();
    for (const words of [
      "Vista previa",
      "Publicado",
      "Volver al editor",
      "Compartir para revisión",
      "Móvil",
      "Escritorio",
    ])
      expect(page).toContain(words);
    expect(page).toMatch(/<iframe src="\/admin\/content\/page\.faq\/preview\/en\/frame"[^>]*width="390"/);
    expect(page).toContain('href="/admin/content/page.faq/preview/de?width=phone"');
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");

    const frame = await editor.get("/admin/content/page.faq/preview/en/frame");
    expect(frame.status).toBe(200);
    expect(frame.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(frame.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const framed = await frame.text();
    expect(framed).toContain("<h1>/en/faq</h1>");
    expect(framed).not.toContain("<script");
    // Every other answer of the back office may be framed by nobody.
    expect((await editor.get("/admin/content/page.faq")).headers.get("content-security-policy")).toContain(
      "frame-ancestors 'none'",
    );
    for (const path of [
      "/admin/content/page.faq/preview/..%2F..%2Fetc%2Fpasswd",
      "/admin/content/page.faq/preview/xx/frame",
      "/admin/content/page.faq/preview/%3Cscript%3E",
      "/admin/content/no-such/preview/en",
    ])
      expect((await editor.get(path)).status, path).toBe(404);
  });

  it("opens a shared link without signing in: the copy that was shared, private, never indexed, read only", async () => {
    const editor = await signedIn("editor");
    await editor.post("/admin/content/page.faq", [
      ["revision", await editor.revision("page.faq")],
      ["t.en.meta.title", "FAQ as shared"],
      ["intent", "save"],
    ]);
    const link = await share(editor);
    // The draft changes after sharing: the reviewer still sees what was shared.
    await editor.post("/admin/content/page.faq", [
      ["revision", await editor.revision("page.faq")],
      ["t.en.meta.title", "FAQ changed later"],
      ["intent", "save"],
    ]);
    const response = await visitor(link);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const page = await response.text();
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page).toContain("Vista previa para revisión · caduca el");
    expect(page).toContain("Borrador sin publicar");
    expect(page).not.toContain("Volver al editor");
    expect(page).not.toContain("Compartir para revisión");
    const frame = await visitor(`${link}/frame`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const framed = await frame.text();
    expect(framed).toContain("FAQ as shared");
    expect(framed).not.toContain("FAQ changed later");
  });

  it("answers a tampered, unknown or huge link 404 and a revoked one 410, in Spanish and English, telling nothing more", async () => {
    const editor = await signedIn("editor");
    const link = await share(editor);
    const tampered = `${link.slice(0, -3)}${link.endsWith("AAA") ? "BBB" : "AAA"}`;
    for (const path of [
      tampered,
      `${tampered}/frame`,
      "/review/nothing",
      `/review/${"a".repeat(5000)}`,
      "/review/..%2F..%2Fadmin",
    ]) {
      const response = await visitor(path);
      expect(response.status, path.slice(0, 60)).toBe(404);
      const page = await response.text();
      expect(page).toContain("Este enlace de revisión no existe");
      expect(page).toContain("This review link does not exist");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
    const listed = await (await editor.get("/admin/content/page.faq/review")).text();
    const id = link.split("/").at(-1)?.split(".")[0] ?? "";
    expect(listed).toContain(`/admin/content/page.faq/review/${id}/revoke`);
    expect((await editor.post(`/admin/content/page.faq/review/${id}/revoke`)).status).toBe(303);
    const gone = await visitor(link);
    expect(gone.status).toBe(410);
    const page = await gone.text();
    expect(page).toContain("Este enlace de revisión ha caducado");
    expect(page).toContain("This review link has expired");
    expect(page).not.toContain("page.faq");
  });

  it("refuses a link for a language or an expiry not offered, and a share without the form token", async () => {
    const editor = await signedIn("editor");
    for (const fields of [
      { lang: "../../etc", days: "7" },
      { lang: "en", days: "365" },
      { lang: "en", days: "-1" },
      { lang: "<b>en</b>", days: "7" },
    ])
      expect((await editor.post("/admin/content/page.faq/review", fields)).status).toBe(422);
    const forged = await fetch(`${base()}/admin/content/page.faq/review`, {
      method: "POST",
      body: new URLSearchParams({ lang: "en", days: "7" }),
      redirect: "manual",
    });
    expect(forged.status).toBe(401);
    expect(await test.storage.db.selectFrom("review_links").selectAll().execute()).toHaveLength(0);
  });

  it("renders a flood of requests for a link at most twice at once, then serves the kept page", async () => {
    const editor = await signedIn("editor");
    const link = await share(editor);
    const before = counts.renders;
    counts.maxConcurrent = 0;
    const answers = await Promise.all(Array.from({ length: 30 }, () => visitor(`${link}/frame`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses).toContain(200);
    expect(counts.maxConcurrent).toBeLessThanOrEqual(2);
    const busy = answers.find((answer) => answer.status === 503);
    if (busy) expect(busy.headers.get("retry-after")).toBe("10");
    const rendered = counts.renders;
    expect(rendered - before).toBeLessThanOrEqual(2);
    expect((await visitor(`${link}/frame`)).status).toBe(200);
    expect(counts.renders).toBe(rendered);
  });
});
