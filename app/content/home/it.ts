import type { HomeTranslation } from "./home-translation";

export default {
  meta: {
    title: "Tappeti di lusso su misura, realizzati in Spagna",
    description:
      "Tappeti tuftati a mano, tuftati a robot e su misura per hotel, interior designer, yacht e jet privati. Fabbrica propria a Crevillente dal 1995.",
  },
  hero: {
    eyebrow: "Produttori dal 1995 · Crevillente, Spagna",
    title: "L'arte di camminare su qualcosa di unico",
    subtitle: "Tappeti tuftati a mano, tuftati a robot e su misura, creati nella nostra fabbrica.",
    paragraphs: [
      "Siamo produttori, non distributori. Disegniamo, tessiamo e rifiniamo ogni tappeto a Crevillente, dove lana, seta e colore diventano pezzi per hotel, residenze, yacht e jet privati in tutto il mondo.",
      "Una collezione di 300 colori, le tecniche Flatweave, Wilton, Handtuft e Robotuft, e un team che affianca interior designer e architetti dal primo schizzo all'installazione finale.",
    ],
    cta: "Scopri la collezione",
    ctaNote: "Una nuova esperienza visiva",
    image: { alt: "Primo piano di un tappeto tuftato a mano nei toni della sabbia e del bronzo" },
  },
  tiles: {
    title: "Tre strade verso il tuo tappeto",
    items: [
      {
        title: "Progetti",
        text: "Soluzioni contract per hotel, negozi, yacht e aviazione.",
        cta: "Vedi i progetti",
        image: { alt: "Tappeto su misura nella hall di un hotel" },
      },
      {
        title: "Campionari",
        text: "Richiedi cataloghi e kit colore per toccare la qualità.",
        cta: "Richiedi i campionari",
        image: { alt: "Kit colore con campioni di filato per tappeti" },
      },
      {
        title: "Personalizzazione",
        text: "Design su misura: forma, colore, altezza e texture a tua scelta.",
        cta: "Disegna il tuo",
        image: { alt: "Dettaglio di un tappeto personalizzato in rilievo scolpito" },
      },
    ],
  },
  experience: {
    eyebrow: "Esperienza 360°",
    title: "Visita la nostra fabbrica senza lasciare il tuo studio",
    description:
      "Oltre {{factoryArea}} dove il filo diventa superficie. Scorri la vista panoramica per esplorare telai, sala colori e reparto finiture, e scopri le nostre collezioni nel loro ambiente.",
    tourLabel: "Visita virtuale: vista panoramica della fabbrica",
    tourHint: "Scorri o usa le frecce per esplorare la vista",
    image: { alt: "Vista panoramica della fabbrica: telai, rocche di filato e tappeti finiti" },
    stats: [
      { value: "1995", label: "Anno di fondazione" },
      { value: "300", label: "Colori in collezione" },
      { value: "{{factoryArea}}", label: "Di superficie produttiva propria" },
    ],
  },
  collections: {
    eyebrow: "Collezioni",
    title: "Cinque linguaggi per un unico mestiere",
    description:
      "Ogni collezione nasce da una tecnica e da un'intenzione. Tutte possono essere adattate in misura, colore e altezza del vello.",
    categories: [
      {
        title: "Motivo grande",
        description: "Disegni ampi che danno carattere a hall, saloni e grandi superfici.",
        features: ["Vello tagliato e bouclé", "Design esclusivo", "Misure senza limiti"],
        image: { alt: "Tappeto a grande motivo geometrico" },
      },
      {
        title: "Motivo piccolo",
        description: "Ritmi fini e ripetuti che vestono camere e corridoi in punta di piedi.",
        features: ["Bouclé multilivello", "Alta densità", "Ideale per il contract"],
        image: { alt: "Tappeto a piccolo motivo ripetuto" },
      },
      {
        title: "Rilievo 3D",
        description: "Volumi scolpiti a mano che giocano tra luce e tatto.",
        features: ["Scolpitura a mano", "Vello tagliato e bouclé", "Altezze da 4 a 50 mm"],
        image: { alt: "Tappeto in rilievo tridimensionale scolpito" },
      },
      {
        title: "Creatività",
        description: "Pezzi d'arte nati da tecniche speciali e accostamenti inattesi.",
        features: ["Tecniche speciali", "Materiali misti", "Design esclusivo"],
        image: { alt: "Tappeto creativo dalle forme organiche e dai colori contrastanti" },
      },
      {
        title: "Pezzo unico",
        description: "Un solo pezzo, pensato insieme a te per uno spazio preciso.",
        features: ["Design unico", "Consulenza personale", "Forma libera"],
        image: { alt: "Tappeto unico dalla forma irregolare" },
      },
    ],
  },
  techniques: {
    eyebrow: "Tecniche",
    title: "Due mani, lo stesso rigore",
    handTuft: {
      title: "Handtuft",
      text: "I nostri artigiani inseriscono il filo punto per punto usando la pistola manuale. Totale libertà di disegno, altezze combinate e scolpitura a mano per pezzi d'autore.",
      image: { alt: "Artigiano al lavoro su un tappeto, pistola da tufting manuale in mano" },
    },
    robotTuft: {
      title: "Robotuft",
      text: "La precisione del tufting robotizzato riproduce disegni complessi al millimetro: ideale per grandi superfici e progetti contract ripetibili.",
      image: { alt: "Testa di tufting robotizzata sul telaio" },
    },
  },
} satisfies HomeTranslation;
