import type { Material, Pile, Technique } from "~/rug/options";
import { type ProductDeclaration, type ProductDeclarations, productDeclarations } from "~/site/declarations";

/**
 * A rug's embodied carbon as its EPD declares it (app/site/declarations.ts): the product stage's
 * global-warming potential per m² and for the rug's area, with the EPD it is quoted from. `null`
 * when no EPD covers the rug (its construction has none, or a yarn of its pile is not the declared
 * product's): every document then says "on request", never a figure.
 *
 * A design offered in both techniques is declared only when every technique's EPD covers it, and
 * takes the higher figure, as its classes take the lower: what its page states holds however it
 * is made.
 */
export type RugCarbon = {
  /** kg CO2e per m², modules A1-A3. */
  gwpA1A3KgCo2ePerM2: number;
  /** kg CO2e for the rug's area, to a tenth. */
  gwpA1A3KgCo2e: number;
  epd: Pick<ProductDeclaration, "number" | "programmeOperator" | "validUntil">;
};

export function rugCarbon(
  rug: { techniques: readonly Technique[]; pile: Pile; materials: readonly Material[] },
  areaM2: number,
  declarations: ProductDeclarations = productDeclarations,
): RugCarbon | null {
  const declared = rug.techniques.map((technique) => declarations[technique]?.[rug.pile]);
  if (declared.length === 0) return null;
  const covering: ProductDeclaration[] = [];
  for (const declaration of declared) {
    if (!declaration || !rug.materials.every((material) => declaration.materials.includes(material))) return null;
    covering.push(declaration);
  }
  const highest = covering.reduce((a, b) => (b.gwpA1A3KgCo2ePerM2 > a.gwpA1A3KgCo2ePerM2 ? b : a));
  return {
    gwpA1A3KgCo2ePerM2: highest.gwpA1A3KgCo2ePerM2,
    gwpA1A3KgCo2e: Math.round(highest.gwpA1A3KgCo2ePerM2 * areaM2 * 10) / 10,
    epd: { number: highest.number, programmeOperator: highest.programmeOperator, validUntil: highest.validUntil },
  };
}
