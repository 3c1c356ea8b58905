import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Progetti di tappeti su misura per settore",
    description:
      "Tappeti su misura per hotel, residenze, negozi, yacht, aviazione e architettura, disegnati e realizzati nella nostra fabbrica di Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Progetti",
      title: "Tappeti che danno carattere a ogni spazio",
      lead: "Dalla hall di un hotel alla cabina di un jet privato, disegniamo e realizziamo tappeti su misura per ogni settore, con lo stesso rigore artigianale dal 1995.",
      image: {
        alt: "Tappeto su misura di grande formato in un'ampia hall, con luce naturale sul vello di lana",
      },
    },
    {
      kind: "cards",
      eyebrow: "Settori",
      title: "Un solo mestiere, sei scenari",
      intro:
        "Ogni settore ha le sue esigenze d'uso, le sue normative e la sua estetica. Le conosciamo da vicino e le traduciamo in ogni tappeto fin dal primo schizzo.",
      items: [
        {
          title: "Hotel",
          text: "Hall, camere, sale eventi e ristoranti con tappeti che resistono all'uso intensivo ed esprimono la personalità di ogni struttura.",
          image: { alt: "Tappeto su misura nella hall di un hotel, sotto una luce calda" },
          action: { label: "Per gli hotel" },
        },
        {
          title: "Residenziale",
          text: "Pezzi unici per abitazioni private, pensati insieme a te o al tuo interior designer: forma, colore e texture su misura per ogni ambiente.",
          image: { alt: "Tappeto dal contorno irregolare sul parquet di un soggiorno" },
        },
        {
          title: "Spazi commerciali",
          text: "Negozi, showroom e spazi di marca in cui il tappeto rafforza l'identità: loghi, colori aziendali e formati pensati per il passaggio quotidiano.",
          image: { alt: "Tappeto con motivo geometrico di grande formato in uno spazio commerciale" },
          action: { label: "Per i negozi" },
        },
        {
          title: "Yacht",
          text: "Saloni, cabine e corridoi vestiti con tappeti tagliati al millimetro sui piani di ogni imbarcazione, con il comfort e la resistenza che la vita a bordo richiede.",
          image: { alt: "Tappeto a bande ondulate nei toni della sabbia nel salone di uno yacht" },
          action: { label: "Per gli yacht" },
        },
        {
          title: "Aviazione",
          text: "Tappeti per le cabine di jet privati e dell'aviazione commerciale, adattati ai piani di ogni velivolo e supportati da certificazioni aeronautiche.",
          image: { alt: "Tappeto tuftato a robot con file di vello regolari per la cabina di un aereo" },
          action: { label: "Per i jet privati" },
        },
        {
          title: "Architettura e uffici",
          text: "Sedi aziendali, uffici e spazi pubblici progettati insieme a studi di architettura, con classe d'uso 33, comfort acustico e design su misura.",
          image: { alt: "Tappeto a piccolo motivo ripetuto in un ufficio dal design contemporaneo" },
          action: { label: "Per gli architetti" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Progetti realizzati",
      title: "Tappeti che hanno trovato il loro posto",
      intro:
        "Hotel, case, negozi, yacht e sedi aziendali in cui i nostri tappeti sono parte del progetto. Filtra per settore e apri ciascuno per scoprire come l'abbiamo realizzato e con quali disegni della collezione.",
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
