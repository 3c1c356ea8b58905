import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { designArtwork } from "~/content/collection-images";
import { artworkColours, drawArtwork } from "~/rug/artwork/artwork";
import { type Configuration, defaultConfiguration } from "./configuration";
import { RugDrawing, RugPreview } from "./drawing";
import { DesignArtworkContext } from "./rug-fill";

const text = { title: "Rug", description: "A rug", lang: "en" as const };
const alcazar: Configuration = {
  ...defaultConfiguration,
  motif: "large-pattern",
  width: 350,
  length: 450,
  colours: ["SA03", "TE10", "CH14"],
  design: "alcazar",
};

/** The design's artwork as the collection's pictures and the pack's textures draw it at this size. */
function artworkMarkup(configuration: Configuration, slug: string): string {
  const artwork = designArtwork(slug);
  if (!artwork) throw new Error(`${slug} has no artwork`);
  return drawArtwork({ ...artwork, ...configuration, colours: artworkColours(configuration.colours) }).color;
}

describe("the configurator's drawing of a design", () => {
  it("draws the design's own artwork, the one its pictures and its pack's texture are made from", () => {
    const markup = renderToStaticMarkup(
      <RugPreview configuration={alcazar} text={text} artwork={designArtwork("alcazar")} />,
    );
    expect(markup).toContain(artworkMarkup(alcazar, "alcazar"));
    expect(markup).not.toContain(artworkMarkup({ ...alcazar, design: "marea" }, "marea"));
  });

  it("draws a free configuration with its collection's motif, as before", () => {
    const free = { ...alcazar, design: undefined };
    const markup = renderToStaticMarkup(
      <RugPreview configuration={free} text={text} artwork={designArtwork("alcazar")} />,
    );
    expect(markup).not.toContain(artworkMarkup(alcazar, "alcazar"));
  });

  it("gives the room view the same artwork, from the configurator it is opened in", () => {
    const markup = renderToStaticMarkup(
      <DesignArtworkContext.Provider value={designArtwork("alcazar")}>
        <RugDrawing configuration={alcazar} pxPerCm={2} margin={4} />
      </DesignArtworkContext.Provider>,
    );
    expect(markup).toContain(artworkMarkup(alcazar, "alcazar"));
  });
});
