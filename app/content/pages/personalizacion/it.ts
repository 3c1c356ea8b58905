import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tappeti personalizzati su misura",
    description:
      "Disegna il tuo tappeto su misura: forma, colori Pantone, pezzi fino a 6 × 4 m senza giunture, altezze, scolpitura e fibre pregiate. Fatto a Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Personalizzazione",
      title: "Il tuo tappeto, senza altro limite che la tua idea",
      lead: "Forma, colore, misura, texture e materiale: ogni scelta è tua. Noi la trasformiamo in un pezzo unico, realizzato nella nostra fabbrica di Crevillente.",
      image: {
        alt: "Tappeto personalizzato scolpito in rilievo, con luce radente su diverse altezze del vello",
      },
    },
    {
      kind: "text",
      eyebrow: "Handtuft",
      title: "La libertà dell'Handtuft",
      paragraphs: [
        "Nel tufting a mano, l'artigiano inserisce il filo punto per punto con una pistola manuale sul telaio. Questa libertà consente disegni organici, contorni irregolari, altezze combinate e accostamenti di materiali impossibili da ripetere in serie.",
        "È la tecnica dei pezzi d'autore: ogni tappeto nasce da uno schizzo, un logo o un'idea, e conserva l'impronta delle mani che lo hanno creato.",
      ],
      image: { alt: "Artigiano al lavoro su un tappeto con la pistola da tufting manuale, sul telaio" },
    },
    {
      kind: "text",
      eyebrow: "Robotuft",
      title: "Tecnologia robotizzata, precisione millimetrica",
      paragraphs: [
        "Il nostro tufting robotizzato trasferisce il disegno digitale sul telaio con una regolarità millimetrica. Ogni punto, ogni altezza e ogni cambio di colore vengono riprodotti con esattezza, pezzo dopo pezzo.",
        "È la soluzione ideale per grandi superfici e progetti contract che richiedono serie identiche e una qualità costante, dal corridoio di un hotel all'intero piano di un ufficio.",
      ],
      image: { alt: "Testa di tufting robotizzata che traccia file diritte di filato sul telaio" },
    },
    {
      kind: "numbered",
      eyebrow: "Processo",
      title: "Dall'idea al tuo spazio in quattro passi",
      items: [
        {
          title: "Design",
          text: "Partiamo dal tuo schizzo, dal tuo logo o da un riferimento e lo trasformiamo in un disegno tecnico, con misure, colori e texture, che sottoponiamo alla tua approvazione.",
        },
        {
          title: "Scelta dei materiali",
          text: "Scegliamo con te fibre, colori e altezze con i campioni fisici alla mano, così da vedere e toccare il risultato prima della produzione.",
        },
        {
          title: "Produzione su misura",
          text: "Realizziamo il tappeto a Crevillente, a mano o con il robot, e lo rifiniamo con la scolpitura, il taglio e il supporto che il progetto richiede.",
        },
        {
          title: "Consegna finale",
          text: "Controlliamo ogni pezzo, lo imballiamo con cura e lo consegniamo dove serve, con squadre di posa che raggiungono qualsiasi luogo del mondo.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Grande formato",
      title: "Nessun limite di dimensione",
      paragraphs: [
        "Realizziamo tappeti fino a 6 m × 4 m in un unico pezzo, senza giunture. Per superfici più ampie uniamo più pezzi con giunzioni invisibili, eseguite nella nostra fabbrica o direttamente in cantiere.",
        "Così una sala da ballo, una hall o un intero piano di uffici possono essere vestiti con un unico disegno continuo, senza tagli che ne interrompano il motivo.",
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Opzioni di personalizzazione",
      title: "Undici scelte che rendono unico il tuo tappeto",
      intro:
        "Ogni tappeto su misura è la somma di queste scelte. Ti accompagniamo in ognuna, con campioni e consulenza tecnica a ogni passo.",
      items: [
        {
          title: "Sagoma",
          text: "Nessuno spazio è uguale a un altro, e nemmeno il tuo tappeto deve esserlo. Adattiamo il contorno all'ambiente, agli arredi o al disegno stesso.",
          facts: [
            "Quadrata",
            "Rettangolare",
            "Irregolare",
            "Circolare",
            "Ovale",
            "Esagonale",
            "Frammentata",
            "Ondulata",
            "A gradini",
            "Triangolare",
            "Composta",
            "Pezzi separati",
          ],
        },
        {
          title: "Colori",
          text: "Partiamo da una collezione di 300 colori tutta nostra e riproduciamo qualsiasi riferimento del tuo progetto, perché il tappeto dialoghi con tessuti, legni e finiture.",
          facts: ["Colori, di norma su riferimento Pantone", "Collezione di 300 colori", "Kit colore M50 e M300"],
        },
        {
          title: "Misure",
          text: "Realizziamo su misura esatta per ogni spazio, dal tappeto accanto al letto alla hall di un grande hotel.",
          facts: [
            "Dimensione massima senza giunture: 6 m × 4 m",
            "Giunzioni invisibili per superfici più ampie",
            "Giunzioni eseguite in fabbrica o in cantiere",
          ],
        },
        {
          title: "Taglio computerizzato",
          text: "Il taglio digitale segue il contorno del disegno con precisione millimetrica: curve, incastri e sagomature per colonne, gradini o arredi fissi.",
          facts: ["Larghezza massima di taglio: 2,5 m", "Lunghezza illimitata"],
        },
        {
          title: "Tipo di vello",
          text: "Il vello tagliato dona morbidezza e profondità di colore; il bouclé, texture e resistenza. Combinati nello stesso pezzo, creano disegni senza bisogno di cambiare colore.",
          facts: ["Vello tagliato", "Vello bouclé", "Tagliato e bouclé, combinabili nello stesso tappeto"],
        },
        {
          title: "Altezze",
          text: "Giocare con diverse altezze del vello dà volume al disegno e modula il modo in cui il tappeto accoglie la luce e risponde a ogni passo.",
          facts: ["Vello tagliato: da 15 a 50 mm", "Vello tagliato da 6 mm con rasatura", "Bouclé: da 4 a 40 mm"],
        },
        {
          title: "Scolpitura",
          text: "I nostri artigiani scolpiscono a mano contorni e solchi nel vello per esaltare il disegno e creare rilievi tridimensionali che cambiano con la luce.",
          facts: [
            "Scolpitura manuale dei contorni",
            "Rilievi tridimensionali",
            "Combinabile con diverse altezze del vello",
          ],
        },
        {
          title: "Disegno e design",
          text: "Partiamo da uno schizzo, un logo, una fotografia o una semplice idea. Il nostro team di design la sviluppa con te fino all'ultimo dettaglio.",
          facts: [
            "Personalizzazione totale del design",
            "A partire da uno schizzo, un logo o un'idea",
            "Proposta tecnica da sottoporre alla tua approvazione",
          ],
        },
        {
          title: "Densità",
          text: "La densità dei punti definisce la mano, la nitidezza del disegno e la resistenza all'uso. La calibriamo sulla destinazione di ogni tappeto: una suite, un corridoio d'hotel o una cabina.",
          facts: [
            "Densità calibrata sull'uso previsto",
            "Più densità, più nitidezza nel disegno",
            "Classe d'uso 33 per traffico intenso",
          ],
        },
        {
          title: "Materiali",
          text: "Selezioniamo fibre pregiate per la loro mano, la loro lucentezza e il modo in cui invecchiano, e le combiniamo secondo il carattere di ogni progetto.",
          facts: ["Lana neozelandese", "Seta naturale", "Cotone", "Fibre sintetiche", "Miscele su misura"],
        },
        {
          title: "Supporto (backing)",
          text: "Il supporto, o backing, dà stabilità al tappeto e si sceglie in base al pavimento, all'uso e alle normative di ogni spazio.",
          facts: ["Backing in lattice naturale", "Backing tecnico", "Backing antiscivolo", "Backing ignifugo"],
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Progetto su misura",
      title: "Diamo forma al tuo tappeto?",
      text: "Raccontaci la tua idea, le misure e i tempi. Ti risponderemo con una proposta di design e i campioni che ti servono per decidere.",
      actions: [{ label: "Avvia un progetto su misura" }, { label: "Richiedi un campionario" }],
    },
  ],
} satisfies PageTranslation;
