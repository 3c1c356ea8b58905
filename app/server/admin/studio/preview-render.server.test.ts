import { describe, expect, it } from "vitest";
import type { LivePages } from "../../http/live-pages.server";
import { renderPreview } from "./preview-render.server";

/** The site's render of a page, as the live pages answer it: a head's script, the page's own. */
function livePagesAnswering(html: string) {
  const rendered: string[] = [];
  const livePages = {
    snapshot: () => new Map(),
    render: async (path: string) => {
      rendered.push(path);
      return new Response(html, { status: 200 });
    },
  } as unknown as LivePages;
  return { livePages, rendered };
}

describe("a document's preview", () => {
  const page = `<!DOCTYPE html><html lang="en"><head><script>window.__region={}</script><link rel="modulepreload" href="/assets/a.js"/></head><body><main data-region-shown="allowed">Jets</main><script type="module">start()</script></body></html>`;

  it("is the page without its scripts, never indexed, shown as the allowed region sees it", async () => {
    const { livePages, rendered } = livePagesAnswering(page);
    const preview = await renderPreview(livePages, "page.jetsPrivados", {} as never, "en");

    expect(rendered).toEqual(["/en/jets-privados"]);
    expect(preview?.status).toBe(200);
    expect(preview?.html).not.toContain("<script");
    expect(preview?.html).not.toContain("modulepreload");
    expect(preview?.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // The head's script, which would ask where the editor is, does not run: the page is shown
    // with the places only the allowed region sees.
    expect(preview?.html).toContain('<html data-region="allowed" lang="en">');
  });
});
