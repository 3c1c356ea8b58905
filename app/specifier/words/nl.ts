import type { SpecifierWords } from "./es";

const nl: SpecifierWords = {
  zipName: "voorschrijverspakket",
  files: {
    readme: "LEESMIJ.txt",
    sheet: "productblad.pdf",
    outline: "omtrek-1-1-mm.dxf",
    model: "vloerkleed.glb",
    bim: "vloerkleed.ifc",
  },
  readme: {
    title: "Voorschrijverspakket",
    intro: "Alles wat u nodig hebt om dit vloerkleed te tekenen, te renderen en voor te schrijven: {{rug}}",
    generated: "Gemaakt op {{date}}. Volledige configuratie: {{url}}",
    filesHeading: "Inhoud",
    sheet:
      "Productblad (PDF): afmetingen en oppervlakte, constructie, gewichten, gebruiks- en comfortklasse (EN 1307), brandgedrag per toepassing (vloeren, schepen, vliegtuigen), onderhoud, toleranties en levertijd.",
    outline:
      "CAD-omtrek (DXF) op schaal 1:1, in millimeters ($INSUNITS = 4): {{size}}. Laag RUG-OUTLINE: de gesloten omtrek. Laag RUG-JOINS: de naden tussen de delen ({{pieces}}).",
    model:
      "3D-object (binaire glTF) op ware grootte, in meters: een plat volume van {{thickness}} mm dik (pool en rug) met de textuur erop. De belangrijkste waarden staan in de metadata van het object (extras).",
    bim: "BIM-object (IFC4) op ware grootte, in millimeters: een IfcCovering (vloerafwerking) van {{thickness}} mm dik met dezelfde omtrek als de DXF, met zijn materiaal (rug en pool) en eigenschappensets: ontwerp, kleurstelling en kleurcodes, constructie, gewichten, klassen volgens EN 1307 en EN 13501-1 en CO₂-voetafdruk. Het opent in Revit, ArchiCAD, Vectorworks en BlenderBIM.",
    colour:
      "Naadloos herhalende kleurtextuur op ware schaal: één tegel beslaat {{tile}} × {{tile}} cm ({{px}} × {{px}} pixels). Herhaal hem om de {{tile}} cm.",
    colourWhole:
      "Kleurtextuur van het hele vloerkleed op ware grootte: {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} pixels), het vloerkleed rechtop (de breedte in de breedte van het beeld, de lengte naar beneden). Leg hem één keer over het hele vloerkleed, zonder herhaling.",
    colourRepeat:
      "Kleurtextuur op ware schaal, gemaakt van de afbeelding van het ontwerp van bovenaf: één herhaling beslaat {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} pixels), het vloerkleed rechtop (de breedte in de breedte van het beeld, de lengte naar beneden). Herhaal hem om de {{width}} cm in de breedte en om de {{length}} cm in de lengte.",
    normal:
      "Bijpassende normal map voor het reliëf van de pool (tangent space, OpenGL-conventie, +Y omhoog), op dezelfde schaal als de kleurtextuur.",
    clause: {
      heading:
        "Bestekstekst (CSI MasterFormat 12 48 00 vloerkleden en matten; NBS-sectie voor textiele vloerbedekking)",
      product: "Vloerkleed: {{rug}}, van {{maker}}, of gelijkwaardig.",
      submittals:
        "Vooraf in te dienen: kleurstaal (strike-off) ter goedkeuring vóór productie, productblad en brandcertificaten.",
      link: "Configuratie: {{url}}",
    },
    singlePiece: "één stuk, zonder naden",
    pieces: "{{count}} delen",
    note: "De waarden beschrijven de gekozen constructie. Voor een bestelling gelden het productblad en de offerte van ons verkoopteam.",
    contact: "Technische vragen: {{email}} · {{phone}}",
  },
  refused: {
    notMade: "Dit vloerkleed kan niet worden gemaakt zoals het is geconfigureerd:",
    language: "Deze taal wordt niet aangeboden.",
    noDesign: "Dit ontwerp of deze kleurstelling hoort niet bij de collectie.",
    busy: "We maken nu heel veel pakketten tegelijk. Probeer het over een paar seconden opnieuw.",
    failed: "We konden het pakket niet maken. Probeer het opnieuw of schrijf ons.",
  },
};

export default nl;
