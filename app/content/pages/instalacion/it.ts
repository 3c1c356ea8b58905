import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Installazione di tappeti su misura in tutto il mondo",
    description:
      "Squadre di posa che raggiungono qualsiasi destinazione, giunzioni invisibili in fabbrica o in cantiere e grandi formati senza giunture fino a 6 × 4 m.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Installazione",
      title: "Ovunque si trovi il tuo progetto",
      lead: "Le nostre squadre di posa raggiungono qualsiasi luogo del mondo per posare ogni tappeto così come è stato disegnato: sulla misura esatta, senza giunture a vista e nei tempi concordati.",
      image: { alt: "Grande tappeto su misura installato nella hall di un hotel" },
    },
    {
      kind: "text",
      eyebrow: "Copertura",
      title: "Installazione in tutto il mondo",
      paragraphs: [
        "Hotel, residenze, uffici, negozi o yacht: installiamo in qualsiasi paese con squadre itineranti che conoscono ogni tappeto, perché esce dalla nostra fabbrica.",
        "Coordiniamo la posa con la direzione lavori e con le altre maestranze per intervenire al momento giusto, quando lo spazio è predisposto e il tappeto può essere posato senza rischi.",
      ],
      image: { alt: "Tappeto su misura nel corridoio di un hotel" },
    },
    {
      kind: "text",
      eyebrow: "Grandi formati",
      title: "Senza giunture fino a 6 × 4 m",
      paragraphs: [
        "Realizziamo tappeti fino a 6 m × 4 m in un unico pezzo, senza alcuna giuntura. Per superfici più ampie uniamo più pezzi con giunzioni invisibili, lavorate perché disegno e vello proseguano senza interruzioni.",
        "Queste giunzioni si eseguono in fabbrica, quando l'accesso allo spazio lo consente, oppure in cantiere, quando il tappeto deve entrare in più parti. In entrambi i casi, il risultato è una superficie continua.",
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Processo",
      title: "Come installiamo",
      items: [
        {
          title: "Rilievo delle misure",
          text: "Prendiamo le misure in cantiere o lavoriamo su planimetrie convalidate, con particolare attenzione a pilastri, scale e curve.",
        },
        {
          title: "Preparazione",
          text: "In fabbrica tagliamo, rifiniamo e, se opportuno, uniamo i pezzi. Il supporto (in lattice naturale, tecnico, antiscivolo o ignifugo) si sceglie in base all'uso.",
        },
        {
          title: "Trasporto",
          text: "Imballiamo e contrassegniamo ogni pezzo perché arrivi protetto e nell'ordine in cui va posato.",
        },
        {
          title: "Posa",
          text: "La nostra squadra installa il tappeto, esegue in cantiere le giunzioni necessarie e verifica con te il risultato finale.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Dopo la posa",
      title: "Un tappeto fatto per durare",
      paragraphs: [
        "Al termine ti consegniamo la nostra guida alla manutenzione, con le indicazioni per la cura quotidiana e per intervenire sulle macchie, adattate al materiale del tuo tappeto.",
        "Quando serve, il nostro servizio di pulizia professionale si occupa della manutenzione a fondo, e la garanzia internazionale ti tutela contro qualsiasi difetto di fabbricazione.",
      ],
      image: { alt: "Tappeto a motivo geometrico in una boutique di lusso" },
    },
    {
      kind: "cta",
      title: "Pianifichiamo la tua installazione",
      text: "Raccontaci dove si trova il tuo progetto, quali superfici vuoi coprire e con quali tempi lavori: ti proporremo il modo migliore per produrre e installare.",
      actions: [{ label: "Contattaci" }, { label: "Scopri la manutenzione" }],
    },
  ],
} satisfies PageTranslation;
