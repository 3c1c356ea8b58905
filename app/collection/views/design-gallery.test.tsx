import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { designView } from "~/collection/design-view";
import { collectionWords } from "~/collection/words";
import type { Design } from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import { seedSnapshot } from "~/content/documents";
import type { Language } from "~/i18n/languages";
import { DesignGallery } from "./design-gallery";

function gallery(lang: Language) {
  const catalogue = collectionFrom(seedSnapshot, lang);
  const view = designView(catalogue.design.get("alcazar") as Design, catalogue, lang);
  const colourway = view.colourways[0];
  if (!colourway) throw new Error("Alcázar has no colourway");
  const html = renderToString(
    <DesignGallery copy={collectionWords[lang].design.gallery} design={view.name} colourway={colourway} />,
  );
  return { html, colourway };
}

describe("a design's gallery", () => {
  it.each(["es", "en", "it"] as const)(
    "describes every picture, the main one first, in the page's language (%s)",
    (lang) => {
      const { html, colourway } = gallery(lang);
      const alts = [...html.matchAll(/<img[^>]*\salt="([^"]*)"/g)].map((match) => match[1]?.replaceAll("&#x27;", "'"));
      expect(alts).toEqual([colourway.images.flat.alt, colourway.images.detail.alt, colourway.images.room.alt]);
      for (const alt of alts) expect(alt).toMatch(/Alcázar/);
    },
  );

  it("names each link by its words and the picture's description, said once", () => {
    const { html } = gallery("en");
    expect(html).not.toMatch(/<a [^>]*aria-label=/);
    expect(html).toMatch(/<a [^>]*><span class="sr-only">Enlarge: <\/span><picture>/);
  });
});
