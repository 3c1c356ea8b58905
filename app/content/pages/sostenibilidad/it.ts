import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Sostenibilità: tappeti durevoli, naturali e riciclabili",
    description:
      "Lana vergine locale, seta naturale, opzioni riciclate e riciclabili e produzione su misura in fabbrica propria: così intendiamo la sostenibilità in ogni tappeto.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Sostenibilità",
      title: "Il tappeto più sostenibile è quello che dura",
      lead: "Produciamo su misura, nella nostra fabbrica e con materiali scelti per durare. È il nostro modo di ridurre l'impatto senza rinunciare alla bellezza.",
      image: { name: "hero-muestrarios", alt: "Campioni di lana nei toni naturali, disposti a griglia" },
    },
    {
      kind: "text",
      eyebrow: "Materiali",
      title: "Fibre naturali, riciclate e riciclabili",
      paragraphs: [
        "La lana vergine locale e la seta naturale sono fibre rinnovabili che invecchiano con eleganza. Quando il progetto lo consente, ti proponiamo alternative sostenibili: filati riciclati, materiali riciclabili e mischie su misura che riducono l'uso di nuova materia prima.",
        "Ti illustriamo con chiarezza la composizione di ogni proposta, perché la tua scelta sia consapevole e in equilibrio tra estetica, prestazioni tecniche e impegno ambientale.",
      ],
      image: { name: "samples-relief", alt: "Campioni di tappeto in lana naturale con rilievi diversi" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "Il nostro approccio",
      title: "Quattro scelte che riducono l'impatto",
      columns: 2,
      items: [
        {
          title: "Produzione su misura",
          text: "Ogni tappeto viene realizzato per uno spazio preciso e sulle sue misure esatte: niente eccedenze di magazzino né pezzi di cui nessuno ha bisogno.",
        },
        {
          title: "Fabbrica propria",
          text: "Design, tufting e finitura sotto lo stesso tetto, a Crevillente. Meno intermediari e meno trasporti tra un fornitore e l'altro.",
        },
        {
          title: "Durata",
          text: "Materiali pregiati e classe d'uso 33 per tappeti che resistono al traffico intenso e si sostituiscono molto più di rado.",
          action: { label: "Scopri la qualità", href: "/calidad" },
        },
        {
          title: "Cura",
          text: "La nostra guida alla manutenzione e il servizio di pulizia professionale prolungano la vita di ogni pezzo.",
          action: { label: "Scopri la manutenzione", href: "/mantenimiento" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Durata",
      title: "Progettare per molti anni",
      paragraphs: [
        "Un tappeto da sostituire dopo poco tempo non è sostenibile, per quanto ben fatto. Per questo progettiamo pensando all'uso reale (il traffico, la luce, la pulizia) e scegliamo densità, altezza del vello e supporto perché il pezzo invecchi bene.",
        "La nostra garanzia internazionale copre la durata contro i difetti di fabbricazione: un modo per mettere nero su bianco che ciò che produciamo è fatto per restare.",
      ],
      tone: "dark",
    },
    {
      kind: "text",
      eyebrow: "Ciclo di vita",
      title: "Pensare anche alla fine",
      paragraphs: [
        "Una scelta sostenibile si fa all'inizio, non alla fine. Fin dalla prima conversazione valutiamo con te le opzioni riciclabili, che permettono ai materiali del tappeto di vivere una seconda vita quando il suo utilizzo sarà concluso.",
        "Nel frattempo, la risorsa migliore è la cura: intervenire subito su una macchia, ruotare di tanto in tanto il tappeto e ricorrere a una pulizia professionale quando serve.",
      ],
      image: {
        name: "project-residencial",
        alt: "Tappeto in lana dal contorno irregolare nel salotto di una residenza",
      },
      imageSide: "left",
    },
    {
      kind: "cta",
      title: "Disegna un tappeto a minore impatto",
      text: "Chiedici opzioni sostenibili, riciclate o riciclabili per il tuo progetto: ti guideremo nella scelta di ogni materiale.",
      actions: [
        { label: "Contattaci", href: "/contacto" },
        { label: "Richiedi un campionario", href: "/solicitud-muestrario" },
      ],
    },
  ],
} satisfies PageContentInput;
