import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Design di tappeti su misura per interior designer e architetti",
    description:
      "Trasformiamo il tuo schizzo, il tuo logo o la tua idea in un tappeto unico: colori Pantone, una collezione di 300 colori, render e campioni prima della produzione.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Servizio di design",
      title: "Dalla tua idea al tappeto, senza perdere una sfumatura",
      lead: "Un team di design che lavora con te, interior designer o architetto, per trasformare uno schizzo, un logo o una semplice idea in un pezzo da mandare in produzione.",
      image: { alt: "Tappeto con rilievo scolpito a mano che gioca con luce e ombra" },
    },
    {
      kind: "text",
      eyebrow: "Per i professionisti",
      title: "Il tuo design, interpretato da chi lo realizza",
      paragraphs: [
        "Da oltre 30 anni affianchiamo interior designer e architetti. Sappiamo che un tappeto è parte di un progetto più ampio e che deve dialogare con gli arredi, i materiali e la luce dello spazio.",
        "Essendo produttori, il nostro team di design conosce le possibilità e i limiti di ogni tecnica. Ti consiglia fin dal primo schizzo, perché il risultato sia fedele alla tua intenzione e realizzabile in produzione.",
      ],
      image: { alt: "Tappeto creativo dalle forme organiche e dai colori contrastanti" },
    },
    {
      kind: "numbered",
      eyebrow: "Processo",
      title: "Quattro passi verso la produzione",
      items: [
        {
          title: "Brief",
          text: "Ci invii il tuo schizzo, il logo, la planimetria o un riferimento, insieme alle misure, all'uso dello spazio e allo stile che cerchi.",
        },
        {
          title: "Proposta tecnica",
          text: "Ti proponiamo tecnica, materiali, altezze del vello e colori, dalla nostra collezione di 300 colori o su riferimento Pantone.",
        },
        {
          title: "Render e campione",
          text: "Prima della produzione approvi un render del design e, se serve, un campione fisico del colore e della texture.",
        },
        {
          title: "Produzione",
          text: "Con la tua approvazione, realizziamo il tappeto nella nostra fabbrica, fedeli al design approvato fino all'ultimo dettaglio.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Colore",
      title: "Il colore esatto, non uno simile",
      paragraphs: [
        "Partiamo da una collezione di 300 colori e lavoriamo abitualmente con riferimenti Pantone per riprodurre la tonalità definita nel tuo progetto. I kit colore M50 e M300, da 50 e 300 colori, ti permettono di scegliere con il campione in mano.",
        "Verifichiamo ogni colore sotto luci diverse, perché la stessa lana non appare uguale in una hall illuminata dall'alto, nella cabina di un aereo o in un salotto al tramonto.",
      ],
      image: { alt: "Kit colore M300 in un cassetto, con 300 campioni di lana ordinati per tonalità" },
    },
    {
      kind: "cards",
      eyebrow: "Possibilità",
      title: "Tutto ciò che puoi definire",
      items: [
        {
          title: "Sagoma",
          text: "Quadrata, rettangolare, circolare, ovale, esagonale, irregolare, ondulata, a gradini o composta da pezzi separati.",
        },
        {
          title: "Rilievo e altezza",
          text: "Vello tagliato da 15 a 50 mm (da 6 mm con rasatura) e bouclé da 4 a 40 mm, combinabili tra loro e con la scolpitura a mano.",
        },
        {
          title: "Misura",
          text: "Pezzi senza giunture fino a 6 × 4 m e giunzioni invisibili per superfici più ampie. Taglio computerizzato fino a 2,5 m di larghezza.",
          action: { label: "Scopri la personalizzazione" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Hai uno schizzo sul tavolo?",
      text: "Inviacelo e ti restituiremo una proposta con tecnica, materiali e render. Se preferisci partire dal colore, richiedi un campionario.",
      actions: [{ label: "Invia il mio progetto" }, { label: "Richiedi un campionario" }],
    },
  ],
} satisfies PageTranslation;
