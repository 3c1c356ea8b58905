import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tappeti su misura per interior designer",
    description:
      "Il tuo atelier di tappeti su misura: personalizzazione totale, 300 colori, kit M50 e M300, campioni e consulenza tecnica. Fabbrica propria a Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Interior designer",
      title: "L'atelier che trasforma i tuoi schizzi in tappeti",
      lead: "Da oltre 30 anni affianchiamo gli interior designer. Come produttori, lavoriamo come un'estensione del tuo studio: sviluppiamo il tuo disegno, riproduciamo la tua palette e realizziamo ogni pezzo nella nostra fabbrica di Crevillente.",
      image: {
        alt: "Tappeto tuftato a mano con forme organiche di colore, nato dallo schizzo di un interior designer",
      },
      actions: [{ label: "Richiedi una consulenza" }, { label: "Richiedi il campionario" }],
    },
    {
      kind: "cards",
      eyebrow: "Perché Nudo",
      title: "Un produttore che lavora come il tuo atelier",
      intro:
        "Tra il tuo studio e il telaio di tufting non ci sono intermediari: parli direttamente con il team che sviluppa, realizza e posa ogni tappeto.",
      items: [
        {
          title: "Il tuo atelier, non un catalogo",
          text: "Siamo produttori, non distributori. Il tuo disegno non si adatta a un catalogo: lo sviluppiamo e lo realizziamo nella nostra fabbrica di Crevillente, con un unico interlocutore dall'inizio alla fine.",
        },
        {
          title: "Personalizzazione totale",
          text: "Partiamo dal tuo schizzo, da una pianta o da un riferimento. Forma, misure, altezze del vello, scolpitura, materiali e supporto: ogni scelta è tua, e noi la trasformiamo in un pezzo unico.",
        },
        {
          title: "300 colori a portata di mano",
          text: "Lavora con la nostra collezione di 300 colori direttamente dal tuo studio grazie ai kit M50 e M300, e mostra ai tuoi clienti il colore reale, non un'approssimazione sullo schermo.",
        },
        {
          title: "Discrezione verso il tuo cliente",
          text: "Restiamo dietro le quinte: sei tu a presentare il progetto e a curare il rapporto con il cliente. Noi mettiamo il mestiere, i campioni e il supporto tecnico che ti servono a ogni incontro.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Progetti",
      title: "Ovunque ti porti il tuo progetto",
      intro:
        "Lavoriamo al tuo fianco in progetti residenziali, alberghieri e nautici, dal singolo pezzo d'autore alla casa intera.",
      items: [
        {
          title: "Residenze private",
          text: "Soggiorni, camere e cabine armadio in cui il tappeto nasce dall'ambiente stesso: dalla sua forma, dalla sua luce e dagli arredi che lo circondano.",
          image: { alt: "Tappeto dal contorno irregolare sul parquet di un soggiorno" },
        },
        {
          title: "Suite di hotel di lusso",
          text: "Suite, ville e aree private di hotel di lusso, dove il dettaglio residenziale incontra la resistenza richiesta dall'uso alberghiero quotidiano.",
          image: { alt: "Tappeto su misura in una suite d'hotel, sotto una luce calda" },
        },
        {
          title: "Pezzi d'autore",
          text: "Tappeti unici concepiti come opere: forme libere, rilievi scolpiti e combinazioni di materiali che solo il tufting a mano rende possibili.",
          image: { alt: "Tappeto con rilievo scolpito in 3D e diverse altezze del vello" },
        },
        {
          title: "Yacht",
          text: "Saloni e cabine con tappeti tagliati al millimetro sui piani di ogni imbarcazione, in sintonia con il tuo progetto d'interni.",
          image: { alt: "Tappeto unico dal contorno irregolare, tagliato su misura per il suo spazio" },
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Servizi",
      title: "Tutto ciò che serve al tuo progetto, sotto lo stesso tetto",
      items: [
        {
          title: "Sviluppo del design",
          text: "Il nostro team di design trasforma il tuo schizzo, il tuo moodboard o la tua pianta in un disegno tecnico di produzione, con misure, colori e texture da sottoporre alla tua approvazione.",
        },
        {
          title: "Campioni e colore",
          text: "Riproduciamo i colori del tuo progetto, di norma su riferimento Pantone, e ti inviamo campioni fisici per approvare tono, mano e texture prima della produzione.",
        },
        {
          title: "Consulenza tecnica",
          text: "Ti aiutiamo a definire tecnica, materiali, densità e supporto: vello tagliato da 15 a 50 mm, bouclé da 4 a 40 mm e pezzi senza giunture fino a 6 × 4 m.",
        },
        {
          title: "Posa in tutto il mondo",
          text: "Le nostre squadre itineranti posano il tappeto ovunque si trovi il tuo progetto, con giunzioni invisibili eseguite in cantiere quando la superficie lo richiede.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Processo",
      title: "Come lavoriamo con te",
      intro: "Quattro fasi, un unico interlocutore e la tua approvazione a ogni passo.",
      items: [
        {
          title: "Il brief",
          text: "Ci racconti il progetto: piante, misure, riferimenti, tempi e lo stile del tuo cliente. Ti consigliamo la tecnica e i materiali più adatti.",
        },
        {
          title: "Design e campioni",
          text: "Sviluppiamo la proposta di design e ti inviamo campioni fisici di colore e texture. Rifiniamo ogni dettaglio finché tu e il tuo cliente non date il via libera.",
        },
        {
          title: "Realizzato a Crevillente",
          text: "Realizziamo il tappeto nella nostra fabbrica di Crevillente, tuftato a mano o a robot, e lo controlliamo pezzo per pezzo prima che lasci il laboratorio.",
        },
        {
          title: "Consegna e posa",
          text: "Lo consegniamo ovunque si trovi il tuo progetto e le nostre squadre lo posano, con una guida alla manutenzione e la nostra garanzia internazionale contro i difetti di fabbricazione.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Consulenza",
      title: "Hai un progetto tra le mani?",
      text: "Raccontaci cosa stai progettando. Ti proporremo una soluzione su misura e ti faremo avere i campioni che ti servono per presentarla al tuo cliente.",
      actions: [{ label: "Richiedi una consulenza" }, { label: "Richiedi il campionario" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
