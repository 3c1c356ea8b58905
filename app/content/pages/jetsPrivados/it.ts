import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tappeti su misura per jet privati",
    description:
      "Tappeti per cabine di jet privati, tagliati sulla pianta di ogni velivolo, leggeri, certificati per l'aviazione e rifiniti a mano a Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Jet privati",
      title: "Tappeti su misura per cabine eccezionali",
      lead: "Disegniamo e realizziamo tappeti per jet privati insieme a proprietari, centri di allestimento e designer di interni aeronautici: tagliati sulla pianta di ogni cabina, certificati secondo i requisiti aeronautici di sicurezza antincendio e rifiniti a mano a Crevillente.",
      image: {
        alt: "Tappeto su misura nella cabina principale di un jet privato, tra poltrone in pelle e pannelli in legno",
      },
      actions: [{ label: "Richiedi una consulenza" }, { label: "Richiedi il campionario" }],
    },
    {
      kind: "cards",
      eyebrow: "Perché Nudo",
      title: "Pensati per volare",
      intro:
        "A bordo contano ogni centimetro e ogni grammo. Lavoriamo entro le tolleranze dell'aviazione e al livello di chi vola in privato.",
      items: [
        {
          title: "Sulla pianta di ogni velivolo",
          text: "Partiamo dalle piante del pavimento di ogni cabina e tagliamo ogni pezzo al computer, con sagomature esatte per binari dei sedili, arredi e accessi.",
        },
        {
          title: "Leggeri e sottili",
          text: "Costruzioni leggere e di spessore ridotto, con bouclé da 4 mm e vello tagliato da 6 mm con rasatura, per rispettare il peso e gli ingombri di ogni cabina.",
        },
        {
          title: "Discrezione assoluta",
          text: "Trattiamo ogni velivolo, ogni proprietario e ogni disegno con la massima riservatezza. Il tuo progetto lo conosce solo chi ci lavora.",
        },
        {
          title: "Rifinitura a mano",
          text: "I nostri artigiani scolpiscono, sagomano e rifiniscono a mano ogni pezzo, con un mestiere che coltiviamo dal 1995, per una finitura impeccabile su ogni bordo e ogni raccordo.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "In cabina",
      title: "A ogni zona della cabina il suo tappeto",
      intro:
        "Definiamo costruzione, altezza del vello e materiale in base all'uso di ogni zona, con un linguaggio di design continuo dalla porta d'ingresso alla suite.",
      items: [
        {
          title: "Cabina principale",
          text: "Il cuore del velivolo, con un tappeto continuo che segue la disposizione di poltrone, divani e tavoli e attutisce il suono in volo.",
          image: { alt: "Tappeto tuftato a robot con file di vello regolari per la cabina di un aereo" },
        },
        {
          title: "Camera e suite privata",
          text: "Lana neozelandese o seta naturale per lo spazio più intimo a bordo, dove la sensazione sotto i piedi nudi è tutto.",
          image: { alt: "Dettaglio degli anelli di lana di un tappeto tuftato a mano" },
        },
        {
          title: "Galley e zona d'ingresso",
          text: "Le zone più frequentate a bordo ricevono costruzioni più resistenti e facili da mantenere, senza interrompere la continuità del design.",
          image: { alt: "Tappeto a piccolo motivo ripetuto, dal vello corto e denso" },
        },
        {
          title: "Aerei commerciali VIP",
          text: "Aerei commerciali in configurazione VIP, con superfici più ampie e le stesse esigenze di certificazione. La nostra esperienza nell'aviazione commerciale ci permette di affrontare cabine di qualsiasi dimensione.",
          image: { alt: "File regolari di vello in un tappeto tuftato a robot" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Progetti realizzati",
      title: "Cabine con i nostri tappeti",
      intro: "Jet privati e aerei per cui abbiamo realizzato tappeti a partire dai disegni di ogni cabina.",
    },
    {
      kind: "cards",
      eyebrow: "Certificazioni",
      title: "Sicurezza certificata, materiali pregiati",
      intro:
        "Tutto ciò che serve al tuo centro di allestimento per approvare l'installazione, e tutto ciò che ti aspetti di sentire sotto i piedi.",
      items: [
        {
          title: "Certificazione aeronautica",
          text: "I nostri tappeti per l'aviazione sono certificati secondo i requisiti aeronautici di sicurezza antincendio e dispongono inoltre di certificazioni tessili. Forniamo tutta la documentazione necessaria all'approvazione.",
        },
        {
          title: "Backing ignifughi",
          text: "Scegliamo backing ignifughi e tecnici in base alla costruzione e al sistema di fissaggio previsto, perché l'intero tappeto, non solo il vello, risponda alle esigenze di bordo.",
        },
        {
          title: "Materiali pregiati",
          text: "Lana neozelandese per la sua resilienza e la sua mano, seta naturale per i riflessi più sottili. I colori si abbinano, di norma su riferimento Pantone, a pelli, legni e tessuti della cabina.",
        },
        {
          title: "Installazione coordinata",
          text: "Coordiniamo misure, tempi e consegne con il centro di allestimento, e le nostre squadre raggiungono il velivolo ovunque si trovi per l'installazione.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Processo",
      title: "Dalle piante di cabina alla consegna",
      items: [
        {
          title: "Brief e piante",
          text: "Riceviamo le piante della cabina, il concept d'interni e il calendario del centro di allestimento, sempre con la massima riservatezza.",
        },
        {
          title: "Design e campioni",
          text: "Sviluppiamo il design con il tuo team e ti inviamo campioni fisici e kit colore M50 o M300 da approvare accanto a pelli, legni e tessuti.",
        },
        {
          title: "Produzione a Crevillente",
          text: "Realizziamo e rifiniamo ogni pezzo nella nostra fabbrica di oltre {{factoryArea}}, con controllo di misure e qualità prima di ogni spedizione.",
        },
        {
          title: "Consegna e installazione",
          text: "Spediamo ogni pezzo contrassegnato secondo la pianta e lo installiamo in coordinamento con il centro di allestimento, ovunque si trovi il velivolo.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Consulenza",
      title: "Stai preparando una nuova cabina o un refitting?",
      text: "Raccontaci il concept, le zone della cabina e i tempi. Ti risponderemo con una proposta riservata e, se lo desideri, con un campionario per vedere e toccare i materiali.",
      actions: [{ label: "Richiedi una consulenza" }, { label: "Richiedi il campionario" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
