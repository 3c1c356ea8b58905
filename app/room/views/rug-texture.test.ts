import { afterEach, describe, expect, it, vi } from "vitest";
import { inlinePictures } from "./rug-texture";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the room view's texture of a rug drawn from a picture from above", () => {
  it("carries the picture inside the drawing, which an SVG read as an image cannot load", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return new Response(new Uint8Array([82, 73, 70, 70]), { headers: { "Content-Type": "image/webp" } });
    });
    const svg =
      '<svg><pattern id="p"><image href="/media/m-0123456789abcdef-600x400-600.webp" width="300"></image></pattern>' +
      '<image href="/media/m-0123456789abcdef-600x400-600.webp"></image><image href="https://elsewhere.example/x.png"></image></svg>';
    const drawn = await inlinePictures(svg);
    expect(asked).toEqual(["/media/m-0123456789abcdef-600x400-600.webp"]);
    expect(drawn.match(/href="data:image\/webp;base64,UklGRg=="/g)).toHaveLength(2);
    // Only the site's own uploads are fetched; anything else is left as it is.
    expect(drawn).toContain('href="https://elsewhere.example/x.png"');
  });

  it("leaves the drawing as it is when the picture cannot be read, or is no image", async () => {
    const svg = '<svg><image href="/media/m-0123456789abcdef-600x400-600.webp"></image></svg>';
    vi.stubGlobal("fetch", async () => new Response("gone", { status: 404 }));
    expect(await inlinePictures(svg)).toBe(svg);
    vi.stubGlobal("fetch", async () => new Response("<script>", { headers: { "Content-Type": "text/html" } }));
    expect(await inlinePictures(svg)).toBe(svg);
    vi.stubGlobal("fetch", async () => Promise.reject(new Error("offline")));
    expect(await inlinePictures(svg)).toBe(svg);
  });
});
