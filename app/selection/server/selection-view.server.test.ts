import { describe, expect, it } from "vitest";
import { designConfiguration } from "~/content/collection/design-configuration";
import { collectionFrom } from "~/content/collection/shown";
import { seedSnapshot } from "~/content/documents";
import { configurationQuery } from "~/rug/configuration";
import { selectionView } from "./selection-view.server";

const marea = collectionFrom(seedSnapshot, "es").design.get("marea");
if (!marea) throw new Error("the seed has no Marea");
const selection = {
  items: [
    {
      id: "i1",
      rug: configurationQuery(designConfiguration(marea, marea.colourways[0])),
      place: "Suites",
      quantity: 4,
    },
  ],
};

describe("the project's page", () => {
  it("shows a design in its colourway with its picture, and the area of all its rugs", () => {
    const [item] = selectionView(selection, "en", collectionFrom(seedSnapshot, "en")).items;
    const english = collectionFrom(seedSnapshot, "en").design.get("marea")?.colourways[0]?.label;
    expect(item?.name).toBe(`Marea · ${english}`);
    expect(item?.withdrawn).toBe(false);
    expect(item?.picture?.name).toBe(marea.colourways[0]?.images.flat.name);
    expect(item?.area).toBe("6.00 m² each · 24.00 m² in all");
  });

  it("keeps a design taken off the site as a free configuration with the same choices, and says so, never failing", () => {
    const withoutMarea = new Map([...seedSnapshot].filter(([id]) => id !== "design.marea"));
    const view = selectionView(selection, "en", collectionFrom(withoutMarea, "en"));
    expect(view.items.map((item) => [item.name, item.withdrawn, item.picture])).toEqual([
      ["Free configuration", true, null],
    ]);
    expect(view.count).toBe("Rugs: 4 · References: 1");
  });
});
