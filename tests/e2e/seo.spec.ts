import sharp from "sharp";
import { ogFamilies, ogImagePath } from "../../app/site/social";
import { allPageUrls, expect, test } from "./fixtures";
import { documentHead } from "./head";

const siteUrl = "http://localhost:3000";

test.describe("search engines", () => {
  test("sitemap.xml lists every page in every language with its six alternates and x-default", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Besides the pages (the collection is one), each design and case study (tests/e2e/portfolio.spec.ts).
    const catalogue = /\/(colecciones|proyectos)\/[a-z0-9-]+$/;
    expect(locs.filter((loc) => !catalogue.test(loc ?? "")).sort()).toEqual(
      allPageUrls.map(({ url }) => `${siteUrl}${url}`).sort(),
    );
    for (const entry of xml.split("<url>").slice(1)) {
      const alternates = entry.match(/<xhtml:link rel="alternate" hreflang="[a-z-]+" href="[^"]+"\/>/g) ?? [];
      if (!catalogue.test(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "")) expect(alternates).toHaveLength(7);
      else expect(alternates.length).toBeGreaterThanOrEqual(2);
      expect(entry).toContain('hreflang="x-default"');
    }
  });

  test("robots.txt allows the site and names the sitemap", async ({ request }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test("every page in every language has its cards, the company's structured data and, inside, a breadcrumb", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    for (const { url, path } of allPageUrls) {
      const html = await (await request.get(url)).text();
      const { meta, types, jsonLd } = documentHead(html);
      const canonical = `${siteUrl}${url}`;
      expect(meta.get("og:url"), url).toBe(canonical);
      expect(meta.get("og:title"), url).toBeTruthy();
      expect(meta.get("og:description"), url).toBe(meta.get("description"));
      expect(meta.get("og:image"), url).toMatch(new RegExp(`^${siteUrl}/img/og/[a-z]+\\.jpg$`));
      expect(meta.get("og:image:width"), url).toBe("1200");
      expect(meta.get("og:image:height"), url).toBe("630");
      expect(meta.get("twitter:card"), url).toBe("summary_large_image");
      expect(meta.get("twitter:image"), url).toBe(meta.get("og:image"));
      expect(types, url).toEqual(expect.arrayContaining(["Organization", "LocalBusiness"]));
      expect(html, url).not.toContain('name="robots"');
      if (path === "/") {
        expect(types, url).not.toContain("BreadcrumbList");
      } else {
        const breadcrumb = jsonLd.find((block) => block["@type"] === "BreadcrumbList") as {
          itemListElement: { item: string }[];
        };
        expect(
          breadcrumb?.itemListElement.map((item) => item.item),
          url,
        ).toEqual([`${siteUrl}${url.match(/^\/(en|de|it|fr|nl)(\/|$)/)?.[0]?.replace(/\/$/, "") || "/"}`, canonical]);
      }
    }
  });

  test("each page family's share image is a 1200x630 picture", async ({ request }) => {
    for (const family of ogFamilies) {
      const response = await request.get(ogImagePath(family));
      expect(response.status(), family).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
      const { width, height } = await sharp(await response.body()).metadata();
      expect({ width, height }, family).toEqual({ width: 1200, height: 630 });
    }
  });

  test("the web manifest names the site and its icons, which exist", async ({ request, page }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    const response = await request.get("/site.webmanifest");
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toContain("Nudo");
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect((await request.get(touch ?? "")).status()).toBe(200);
  });
});

test.describe("a form's answer", () => {
  test.use({ javaScriptEnabled: false });

  test("is kept out of search results, while the form page itself is indexed", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${process.pid % 250}` });
    await page.goto("/solicitud-catalogo");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Descargar Catálogo Digital" }).click();
    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
