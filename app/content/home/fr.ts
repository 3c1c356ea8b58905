import type { HomeTranslation } from "./home-translation";

export default {
  meta: {
    title: "Tapis de luxe sur mesure, fabriqués en Espagne",
    description:
      "Tapis tuftés main, tuftés robot et sur mesure pour l'hôtellerie, les architectes d'intérieur, les yachts et les jets privés. Manufacture à Crevillente depuis 1995.",
  },
  hero: {
    eyebrow: "Fabricant depuis 1995 · Crevillente, Espagne",
    title: "L'art de fouler l'exception",
    subtitle: "Tapis tuftés main, tuftés robot et sur mesure, créés dans notre propre manufacture.",
    paragraphs: [
      "Nous sommes fabricants, pas distributeurs. Nous dessinons, tissons et finissons chaque tapis à Crevillente, où laine, soie et couleur deviennent des pièces destinées aux hôtels, résidences, yachts et jets privés du monde entier.",
      "Une collection de 300 coloris, les techniques Flatweave, Wilton, Handtuft et Robotuft, et une équipe qui accompagne architectes d'intérieur et architectes du premier croquis à l'installation finale.",
    ],
    cta: "Découvrir la collection",
    ctaNote: "Une nouvelle expérience visuelle",
    image: { alt: "Gros plan d'un tapis tufté main aux tons sable et bronze" },
  },
  tiles: {
    title: "Trois chemins vers votre tapis",
    items: [
      {
        title: "Projets",
        text: "Solutions contract pour hôtels, boutiques, yachts et aviation.",
        cta: "Voir les projets",
        image: { alt: "Tapis sur mesure dans le hall d'un hôtel" },
      },
      {
        title: "Échantillons",
        text: "Demandez catalogues et nuanciers pour apprécier la qualité au toucher.",
        cta: "Demander des échantillons",
        image: { alt: "Nuancier d'échantillons de tapis" },
      },
      {
        title: "Personnalisation",
        text: "Sur mesure : forme, couleur, hauteur et texture, selon vos envies.",
        cta: "Créer le vôtre",
        image: { alt: "Détail d'un tapis personnalisé au relief sculpté" },
      },
    ],
  },
  experience: {
    eyebrow: "Expérience 360°",
    title: "Visitez notre manufacture sans quitter votre studio",
    description:
      "Plus de {{factoryArea}} où le fil devient matière. Faites glisser la vue panoramique pour parcourir métiers, atelier couleur et zone de finition, et découvrir nos collections dans leur environnement.",
    tourLabel: "Visite virtuelle : la manufacture en vue panoramique",
    tourHint: "Faites glisser ou utilisez les flèches pour parcourir la vue",
    image: { alt: "Vue panoramique sur la manufacture : métiers, bobines de fil et tapis finis" },
    stats: [
      { value: "1995", label: "Année de création" },
      { value: "300", label: "Coloris en collection" },
      { value: "{{factoryArea}}", label: "D'ateliers en propre" },
    ],
  },
  collections: {
    eyebrow: "Collections",
    title: "Cinq langages, un même savoir-faire",
    description:
      "Chaque collection naît d'une technique et d'une intention. Toutes s'adaptent en dimensions, couleur et hauteur de velours.",
    categories: [
      {
        title: "Grand motif",
        description: "Des motifs amples qui donnent du caractère aux halls, salons et grandes surfaces.",
        features: ["Velours et bouclé", "Design exclusif", "Dimensions illimitées"],
        image: { alt: "Tapis à grand motif géométrique" },
      },
      {
        title: "Petit motif",
        description: "Des rythmes fins et répétés qui habillent chambres et couloirs en toute discrétion.",
        features: ["Bouclé multiniveau", "Haute densité", "Idéal pour le contract"],
        image: { alt: "Tapis à petit motif répété" },
      },
      {
        title: "Relief 3D",
        description: "Des volumes sculptés à la main qui jouent avec la lumière et le toucher.",
        features: ["Sculpté main", "Velours et bouclé", "Hauteurs de 4 à 50 mm"],
        image: { alt: "Tapis au relief tridimensionnel sculpté" },
      },
      {
        title: "Créations",
        description: "Des pièces artistiques nées de techniques spéciales et d'associations inattendues.",
        features: ["Techniques spéciales", "Mélange de matières", "Design exclusif"],
        image: { alt: "Tapis créatif aux formes organiques et aux couleurs contrastées" },
      },
      {
        title: "Pièce unique",
        description: "Une seule pièce, pensée avec vous pour un lieu précis.",
        features: ["Design unique", "Accompagnement personnalisé", "Forme libre"],
        image: { alt: "Tapis unique de forme irrégulière" },
      },
    ],
  },
  techniques: {
    eyebrow: "Techniques",
    title: "Deux mains, une même exigence",
    handTuft: {
      title: "Handtuft",
      text: "Nos artisans insèrent le fil point par point au pistolet manuel. Liberté de dessin totale, hauteurs combinées et sculpture à la main pour des pièces d'auteur.",
      image: { alt: "Artisan travaillant un tapis au pistolet de tufting manuel" },
    },
    robotTuft: {
      title: "Robotuft",
      text: "La précision du tufting robotisé reproduit des dessins complexes avec une régularité millimétrique, idéale pour les grandes surfaces et les projets contract reproductibles.",
      image: { alt: "Tête de tufting robotisée au-dessus du métier" },
    },
  },
} satisfies HomeTranslation;
