import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tappeti su misura per yacht: fuoco M1/M2 e classe d'uso 33",
    description:
      "Tappeti per saloni, cabine e corridoi di yacht, tagliati sui piani di ogni imbarcazione, con reazione al fuoco M1/M2 e supporti antiscivolo. Prodotti in Spagna.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Yacht",
      title: "Tappeti su misura per la vita a bordo",
      lead: "Tagliamo ogni tappeto sui piani della tua imbarcazione e lo realizziamo nella nostra fabbrica di Crevillente: il comfort di una residenza di lusso, con la resistenza e la sicurezza che il mare richiede.",
      image: {
        alt: "Tappeto a bande ondulate nei toni della sabbia e del blu nel salone principale di uno yacht",
      },
      actions: [{ label: "Richiedi una consulenza" }, { label: "Richiedi il campionario" }],
    },
    {
      kind: "cards",
      eyebrow: "Perché Nudo",
      title: "Precisione da cantiere navale, anima artigiana",
      items: [
        {
          title: "Al millimetro, sui piani",
          text: "Lavoriamo sui piani di ogni imbarcazione, con taglio computerizzato fino a 2,5 m di larghezza e lunghezza illimitata. Ogni pezzo segue con esattezza curve, paratie e gradini.",
        },
        {
          title: "Nessuna cucitura in vista",
          text: "Fino a 6 × 4 m in un unico pezzo e giunzioni invisibili per le superfici più ampie, realizzate in fabbrica o a bordo dalle nostre squadre.",
        },
        {
          title: "Un unico interlocutore",
          text: "Siamo produttori dal 1995: design, produzione e posa nascono sotto lo stesso tetto. Tu, il tuo cantiere e il tuo interior designer parlate con un solo team.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Spazi a bordo",
      title: "Ogni spazio, con il suo tappeto",
      intro:
        "Un salone inondato di luce non chiede ciò che chiede una cabina o una scala. Scegliamo tecnica, altezza del vello, materiale e supporto per ogni angolo dello yacht.",
      items: [
        {
          title: "Saloni e zone pranzo",
          text: "Il cuore conviviale dello yacht. Grandi formati con disegni fluidi e colori abbinati al Pantone, in dialogo con i legni, i tessuti e l'orizzonte.",
          image: { alt: "Tappeto a bande ondulate nei toni della sabbia nel salone di uno yacht" },
        },
        {
          title: "Suite armatoriale",
          text: "Rilievi scolpiti, seta naturale e altezze del vello combinate per uno spazio tanto privato quanto esclusivo, sulla misura esatta di ogni angolo.",
          image: {
            alt: "Tappeto con rilievo scolpito tridimensionale, con giochi di luce e ombra sul vello",
          },
        },
        {
          title: "Cabine ospiti",
          text: "Lana neozelandese morbida e dal vello fitto per notti di riposo, tagliata sulla forma di ogni cabina e con supporto antiscivolo.",
          image: { alt: "Dettaglio del vello di lana morbido e fitto di un tappeto tuftato a mano" },
        },
        {
          title: "Corridoi e scale",
          text: "Le zone di maggior passaggio per equipaggio e ospiti. Passatoie lunghe tagliate al computer, disegni continui e fibre scelte per la classe d'uso 33.",
          image: {
            alt: "Tappeto di grande formato con un motivo geometrico continuo, pensato per percorsi lunghi",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Progetti realizzati",
      title: "Yacht che navigano con i nostri tappeti",
      intro:
        "Saloni e cabine risolti con il cantiere e lo studio di progettazione d'interni, dai disegni alla posa a bordo.",
    },
    {
      kind: "cards",
      eyebrow: "Certificazioni e materiali",
      title: "Pronti a salpare",
      items: [
        {
          title: "Reazione al fuoco M1/M2",
          text: "I nostri tappeti per yacht hanno la classificazione di reazione al fuoco M1/M2. Ti forniamo la documentazione tecnica richiesta dal tuo cantiere e dal tuo progetto.",
        },
        {
          title: "Classe d'uso 33",
          text: "La classe dell'uso commerciale intenso: il tappeto mantiene il suo aspetto sotto il passaggio continuo di equipaggio e ospiti, stagione dopo stagione.",
        },
        {
          title: "Supporti pensati per il mare",
          text: "Supporti antiscivolo che tengono ogni pezzo al suo posto, supporti ignifughi per una sicurezza in più a bordo e supporti tecnici adatti a ogni tipo di pavimento.",
        },
        {
          title: "Materiali nobili e tecnici",
          text: "Lana neozelandese, seta naturale, cotone, fibre sintetiche o miscele su misura, scelte per ogni zona in base all'uso e alla manutenzione che la vita a bordo richiede.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Come lavoriamo",
      title: "Dai piani alla prima navigazione",
      intro: "Seguiamo il calendario del cantiere, che si tratti di una nuova costruzione o di un refit.",
      items: [
        {
          title: "Briefing, piani e misure",
          text: "Partiamo dai piani dell'imbarcazione, dall'uso di ogni spazio e dalle tempistiche del cantiere. Quando serve, prendiamo le misure a bordo.",
        },
        {
          title: "Design e campioni",
          text: "Sviluppiamo la proposta con il tuo interior designer e la approviamo con campioni fisici: colori abbinati al Pantone o scelti tra i nostri 300 colori, texture, altezze del vello e supporti.",
        },
        {
          title: "Produzione a Crevillente",
          text: "Realizziamo ogni pezzo nella nostra fabbrica, in Handtuft o Robotuft, e lo tagliamo al computer seguendo la dima di ogni spazio, pronto a trovare il suo posto.",
        },
        {
          title: "Consegna e posa a bordo",
          text: "Le nostre squadre itineranti posano i tappeti ovunque si trovi lo yacht, in cantiere o in porto, in qualsiasi paese. E la nostra garanzia internazionale ti accompagna ovunque tu navighi.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Preventivo",
      title: "Stai costruendo o rinnovando uno yacht?",
      text: "Inviaci i piani e il calendario del cantiere: ti prepareremo una proposta di design e un preventivo su misura. Vuoi prima toccare con mano i materiali? Richiedi il nostro campionario.",
      actions: [{ label: "Richiedi un preventivo" }, { label: "Richiedi il campionario" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
