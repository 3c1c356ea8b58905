import { describe, expect, it } from "vitest";
import { moduleStarterScript, withModulesOnReach, withoutModulePreloads } from "./modules-on-reach.server";
import { inlineScriptHashes } from "./security-headers.server";

describe("a page's head", () => {
  it("keeps its preloads but loses React Router's module preloads", () => {
    const html =
      '<head><link rel="preload" href="/font.woff2" as="font"/><link rel="modulepreload" href="/a.js"/>' +
      '<link rel="modulepreload" href="/b.js" crossOrigin="anonymous"/><script type="module">import "/a.js";</script></head>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="preload" href="/font.woff2" as="font"/><script type="module">import "/a.js";</script></head>',
    );
  });
});

describe("a page's modules", () => {
  const modules = ';\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
  const html = `<head><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/></head><body><main>…</main><script>window.__context = {};</script><script type="module" async="">${modules}</script><script>stream.close();</script></body>`;

  it("are kept inert where React Router wrote them, and started by a script right after", () => {
    const page = withModulesOnReach(html);
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain(
      `<script type="text/plain" id="page-modules" data-preload="/assets/entry.client.js /assets/root.js">${modules}</script><script>${moduleStarterScript}</script><script>stream.close();</script>`,
    );
  });

  it("keep their preloads out of the page, for the starter to request all at once", () => {
    const page = withModulesOnReach(html);
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('data-preload="/assets/entry.client.js /assets/root.js"');
    expect(moduleStarterScript).toContain('k.rel="modulepreload"');
  });

  it("are allowed by the page's policy: the started script's text is the inert copy's, whose hash it lists", () => {
    const original = inlineScriptHashes(html);
    const page = inlineScriptHashes(withModulesOnReach(html));
    // The module script's own hash is still there (it is the inert copy's), plus the starter's.
    expect(page).toEqual(expect.arrayContaining(original));
    expect(page).toHaveLength(original.length + 1);
  });

  it("keep React Router's scripts with the page's data inert too, in their order, for the starter to run before the modules", () => {
    const withData = html
      .replace(
        "<script>window.__context = {};</script>",
        '<script>window.__reactRouterContext = {"basename":"/"};</script>',
      )
      .replace(
        "<script>stream.close();</script>",
        '<script>window.__reactRouterContext.streamController.enqueue("[1]");</script><script>window.__reactRouterContext.streamController.close();</script>',
      );
    const page = withModulesOnReach(withData);
    expect(page).not.toMatch(/<script>window\.__reactRouterContext/);
    expect(page).toContain(
      '<script type="text/plain" data-page-data>window.__reactRouterContext.streamController.enqueue("[1]");</script><script type="text/plain" data-page-data>window.__reactRouterContext.streamController.close();</script>',
    );
    expect(page.indexOf('window.__reactRouterContext = {"basename":"/"}')).toBeLessThan(page.indexOf("enqueue"));
    expect(moduleStarterScript).toContain('querySelectorAll("script[data-page-data]")');
    // Still allowed by the page's policy: each is run with the text whose hash it lists.
    expect(inlineScriptHashes(page)).toEqual(expect.arrayContaining(inlineScriptHashes(withData)));
  });

  it("leave a page without a module script as it was", () => {
    expect(withModulesOnReach("<body><p>Hola</p></body>")).toBe("<body><p>Hola</p></body>");
  });
});
