import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tappeti su misura per hotel: reazione al fuoco M1 e classe d'uso 33",
    description:
      "Tappeti su misura per hall, camere, sale eventi e ristoranti d'hotel, con reazione al fuoco M1, classe d'uso 33 e una fabbrica di proprietà a Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Hotel",
      title: "Tappeti che diventano parte dell'esperienza del tuo hotel",
      lead: "Dal 1995 disegniamo e realizziamo a Crevillente tappeti su misura per hall, camere, sale e ristoranti: pezzi che reggono il via vai di ogni giorno e che i tuoi ospiti ricordano anche dopo il check-out.",
      image: {
        alt: "Tappeto su misura nei toni caldi che riveste la hall di un hotel di lusso, davanti alla reception",
      },
      actions: [{ label: "Richiedi una consulenza" }, { label: "Catalogo per hotel" }],
    },
    {
      kind: "cards",
      eyebrow: "Perché Nudo",
      title: "Un produttore all'altezza del tuo hotel",
      items: [
        {
          title: "Produttori, non intermediari",
          text: "Disegniamo, tuftiamo e rifiniamo ogni tappeto nella nostra fabbrica di oltre {{factoryArea}} a Crevillente. Un unico interlocutore, tempi sotto controllo e piena fedeltà al progetto approvato.",
        },
        {
          title: "L'identità del tuo marchio, sotto i piedi",
          text: "Il tuo logo, la tua palette aziendale o un disegno esclusivo, in qualsiasi forma e misura: fino a 6 × 4 m senza cuciture e con giunzioni invisibili per le superfici più ampie. Abbiniamo ogni colore al Pantone o lo scegliamo con te tra i nostri 300 colori.",
        },
        {
          title: "Fatti per non fermarsi mai",
          text: "Classe d'uso 33 per il traffico commerciale intenso, reazione al fuoco M1 e fibre scelte per conservare colore e volume stagione dopo stagione.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Ambienti",
      title: "Ogni zona dell'hotel, con il suo tappeto",
      intro:
        "Una hall non chiede ciò che chiede una suite. Adattiamo tecnica, altezza del vello, materiale e supporto all'uso reale di ogni ambiente.",
      items: [
        {
          title: "Hall e reception",
          text: "Il biglietto da visita dell'hotel. Pezzi di grande formato, con rilievi scolpiti o l'emblema della casa, pronti per il passaggio continuo di ospiti e bagagli.",
          image: {
            alt: "Tappeto di grande formato nella hall di un hotel, davanti al bancone della reception",
          },
        },
        {
          title: "Camere e suite",
          text: "Comfort sotto i piedi e silenzio in ogni stanza. Lana neozelandese o seta naturale, sulla misura esatta di ogni tipologia, dalla camera standard alla suite presidenziale.",
          image: { alt: "Tappeto in lana dal vello morbido ai piedi del letto in una suite d'albergo" },
        },
        {
          title: "Sale eventi",
          text: "Grandi superfici che sopportano allestimenti, tavoli e centinaia di invitati. Giunzioni invisibili, realizzate in fabbrica o in cantiere, perché il disegno attraversi la sala senza interruzioni.",
          image: {
            alt: "Tappeto con un motivo geometrico continuo che copre il pavimento di una sala eventi d'hotel",
          },
        },
        {
          title: "Ristoranti e bar",
          text: "Ambienti in cui il tappeto detta l'atmosfera e attutisce i rumori. Fibre e supporti pensati per una manutenzione semplice, con il nostro servizio di pulizia professionale quando serve.",
          image: {
            alt: "Tappeto dalle forme organiche nei toni caldi sotto i tavoli del ristorante di un hotel",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Progetti realizzati",
      title: "Hotel vestiti dai nostri tappeti",
      intro:
        "Hall, camere e corridoi in cui i nostri tappeti fanno già parte della vita dell'hotel. Ogni progetto racconta come l'abbiamo risolto insieme ai progettisti d'interni.",
    },
    {
      kind: "cards",
      eyebrow: "Certificazioni",
      title: "Sicurezza e resistenza, certificate",
      items: [
        {
          title: "Reazione al fuoco M1",
          text: "I nostri tappeti hanno la classificazione di reazione al fuoco M1. Ti forniamo tutta la documentazione tecnica di cui il tuo progetto ha bisogno.",
        },
        {
          title: "Classe d'uso 33",
          text: "La classe dell'uso commerciale intenso: il tappeto mantiene il suo aspetto nelle zone di maggior passaggio, anno dopo anno.",
        },
        {
          title: "Manutenzione semplice",
          text: "Materiali durevoli e facili da curare, una guida alla manutenzione per il tuo reparto housekeeping e un servizio di pulizia professionale. Il tutto coperto da una garanzia internazionale contro i difetti di fabbricazione.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Come lavoriamo",
      title: "Dalle planimetrie all'inaugurazione",
      intro: "Un solo team ti accompagna in ogni fase, che si tratti di una nuova apertura o di una ristrutturazione.",
      items: [
        {
          title: "Briefing, planimetrie e misure",
          text: "Ci racconti il concept, l'uso di ogni zona e le tempistiche. Lavoriamo sulle tue planimetrie oppure prendiamo le misure direttamente in hotel.",
        },
        {
          title: "Design e campioni",
          text: "Il nostro team di design sviluppa la proposta con il tuo interior designer: disegno, colori, texture e altezze del vello. Approvi ogni dettaglio con campioni fisici e con i kit colore M50 e M300.",
        },
        {
          title: "Produzione a Crevillente",
          text: "Realizziamo ogni pezzo nella nostra fabbrica, in Handtuft, Robotuft, Wilton o Flatweave a seconda dell'uso di ogni zona, e lo controlliamo uno per uno prima di imballarlo.",
        },
        {
          title: "Consegna e posa",
          text: "Le nostre squadre itineranti posano i tappeti in qualsiasi parte del mondo ed eseguono in cantiere le giunzioni necessarie, perché tutto sia pronto il giorno dell'apertura.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Preventivo",
      title: "Stai preparando un'apertura o una ristrutturazione?",
      text: "Inviaci planimetrie, misure e tempistiche: ti prepareremo una proposta di design e un preventivo su misura. Se cerchi ancora ispirazione, richiedi il nostro catalogo per hotel.",
      actions: [{ label: "Richiedi un preventivo" }, { label: "Richiedi il catalogo" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
