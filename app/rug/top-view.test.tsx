import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { designOnPage } from "~/configurator/server/design-on-page.server";
import { topViewArtwork } from "~/content/collection/top-view";
import { seedSnapshot } from "~/content/documents";
import type { ContentSnapshot, Written } from "~/content/text-units";
import { isTopViews, type TopViewArtwork } from "~/rug/artwork/top-view-artwork";
import { configurationQuery, parseConfiguration } from "~/rug/configuration";
import { RugDrawing, RugPreview } from "~/rug/drawing";
import { DesignArtworkContext } from "~/rug/rug-fill";

const upload = "m-0123456789abcdef-2400x1600";

/**
 * The published content with one colourway of a sample design given an uploaded picture from
 * above (and its real size, when given), as an editor sets them in the studio.
 */
function withTopView(slug: string, index: number, size?: { width: number; length: number }): ContentSnapshot {
  const id = `design.${slug}`;
  const written = seedSnapshot.get(id) as Written;
  const es = structuredClone(written.es) as { colourways: Record<string, unknown>[] };
  const colourway = es.colourways[index] as { images: { flat: { name: string } }; flatSize?: unknown };
  colourway.images.flat.name = upload;
  if (size) colourway.flatSize = size;
  return new Map([...seedSnapshot, [id, { ...written, es }]]);
}

const text = { title: "Rug", description: "A rug", lang: "en" as const };

/** The configurator's page for a design's colourway at a size, as its loader hands the drawing its artwork. */
function page(snapshot: ContentSnapshot, colourway: number, size: { width: number; length: number }) {
  const design = snapshot.get("design.alcazar") as Written;
  const colours = (design.es as { colourways: { colours: string[] }[] }).colourways[colourway]?.colours ?? [];
  const query = new URLSearchParams(
    configurationQuery({
      ...parseConfiguration(new URLSearchParams()).configuration,
      motif: "large-pattern",
      design: "alcazar",
      colours,
      ...size,
    }),
  );
  const { parsed, artwork } = designOnPage(parseConfiguration(query), snapshot, "en");
  const markup = renderToStaticMarkup(
    <RugPreview configuration={parsed.configuration} text={text} {...(artwork ? { artwork } : {})} />,
  );
  return { artwork, markup, configuration: parsed.configuration };
}

describe("a colourway's picture from above as its artwork", () => {
  it("is an uploaded picture with its real size, at a URL the server makes from the upload's name", () => {
    const images = (flat: string) => ({
      flat: { name: flat, alt: "" },
      detail: { name: flat, alt: "" },
      room: { name: flat, alt: "" },
    });
    const view = topViewArtwork({ images: images(upload), flatSize: { width: 300, length: 200 } } as never);
    expect(view).toEqual({
      kind: "picture",
      media: upload,
      src: `/media/${upload}-1600.webp`,
      width: 300,
      length: 200,
    });
    // No size, a sample's drawn picture, or no colourway: none.
    expect(topViewArtwork({ images: images(upload) } as never)).toBeUndefined();
    expect(
      topViewArtwork({ images: images("design-alcazar-noche-flat"), flatSize: { width: 300, length: 200 } } as never),
    ).toBeUndefined();
    expect(topViewArtwork(null)).toBeUndefined();
  });

  it("is laid over the configurator's rug repeated at its real size, turned, and clipped to the outline", () => {
    const snapshot = withTopView("alcazar", 0, { width: 300, length: 200 });
    const { artwork, markup } = page(snapshot, 0, { width: 350, length: 450 });
    expect(isTopViews(artwork)).toBe(true);
    // One tile is the picture at 300 × 200 cm, from the rug's corner, over the rug's 350 × 450 box.
    expect(markup).toContain(
      `<pattern id="rug-top-view" patternUnits="userSpaceOnUse" width="300" height="200"><image href="/media/${upload}-1600.webp" width="300" height="200" preserveAspectRatio="none"></image></pattern>`,
    );
    expect(markup).toContain('<g transform="matrix(0 -1 1 0 0 350)">');
    expect(markup).toContain('<rect x="0" y="0" width="350" height="450" fill="url(#rug-top-view)">');
    expect(markup).toMatch(/<g clip-path="url\(#rug-outline\)"><g transform="matrix\(0 -1 1 0 0 350\)">/);
  });

  it("is the picture's colourway's only: another colourway of the design keeps its drawing, the visitor's own colours too", () => {
    const snapshot = withTopView("alcazar", 0, { width: 300, length: 200 });
    expect(page(snapshot, 1, { width: 350, length: 450 }).markup).not.toContain("rug-top-view");
    const { markup } = page(seedSnapshot, 0, { width: 350, length: 450 });
    expect(markup).not.toContain("<pattern");
  });

  it("needs its size: an upload without one leaves the design drawn as before", () => {
    const { artwork, markup } = page(withTopView("alcazar", 0), 0, { width: 350, length: 450 });
    expect(isTopViews(artwork)).toBe(false);
    expect(markup).not.toContain("rug-top-view");
  });

  it("gives the room view the same picture, under an id of its own", () => {
    const snapshot = withTopView("alcazar", 0, { width: 300, length: 200 });
    const { artwork, configuration } = page(snapshot, 0, { width: 300, length: 200 });
    const markup = renderToStaticMarkup(
      <DesignArtworkContext.Provider value={artwork}>
        <RugDrawing configuration={configuration} pxPerCm={2} margin={4} />
      </DesignArtworkContext.Provider>,
    );
    // A rug the picture's size shows it once, exactly.
    expect(markup).toContain(
      '<pattern id="rug-drawing-top-view" patternUnits="userSpaceOnUse" width="300" height="200">',
    );
    expect(markup).toContain('<rect x="0" y="0" width="300" height="200" fill="url(#rug-drawing-top-view)">');
  });

  it("is never drawn for a free configuration, whatever it is handed", () => {
    const view: TopViewArtwork = { kind: "picture", media: upload, src: "/media/x.webp", width: 300, length: 200 };
    const free = parseConfiguration(new URLSearchParams()).configuration;
    const markup = renderToStaticMarkup(<RugPreview configuration={free} text={text} artwork={view} />);
    expect(markup).not.toContain("rug-top-view");
  });
});
