import type { SectionTranslation } from "../../translation";

// The words of this section; its structure (blocks, ids, links, images) is the Spanish module's.
export default [
  {
    kind: "cards",
    eyebrow: "Contract",
    title: "Soluzioni contract per ogni settore",
    intro:
      "Disegniamo e realizziamo tappeti per spazi che accolgono migliaia di passi al giorno e devono restare impeccabili dal primo all'ultimo giorno.",
    items: [
      {
        title: "Hotel",
        text: "Hall, camere, sale eventi, ristoranti e bar con tappeti che resistono all'uso intensivo e raccontano la storia di ogni hotel.",
        image: { alt: "Tappeto su misura nella hall di un hotel, sotto una luce calda" },
        action: { label: "Per gli hotel" },
      },
      {
        title: "Residenziale",
        text: "Abitazioni e residenze private di lusso con pezzi unici, disegnati insieme a te o al tuo interior designer per ogni ambiente.",
        image: { alt: "Tappeto dal contorno irregolare sul parquet di un soggiorno" },
      },
      {
        title: "Spazi commerciali",
        text: "Negozi, showroom e spazi di marca con tappeti che integrano loghi e colori aziendali e reggono il passaggio quotidiano.",
        image: { alt: "Tappeto con motivo geometrico di grande formato in uno spazio commerciale" },
        action: { label: "Per i negozi" },
      },
      {
        title: "Aviazione",
        text: "Cabine di jet privati e dell'aviazione commerciale con tappeti tagliati sui piani di ogni velivolo e certificazioni aeronautiche.",
        image: { alt: "Tappeto tuftato a robot con file di vello regolari per la cabina di un aereo" },
        action: { label: "Per i jet privati" },
      },
      {
        title: "Yacht",
        text: "Saloni, cabine e corridoi a bordo, con tappeti adattati al millimetro a ogni imbarcazione e pensati per la vita in mare.",
        image: { alt: "Tappeto a bande ondulate nei toni della sabbia nel salone di uno yacht" },
        action: { label: "Per gli yacht" },
      },
      {
        title: "Architetti",
        text: "Uffici, sedi aziendali e spazi pubblici sviluppati con studi di architettura, dalle specifiche tecniche al cantiere.",
        image: { alt: "Tappeto a piccolo motivo ripetuto in un ufficio contemporaneo" },
        action: { label: "Per gli architetti" },
      },
    ],
  },
  {
    kind: "cards",
    eyebrow: "Perché sceglierci",
    title: "Design, certificazioni e capacità produttiva",
    items: [
      {
        title: "Design",
        text: "Il nostro team di design sviluppa ogni proposta insieme al tuo: dal concept e dalla palette cromatica ai disegni tecnici di produzione, con campioni fisici in ogni fase.",
      },
      {
        title: "Certificazioni",
        text: "Classificazione di reazione al fuoco M1 e classe d'uso 33 per traffico intenso, oltre a certificazioni aeronautiche e tessili per i progetti più esigenti.",
      },
      {
        title: "Capacità",
        text: "Una fabbrica propria di oltre {{factoryArea}} a Crevillente, con tufting a mano e robotizzato per produrre dal pezzo unico alle grandi superfici e alle serie complete.",
      },
    ],
  },
  {
    kind: "text",
    eyebrow: "Il tuo partner di produzione",
    title: "Produttori, non intermediari",
    paragraphs: [
      "Dal 1995 controlliamo ogni fase nella nostra fabbrica. Questo ci permette di rispondere con rapidità, curare ogni dettaglio e garantire che il tappeto installato sia fedele al design approvato.",
      "Da oltre 30 anni affianchiamo interior designer e architetti in progetti in tutto il mondo. Lavoriamo al tuo fianco, con un unico referente, dal primo incontro all'installazione finale.",
    ],
  },
  {
    kind: "cta",
    eyebrow: "Preventivo",
    title: "Hai un progetto contract?",
    text: "Inviaci planimetrie, misure e tempi: prepareremo per te una proposta di design e un preventivo su misura.",
    actions: [{ label: "Richiedi un preventivo" }, { label: "Vedi i progetti" }],
  },
] satisfies SectionTranslation;
