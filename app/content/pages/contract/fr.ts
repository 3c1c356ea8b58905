import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Contract : tapis sur mesure pour vos projets",
    description:
      "Tapis contract pour l'hôtellerie, le retail, les yachts, l'aviation et l'architecture : certification M1, classe d'usage 33 et manufacture à Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Contract",
      title: "Des tapis sur mesure pour des projets sans compromis",
      lead: "Hôtels, agences d'architecture et d'architecture intérieure, enseignes, chantiers navals et opérateurs aériens : nous les accompagnons de la première esquisse à la pose, avec notre propre manufacture et les certifications qu'exige chaque secteur.",
      image: { alt: "Tapis sur mesure couvrant le sol d'un vaste hall d'hôtel" },
    },
    { kind: "shared" },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
