import type { ConfiguratorCopy } from "./es";

const fr = {
  meta: {
    title: "Configurateur de tapis sur mesure",
    description:
      "Créez votre tapis sur mesure : choisissez la forme, les dimensions, la technique, le velours, le motif et jusqu'à six couleurs parmi nos 300 coloris, découvrez-le dessiné à l'échelle et demandez votre devis.",
  },
  hero: {
    eyebrow: "Configurateur",
    title: "Créez votre tapis",
    intro:
      "Choisissez la forme, les dimensions, le velours, le motif et les couleurs. Vous le voyez dessiné à l'échelle au fil de vos choix et, dès qu'il vous plaît, vous nous l'envoyez pour que nous préparions votre devis.",
  },
  fields: {
    shape: "Forme",
    size: "Dimensions",
    sizeHint: "De 40 à 3000 cm. Jusqu'à 6 m × 4 m d'un seul tenant.",
    width: "Largeur (cm)",
    length: "Longueur (cm)",
    side: "Côté (cm)",
    diameter: "Diamètre (cm)",
    technique: "Technique",
    pile: "Type de velours",
    cutHeight: "Hauteur du velours coupé (mm)",
    cutHint: "De 15 à 50 mm ; dès 6 mm avec tonte.",
    loopHeight: "Hauteur du bouclé (mm)",
    loopHint: "De 4 à 40 mm.",
    motif: "Motif",
    colours: "Couleurs",
    coloursHint: "Jusqu'à six parmi nos 300 coloris. La première est la couleur de fond.",
    material: "Matière",
    backing: "Dossier (backing)",
  },
  colourPicker: {
    chosen: "Vos couleurs",
    chosenCount: "{{count}} sur 6",
    ground: "Fond",
    useAsGround: "Utiliser comme fond",
    family: "Famille",
    search: "Rechercher par code ou par nom",
    searchButton: "Rechercher",
    results: "{{count}} coloris",
    noResults: "Aucune couleur ne correspond à votre recherche.",
    full: "Vous avez déjà six couleurs : retirez-en une pour en ajouter une autre.",
  },
  names: {
    shapes: {
      square: "Carrée",
      rectangular: "Rectangulaire",
      irregular: "Irrégulière",
      circular: "Ronde",
      oval: "Ovale",
      hexagonal: "Hexagonale",
      fragmented: "Fragmentée",
      wavy: "Ondulée",
      stepped: "En escalier",
      triangular: "Triangulaire",
      composite: "Composée",
      "loose-pieces": "Pièces indépendantes",
    },
    techniques: { handtuft: "Handtuft", robotuft: "Robotuft" },
    techniqueHints: {
      handtuft: "Tufting manuel : liberté totale de dessin, de relief et de sculpture.",
      robotuft: "Tufting robotisé : précision millimétrique et répétition à l'identique sur les grandes surfaces.",
    },
    piles: { cut: "Velours coupé", loop: "Velours bouclé", "cut-loop": "Coupé et bouclé" },
    motifs: {
      "large-pattern": "Grand motif",
      "small-pattern": "Petit motif",
      relief: "Relief 3D",
      creative: "Créations",
      unique: "Pièce unique",
    },
    materials: {
      "nz-wool": "Laine de Nouvelle-Zélande",
      silk: "Soie naturelle",
      cotton: "Coton",
      synthetic: "Fibres synthétiques",
      blend: "Mélange sur mesure",
    },
    backings: {
      latex: "Latex naturel",
      technical: "Technique",
      "anti-slip": "Antidérapant",
      "fire-retardant": "Ignifugé",
    },
  },
  problems: {
    range: "Saisissez un nombre compris entre {{min}} et {{max}}.",
    unknown: "Cette option n'est pas disponible : nous vous montrons la plus proche.",
    unknownColour: "Un code couleur ne figure pas dans notre collection et a été retiré.",
    tooMany: "Vous pouvez choisir jusqu'à {{max}} couleurs : nous vous montrons les {{max}} premières.",
    summary: "Vérifiez les points signalés : l'aperçu montre la version la plus proche que nous puissions fabriquer.",
  },
  notes: {
    joins:
      "Au-delà de 6 m × 4 m : nous le fabriquons en plusieurs pièces assemblées par des jonctions invisibles, dans notre manufacture ou sur le chantier.",
    sheared: "En dessous de 15 mm, le velours coupé s'obtient par tonte.",
  },
  preview: {
    heading: "Aperçu",
    title: "Votre tapis dessiné à l'échelle",
    intro: "Tapis sur mesure.",
    area: "Surface",
    dimensions: "Dimensions",
    sizeValue: "{{width}} × {{length}} cm",
    diameterValue: "Ø {{diameter}} cm",
    heightValue: "{{height}} mm",
    pileValue: "{{pile}}, {{heights}}",
    groundNote: "fond",
    noPrice:
      "Nous n'affichons pas de prix : chaque tapis fait l'objet d'un devis selon son design, ses dimensions et son délai. Notre équipe vous enverra le vôtre.",
  },
  actions: {
    room: "Le voir dans votre pièce",
    roomNeedsScript:
      "Pour voir le tapis dans votre pièce, JavaScript est nécessaire ; le reste du configurateur fonctionne sans.",
    roomLoading: "Préparation de la vue…",
    update: "Mettre à jour l'aperçu",
    copyLink: "Copier le lien",
    copied: "Lien copié",
    sheet: "Télécharger la fiche technique (PDF)",
    pack: "Télécharger le dossier prescripteur (ZIP)",
    quote: "Demander un devis",
  },
  quote: {
    heading: "Demandez votre devis",
    intro:
      "Envoyez-nous votre création avec vos coordonnées. Nous l'étudierons avec notre équipe technique et vous enverrons un devis et, si vous le souhaitez, des échantillons des couleurs choisies.",
  },
  sheet: {
    title: "Fiche technique",
    subtitle: "Tapis sur mesure",
    link: "Voir et modifier cette configuration",
    generated: "Établie le {{date}}",
    footer: "Configuration indicative, sans valeur d'offre. Votre devis est établi par notre équipe commerciale.",
    file: "fiche-technique-tapis",
  },
} satisfies ConfiguratorCopy;

export default fr;
