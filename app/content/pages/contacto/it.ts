import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Contatti: parliamo del tuo prossimo progetto",
    description:
      "Scrivici o chiamaci: progettiamo e realizziamo tappeti su misura a Crevillente (Alicante). Ti rispondiamo con idee, campioni e un preventivo.",
  },
  blocks: [
    {
      kind: "contact",
      id: "contact",
      headingLevel: 1,
      form: "contact",
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
      id: "otras-vias",
      eyebrow: "Altre strade",
      title: "Preferisci iniziare da un'altra parte?",
      columns: 3,
      items: [
        {
          title: "Campionario fisico",
          text: "Ricevi in studio lane, texture e colori per scegliere toccando con mano.",
          action: { label: "Richiedi il campionario", href: "/solicitud-muestrario" },
        },
        {
          title: "Catalogo digitale",
          text: "Scarica le nostre collezioni e tecniche da condividere con il tuo team.",
          action: { label: "Scarica il catalogo", href: "/solicitud-catalogo" },
        },
        {
          title: "Domande frequenti",
          text: "Posa, materiali, certificazioni e garanzia: le risposte.",
          action: { label: "Leggi le risposte", href: "/faq" },
        },
      ],
    },
  ],
} satisfies PageContentInput;
