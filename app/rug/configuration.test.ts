import { describe, expect, it } from "vitest";
import { colours } from "./colours";
import {
  type Configuration,
  configurationQuery,
  defaultConfiguration,
  isSeamless,
  notesOf,
  parseConfiguration,
  withGroundFirst,
} from "./configuration";
import { backings, materials, motifs, piles, shapes, techniques } from "./options";

const parse = (query: string) => parseConfiguration(new URLSearchParams(query));

describe("a configuration's address", () => {
  it("opens on the default rug when it says nothing", () => {
    expect(parse("")).toEqual({ configuration: defaultConfiguration, problems: [], entered: {} });
    for (const code of defaultConfiguration.colours) expect(colours.map((colour) => colour.code)).toContain(code);
  });

  it("reads back every shape, technique, pile, motif, material and backing it wrote", () => {
    for (const shape of shapes) {
      for (const pile of piles) {
        const configuration: Configuration = {
          ...defaultConfiguration,
          shape,
          width: shape === "circular" || shape === "square" ? 250 : 180,
          length: 250,
          pile,
          // A height the pile does not have is not in the address: it reads back as the default.
          cutHeight: pile === "loop" ? defaultConfiguration.cutHeight : 12,
          loopHeight: pile === "cut" ? defaultConfiguration.loopHeight : 8,
          technique: techniques[1],
          motif: motifs[shapes.indexOf(shape) % motifs.length] ?? "unique",
          material: materials[2],
          backing: backings[3],
          colours: ["GR05", "IV01", "CH18"],
        };
        const back = parse(configurationQuery(configuration));
        expect(back.problems, `${shape} ${pile}`).toEqual([]);
        expect(back.configuration, `${shape} ${pile}`).toEqual(configuration);
      }
    }
  });

  it("writes only what applies, in a fixed order", () => {
    const circle = {
      ...defaultConfiguration,
      shape: "circular" as const,
      width: 240,
      length: 240,
      pile: "loop" as const,
    };
    expect(configurationQuery(circle)).toBe(
      "shape=circular&d=240&technique=handtuft&pile=loop&loop=10&motif=large-pattern&c=SA04&c=TE11&c=CH15&material=nz-wool&backing=latex",
    );
  });

  it("reads a diameter and a square's side into both width and length", () => {
    expect(parse("shape=circular&d=180").configuration).toMatchObject({ width: 180, length: 180 });
    expect(parse("shape=square&w=220&l=400").configuration).toMatchObject({ width: 220, length: 220 });
  });

  it("takes colour codes in any case, once each, the first as the ground", () => {
    expect(parse("c=te11&c=SA04&c=TE11").configuration.colours).toEqual(["TE11", "SA04"]);
  });

  it("moves the colour asked for to the front (the 'use as ground' button)", () => {
    const query = withGroundFirst(new URLSearchParams("c=SA04&c=TE11&c=CH15&ground=CH15"));
    expect(query.getAll("c")).toEqual(["CH15", "SA04", "TE11"]);
    expect(query.has("ground")).toBe(false);
  });
});

describe("what the factory cannot make", () => {
  it.each([
    ["cut=60", "cutHeight", 6, 50, 50],
    ["cut=3", "cutHeight", 6, 50, 6],
    ["pile=loop&loop=41", "loopHeight", 4, 40, 40],
    ["pile=loop&loop=3", "loopHeight", 4, 40, 4],
  ] as const)("refuses %s: a height outside %s's range, shown as its nearest", (query, field, min, max, nearest) => {
    const { configuration, problems, entered } = parse(query);
    expect(problems).toEqual([{ field, kind: "range", min, max }]);
    expect(field === "cutHeight" ? configuration.cutHeight : configuration.loopHeight).toBe(nearest);
    expect(Object.values(entered)).toHaveLength(1);
  });

  it("checks both heights of a cut and loop pile", () => {
    expect(parse("pile=cut-loop&cut=55&loop=2").problems.map((problem) => problem.field)).toEqual([
      "cutHeight",
      "loopHeight",
    ]);
  });

  it("ignores a height the pile does not have", () => {
    expect(parse("pile=loop&cut=99").problems).toEqual([]);
  });

  it("refuses sizes under 40 cm or over 30 m, and what is not a number, keeping what was typed", () => {
    const { problems, entered, configuration } = parse("w=20&l=abc");
    expect(problems.map((problem) => problem.field)).toEqual(["width", "length"]);
    expect(entered).toEqual({ width: "20", length: "abc" });
    expect(configuration).toMatchObject({ width: 40, length: defaultConfiguration.length });
    expect(parse("shape=circular&d=3001").problems).toEqual([{ field: "diameter", kind: "range", min: 40, max: 3000 }]);
  });

  it("accepts a decimal comma and rounds to the centimetre", () => {
    expect(parse("w=180,6&l=250.2").configuration).toMatchObject({ width: 181, length: 250 });
  });

  it("reads numbers as a person writes them, not as JavaScript reads them", () => {
    const { problems, configuration, entered } = parse("w=1e3&l=0x100");
    expect(problems.map((problem) => problem.field)).toEqual(["width", "length"]);
    expect(entered).toEqual({ width: "1e3", length: "0x100" });
    expect(configuration).toMatchObject({ width: defaultConfiguration.width, length: defaultConfiguration.length });
    for (const typed of ["0b101", "Infinity", "1_000", "+300", "-300", "3e2", ".5e3", "300 cm"])
      expect(parse(`w=${encodeURIComponent(typed)}`).problems, typed).toEqual([
        { field: "width", kind: "range", min: 40, max: 3000 },
      ]);
    expect(parse("w=%20300%20").configuration.width).toBe(300);
  });

  it("refuses a seventh colour and a code not in the collection", () => {
    const seven = colours.slice(0, 7).map((colour) => `c=${colour.code}`);
    const tooMany = parse(seven.join("&"));
    expect(tooMany.problems).toEqual([{ field: "colours", kind: "tooMany", max: 6 }]);
    expect(tooMany.configuration.colours).toHaveLength(6);
    expect(parse("c=SA04&c=XX00").problems).toEqual([{ field: "colours", kind: "unknown" }]);
  });

  it("refuses options it does not offer, with the default in their place", () => {
    const { problems, configuration } = parse(
      "shape=star&technique=woven&material=mohair&backing=glue&motif=logo&pile=shag",
    );
    expect(problems.map((problem) => problem.field).sort()).toEqual(
      ["backing", "material", "motif", "pile", "shape", "technique"].sort(),
    );
    expect(configuration).toMatchObject({ shape: "rectangular", technique: "handtuft", material: "nz-wool" });
  });
});

describe("the notes beside a configuration", () => {
  it("says a rug over 6 m × 4 m either way round is made with joins", () => {
    expect(isSeamless({ width: 400, length: 600 })).toBe(true);
    expect(isSeamless({ width: 600, length: 400 })).toBe(true);
    expect(isSeamless({ width: 401, length: 600 })).toBe(false);
    expect(notesOf(parse("w=500&l=700").configuration)).toEqual(["joins"]);
    expect(parse("w=500&l=700").problems).toEqual([]);
  });

  it("says a cut pile under 15 mm is sheared, and says nothing for a loop pile that low", () => {
    expect(notesOf(parse("cut=10").configuration)).toEqual(["sheared"]);
    expect(notesOf(parse("pile=loop&loop=10").configuration)).toEqual([]);
  });
});
