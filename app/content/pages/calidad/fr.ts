import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Qualité : matières nobles, classe d'usage 33 et classement M1",
    description:
      "Laine de Nouvelle-Zélande, soie naturelle et contrôles à chaque étape. Des tapis classés M1 au feu, de classe d'usage 33, certifiés pour l'aéronautique et le textile.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Qualité",
      title: "Une qualité qui se voit, se touche et se certifie",
      lead: "Nous choisissons chaque fibre, contrôlons chaque étape et certifions le résultat. C'est ainsi que nous fabriquons des tapis qui gardent toute leur beauté dans les lieux les plus exigeants.",
      image: { alt: "Détail des boucles de laine d'un tapis fait main, en lumière rasante" },
    },
    {
      kind: "text",
      eyebrow: "Matières",
      title: "Tout commence par la fibre",
      paragraphs: [
        "Nous travaillons la laine de Nouvelle-Zélande, appréciée pour sa résilience et son toucher, également proposée en laine vierge. La soie naturelle apporte éclat et profondeur ; le coton, la stabilité ; les fibres synthétiques, la résistance aux usages les plus intensifs.",
        "Lorsque le projet l'exige, nous développons des mélanges sur mesure qui concilient toucher, durabilité et comportement au feu. Et, sur demande, nous vous proposons des options en fibres recyclées et recyclables.",
      ],
      image: { alt: "Tapis tufté robot au motif géométrique d'une grande précision" },
    },
    {
      kind: "numbered",
      eyebrow: "Contrôles",
      title: "Chaque étape, vérifiée",
      intro: "Fabriquer nous-mêmes nous permet de maîtriser la qualité de bout en bout, sans dépendre de tiers.",
      items: [
        {
          title: "Fibre et couleur",
          text: "Nous contrôlons chaque lot de fil et comparons sa couleur à la référence validée, issue de notre collection de 300 coloris ou du nuancier Pantone.",
        },
        {
          title: "Le tufting",
          text: "Pendant le tufting, main ou robotisé, nous surveillons la densité, la hauteur du velours et la régularité du dessin.",
        },
        {
          title: "Finition",
          text: "Sculpture, tonte et dossier (latex naturel, technique, antidérapant ou ignifugé) sont contrôlés pièce par pièce.",
        },
        {
          title: "Contrôle final",
          text: "Nous vérifions dimensions, contours, raccords et fidélité au design validé avant d'emballer chaque tapis.",
        },
      ],
    },
    {
      kind: "facts",
      eyebrow: "Performances",
      title: "Des données qui étayent chaque projet",
      items: [
        { value: "M1", label: "Classement de réaction au feu" },
        { value: "M1/M2", label: "Classement au feu pour les yachts" },
        { value: "33", label: "Classe d'usage" },
        { value: "300", label: "Coloris en collection" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Certifications",
      title: "Prêts pour l'hôtel, le yacht et l'avion",
      paragraphs: [
        "Nos tapis bénéficient du classement de réaction au feu M1 et de la classe d'usage 33, propre aux usages commerciaux intensifs, pour les halls, couloirs, salles de réception et espaces publics. Pour les yachts, nous travaillons en classement M1/M2.",
        "Pour l'aviation commerciale et privée, nous disposons de certifications aéronautiques, et nos tapis bénéficient en outre de certifications textiles. Nous vous fournissons toute la documentation nécessaire à l'homologation de votre projet.",
      ],
      image: { alt: "Tapis sur mesure aux ondulations douces dans le salon d'un yacht" },
    },
    {
      kind: "cta",
      title: "Jugez-en par vous-même",
      text: "Demandez des échantillons pour sentir la différence d'un tapis bien fait, ou découvrez comment notre garantie internationale l'accompagne.",
      actions: [{ label: "Demander des échantillons" }, { label: "Voir la garantie" }],
    },
  ],
} satisfies PageTranslation;
