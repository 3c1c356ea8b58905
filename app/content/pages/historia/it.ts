import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Storia: tappeti realizzati a Crevillente dal 1995",
    description:
      "Dal 1995 realizziamo tappeti a Crevillente. Scopri la nostra storia: oltre 25 anni di mestiere, una fabbrica propria e un marchio giovane nato nell'ultimo decennio.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Storia",
      title: "Dal 1995, punto dopo punto",
      lead: "La nostra è la storia di una fabbrica cresciuta insieme al mestiere e di un marchio giovane che oggi porta quel mestiere in progetti di tutto il mondo.",
      image: {
        alt: "Tappeto tuftato a mano con onde di vello nei toni della sabbia e del bronzo, visto da vicino",
      },
    },
    {
      kind: "text",
      eyebrow: "Le origini",
      title: "Crevillente, terra di tappeti",
      paragraphs: [
        "L'azienda nasce nel 1995 a Crevillente (Alicante), una cittadina in cui la produzione di tappeti fa parte della memoria collettiva. Siamo partiti da una convinzione semplice: produrre in prima persona, senza intermediari, e rispondere personalmente di ogni pezzo.",
        "Fin dall'inizio abbiamo lavorato accanto a interior designer che cercavano ciò che nessun catalogo offriva: una misura impossibile, un colore esatto, un disegno tutto loro. Questo modo di lavorare, su misura e fianco a fianco con chi progetta, resta il cuore di tutto ciò che facciamo.",
      ],
      image: { alt: "Tappeto con un grande disegno geometrico nei toni sabbia, bronzo e terracotta" },
    },
    {
      kind: "numbered",
      eyebrow: "Cronologia",
      title: "Le tappe di un percorso",
      intro: "Oltre 25 anni di storia, riassunti in quattro momenti.",
      items: [
        {
          title: "1995",
          text: "Nasce l'azienda a Crevillente: una fabbrica di tappeti con la vocazione del su misura e l'impegno di rispondere di ogni pezzo.",
        },
        {
          title: "Mestiere e fabbrica",
          text: "La fabbrica cresce fino a superare gli {{factoryArea}} e il team affina quattro tecniche: Flatweave, Wilton, Handtuft e Robotuft.",
        },
        {
          title: "L'ultimo decennio",
          text: "Nasce Nudo, il marchio che riunisce questo saper fare: una collezione di 300 colori, i kit colore M50 e M300 e progetti per hotel, yacht e aviazione.",
        },
        {
          title: "Oggi",
          text: "Oltre 30 anni al fianco degli interior designer, installazione in tutto il mondo con squadre itineranti e una garanzia internazionale a tutela di ogni tappeto.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Il marchio",
      title: "Un marchio giovane dalle radici profonde",
      paragraphs: [
        "Nudo ha meno di dieci anni, ma non è nato dal nulla: è il marchio di un'azienda produttrice fondata nel 1995, con oltre 25 anni di storia alle spalle.",
        "Con il marchio è arrivato un modo più chiaro di raccontare ciò che abbiamo sempre fatto: collezioni definite, campionari colore, un rapporto diretto con i professionisti e una presenza internazionale che cresce progetto dopo progetto.",
      ],
    },
    {
      kind: "text",
      eyebrow: "Ciò che non cambia",
      title: "Lo stesso impegno, ogni giorno",
      paragraphs: [
        "Sono cambiati i macchinari, i mercati e i progetti, ma non il modo di lavorare. Ogni design viene approvato con te prima della produzione e ogni tappeto viene controllato prima di lasciare la fabbrica.",
        "È questa continuità a permetterci di offrire una garanzia internazionale contro i difetti di fabbricazione, che copre sia la durata sia la fedeltà al design approvato.",
      ],
      image: { alt: "Tappeto scolpito a mano con rilievi tono su tono" },
    },
    {
      kind: "cta",
      title: "Scriviamo insieme il prossimo capitolo",
      text: "Il tuo progetto può essere la prossima tappa. Raccontaci cosa immagini o scopri i progetti che fanno già parte della nostra storia.",
      actions: [{ label: "Contattaci" }, { label: "Vedi i progetti" }],
    },
  ],
} satisfies PageTranslation;
