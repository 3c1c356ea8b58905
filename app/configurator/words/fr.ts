import type { ConfiguratorPageWords } from "./es";

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
} satisfies ConfiguratorPageWords;

export default fr;
