import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Catalogues numériques",
    description:
      "Consultez et téléchargez les catalogues numériques de nos tapis tuftés main, tuftés robot et sur mesure : collections, techniques et réalisations.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Catalogues",
      title: "Catalogues numériques",
      lead: "Collections, techniques et réalisations réunies dans des catalogues à feuilleter à l'écran, à télécharger et à partager avec votre équipe.",
      image: { alt: "Tapis tufté main à bandes ondulantes de velours aux tons sable et bronze" },
    },
    {
      kind: "catalogues",
      title: "Nos catalogues",
      empty: {
        title: "Bientôt disponible",
        text: "Nos catalogues numériques sont en préparation. D'ici là, écrivez-nous : nous vous enverrons toutes les informations utiles à votre projet.",
        action: { label: "Nous contacter" },
      },
      labels: {
        pages: "pages",
        size: "Taille",
        view: "Voir le catalogue",
        download: "Télécharger",
        opensInNewTab: "(s'ouvre dans un nouvel onglet)",
      },
      closing: {
        title: "Besoin de plus d'informations ?",
        text: "Notre équipe vous conseille sur les collections, les matières et les délais, et vous prépare une proposition sur mesure.",
        action: { label: "Écrivez-nous" },
      },
    },
  ],
} satisfies PageTranslation;
