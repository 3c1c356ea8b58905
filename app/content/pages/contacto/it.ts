import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Contatti: parliamo del tuo prossimo progetto",
    description:
      "Scrivici o chiamaci: progettiamo e realizziamo tappeti su misura a Crevillente (Alicante). Ti rispondiamo con idee, campioni e un preventivo.",
  },
  blocks: [
    {
      kind: "contact",
      eyebrow: "Contatti",
      title: "Parliamo del tuo prossimo progetto",
      lead: "Raccontaci cosa hai in mente, anche se è solo un'idea. Ti risponderemo personalmente con proposte, campioni e un preventivo su misura.",
      hoursTitle: "Orari",
      hours: ["Dal {{openingDayFirst}} al {{openingDayLast}}: {{openingTime}}", "{{closedDays}}: chiuso"],
      mapTitle: "La nostra fabbrica a Crevillente",
      mapLink: "Apri la mappa",
    },
    {
      kind: "cards",
      eyebrow: "Altre strade",
      title: "Preferisci iniziare da un'altra parte?",
      items: [
        {
          title: "Campionario fisico",
          text: "Ricevi in studio lane, texture e colori per scegliere toccando con mano.",
          action: { label: "Richiedi il campionario" },
        },
        {
          title: "Catalogo digitale",
          text: "Scarica le nostre collezioni e tecniche da condividere con il tuo team.",
          action: { label: "Scarica il catalogo" },
        },
        {
          title: "Domande frequenti",
          text: "Posa, materiali, certificazioni e garanzia: le risposte.",
          action: { label: "Leggi le risposte" },
        },
      ],
    },
  ],
} satisfies PageTranslation;
