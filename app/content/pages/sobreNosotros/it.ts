import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Chi siamo: produttori di tappeti di lusso in Spagna",
    description:
      "Nudo è il marchio di un produttore di tappeti di lusso con fabbrica propria a Crevillente. Disegniamo, realizziamo e installiamo pezzi su misura in tutto il mondo.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Chi siamo",
      title: "Produttori, non distributori",
      lead: "Dietro ogni tappeto Nudo ci sono una fabbrica propria, un team che padroneggia quattro tecniche e un modo di lavorare che mette design e durata sullo stesso piano.",
      image: { alt: "Tappeto tuftato a mano con onde di vello nei toni della sabbia e del bronzo" },
    },
    {
      kind: "text",
      eyebrow: "La nostra identità",
      title: "Un marchio giovane, un mestiere di lunga data",
      paragraphs: [
        "Nudo è il marchio di un'azienda produttrice fondata nel 1995 a Crevillente (Alicante). Il marchio ha meno di dieci anni; il mestiere che lo sostiene vanta oltre 25 anni di storia e più di 30 anni al fianco degli interior designer.",
        "Non acquistiamo tappeti per rivenderli: li disegniamo e li realizziamo noi, in una fabbrica propria di oltre {{factoryArea}}. Questo significa un unico referente, decisioni rapide e la certezza che ciò che approvi è esattamente ciò che ricevi.",
      ],
      image: { alt: "Dettaglio degli anelli di lana di un tappeto tuftato a mano" },
    },
    {
      kind: "cards",
      eyebrow: "Ciò che ci definisce",
      title: "Quattro impegni",
      items: [
        {
          title: "Produzione propria",
          text: "Design, tufting, scolpitura e finitura sotto lo stesso tetto. Nessun intermediario tra la tua idea e il tuo tappeto.",
        },
        {
          title: "Libertà di design",
          text: "Qualsiasi forma, misura, altezza o colore, a partire da una collezione di 300 colori e dai riferimenti Pantone.",
          action: { label: "Scopri il design" },
        },
        {
          title: "Qualità dimostrabile",
          text: "Classificazione di reazione al fuoco M1, classe d'uso 33 e certificazioni aeronautiche e tessili per i progetti più esigenti.",
          action: { label: "Scopri la qualità" },
        },
        {
          title: "Servizio completo",
          text: "Affiancamento nel design, installazione in tutto il mondo, guida alla manutenzione e garanzia internazionale.",
          action: { label: "Scopri la garanzia" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Come lavoriamo",
      title: "Accanto a chi disegna gli spazi",
      paragraphs: [
        "Lavoriamo per hotel, interior designer, architetti, negozi, yacht, jet privati e aviazione commerciale, ma anche per clienti privati che cercano un pezzo unico per la propria casa.",
        "Ogni incarico comincia dall'ascolto: l'uso dello spazio, il traffico che dovrà sostenere, la luce, gli arredi. Con queste informazioni ti proponiamo tecnica, materiale e colore, e ti mostriamo render e campioni prima della produzione.",
      ],
      image: { alt: "Tappeto a motivo fine in uno spazio di architettura contemporanea" },
    },
    {
      kind: "text",
      eyebrow: "Tecniche e materiali",
      title: "Quattro tecniche, materiali pregiati",
      paragraphs: [
        "Padroneggiamo Flatweave, Wilton, Handtuft e Robotuft. Il tufting a mano offre totale libertà di disegno, altezze combinate e rilievi scolpiti; quello robotizzato, una regolarità millimetrica per grandi superfici e disegni ripetuti.",
        "Scegliamo ogni fibra in base al progetto: lana neozelandese, anche in opzioni di lana vergine, seta naturale, cotone, fibre sintetiche e miscele su misura, con opzioni riciclate e riciclabili su richiesta.",
      ],
      image: { alt: "File regolari di vello in un tappeto tuftato a robot" },
    },
    {
      kind: "cta",
      title: "Tutto comincia da una conversazione",
      text: "Raccontaci il tuo progetto e ti diremo come lo renderemmo realtà. Oppure scopri il percorso che ci ha portati fin qui.",
      actions: [{ label: "Contattaci" }, { label: "La nostra storia" }],
    },
  ],
} satisfies PageTranslation;
