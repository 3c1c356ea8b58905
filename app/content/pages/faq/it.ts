import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Domande frequenti",
    description:
      "Produzione, installazione, design su misura, materiali, sostenibilità, certificazioni, manutenzione, garanzia e contract: rispondiamo ai tuoi dubbi.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Domande frequenti",
      title: "Tutto quello che devi sapere",
      lead: "Produzione, personalizzazione, materiali, installazione e garanzia: rispondiamo alle domande più frequenti di interior designer, architetti e clienti privati.",
      image: { alt: "Tappeto a piccolo motivo ripetuto, visto da vicino" },
    },
    {
      kind: "faq",
      eyebrow: "Domande e risposte",
      title: "Chiariamo ogni dubbio",
      items: [
        {
          question: "Siete produttori o distributori?",
          answer:
            "Siamo produttori. Disegniamo, realizziamo e rifiniamo ogni tappeto nella nostra fabbrica di oltre {{factoryArea}} a Crevillente (Alicante). Lavorare senza intermediari ci permette di controllare la qualità in ogni fase e di adattarci alle esigenze di ciascun progetto.",
        },
        {
          question: "Dove potete installare i tappeti?",
          answer:
            "Ovunque nel mondo. Le nostre squadre di posa raggiungono il progetto dovunque si trovi, che sia un hotel, una residenza privata o uno yacht, e coordinano ogni dettaglio con il tuo team di cantiere.",
        },
        {
          question: "Posso ordinare un design completamente personalizzato?",
          answer:
            "Sì. Offriamo una personalizzazione totale: partiamo dal tuo schizzo, dal tuo logo o semplicemente da un'idea, e definiamo con te forma, misure, colori, altezze e materiali. Prima della produzione riceverai una proposta di design da approvare.",
        },
        {
          question: "Quali materiali utilizzate?",
          answer:
            "Lavoriamo con lana neozelandese, anche in opzioni di lana vergine, e con seta naturale, oltre a cotone, fibre sintetiche e miscele su misura. Su richiesta offriamo anche opzioni con materiali riciclati e riciclabili.",
        },
        {
          question: "Che cosa fate per la sostenibilità?",
          answer:
            "Ecco i fatti concreti. Realizziamo ogni pezzo nella nostra fabbrica di Crevillente, su ordinazione e su misura, senza produrre in serie per il magazzino. Lavoriamo con fibre naturali come la lana neozelandese e la seta e, su richiesta, offriamo opzioni riciclate e riciclabili. La classe d'uso 33 rende i nostri tappeti resistenti al traffico intenso, e la nostra guida alla manutenzione e il servizio di pulizia professionale ne prolungano la vita.",
        },
        {
          question: "Quali certificazioni hanno i vostri tappeti?",
          answer:
            "I nostri tappeti dispongono di certificazioni aeronautiche e tessili, oltre alla classificazione di reazione al fuoco M1 e alla classe d'uso 33 per traffico intenso. Ti forniamo tutta la documentazione tecnica richiesta da ciascun progetto.",
        },
        {
          question: "Come devo prendermi cura del mio tappeto?",
          answer:
            "Insieme a ogni tappeto ti consegniamo una guida alla manutenzione, con indicazioni per la pulizia ordinaria e cure specifiche in base al materiale. Per la pulizia a fondo mettiamo a tua disposizione un servizio di lavaggio professionale che preserva il colore, la texture e la forma del pezzo.",
        },
        {
          question: "Che garanzia offrite?",
          answer:
            "Tutti i nostri tappeti godono di una garanzia internazionale contro i difetti di fabbricazione. Garantiamo inoltre la loro durata e la fedeltà del pezzo finito al design che hai approvato.",
        },
        {
          question: "Lavorate su progetti contract?",
          answer:
            "Sì, il contract è una parte essenziale del nostro lavoro. Realizziamo tappeti per hotel, uffici, negozi, musei e teatri, oltre che per l'aviazione commerciale, e adattiamo design, materiali e certificazioni alle esigenze di ogni spazio.",
        },
      ],
      closing: {
        text: "Non trovi la risposta che cerchi?",
        action: { label: "Contattaci" },
      },
    },
  ],
} satisfies PageTranslation;
