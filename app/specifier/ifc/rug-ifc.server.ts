import type { Language } from "~/i18n/languages";
import type { Configuration } from "~/rug/configuration";
import type { SpecifierFigures } from "~/rug/figures";
import type { Point } from "~/rug/geometry";
import { rugVocabulary } from "~/rug/words";
import { siteConfig } from "~/site/config";
import { carbonStatement, fireStatements, materialsStatement, wearStatement } from "~/specifier/fact-statements";
import { outlineBounds, rugOutline } from "~/specifier/rug-outline";
import { sheetWords } from "~/specifier/sheet-words";
import {
  bool,
  derived,
  enumeration,
  globalId,
  integer,
  list,
  real,
  type StepValue,
  stepFile,
  text,
  typed,
  unset,
} from "./step-file";

/**
 * The rug as an IFC4 object, for an architect's BIM model (Revit, ArchiCAD, Vectorworks, BlenderBIM
 * open it): one `IfcCovering` of type FLOORING on a storey of its own, its body the outline the
 * configurator draws (every piece of a rug made in several, a circle or an oval as its exact curve)
 * extruded as thick as the rug, at real size in millimetres with its origin at the corner of its
 * bounding box (the DXF drawing's), its material as two layers (backing, then pile), and its facts
 * in property sets: the standard `Pset_CoveringCommon` (reference, fire class),
 * `Qto_CoveringBaseQuantities` (thickness, area), `Pset_EnvironmentalImpactIndicators` when an EPD
 * covers it, and `Nudo_Rug` with the data sheet's statements in the pack's language.
 *
 * The same rug on the same day is the same bytes: ids come from the rug's address, the header's
 * time is the day the pack is dated.
 */
export type RugIfcInput = {
  configuration: Configuration;
  figures: SpecifierFigures;
  lang: Language;
  /** "Alcázar · Noche", or the configurator's name for a free configuration. */
  name: string;
  /** The design and colourway, when the rug is one of the collection's. */
  design?: { name: string; colourway: string };
  /** The rug's reference: a project item's code ("RG-01") or the rug's own. */
  tag: string;
  /** The configuration's address: ids are made from it, and the object links back to it. */
  url: string;
  /** The day the pack is dated, `YYYY-MM-DD`. */
  day: string;
};

