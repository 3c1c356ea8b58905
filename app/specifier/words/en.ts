import type { SpecifierWords } from "./es";

const en: SpecifierWords = {
  zipName: "specifier-pack",
  files: {
    readme: "README.txt",
    sheet: "data-sheet.pdf",
    outline: "outline-1-1-mm.dxf",
    model: "rug.glb",
    bim: "rug.ifc",
  },
  readme: {
    title: "Specifier pack",
    intro: "Everything you need to draw, render and specify this rug: {{rug}}",
    generated: "Generated on {{date}}. Full configuration: {{url}}",
    filesHeading: "What is inside",
    sheet:
      "Data sheet (PDF): dimensions and area, construction, weights, wear and comfort class (EN 1307), fire performance by use (floors, ships, aircraft), care, tolerances and lead time.",
    outline:
      "CAD outline (DXF) at 1:1, in millimetres ($INSUNITS = 4): {{size}}. Layer RUG-OUTLINE: the closed outline. Layer RUG-JOINS: the joins between pieces ({{pieces}}).",
    model:
      "3D object (binary glTF) at real size, in metres: a flat solid {{thickness}} mm thick (pile and backing) with its texture applied. Its key figures are in the object's metadata (extras).",
    bim: "BIM object (IFC4) at real size, in millimetres: an IfcCovering (flooring) {{thickness}} mm thick with the same outline as the DXF, its material (backing and pile) and property sets: design, colourway and colour codes, construction, weights, EN 1307 and EN 13501-1 classes and embodied carbon. It opens in Revit, ArchiCAD, Vectorworks and BlenderBIM.",
    colour:
      "Seamless colour texture at real scale: one tile covers {{tile}} × {{tile}} cm ({{px}} × {{px}} pixels). Repeat it every {{tile}} cm.",
    colourWhole:
      "Colour texture of the whole rug at real size: {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} pixels), the rug upright (its width across the image, its length down). Map it once over the whole rug; do not repeat it.",
    colourRepeat:
      "Colour texture at real scale, made from the design's picture from above: one repeat covers {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} pixels), the rug upright (its width across the image, its length down). Repeat it every {{width}} cm across and every {{length}} cm along.",
    normal:
      "Matching normal map for the pile's relief (tangent space, OpenGL convention, +Y up), at the same scale as the colour texture.",
    clause: {
      heading:
        "Specification clause (CSI MasterFormat 12 48 00 Rugs and Mats; NBS section for textile floor coverings)",
      product: "Rug: {{rug}}, by {{maker}}, or approved equal.",
      submittals:
        "Submittals: colour strike-off for approval before production, data sheet and reaction-to-fire certificates.",
      link: "Configuration: {{url}}",
    },
    singlePiece: "a single piece, no joins",
    pieces: "{{count}} pieces",
    note: "The figures describe the chosen construction. For an order, our sales team's data sheet and quotation apply.",
    contact: "Technical questions: {{email}} · {{phone}}",
  },
  refused: {
    notMade: "This rug cannot be made as configured:",
    language: "This language is not offered.",
    noDesign: "This design or colourway is not in the collection.",
    busy: "We are preparing many packs at once. Please try again in a few seconds.",
    failed: "We could not prepare the pack. Please try again or write to us.",
  },
};

export default en;
