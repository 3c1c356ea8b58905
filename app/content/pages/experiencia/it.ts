import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Esperienza: produttori di tappeti di lusso dal 1995",
    description:
      "Oltre 25 anni di tappeti su misura a Crevillente: fabbrica propria, progetti internazionali ed esperienza in interior design, contract e aviazione commerciale.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Esperienza",
      title: "Un mestiere nato nel 1995, con lo sguardo rivolto al mondo",
      lead: "Siamo produttori, non distributori. Da Crevillente disegniamo, tessiamo e installiamo tappeti su misura per hotel, residenze, yacht e aerei in tutto il mondo.",
      image: { alt: "Tappeto su misura nel salotto di una suite, inondato di luce naturale" },
    },
    {
      kind: "text",
      eyebrow: "La nostra storia",
      title: "Un mestiere che comincia nel 1995",
      paragraphs: [
        "Siamo nati nel 1995 a Crevillente, cittadina in provincia di Alicante con una lunga tradizione nella produzione di tappeti. Oltre 25 anni di storia ci hanno insegnato che un grande tappeto non si improvvisa: si costruisce con pazienza, giudizio e un rigore che non ammette scorciatoie.",
        "Da oltre 30 anni affianchiamo gli interior designer in progetti di ogni scala, dal pezzo unico per un salotto privato alle grandi superfici alberghiere. Nudo, il nostro marchio, ha meno di dieci anni, ma eredita tutto questo percorso.",
      ],
      image: { alt: "Dettaglio degli anelli di lana di un tappeto tuftato a mano" },
    },
    {
      kind: "text",
      eyebrow: "La fabbrica",
      title: "Tutto avviene sotto lo stesso tetto",
      paragraphs: [
        "Nella nostra fabbrica di oltre {{factoryArea}} convivono design, preparazione del colore, tufting a mano e robotizzato, scolpitura e finiture. Controllare ogni fase ci permette di agire con rapidità e di rispondere in prima persona del risultato.",
        "Lavoriamo con quattro tecniche (Flatweave, Wilton, Handtuft e Robotuft) e con una collezione di 300 colori che si amplia con i riferimenti Pantone. Ogni progetto sceglie la tecnica più adatta al suo design, al suo uso e al suo budget.",
      ],
      image: {
        alt: "Vista panoramica della fabbrica, con telai da tufting, rocche di filato e tappeti finiti",
      },
    },
    {
      kind: "facts",
      eyebrow: "In cifre",
      title: "Un percorso che si misura nel mestiere",
      items: [
        { value: "1995", label: "Anno di fondazione" },
        { value: "+25", label: "Anni di storia" },
        { value: "+30", label: "Anni al fianco degli interior designer" },
        { value: "300", label: "Colori in collezione" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Esperienza internazionale",
      title: "Da Crevillente al resto del mondo",
      paragraphs: [
        "I nostri tappeti viaggiano, e noi con loro. Le squadre di posa raggiungono il progetto ovunque si trovi ed eseguono in cantiere le giunzioni invisibili richieste dai grandi formati, con la stessa cura che mettiamo in fabbrica.",
        "Questa esperienza si traduce in metodo: pianificazione di ogni spedizione, certificazioni tessili e aeronautiche quando il progetto le richiede e una garanzia internazionale contro i difetti di fabbricazione che ti accompagna ovunque si trovi il tuo tappeto.",
      ],
    },
    {
      kind: "cards",
      eyebrow: "Settori",
      title: "Tre ambiti, lo stesso rigore",
      intro:
        "Lavoriamo per hotel, interior designer, architetti, negozi, yacht, jet privati e clienti privati. Questi sono i tre ambiti che meglio riassumono la nostra esperienza.",
      items: [
        {
          title: "Interior design su misura",
          text: "Residenze e progetti d'interni che chiedono un pezzo irripetibile. Partiamo dal tuo schizzo, da un logo o da un'idea e la trasformiamo in tappeto.",
          image: { alt: "Tappeto unico dal contorno irregolare sul parquet di una residenza" },
          action: { label: "Personalizza il tuo tappeto" },
        },
        {
          title: "Contract",
          text: "Hotel, uffici, negozi, musei e teatri. Tappeti con classificazione di reazione al fuoco M1 e classe d'uso 33, pensati per il traffico intenso senza rinunciare al design.",
          image: { alt: "Tappeto su misura nella hall di un hotel" },
          action: { label: "Vedi i progetti" },
        },
        {
          title: "Aviazione commerciale",
          text: "Cabine in cui ogni centimetro conta. Tappeti con certificazioni aeronautiche e tessili, realizzati con precisione sulle misure di ogni aereo.",
          image: { alt: "Tappeto tuftato a robot nel corridoio della cabina di un aereo" },
          action: { label: "Parlaci del tuo progetto" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Metti la nostra esperienza al servizio del tuo progetto",
      text: "Raccontaci lo spazio che immagini e ti proporremo tecnica, materiali e tempi. Oppure comincia da un campionario e tocca con mano la qualità.",
      actions: [{ label: "Parla con noi" }, { label: "Richiedi un campionario" }],
    },
  ],
} satisfies PageTranslation;
