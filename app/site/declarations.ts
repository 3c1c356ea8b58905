/**
 * The environmental product declarations (EPDs, EN 15804) the company holds, as company facts:
 * for each construction (a technique and a kind of pile), the global-warming potential its EPD
 * declares for the product stage (modules A1-A3: raw materials, transport to the factory,
 * manufacturing), in kg CO2e per m² of rug, with the EPD's registration number and the programme
 * operator that published it. The data sheet, the project's schedule and the IFC object state the
 * figure for the rug's area and quote the EPD; a construction with no EPD here, or a rug in a yarn
 * its EPD does not cover, is stated "on request", never with a number made up for it.
 *
 * Every value below is a clearly fictional placeholder (`EJEMPLO-…`): replace each with the real
 * EPD's figure, number, operator and validity, or remove it. `npm run check:launch` lists them
 * until then.
 */
export type ProductDeclaration = {
  /** GWP-total of modules A1-A3 per m², as the EPD declares it for its declared unit of 1 m². */
  gwpA1A3KgCo2ePerM2: number;
  /** The EPD's registration number, as its programme operator writes it. */
  number: string;
  /** The programme operator that verified and published it (e.g. "EPD International AB"). */
  programmeOperator: string;
  /** The last day it is valid, `YYYY-MM-DD`. */
  validUntil: string;
  /** The pile yarns of the product it declares, as the configurator names them: a rug in any other yarn is "on request". */
  materials: readonly string[];
};

const sampleYarns = ["nz-wool", "blend", "synthetic"] as const;

/** By technique, then pile, as the configurator names them (app/rug/carbon.ts reads it with their types). */
export type ProductDeclarations = Partial<Record<string, Partial<Record<string, ProductDeclaration>>>>;

export const productDeclarations: ProductDeclarations = {
  handtuft: {
    cut: {
      gwpA1A3KgCo2ePerM2: 18.4,
      number: "EJEMPLO-EPD-0101",
      programmeOperator: "Operador de programa de ejemplo",
      validUntil: "2030-05-31",
      materials: sampleYarns,
    },
    loop: {
      gwpA1A3KgCo2ePerM2: 15.9,
      number: "EJEMPLO-EPD-0102",
      programmeOperator: "Operador de programa de ejemplo",
      validUntil: "2030-05-31",
      materials: sampleYarns,
    },
  },
  robotuft: {
    cut: {
      gwpA1A3KgCo2ePerM2: 16.7,
      number: "EJEMPLO-EPD-0201",
      programmeOperator: "Operador de programa de ejemplo",
      validUntil: "2030-05-31",
      materials: sampleYarns,
    },
  },
};
