import type { SpecifierWords } from "./es";

const fr: SpecifierWords = {
  zipName: "dossier-prescripteur",
  files: {
    readme: "LISEZMOI.txt",
    sheet: "fiche-technique.pdf",
    outline: "contour-1-1-mm.dxf",
    model: "tapis.glb",
    bim: "tapis.ifc",
  },
  readme: {
    title: "Dossier prescripteur",
    intro: "Tout ce qu’il faut pour dessiner, rendre et prescrire ce tapis : {{rug}}",
    generated: "Généré le {{date}}. Configuration complète : {{url}}",
    filesHeading: "Contenu",
    sheet:
      "Fiche technique (PDF) : dimensions et surface, construction, poids, classement d’usage et de confort (EN 1307), réaction au feu par usage (sols, navires, avions), entretien, tolérances et délai de fabrication.",
    outline:
      "Contour pour la CAO (DXF) à l’échelle 1:1, en millimètres ($INSUNITS = 4) : {{size}}. Calque RUG-OUTLINE : le contour fermé. Calque RUG-JOINS : les jonctions entre les pièces ({{pieces}}).",
    model:
      "Objet 3D (glTF binaire) en grandeur réelle, en mètres : un volume plat de {{thickness}} mm d’épaisseur (velours et dossier) avec sa texture appliquée. Ses chiffres clés figurent dans les métadonnées de l’objet (extras).",
    bim: "Objet BIM (IFC4) en grandeur réelle, en millimètres : un IfcCovering (revêtement de sol) de {{thickness}} mm d'épaisseur, au même contour que le DXF, avec son matériau (dossier et velours) et ses jeux de propriétés : dessin, coloris et codes couleur, construction, poids, classes EN 1307 et EN 13501-1 et empreinte carbone. Il s'ouvre dans Revit, ArchiCAD, Vectorworks et BlenderBIM.",
    colour:
      "Texture couleur sans raccord visible, à l’échelle réelle : un motif couvre {{tile}} × {{tile}} cm ({{px}} × {{px}} pixels). Répétez-le tous les {{tile}} cm.",
    colourWhole:
      "Texture couleur du tapis entier en grandeur réelle : {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} pixels), le tapis à la verticale (sa largeur dans la largeur de l’image, sa longueur vers le bas). Appliquez-la une seule fois sur tout le tapis, sans la répéter.",
    colourRepeat:
      "Texture couleur à l’échelle réelle, tirée de l’image du modèle vue du dessus : une répétition couvre {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} pixels), le tapis à la verticale (sa largeur dans la largeur de l’image, sa longueur vers le bas). Répétez-la tous les {{width}} cm en largeur et tous les {{length}} cm en longueur.",
    normal:
      "Carte de normales assortie pour le relief du velours (espace tangent, convention OpenGL, +Y vers le haut), à la même échelle que la texture couleur.",
    clause: {
      heading:
        "Clause de prescription (CSI MasterFormat 12 48 00 tapis et paillassons ; section NBS des revêtements de sol textiles)",
      product: "Tapis : {{rug}}, de {{maker}}, ou équivalent approuvé.",
      submittals:
        "À soumettre avant fabrication : échantillon couleur (strike-off) pour validation, fiche technique et certificats de réaction au feu.",
      link: "Configuration : {{url}}",
    },
    singlePiece: "une seule pièce, sans jonction",
    pieces: "{{count}} pièces",
    note: "Les chiffres décrivent la construction choisie. Pour une commande, la fiche et le devis de notre équipe commerciale font foi.",
    contact: "Questions techniques : {{email}} · {{phone}}",
  },
  refused: {
    notMade: "Ce tapis ne peut pas être fabriqué tel qu’il est configuré :",
    language: "Cette langue n’est pas proposée.",
    noDesign: "Ce dessin ou ce coloris ne fait pas partie de la collection.",
    busy: "Nous préparons de nombreux dossiers en même temps. Réessayez dans quelques secondes.",
    failed: "Nous n’avons pas pu préparer le dossier. Réessayez ou écrivez-nous.",
  },
};

export default fr;
