import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { needsScriptAttribute, noScriptStyle } from "~/components/ui/early-taps";
import { configuratorWords } from "~/configurator/words";
import { defaultConfiguration } from "~/rug/configuration";
import { RoomDialog } from "./room-dialog";

const copy = configuratorWords("en");
const html = renderToString(
  <RoomDialog configuration={defaultConfiguration} lang="en" copy={copy} sizeLabel="200 × 300 cm" />,
);

describe("the configurator's room view as the server sends it", () => {
  it("has its button from the first paint, for the head's script to keep a tap on it until the page answers", () => {
    expect(html).toMatch(
      new RegExp(`<button type="button" ${needsScriptAttribute}=""[^>]*>${copy.actions.room}</button>`),
    );
  });

  it("says the view needs JavaScript only to a browser that runs none, which hides the button", () => {
    expect(html).toMatch(new RegExp(`<noscript><p[^>]*>${copy.actions.roomNeedsScript}</p></noscript>`));
    expect(html.replace(/<noscript>.*?<\/noscript>/g, "")).not.toContain(copy.actions.roomNeedsScript);
    expect(noScriptStyle).toBe(`[${needsScriptAttribute}]{display:none}`);
  });

  it("opens nothing until tapped", () => {
    expect(html).not.toContain("<dialog");
  });
});
