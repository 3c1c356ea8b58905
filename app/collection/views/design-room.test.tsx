import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { collectionWords } from "~/collection/words";
import { needsScriptAttribute } from "~/components/ui/early-taps";
import { defaultConfiguration } from "~/rug/configuration";
import { DesignRoom } from "./design-room";

describe("a design's room view as the server sends it", () => {
  it.each(["es", "en", "de"] as const)(
    "has its button from the first paint and the no-script sentence only inside <noscript> (%s)",
    (lang) => {
      const copy = collectionWords[lang].design.actions;
      const html = renderToString(
        <DesignRoom copy={copy} configuration={defaultConfiguration} lang={lang} sizeLabel="200 × 300 cm" />,
      );
      expect(html).toMatch(new RegExp(`<button type="button" ${needsScriptAttribute}=""[^>]*>${copy.room}</button>`));
      expect(html).toMatch(new RegExp(`<noscript><p[^>]*>${copy.roomNeedsScript}</p></noscript>`));
      expect(html.replace(/<noscript>.*?<\/noscript>/g, "")).not.toContain(copy.roomNeedsScript);
    },
  );
});
