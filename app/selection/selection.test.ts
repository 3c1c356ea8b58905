import { describe, expect, it } from "vitest";
import { configurationQuery, defaultConfiguration } from "~/rug/configuration";
import { checkedSelection, cleanPlace, isSharedSelectionPath, parseQuantity, selectionLimits } from "./selection";

const rug = configurationQuery(defaultConfiguration);

describe("a project's quantities and places", () => {
  it("takes a whole number from 1 to 9,999, as typed with spaces", () => {
    expect(parseQuantity("1")).toBe(1);
    expect(parseQuantity(" 120 ")).toBe(120);
    expect(parseQuantity("1 200")).toBe(1200);
    expect(parseQuantity("9999")).toBe(9999);
  });

  it("refuses 0, negatives, fractions, exponents, words and 10^9, never rounding them into a quantity", () => {
    for (const typed of ["0", "-3", "1.5", "1,5", "1e9", "ten", "", "10000", "1000000000", "0x10", "١٢"])
      expect(parseQuantity(typed), typed).toBeNull();
  });

  it("keeps a place as one line of text, markup and all, at most 60 characters", () => {
    expect(cleanPlace("  Guest\nrooms\t(floors 2-9) ")).toBe("Guest rooms (floors 2-9)");
    expect(cleanPlace("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
    expect(cleanPlace("x".repeat(500))).toHaveLength(selectionLimits.placeLength);
  });
});

describe("a project read back from where the visitor could change it", () => {
  it("keeps at most 40 rugs of 500, each a rug the factory makes, with unique ids", () => {
    const items = Array.from({ length: 500 }, (_, index) => ({ id: `i${index}`, rug, place: "Lobby", quantity: 2 }));
    const checked = checkedSelection({ items });
    expect(checked.items).toHaveLength(selectionLimits.items);
    expect(new Set(checked.items.map((item) => item.id)).size).toBe(selectionLimits.items);
  });

  it("drops what is no rug, no quantity or no id, and mends a place", () => {
    const checked = checkedSelection({
      items: [
        { id: "a", rug, place: "Lobby", quantity: 1 },
        { id: "b", rug: "shape=spaceship", place: "", quantity: 1 },
        { id: "c", rug, place: "", quantity: 0 },
        { id: "d", rug, place: "", quantity: 1e9 },
        { id: "e", rug, place: "", quantity: "12" },
        { id: "a", rug, place: "twice", quantity: 1 },
        { id: "<b>", rug, place: "", quantity: 1 },
        { id: "f", rug, place: "x\u0000y".repeat(40), quantity: 3 },
        null,
        "junk",
      ],
    });
    expect(checked.items.map((item) => item.id)).toEqual(["a", "f"]);
    expect(checked.items[1]?.place).toHaveLength(60);
    expect(checkedSelection("not a project")).toEqual({ items: [] });
  });

  it("knows a shared project's address by its token's shape", () => {
    expect(isSharedSelectionPath(`/mi-proyecto/${"a".repeat(43)}`)).toBe(true);
    expect(isSharedSelectionPath(`/mi-proyecto/${"a".repeat(42)}`)).toBe(false);
    expect(isSharedSelectionPath("/mi-proyecto/../admin")).toBe(false);
  });
});
