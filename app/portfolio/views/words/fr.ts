import type { PortfolioWords } from "./es";

const fr: PortfolioWords = {
  sectors: {
    hotels: "Hôtellerie",
    residential: "Résidentiel",
    retail: "Retail",
    yachts: "Yachts",
    aviation: "Aviation",
    architecture: "Architecture",
  },
  roles: {
    interiorDesigner: "Architecture intérieure",
    architect: "Architecture",
    hotelGroup: "Groupe hôtelier",
    shipyard: "Chantier naval",
    developer: "Promotion immobilière",
    brand: "Marque",
  },
  list: {
    filter: "Filtrer par secteur",
    all: "Tous",
    none: "Nous n'avons pas encore publié de projet dans ce secteur.",
    more: "Voir tous les projets",
  },
  search: { designs: "Collection", projects: "Réalisations" },
  project: {
    back: "Tous les projets",
    facts: "Fiche du projet",
    place: "Lieu",
    sector: "Secteur",
    year: "Année",
    client: "Client",
    photos: "Photographies du projet",
    story: "Le projet",
    credits: "Crédits",
    designs: "Les dessins de la collection",
    designsIntro: "Les tapis de ce projet partent de ces dessins, à découvrir dans tous leurs coloris.",
    startTitle: "Partir de ce projet",
    startText:
      "Ouvrez le configurateur avec {{design}} tel que nous l'avons utilisé ici : ses couleurs, sa forme, ses dimensions et son velours. Adaptez-le ensuite à votre espace et demandez-nous un devis.",
    start: "Partir de ce projet",
  },
};

export default fr;