export function rugIfc(input: RugIfcInput): string {
  const { configuration, figures, lang } = input;
  const file = stepFile();
  const add = file.add;
  const id = (role: string) => globalId(`${input.url}#${input.tag}#${role}`);
  const point3 = (x: number, y: number, z: number) => add("IfcCartesianPoint", [list([real(x), real(y), real(z)])]);
  const point2 = ([x, y]: readonly [number, number]) => add("IfcCartesianPoint", [list([real(x), real(y)])]);
  const direction = (x: number, y: number, z: number) => add("IfcDirection", [list([real(x), real(y), real(z)])]);

  const origin = point3(0, 0, 0);
  const up = direction(0, 0, 1);
  const east = direction(1, 0, 0);
  const placement = () => add("IfcAxis2Placement3D", [origin, up, east]);
  const world = placement();
  const context = add("IfcGeometricRepresentationContext", [
    unset,
    text("Model"),
    integer(3),
    real(1e-4),
    world,
    unset,
  ]);
  const body = add("IfcGeometricRepresentationSubContext", [
    text("Body"),
    text("Model"),
    derived,
    derived,
    derived,
    derived,
    context,
    unset,
    enumeration("MODEL_VIEW"),
    unset,
  ]);
  const units = add("IfcUnitAssignment", [
    list([
      add("IfcSIUnit", [derived, enumeration("LENGTHUNIT"), enumeration("MILLI"), enumeration("METRE")]),
      add("IfcSIUnit", [derived, enumeration("AREAUNIT"), unset, enumeration("SQUARE_METRE")]),
      add("IfcSIUnit", [derived, enumeration("VOLUMEUNIT"), unset, enumeration("CUBIC_METRE")]),
      add("IfcSIUnit", [derived, enumeration("MASSUNIT"), enumeration("KILO"), enumeration("GRAM")]),
      add("IfcSIUnit", [derived, enumeration("PLANEANGLEUNIT"), unset, enumeration("RADIAN")]),
    ]),
  ]);

  const project = add("IfcProject", [
    id("project"),
    unset,
    text(`${siteConfig.brandName} · ${input.name}`),
    unset,
    unset,
    unset,
    unset,
    list([context]),
    units,
  ]);
  const sitePlacement = add("IfcLocalPlacement", [unset, placement()]);
  const site = add("IfcSite", [
    id("site"),
    unset,
    text("Site"),
    ...Array<StepValue>(2).fill(unset),
    sitePlacement,
    unset,
    unset,
    enumeration("ELEMENT"),
    ...Array<StepValue>(5).fill(unset),
  ]);
  const buildingPlacement = add("IfcLocalPlacement", [sitePlacement, placement()]);
  const building = add("IfcBuilding", [
    id("building"),
    unset,
    text("Building"),
    unset,
    unset,
    buildingPlacement,
    unset,
    unset,
    enumeration("ELEMENT"),
    unset,
    unset,
    unset,
  ]);
  const storeyPlacement = add("IfcLocalPlacement", [buildingPlacement, placement()]);
  const storey = add("IfcBuildingStorey", [
    id("storey"),
    unset,
    text("Level 0"),
    unset,
    unset,
    storeyPlacement,
    unset,
    unset,
    enumeration("ELEMENT"),
    real(0),
  ]);
  add("IfcRelAggregates", [id("project-site"), unset, unset, unset, project, list([site])]);
  add("IfcRelAggregates", [id("site-building"), unset, unset, unset, site, list([building])]);
  add("IfcRelAggregates", [id("building-storey"), unset, unset, unset, building, list([storey])]);

  // The body: each piece's outline (centimetres, y down) in millimetres with y up, from the
  // bounding box's corner, extruded upwards as thick as the rug.
  const outline = rugOutline(configuration);
  const [minX, , , maxY] = outlineBounds(outline);
  const drawn = ([x, y]: Point): [number, number] => [(x - minX) * 10, (maxY - y) * 10];
  const profiles: StepValue[] = [];
  if (outline.ellipse) {
    const { centre, radii } = outline.ellipse;
    const position = add("IfcAxis2Placement2D", [point2(drawn(centre)), unset]);
    profiles.push(
      radii[0] === radii[1]
        ? add("IfcCircleProfileDef", [enumeration("AREA"), unset, position, real(radii[0] * 10)])
        : add("IfcEllipseProfileDef", [enumeration("AREA"), unset, position, real(radii[0] * 10), real(radii[1] * 10)]),
    );
  } else {
    for (const piece of outline.pieces) {
      const points = piece.map((corner) => point2(drawn(corner)));
      const closed = add("IfcPolyline", [list([...points, points[0] as StepValue])]);
      profiles.push(add("IfcArbitraryClosedProfileDef", [enumeration("AREA"), unset, closed]));
    }
  }
  const solids = profiles.map((profile) =>
    add("IfcExtrudedAreaSolid", [profile, placement(), up, real(figures.thicknessMm)]),
  );
  const shape = add("IfcShapeRepresentation", [body, text("Body"), text("SweptSolid"), list(solids)]);
  const definition = add("IfcProductDefinitionShape", [unset, unset, list([shape])]);

  const vocabulary = rugVocabulary(lang);
  const { names } = vocabulary;
  const description = [
    names.techniques[configuration.technique],
    names.piles[configuration.pile],
    materialsStatement(figures.materials, lang),
  ].join(", ");
  const rug = add("IfcCovering", [
    id("rug"),
    unset,
    text(input.name),
    text(description),
    text("Rug"),
    add("IfcLocalPlacement", [storeyPlacement, placement()]),
    definition,
    text(input.tag),
    enumeration("FLOORING"),
  ]);
  add("IfcRelContainedInSpatialStructure", [id("storey-rug"), unset, unset, unset, list([rug]), storey]);

  // The material: the backing under the pile, each layer as thick as the data sheet says.
  const pileMaterial = add("IfcMaterial", [
    text(materialsStatement(figures.materials, lang)),
    text(names.piles[configuration.pile]),
    text("Textile"),
  ]);
  const backingMaterial = add("IfcMaterial", [text(names.backings[configuration.backing]), unset, text("Textile")]);
  const layer = (material: StepValue, thicknessMm: number, name: string) =>
    add("IfcMaterialLayer", [material, real(thicknessMm), unset, text(name), unset, unset, unset]);
  const layers = add("IfcMaterialLayerSet", [
    list([
      layer(backingMaterial, figures.backingThicknessMm, "Backing"),
      layer(pileMaterial, figures.thicknessMm - figures.backingThicknessMm, "Pile"),
    ]),
    text(input.name),
    unset,
  ]);
  add("IfcRelAssociatesMaterial", [id("material"), unset, unset, unset, list([rug]), layers]);

  const property = (name: string, value: StepValue) => add("IfcPropertySingleValue", [text(name), unset, value, unset]);
  const label = (value: string) => typed("IfcLabel", text(value));
  const words = (value: string) => typed("IfcText", text(value));
  const propertySet = (name: string, properties: StepValue[]) => {
    const set = add("IfcPropertySet", [id(name), unset, text(name), unset, list(properties)]);
    add("IfcRelDefinesByProperties", [id(`${name}-rug`), unset, unset, unset, list([rug]), set]);
  };

  const sheet = sheetWords[lang].values;
  const fire = fireStatements(figures.fire, lang);
  const floorClass = figures.fire.floors?.class ?? sheet.onRequest;
  propertySet("Pset_CoveringCommon", [
    property("Reference", typed("IfcIdentifier", text(input.tag))),
    property("IsExternal", typed("IfcBoolean", bool(false))),
    property("FlammabilityRating", label(floorClass)),
  ]);
  const quantities = add("IfcElementQuantity", [
    id("Qto_CoveringBaseQuantities"),
    unset,
    text("Qto_CoveringBaseQuantities"),
    unset,
    unset,
    list([
      add("IfcQuantityLength", [text("Width"), unset, unset, real(figures.thicknessMm), unset]),
      add("IfcQuantityArea", [text("GrossArea"), unset, unset, real(figures.areaM2), unset]),
      add("IfcQuantityArea", [text("NetArea"), unset, unset, real(figures.areaM2), unset]),
    ]),
  ]);
  add("IfcRelDefinesByProperties", [id("quantities-rug"), unset, unset, unset, list([rug]), quantities]);

  if (figures.carbon) {
    propertySet("Pset_EnvironmentalImpactIndicators", [
      property("Reference", typed("IfcIdentifier", text(figures.carbon.epd.number))),
      property("FunctionalUnitReference", label("1 m²")),
      property("Unit", label("m²")),
      property("ClimateChangePerUnit", typed("IfcMassMeasure", real(figures.carbon.gwpA1A3KgCo2ePerM2))),
    ]);
  }

  const heights = Object.entries(figures.pileHeightsMm).map(([kind, mm]) =>
    property(kind === "cut" ? "CutPileHeight" : "LoopPileHeight", typed("IfcPositiveLengthMeasure", real(mm))),
  );
  propertySet("Nudo_Rug", [
    ...(input.design
      ? [property("Design", label(input.design.name)), property("Colourway", label(input.design.colourway))]
      : []),
    property("ColourCodes", label(figures.colours.map((colour) => colour.code).join(", "))),
    property("Shape", label(names.shapes[configuration.shape])),
    property("Width", typed("IfcPositiveLengthMeasure", real(figures.widthMm))),
    property("Length", typed("IfcPositiveLengthMeasure", real(figures.lengthMm))),
    property("Thickness", typed("IfcPositiveLengthMeasure", real(figures.thicknessMm))),
    property("Technique", label(names.techniques[configuration.technique])),
    property("Pile", label(names.piles[configuration.pile])),
    ...heights,
    property("PileYarn", label(materialsStatement(figures.materials, lang))),
    property("Backing", label(names.backings[configuration.backing])),
    property("PileWeight", typed("IfcAreaDensityMeasure", real(figures.pileWeightGm2 / 1000))),
    property("TotalWeight", typed("IfcAreaDensityMeasure", real(figures.totalWeightGm2 / 1000))),
    property("RugWeight", typed("IfcMassMeasure", real(figures.rugWeightKg))),
    property("Pieces", typed("IfcCountMeasure", integer(figures.pieces))),
    property("WearClassEN1307", label(wearStatement(figures.wear, lang))),
    property("ComfortClassEN1307", label(figures.comfort)),
    property("ReactionToFireEN13501_1", words(fire.floors)),
    property("FireNFP92507", words(fire.france)),
    property("FireIMOFTPCode", words(fire.ships)),
    property("FireFAR25_853", words(fire.aircraft)),
    property("CarbonA1A3", words(carbonStatement(figures.carbon, lang))),
    ...(figures.carbon
      ? [property("CarbonA1A3Total", typed("IfcMassMeasure", real(figures.carbon.gwpA1A3KgCo2e)))]
      : []),
    property("LeadTimeWeeks", typed("IfcInteger", integer(figures.leadTimeWeeks))),
    property("WarrantyYears", typed("IfcInteger", integer(figures.warrantyYears))),
    property("Manufacturer", label(siteConfig.legalName)),
    property("Configuration", typed("IfcURIReference", text(input.url))),
  ]);

  return file.text({
    description: "ViewDefinition [DesignTransferView_V1.0]",
    name: "rug.ifc",
    timeStamp: `${input.day}T00:00:00`,
    author: siteConfig.brandName,
    organisation: siteConfig.legalName,
  });
}
