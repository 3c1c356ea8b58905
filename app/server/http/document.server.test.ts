import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./document.server";

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
