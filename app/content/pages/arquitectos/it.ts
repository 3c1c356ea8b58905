import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tappeti su misura per architetti e studi di progettazione",
    description:
      "Tappeti su misura per uffici, hotel ed edifici pubblici: supporto alla specifica, reazione al fuoco M1, classe d'uso 33 e fabbrica propria a Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Architetti",
      title: "Il tappeto come materiale d'architettura",
      lead: "Affianchiamo gli studi di architettura in uffici, sedi aziendali, edifici pubblici e hotel, dalle specifiche tecniche alla posa in cantiere, con una fabbrica propria a Crevillente e oltre 30 anni al fianco di interior designer e architetti.",
      image: {
        alt: "Tappeto a piccolo motivo ripetuto che attraversa l'open space di un ufficio contemporaneo",
      },
      actions: [{ label: "Richiedi un preventivo" }, { label: "Richiedi il catalogo digitale" }],
    },
    {
      kind: "cards",
      eyebrow: "Perché Nudo",
      title: "Pensati per essere prescritti in tutta sicurezza",
      intro:
        "Sappiamo di cosa ha bisogno uno studio per specificare un tappeto con fiducia: dati tecnici chiari, campioni reali e un produttore che risponde di ciò che realizza.",
      items: [
        {
          title: "Documentazione e supporto alla specifica",
          text: "Ti forniamo schede tecniche, certificati e campioni fisici per il capitolato e la documentazione di gara. Un referente tecnico dedicato definisce con te ogni dettaglio della specifica.",
        },
        {
          title: "Su misura per i tuoi disegni",
          text: "Lavoriamo sui tuoi disegni per adattare ogni tappeto allo spazio reale: dodici forme, taglio computerizzato fino a 2,5 m di larghezza e lunghezza illimitata, e sagomature precise per pilastri, gradini o arredi fissi.",
        },
        {
          title: "Comfort acustico",
          text: "Un tappeto in lana attutisce il rumore dei passi e smorza il riverbero delle superfici dure. In open space, hall e sale riunioni, significa ambienti più quieti e concentrati.",
        },
        {
          title: "Grandi formati senza giunture",
          text: "Pezzi unici fino a 6 m × 4 m senza alcuna giuntura e, per superfici maggiori, giunzioni invisibili eseguite in fabbrica o in cantiere. Un unico disegno continuo può attraversare un'intera hall o un piano di uffici.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Tipologie",
      title: "A ogni edificio il suo tappeto",
      intro:
        "Adattiamo costruzione, materiali e supporto all'uso reale di ogni spazio, che si tratti di un piano di uffici percorso da migliaia di passi al giorno o della sala silenziosa di un museo.",
      items: [
        {
          title: "Uffici e sedi aziendali",
          text: "Open space, sale riunioni e aree direzionali con tappeti che reggono il passaggio quotidiano, migliorano l'acustica e accolgono i colori del marchio.",
          image: { alt: "Tappeto a piccolo motivo ripetuto in un ufficio contemporaneo" },
        },
        {
          title: "Hotel e hospitality",
          text: "Hall, corridoi, camere e sale eventi con tappeti che resistono all'uso intensivo e danno continuità al progetto d'interni.",
          image: { alt: "Tappeto su misura nella hall di un hotel, sotto una luce calda" },
        },
        {
          title: "Spazi culturali e pubblici",
          text: "Musei, teatri, auditorium ed edifici istituzionali in cui il tappeto orienta i percorsi, assorbe il suono e garantisce la classificazione di reazione al fuoco M1.",
          image: {
            alt: "Tappeto con motivo geometrico di grande formato nei toni della sabbia, del bronzo e della terracotta",
          },
        },
        {
          title: "Residenziale di lusso",
          text: "Complessi residenziali, aree comuni e appartamenti campione con pezzi su misura che elevano la qualità percepita dell'intero edificio.",
          image: { alt: "Tappeto dal contorno irregolare sul parquet di un soggiorno" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Progetti realizzati",
      title: "Sedi e uffici progettati con gli architetti",
      intro:
        "Spazi di lavoro in cui il tappeto è nato insieme al progetto architettonico: acustica, uso intensivo e design su misura.",
    },
    {
      kind: "cards",
      eyebrow: "Dati tecnici",
      title: "Certificazioni e dati per il tuo capitolato",
      intro: "Tutto ciò che ti serve per specificare con sicurezza, con la documentazione richiesta da ogni progetto.",
      items: [
        {
          title: "Classificazione M1",
          text: "I nostri tappeti hanno la classificazione di reazione al fuoco M1. Ti forniamo la documentazione tecnica di cui la tua specifica ha bisogno.",
        },
        {
          title: "Classe d'uso 33",
          text: "La classe d'uso 33 corrisponde all'uso commerciale intenso: tappeti pensati per uffici, hotel ed edifici pubblici con passaggio costante.",
        },
        {
          title: "Dati costruttivi",
          text: "Vello tagliato da 15 a 50 mm (da 6 mm con rasatura) e bouclé da 4 a 40 mm. Lana neozelandese, seta naturale, cotone, fibre sintetiche o miscele su misura, con backing in lattice naturale, tecnico, antiscivolo o ignifugo.",
        },
        {
          title: "Posa in tutto il mondo",
          text: "Le nostre squadre di posa raggiungono il cantiere ovunque si trovi e si coordinano con la direzione lavori. Ogni tappeto è coperto da una garanzia internazionale contro i difetti di fabbricazione.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Processo",
      title: "Come lavoriamo con il tuo studio",
      items: [
        {
          title: "Brief e disegni",
          text: "Ci invii disegni, destinazioni d'uso, riferimenti e tempi. Analizziamo il progetto insieme a te e definiamo la costruzione adatta a ogni zona.",
        },
        {
          title: "Design e campioni",
          text: "Il nostro team di design sviluppa la proposta, con colori di norma su riferimento Pantone, e ti invia campioni fisici e kit colore M50 o M300 per approvare ogni scelta.",
        },
        {
          title: "Produzione a Crevillente",
          text: "Ogni tappeto nasce nella nostra fabbrica di oltre {{factoryArea}}, in Handtuft, Robotuft, Wilton o Flatweave a seconda del progetto, con controlli di qualità in ogni fase.",
        },
        {
          title: "Consegna e posa",
          text: "Pianifichiamo la spedizione secondo il cronoprogramma del cantiere e le nostre squadre posano a destinazione, con giunzioni invisibili dove la superficie lo richiede.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Preventivo",
      title: "Hai un progetto sul tavolo?",
      text: "Inviaci disegni, misure e tempi: prepareremo per te una proposta tecnica e un preventivo su misura. Se sei ancora in fase di concept, inizia dal nostro catalogo digitale.",
      actions: [{ label: "Richiedi un preventivo" }, { label: "Richiedi il catalogo digitale" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
