import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tappeti su misura per negozi, showroom e brand",
    description:
      "Tappeti con il tuo logo e i tuoi colori aziendali per negozi e showroom: classe M1, classe d'uso 33 e serie identiche in Robotuft. Realizzati a Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Negozi",
      title: "Il tuo brand, a ogni passo",
      lead: "Disegniamo e realizziamo tappeti per negozi, showroom e spazi di marca che portano la tua identità sul pavimento: il tuo logo, i tuoi colori e una resistenza pensata per il passaggio quotidiano, nella nostra fabbrica di Crevillente.",
      image: {
        alt: "Tappeto di grande formato con motivo geometrico nei colori di un brand, sul pavimento di un negozio",
      },
      actions: [{ label: "Richiedi un preventivo" }, { label: "Richiedi il catalogo" }],
    },
    {
      kind: "cards",
      eyebrow: "Perché Nudo",
      title: "Tappeti che lavorano per il tuo brand",
      intro:
        "Un tappeto ben pensato guida il cliente, incornicia il prodotto e rende il tuo spazio riconoscibile fin dalla soglia.",
      items: [
        {
          title: "La tua identità, a terra",
          text: "Integriamo il tuo logo, la tua tipografia e i tuoi colori aziendali, di norma su riferimento Pantone, perché il tappeto diventi parte dell'immagine del tuo brand.",
        },
        {
          title: "Pensati per il traffico intenso",
          text: "Classe d'uso 33 e materiali selezionati per resistere al flusso continuo di clienti senza perdere colore, forma né presenza.",
        },
        {
          title: "Identici in ogni negozio",
          text: "Con il tufting robotizzato ogni tappeto riproduce il disegno con precisione millimetrica: il tuo primo negozio e l'ultimo che aprirai saranno esattamente uguali.",
        },
        {
          title: "Produttori, non distributori",
          text: "Produciamo nella nostra fabbrica di oltre {{factoryArea}} a Crevillente: controlliamo qualità e tempi e rispondiamo con rapidità quando apri un nuovo punto vendita.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Progetti",
      title: "Dalla vetrina allo showroom",
      intro:
        "Ogni formato commerciale ha il suo ritmo e il suo pubblico. Adattiamo design, materiali e misure a ciascuno di essi.",
      items: [
        {
          title: "Flagship store",
          text: "L'indirizzo più ambizioso del tuo brand merita un tappeto all'altezza: grandi formati, rilievi e forme che trasformano la visita in un'esperienza.",
          image: { alt: "Tappeto con motivo geometrico di grande formato in uno spazio commerciale" },
        },
        {
          title: "Showroom",
          text: "Tappeti che incorniciano il prodotto e orientano il percorso nello spazio, senza mai rubargli la scena.",
          image: { alt: "Tappeto di grande formato con motivo geometrico su misura" },
        },
        {
          title: "Boutique di lusso",
          text: "Pezzi unici per spazi raccolti, dove un tappeto su misura detta il tono e avvolge il cliente.",
          image: { alt: "Tappeto con rilievo scolpito in 3D e diverse altezze del vello" },
        },
        {
          title: "Shop-in-shop e spazi di marca",
          text: "Corner, pop-up e spazi di marca nei grandi magazzini, con uno stesso disegno riprodotto fedelmente in ogni sede.",
          image: { alt: "Tappeto a piccolo motivo ripetuto" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Progetti realizzati",
      title: "Negozi e spazi di marca",
      intro:
        "Boutique e showroom in cui il tappeto è parte dell'identità del marchio. Scopri come l'abbiamo fatto in ciascuno.",
    },
    {
      kind: "cards",
      eyebrow: "Servizi",
      title: "Pronti per l'uso commerciale",
      items: [
        {
          title: "Reazione al fuoco M1",
          text: "Produciamo con classificazione di reazione al fuoco M1 e, quando il progetto lo prevede, con supporti ignifughi. Ti forniamo la documentazione tecnica di ogni tappeto.",
        },
        {
          title: "Classe d'uso 33",
          text: "La classe per l'uso commerciale intenso: densità, fibre e supporto scelti perché il tappeto mantenga il suo aspetto stagione dopo stagione.",
        },
        {
          title: "Roll-out su più sedi",
          text: "Coordiniamo produzione e consegna per più aperture contemporaneamente, con serie identiche grazie al Robotuft e lo stesso standard in ogni sede.",
        },
        {
          title: "Posa e manutenzione",
          text: "Le nostre squadre itineranti posano in qualsiasi paese, e ti offriamo una guida alla manutenzione e un servizio di pulizia professionale perché il tappeto resti come il primo giorno.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Processo",
      title: "Come nasce un progetto retail",
      intro: "Dal primo brief al giorno dell'apertura, con un unico interlocutore.",
      items: [
        {
          title: "Il brief",
          text: "Raccontaci il tuo brand, i tuoi spazi e il calendario delle aperture. Con piante e misure alla mano, ti proponiamo la tecnica e i materiali giusti.",
        },
        {
          title: "Design e campioni",
          text: "Traduciamo la tua identità in un disegno di tappeto e ti inviamo campioni fisici nei tuoi colori aziendali da approvare prima della produzione.",
        },
        {
          title: "Realizzato a Crevillente",
          text: "Produciamo nella nostra fabbrica di Crevillente: le serie identiche con il tufting robotizzato, i pezzi singoli tuftati a mano.",
        },
        {
          title: "Consegna e posa",
          text: "Consegniamo in ogni negozio e le nostre squadre posano i tappeti, pronti per l'apertura e coperti dalla nostra garanzia internazionale contro i difetti di fabbricazione.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Preventivo",
      title: "Stai preparando un'apertura?",
      text: "Inviaci piante, misure e il manuale d'identità del tuo brand: ti prepareremo una proposta di design e un preventivo su misura.",
      actions: [{ label: "Richiedi un preventivo" }, { label: "Richiedi il catalogo" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
