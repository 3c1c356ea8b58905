import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Campionari e kit colore",
    description:
      "Richiedi campioni fisici, i kit colore M50 e M300 o il nostro catalogo digitale, e prenota una consulenza per scegliere il tuo tappeto su misura.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Campionari",
      title: "Tocca la qualità prima di scegliere",
      lead: "Lana, seta, rilievi e 300 colori tra le tue mani. Richiedi campioni fisici, il nostro catalogo digitale o una consulenza personale per scegliere in tutta sicurezza.",
      image: {
        alt: "Campioni di tappeto tuftato in colori e texture diversi, disposti su un tavolo da lavoro",
      },
    },
    {
      kind: "gallery",
      title: "Materiali, rilievi, disegni e colore",
      images: [
        { alt: "Campione di lana a vello bouclé, visto da vicino" },
        { alt: "Campione scolpito in rilievo che unisce vello tagliato e bouclé" },
        { alt: "Campione di tappeto a piccolo motivo ripetuto" },
        { alt: "Campioni di filato colorato ordinati in una griglia" },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Kit colore",
      title: "300 colori per trovare la tonalità esatta",
      intro:
        "La nostra collezione cromatica riunisce 300 colori e si presenta in due kit pensati per lo studio di progettazione e per il cantiere.",
      items: [
        {
          title: "Collezione di 300 colori",
          text: "L'intera palette della casa: neutri, terre, pastelli e toni intensi, punto di partenza per qualsiasi progetto su misura.",
          image: { alt: "Collezione di 300 colori di filato disposta in una grande griglia di campioni" },
        },
        {
          title: "Kit colore M50",
          text: "Una selezione di 50 colori essenziali in formato compatto, ideale per le presentazioni ai clienti e le prime proposte di design.",
          image: { alt: "Kit colore M50 con 50 colori di filato" },
        },
        {
          title: "Kit colore M300",
          text: "I 300 colori della collezione ordinati in cassetti, per avere sempre a portata di mano l'intera palette nel tuo studio.",
          image: { alt: "Kit colore M300 con 300 colori di filato ordinati in cassetti" },
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Come iniziare",
      title: "Tre modi per conoscere i nostri tappeti",
      items: [
        {
          title: "Campioni fisici",
          text: "Ricevi nel tuo studio campioni di materiali, texture e colori per valutare la mano, la densità e la finitura dei nostri tappeti.",
          action: { label: "Richiedi i campioni" },
        },
        {
          title: "Catalogo digitale",
          text: "Richiedi il nostro catalogo digitale con collezioni, tecniche e progetti. Lo riceverai via e-mail in pochi minuti.",
          action: { label: "Scarica il catalogo" },
        },
        {
          title: "Consulenza personale",
          text: "Prenota un incontro con il nostro team per esaminare il tuo progetto, chiarire i dubbi tecnici e scegliere materiali e colori con l'occhio di un esperto.",
          action: { label: "Prenota una consulenza" },
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Consulenza",
      title: "Hai un progetto in mente?",
      text: "Raccontaci quale spazio vuoi vestire: ti aiuteremo a scegliere i campioni, i colori e la tecnica più adatti.",
      actions: [{ label: "Parla con noi" }, { label: "Personalizza un tappeto" }],
    },
  ],
} satisfies PageTranslation;
