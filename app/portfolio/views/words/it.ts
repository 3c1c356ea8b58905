import type { PortfolioWords } from "./es";

const it: PortfolioWords = {
  sectors: {
    hotels: "Hotel",
    residential: "Residenze private",
    retail: "Retail",
    yachts: "Yacht",
    aviation: "Aviazione",
    architecture: "Architettura",
  },
  roles: {
    interiorDesigner: "Progetto d'interni",
    architect: "Progetto architettonico",
    hotelGroup: "Gruppo alberghiero",
    shipyard: "Cantiere navale",
    developer: "Sviluppo immobiliare",
    brand: "Marchio",
  },
  list: {
    filter: "Filtra per settore",
    all: "Tutti",
    none: "Non abbiamo ancora pubblicato progetti di questo settore.",
    more: "Vedi tutti i progetti",
  },
  search: { designs: "Collezione", projects: "Progetti realizzati" },
  project: {
    back: "Tutti i progetti",
    facts: "Scheda del progetto",
    place: "Luogo",
    sector: "Settore",
    year: "Anno",
    client: "Committente",
    photos: "Fotografie del progetto",
    story: "Il progetto",
    credits: "Crediti",
    designs: "I disegni della collezione",
    designsIntro:
      "I tappeti di questo progetto nascono da questi disegni, che puoi vedere in tutte le loro varianti di colore.",
    startTitle: "Parti da questo progetto",
    startText:
      "Apri il configuratore con {{design}} così come l'abbiamo usato qui: colori, forma, misure e vello. Poi adattalo al tuo spazio e chiedici un preventivo.",
    start: "Parti da questo progetto",
  },
};

export default it;
