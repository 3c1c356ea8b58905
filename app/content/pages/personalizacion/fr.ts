import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tapis personnalisés sur mesure",
    description:
      "Créez votre tapis sur mesure : forme, couleurs Pantone, pièces jusqu'à 6 × 4 m sans raccord, hauteurs, sculpture et matières nobles. Fabriqué à Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Personnalisation",
      title: "Votre tapis, sans autre limite que votre idée",
      lead: "Forme, couleur, dimensions, texture et matière : chaque choix vous appartient. Nous en faisons une pièce unique, fabriquée dans notre propre manufacture de Crevillente.",
      image: {
        alt: "Tapis personnalisé au relief sculpté, une lumière rasante soulignant les différentes hauteurs de velours",
      },
    },
    {
      kind: "text",
      eyebrow: "Handtuft",
      title: "La liberté du Handtuft",
      paragraphs: [
        "En tufting manuel, l'artisan insère le fil point par point au pistolet, sur le métier. Cette liberté autorise motifs organiques, contours irréguliers, hauteurs combinées et mélanges de matières impossibles à reproduire en série.",
        "C'est la technique des pièces d'auteur : chaque tapis naît d'une esquisse, d'un logo ou d'une idée, et garde l'empreinte des mains qui l'ont façonné.",
      ],
      image: { alt: "Artisan travaillant un tapis au pistolet de tufting manuel sur le métier" },
    },
    {
      kind: "text",
      eyebrow: "Robotuft",
      title: "Technologie robotisée, précision millimétrique",
      paragraphs: [
        "Notre tufting robotisé transpose le dessin numérique sur le métier avec une régularité millimétrique. Chaque point, chaque hauteur et chaque changement de couleur sont reproduits à l'identique, pièce après pièce.",
        "C'est la solution idéale pour les grandes surfaces et les projets contract qui exigent des séries identiques et une qualité constante, du couloir d'un hôtel à un plateau de bureaux entier.",
      ],
      image: { alt: "Tête de tufting robotisée traçant des rangs de fil rectilignes sur le métier" },
    },
    {
      kind: "numbered",
      eyebrow: "Méthode",
      title: "De l'idée à votre intérieur en quatre étapes",
      items: [
        {
          title: "Design",
          text: "À partir de votre esquisse, de votre logo ou d'une référence, nous élaborons un dessin technique (dimensions, couleurs, textures) soumis à votre validation.",
        },
        {
          title: "Choix des matières",
          text: "Nous choisissons avec vous fibres, couleurs et hauteurs, échantillons en main, pour que vous puissiez voir et toucher le résultat avant la fabrication.",
        },
        {
          title: "Fabrication sur mesure",
          text: "Nous fabriquons le tapis à Crevillente, à la main ou au robot, puis le finissons avec la sculpture, la découpe et le dossier qu'exige le projet.",
        },
        {
          title: "Livraison",
          text: "Nous contrôlons chaque pièce, l'emballons avec soin et la livrons là où vous le souhaitez, avec des équipes de pose qui se déplacent partout dans le monde.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Grand format",
      title: "Aucune limite de taille",
      paragraphs: [
        "Nous fabriquons des tapis jusqu'à 6 m × 4 m d'un seul tenant, sans raccord. Pour les surfaces plus vastes, nous assemblons plusieurs pièces par des jonctions invisibles, réalisées dans notre manufacture ou directement sur le chantier.",
        "Une salle de bal, un hall ou un plateau de bureaux entier peut ainsi recevoir un dessin unique et continu, sans coupure qui interrompe le motif.",
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Options de personnalisation",
      title: "Onze choix qui rendent votre tapis unique",
      intro:
        "Chaque tapis sur mesure est la somme de ces choix. Nous vous accompagnons pour chacun d'eux, avec échantillons et conseils techniques à chaque étape.",
      items: [
        {
          title: "Forme",
          text: "Aucun espace ne ressemble à un autre, et votre tapis n'a aucune raison de ressembler aux autres. Nous adaptons son contour à la pièce, au mobilier ou au dessin lui-même.",
          facts: [
            "Carrée",
            "Rectangulaire",
            "Irrégulière",
            "Ronde",
            "Ovale",
            "Hexagonale",
            "Fragmentée",
            "Ondulée",
            "En escalier",
            "Triangulaire",
            "Composée",
            "Pièces indépendantes",
          ],
        },
        {
          title: "Couleurs",
          text: "Nous partons de notre propre collection de 300 coloris et reproduisons n'importe quelle référence de votre projet, pour que le tapis dialogue avec les tissus, les bois et les finitions.",
          facts: [
            "Couleurs généralement définies en référence Pantone",
            "Collection de 300 coloris",
            "Nuanciers M50 et M300",
          ],
        },
        {
          title: "Dimensions",
          text: "Nous fabriquons aux dimensions exactes de chaque espace, de la descente de lit au hall d'un grand hôtel.",
          facts: [
            "Taille maximale sans raccord : 6 m × 4 m",
            "Jonctions invisibles pour les surfaces plus vastes",
            "Jonctions réalisées en manufacture ou sur chantier",
          ],
        },
        {
          title: "Découpe numérique",
          text: "La découpe numérique suit le contour du dessin avec une précision millimétrique : courbes, emboîtements et réservations pour colonnes, marches ou mobilier fixe.",
          facts: ["Largeur de découpe maximale : 2,5 m", "Longueur illimitée"],
        },
        {
          title: "Type de velours",
          text: "Le velours coupé apporte douceur et profondeur de couleur ; le bouclé, texture et résistance. Associés dans une même pièce, ils créent un dessin sans changer de couleur.",
          facts: ["Velours coupé", "Velours bouclé", "Coupé et bouclé, combinables dans un même tapis"],
        },
        {
          title: "Hauteurs",
          text: "Jouer sur les hauteurs de velours donne du volume au dessin et module la façon dont le tapis accroche la lumière et répond à chaque pas.",
          facts: ["Velours coupé : de 15 à 50 mm", "Velours coupé dès 6 mm avec tonte", "Bouclé : de 4 à 40 mm"],
        },
        {
          title: "Sculpture",
          text: "Nos artisans sculptent à la main contours et sillons dans le velours pour souligner le dessin et créer des reliefs tridimensionnels qui changent avec la lumière.",
          facts: [
            "Sculpture manuelle des contours",
            "Reliefs tridimensionnels",
            "Compatible avec différentes hauteurs de velours",
          ],
        },
        {
          title: "Motif et design",
          text: "Tout part d'une esquisse, d'un logo, d'une photographie ou d'une simple idée. Notre équipe de design la développe avec vous jusqu'au moindre détail.",
          facts: [
            "Personnalisation totale du design",
            "À partir d'une esquisse, d'un logo ou d'une idée",
            "Proposition technique soumise à votre validation",
          ],
        },
        {
          title: "Densité",
          text: "La densité de points détermine le toucher, la netteté du dessin et la résistance à l'usage. Nous l'ajustons à la destination de chaque tapis : une suite, un couloir d'hôtel ou une cabine.",
          facts: [
            "Densité adaptée à l'usage prévu",
            "Plus de densité, plus de netteté dans le dessin",
            "Classe d'usage 33 pour trafic intense",
          ],
        },
        {
          title: "Matières",
          text: "Nous sélectionnons des fibres nobles pour leur toucher, leur éclat et leur tenue dans le temps, et les associons selon le caractère de chaque projet.",
          facts: ["Laine de Nouvelle-Zélande", "Soie naturelle", "Coton", "Fibres synthétiques", "Mélanges sur mesure"],
        },
        {
          title: "Dossier (backing)",
          text: "Le dossier, ou backing, assure la stabilité du tapis ; il se choisit selon le sol, l'usage et la réglementation propres à chaque lieu.",
          facts: ["Dossier en latex naturel", "Dossier technique", "Dossier antidérapant", "Dossier ignifugé"],
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Projet sur mesure",
      title: "Et si nous commencions votre tapis ?",
      text: "Confiez-nous votre idée, les dimensions et le délai. Nous vous répondrons avec une proposition de design et les échantillons dont vous avez besoin pour décider.",
      actions: [{ label: "Lancer un projet sur mesure" }, { label: "Demander des échantillons" }],
    },
  ],
} satisfies PageTranslation;
