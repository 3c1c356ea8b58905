import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { type Configuration, defaultConfiguration } from "~/rug/configuration";
import { rugReference } from "~/rug/reference";
import { readIfc } from "../../../tests/support/ifc-reader";

const rug: Configuration = { ...defaultConfiguration, colours: ["SA04", "TE12", "BL03"] };
const siteUrl = "https://www.nudo.example";
/**
 * The packs' textures are drawn here with 512 pixels on their longer side, a quarter of the
 * pack's each way: the same drawing on fewer pixels (the full size's time is the pack bench's).
 */
const texturePx = 512;

/**
 * A pack drawn by a fresh copy of the pack's modules, as another process (or this one after its
 * textures were let go) draws it: nothing kept from an earlier draw is reused.
 */
async function drawnAfresh(now: Date): Promise<Uint8Array> {
  vi.resetModules();
  const { specifierPack } = await import("./pack.server");
  return specifierPack({ configuration: rug, lang: "fr", subject: {}, siteUrl, now, texturePx });
}

describe("the specifier's pack", () => {
  it("is the same bytes, file by file, when the same rug is drawn twice on one day", async () => {
    // Morning and evening of one day in Madrid, summer time.
    const morning = await drawnAfresh(new Date("2026-06-10T06:12:01Z"));
    const evening = await drawnAfresh(new Date("2026-06-10T19:47:33Z"));
    const [first, second] = [unzipSync(morning), unzipSync(evening)];
    expect(Object.keys(second)).toEqual(Object.keys(first));
    for (const [name, bytes] of Object.entries(first))
      expect(Buffer.from(second[name] as Uint8Array).equals(Buffer.from(bytes)), name).toBe(true);
    expect(Buffer.from(evening).equals(Buffer.from(morning))).toBe(true);
  });
});

describe("a design's specifier pack", () => {
  it("holds the design's artwork over the whole rug, named by its size, the same pattern whatever the pack's language", async () => {
    vi.resetModules();
    const { specifierPack } = await import("./pack.server");
    const alcazar: Configuration = {
      ...defaultConfiguration,
      motif: "large-pattern",
      pile: "cut-loop",
      width: 350,
      length: 450,
      colours: ["SA03", "TE10", "CH14"],
      design: "alcazar",
    };
    const subject = {
      design: {
        slug: "alcazar",
        name: "Alcázar",
        colourway: "Arena",
        techniques: ["handtuft" as const],
        materials: ["nz-wool" as const, "silk" as const],
      },
    };
    const now = new Date("2026-06-10T10:00:00Z");
    const [spanish, dutch] = await Promise.all(
      (["es", "nl"] as const).map(async (lang) =>
        unzipSync(await specifierPack({ configuration: alcazar, lang, subject, siteUrl, now, texturePx })),
      ),
    );
    for (const name of ["texture-colour-350x450cm.jpg", "texture-normal-350x450cm.png"]) {
      const [a, b] = [spanish?.[name], dutch?.[name]];
      expect(a, name).toBeDefined();
      expect(Buffer.from(a as Uint8Array).equals(Buffer.from(b as Uint8Array)), name).toBe(true);
    }
    const readme = new TextDecoder().decode(spanish?.["LEEME.txt"]);
    expect(readme).toContain("texture-colour-350x450cm.jpg");
    expect(readme).toContain("350 × 450 cm");

    // The BIM object: the design in its colourway at 3.5 × 4.5 m, tagged with the rug's reference.
    const model = await readIfc(spanish?.["alfombra.ifc"] as Uint8Array);
    const [covering] = model.coverings;
    expect(covering?.name).toBe("Alcázar · Arena");
    expect(covering?.tag).toBe(rugReference(alcazar));
    expect(covering?.extent.x).toBeCloseTo(4.5, 3);
    expect(covering?.extent.y).toBeCloseTo(3.5, 3);
    expect(readme).toContain("alfombra.ifc");
    // The clause an architect pastes: the rug "or approved equal", its facts as the sheet states them.
    const clause = readme.slice(readme.indexOf("CSI MasterFormat 12 48 00"));
    expect(clause).toContain(
      "Alfombra: Nudo Alcázar · Arena, de Nudo Alfombras Ejemplo, S.L., Crevillente (Alicante), o equivalente aprobado.",
    );
    expect(clause).toContain("Medidas: 3500 × 4500 mm");
    // Wool with silk accents: no EPD covers silk, so its carbon is on request, never a figure.
    expect(clause).toContain("Huella de carbono (A1-A3): bajo petición");
    expect(clause).toMatch(/\r\nConfiguración: https:\/\/www\.nudo\.example\/configurador\?/);
  });
});
