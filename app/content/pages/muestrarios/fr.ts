import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Échantillons et nuanciers de couleurs",
    description:
      "Demandez des échantillons, les nuanciers M50 et M300 ou notre catalogue numérique, et réservez un rendez-vous conseil pour choisir votre tapis sur mesure.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Échantillons",
      title: "Éprouvez la qualité avant de choisir",
      lead: "Laine, soie, reliefs et 300 coloris entre vos mains. Demandez des échantillons, notre catalogue numérique ou un rendez-vous personnalisé pour choisir en toute confiance.",
      image: {
        alt: "Échantillons de tapis tuftés aux couleurs et textures variées, disposés sur une table de travail",
      },
    },
    {
      kind: "gallery",
      title: "Matières, reliefs, motifs et couleurs",
      images: [
        { alt: "Échantillon de laine en velours bouclé, vu de près" },
        { alt: "Échantillon au relief sculpté associant velours coupé et bouclé" },
        { alt: "Échantillon de tapis à petit motif répété" },
        { alt: "Échantillons de fils colorés rangés en grille" },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Nuanciers",
      title: "300 coloris pour trouver la nuance exacte",
      intro:
        "Notre gamme chromatique réunit 300 coloris, présentés dans deux nuanciers conçus aussi bien pour le studio d'architecture intérieure que pour le chantier.",
      items: [
        {
          title: "La collection 300 coloris",
          text: "La palette complète de la maison : neutres, terres, pastels et tons intenses, point de départ de tout projet sur mesure.",
          image: {
            alt: "La collection de 300 coloris de fils, disposée en une grande grille d'échantillons",
          },
        },
        {
          title: "Nuancier M50",
          text: "Une sélection de 50 coloris essentiels en format compact, idéale pour les présentations client et les premières propositions de design.",
          image: { alt: "Nuancier M50 réunissant 50 coloris de fils" },
        },
        {
          title: "Nuancier M300",
          text: "Les 300 coloris de la collection rangés en tiroirs, pour garder toute la palette à portée de main dans votre studio.",
          image: { alt: "Nuancier M300 : 300 coloris de fils rangés en tiroirs" },
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Pour commencer",
      title: "Trois façons de découvrir nos tapis",
      items: [
        {
          title: "Échantillons physiques",
          text: "Recevez dans votre studio des échantillons de matières, de textures et de couleurs pour apprécier le toucher, la densité et la finition de nos tapis.",
          action: { label: "Demander des échantillons" },
        },
        {
          title: "Catalogue numérique",
          text: "Demandez notre catalogue numérique : collections, techniques et réalisations. Vous le recevrez par e-mail en quelques minutes.",
          action: { label: "Télécharger le catalogue" },
        },
        {
          title: "Rendez-vous conseil",
          text: "Réservez une séance avec notre équipe pour examiner votre projet, répondre à vos questions techniques et choisir matières et couleurs avec un regard expert.",
          action: { label: "Réserver un rendez-vous" },
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Conseil",
      title: "Vous avez un projet en tête ?",
      text: "Parlez-nous de l'espace que vous souhaitez habiller : nous vous aiderons à choisir les échantillons, les couleurs et la technique les plus adaptés.",
      actions: [{ label: "Échanger avec nous" }, { label: "Personnaliser un tapis" }],
    },
  ],
} satisfies PageTranslation;
