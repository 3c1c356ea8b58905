import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "À propos : fabricant de tapis de luxe en Espagne",
    description:
      "Nudo est la marque d'un fabricant de tapis de luxe doté de sa propre manufacture à Crevillente. Nous créons, fabriquons et posons des pièces sur mesure dans le monde.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "À propos",
      title: "Fabricants, pas distributeurs",
      lead: "Derrière chaque tapis Nudo, il y a une manufacture intégrée, une équipe qui maîtrise quatre techniques et une façon de travailler qui place le design et la durabilité au même niveau.",
      image: { alt: "Tapis tufté main aux ondulations de velours, dans des tons sable et bronze" },
    },
    {
      kind: "text",
      eyebrow: "Qui sommes-nous",
      title: "Une marque jeune, un savoir-faire chevronné",
      paragraphs: [
        "Nudo est la marque d'un fabricant fondé en 1995 à Crevillente (Alicante). La marque a moins de dix ans ; le métier qui la porte cumule plus de 25 ans d'histoire et plus de 30 ans aux côtés des architectes d'intérieur.",
        "Nous n'achetons pas de tapis pour les revendre : nous les dessinons et les fabriquons nous-mêmes, dans notre propre manufacture de plus de {{factoryArea}}. Pour vous, cela signifie un interlocuteur unique, des décisions rapides et la certitude de recevoir exactement ce que vous avez validé.",
      ],
      image: { alt: "Détail des boucles de laine d'un tapis tufté main" },
    },
    {
      kind: "cards",
      eyebrow: "Ce qui nous définit",
      title: "Quatre engagements",
      items: [
        {
          title: "Fabrication intégrée",
          text: "Design, tufting, sculpture et finition sous un même toit. Aucun intermédiaire entre votre idée et votre tapis.",
        },
        {
          title: "Liberté de création",
          text: "Toutes les formes, dimensions, hauteurs et couleurs, à partir d'une collection de 300 coloris et de références Pantone.",
          action: { label: "Découvrir le design" },
        },
        {
          title: "Une qualité prouvée",
          text: "Classement au feu M1, classe d'usage 33 et certifications aéronautiques et textiles pour les projets les plus exigeants.",
          action: { label: "Voir la qualité" },
        },
        {
          title: "Un service complet",
          text: "Accompagnement à la conception, installation dans le monde entier, guide d'entretien et garantie internationale.",
          action: { label: "Voir la garantie" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Notre méthode",
      title: "Aux côtés de ceux qui conçoivent les espaces",
      paragraphs: [
        "Nous travaillons pour l'hôtellerie, les architectes d'intérieur, les architectes, les boutiques, les yachts, les jets privés et l'aviation commerciale, mais aussi pour des particuliers en quête d'une pièce unique pour leur intérieur.",
        "Chaque commande commence par l'écoute : l'usage du lieu, le passage qu'il devra supporter, la lumière, le mobilier. À partir de là, nous vous proposons technique, matière et couleur, et nous vous présentons rendus et échantillons avant toute fabrication.",
      ],
      image: { alt: "Tapis à motif fin dans un espace d'architecture contemporaine" },
    },
    {
      kind: "text",
      eyebrow: "Techniques et matières",
      title: "Quatre techniques, des matières nobles",
      paragraphs: [
        "Nous maîtrisons le Flatweave, le Wilton, le Handtuft et le Robotuft. Le tufting main offre une liberté de dessin totale, des hauteurs combinées et des reliefs sculptés ; le tufting robotisé, une régularité millimétrique pour les grandes surfaces et les motifs répétés.",
        "Nous choisissons chaque fibre selon le projet : laine de Nouvelle-Zélande, également en laine vierge, soie naturelle, coton, fibres synthétiques et mélanges sur mesure, avec des options recyclées et recyclables sur demande.",
      ],
      image: { alt: "Rangées régulières de velours sur un tapis tufté robot" },
    },
    {
      kind: "cta",
      title: "Commençons par une conversation",
      text: "Parlez-nous de votre projet : nous vous dirons comment lui donner vie. Ou découvrez le chemin qui nous a menés jusqu'ici.",
      actions: [{ label: "Nous contacter" }, { label: "Notre histoire" }],
    },
  ],
} satisfies PageTranslation;
