import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Sostenibilità: fabbrica propria, su misura, opzioni riciclate",
    description:
      "Lana neozelandese, seta naturale, opzioni riciclate e riciclabili su richiesta, produzione su misura nella nostra fabbrica di Crevillente e classe d'uso 33.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Sostenibilità",
      title: "Su misura, nella nostra fabbrica",
      lead: "Realizziamo ogni tappeto su ordinazione nella nostra fabbrica di Crevillente, con fibre naturali, opzioni riciclate e riciclabili su richiesta e classe d'uso 33 per il traffico intenso.",
      image: { alt: "Campioni di lana nei toni naturali, disposti a griglia" },
    },
    {
      kind: "text",
      eyebrow: "Materiali",
      title: "Fibre naturali e opzioni riciclate",
      paragraphs: [
        "Lavoriamo con lana neozelandese, anche in opzioni di lana vergine, e con seta naturale, oltre a cotone, fibre sintetiche e miscele su misura. Su richiesta ti proponiamo opzioni con filati riciclati e materiali riciclabili.",
        "Ti illustriamo nel dettaglio la composizione di ogni proposta, perché la tua scelta sia consapevole e in equilibrio tra estetica, prestazioni tecniche e materiali.",
      ],
      image: { alt: "Campioni di tappeto in lana naturale con rilievi diversi" },
    },
    {
      kind: "cards",
      eyebrow: "Il nostro approccio",
      title: "Quattro fatti su come produciamo",
      items: [
        {
          title: "Produzione su misura",
          text: "Ogni tappeto viene realizzato su ordinazione per uno spazio preciso e sulle sue misure esatte: non produciamo in serie per il magazzino.",
        },
        {
          title: "Fabbrica propria",
          text: "Design, tufting e finitura sotto lo stesso tetto, nella nostra fabbrica di Crevillente.",
        },
        {
          title: "Durata",
          text: "Classe d'uso 33, propria dell'uso commerciale intenso, per tappeti che resistono al traffico di hall, corridoi e sale.",
          action: { label: "Scopri la qualità" },
        },
        {
          title: "Cura",
          text: "La nostra guida alla manutenzione e il servizio di pulizia professionale prolungano la vita di ogni pezzo.",
          action: { label: "Scopri la manutenzione" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Durata",
      title: "Progettare per l'uso reale",
      paragraphs: [
        "Progettiamo pensando all'uso reale di ogni spazio (il traffico, la luce, la pulizia) e scegliamo di conseguenza densità, altezza del vello e supporto. Per il traffico intenso lavoriamo con la classe d'uso 33.",
        "La nostra garanzia internazionale copre i difetti di fabbricazione, la durata nell'uso previsto e la fedeltà al design approvato.",
      ],
    },
    {
      kind: "text",
      eyebrow: "Ciclo di vita",
      title: "Curare per prolungarne la vita",
      paragraphs: [
        "Fin dalla prima conversazione puoi chiederci opzioni con fibre riciclate e riciclabili, e ti spieghiamo la composizione di ciascuna.",
        "Durante l'uso, ciò che prolunga di più la vita di un tappeto è la cura: intervenire subito su una macchia, ruotare di tanto in tanto il tappeto e ricorrere a una pulizia professionale quando serve.",
      ],
      image: { alt: "Tappeto in lana dal contorno irregolare nel salotto di una residenza" },
    },
    {
      kind: "cta",
      title: "Scegli i materiali del tuo tappeto",
      text: "Chiedici opzioni riciclate o riciclabili per il tuo progetto: ti guideremo nella scelta di ogni materiale.",
      actions: [{ label: "Contattaci" }, { label: "Richiedi un campionario" }],
    },
  ],
} satisfies PageTranslation;
