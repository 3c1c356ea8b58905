import type { ConfiguratorCopy } from "./es";

const it = {
  meta: {
    title: "Configuratore di tappeti su misura",
    description:
      "Disegna il tuo tappeto su misura: scegli forma, misure, tecnica, vello, motivo e fino a sei colori della nostra collezione di 300, guardalo disegnato in scala e richiedi il tuo preventivo.",
  },
  hero: {
    eyebrow: "Configuratore",
    title: "Disegna il tuo tappeto",
    intro:
      "Scegli la forma, le misure, il vello, il motivo e i colori. Lo vedrai disegnato in scala mentre decidi e, quando ti convince, inviacelo: prepareremo il tuo preventivo.",
  },
  fields: {
    design: "Design",
    shape: "Sagoma",
    size: "Misure",
    sizeHint: "Da 40 a 3000 cm. Fino a 6 m × 4 m in un unico pezzo.",
    width: "Larghezza (cm)",
    length: "Lunghezza (cm)",
    side: "Lato (cm)",
    diameter: "Diametro (cm)",
    technique: "Tecnica",
    pile: "Tipo di vello",
    cutHeight: "Altezza del vello tagliato (mm)",
    cutHint: "Da 15 a 50 mm; da 6 mm con rasatura.",
    loopHeight: "Altezza del bouclé (mm)",
    loopHint: "Da 4 a 40 mm.",
    motif: "Motivo",
    colours: "Colori",
    coloursHint: "Fino a sei dalla nostra collezione di 300 colori. Il primo è il colore di fondo.",
    material: "Materiale",
    backing: "Supporto (backing)",
  },
  colourPicker: {
    chosen: "I tuoi colori",
    chosenCount: "{{count}} di 6",
    ground: "Colore di fondo",
    useAsGround: "Usa come fondo",
    family: "Famiglia",
    search: "Cerca per codice o nome",
    searchButton: "Cerca",
    results: "{{count}} colori",
    noResults: "Nessun colore corrisponde alla tua ricerca.",
    full: "Hai già scelto sei colori: togline uno per aggiungerne un altro.",
  },
  names: {
    shapes: {
      square: "Quadrata",
      rectangular: "Rettangolare",
      irregular: "Irregolare",
      circular: "Circolare",
      oval: "Ovale",
      hexagonal: "Esagonale",
      fragmented: "Frammentata",
      wavy: "Ondulata",
      stepped: "A gradini",
      triangular: "Triangolare",
      composite: "Composta",
      "loose-pieces": "Pezzi separati",
    },
    techniques: { handtuft: "Handtuft", robotuft: "Robotuft" },
    techniqueHints: {
      handtuft: "Tufting a mano: piena libertà di disegno, rilievo e scolpitura.",
      robotuft: "Tufting robotizzato: precisione millimetrica e ripetibilità esatta su grandi superfici.",
    },
    piles: { cut: "Vello tagliato", loop: "Vello bouclé", "cut-loop": "Tagliato e bouclé" },
    motifs: {
      "large-pattern": "Motivo grande",
      "small-pattern": "Motivo piccolo",
      relief: "Rilievo 3D",
      creative: "Creatività",
      unique: "Pezzo unico",
    },
    materials: {
      "nz-wool": "Lana neozelandese",
      silk: "Seta naturale",
      cotton: "Cotone",
      synthetic: "Fibre sintetiche",
      blend: "Miscela su misura",
    },
    backings: {
      latex: "Lattice naturale",
      technical: "Tecnico",
      "anti-slip": "Antiscivolo",
      "fire-retardant": "Ignifugo",
    },
  },
  problems: {
    range: "Inserisci un numero tra {{min}} e {{max}}.",
    unknown: "Questa opzione non è disponibile: ti mostriamo la più simile.",
    unknownColour: "Un codice colore non è presente nella nostra collezione ed è stato rimosso.",
    tooMany: "Puoi scegliere fino a {{max}} colori: ti mostriamo i primi {{max}}.",
    summary: "Controlla i punti segnalati: l'anteprima mostra la versione più vicina che possiamo realizzare.",
  },
  notes: {
    joins:
      "Oltre 6 m × 4 m: lo realizziamo in più pezzi uniti con giunzioni invisibili, nella nostra fabbrica o in cantiere.",
    sheared: "Sotto i 15 mm, il vello tagliato si ottiene con la rasatura.",
  },
  preview: {
    heading: "Anteprima",
    title: "Il tuo tappeto disegnato in scala",
    intro: "Tappeto su misura.",
    area: "Superficie",
    dimensions: "Misure",
    sizeValue: "{{width}} × {{length}} cm",
    diameterValue: "Ø {{diameter}} cm",
    heightValue: "{{height}} mm",
    pileValue: "{{pile}}, {{heights}}",
    groundNote: "colore di fondo",
    noPrice:
      "Non mostriamo prezzi: per ogni tappeto prepariamo un preventivo in base al design, alle misure e ai tempi di consegna. Il nostro team ti invierà il tuo.",
  },
  actions: {
    room: "Guardalo nella tua stanza",
    roomNeedsScript:
      "Per vedere il tappeto nella tua stanza serve JavaScript; il resto del configuratore funziona anche senza.",
    roomLoading: "Preparazione della vista…",
    update: "Aggiorna l'anteprima",
    copyLink: "Copia il link",
    copied: "Link copiato",
    sheet: "Scarica la scheda tecnica (PDF)",
    pack: "Scarica il pacchetto per progettisti (ZIP)",
    quote: "Richiedi un preventivo",
  },
  quote: {
    heading: "Richiedi il tuo preventivo",
    intro:
      "Inviaci il tuo progetto insieme ai tuoi dati. Lo esamineremo con il nostro team tecnico e ti invieremo un preventivo e, se lo desideri, i campioni dei colori scelti.",
  },
  design: {
    eyebrow: "Design della collezione",
    name: "{{design}} · {{colourway}}",
    ownColours: "colori su misura",
    free: "Configurazione libera",
    note: "Il disegno è quello del design; adattane misure, forma, vello, colori, materiale e supporto.",
    page: "Vedi il design",
    leave: "Inizia una configurazione libera",
  },
  sheet: {
    title: "Scheda tecnica",
    link: "Visualizza e modifica questa configurazione",
    generated: "Creata il {{date}}",
    footer:
      "Configurazione indicativa, senza valore di offerta. Il preventivo viene preparato dal nostro team commerciale.",
    file: "scheda-tecnica-tappeto",
  },
} satisfies ConfiguratorCopy;

export default it;
