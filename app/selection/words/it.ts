import type { SelectionWords } from "./es";

const it: SelectionWords = {
  add: {
    heading: "Aggiungi al progetto",
    intro:
      "Riunisci i tappeti di una commessa, ciascuno con il suo ambiente e la sua quantità, per condividerli o richiedere campioni e preventivo di tutti in una volta.",
    place: "Ambiente",
    placeHint: "es. Camere",
    quantity: "Quantità",
    submit: "Aggiungi al progetto",
    view: "Vedi il mio progetto",
  },
  meta: {
    title: "Il mio progetto",
    description: "I tappeti del tuo progetto, con ambiente, quantità, superficie, classi e tempi di produzione.",
  },
  shared: {
    title: "Progetto condiviso",
    description: "Una copia in sola lettura di un progetto di tappeti.",
  },
  page: {
    eyebrow: "Per progettisti",
    title: "Il mio progetto",
    intro:
      "I tappeti che hai riunito, ciascuno con il suo ambiente e la sua quantità. Il progetto resta salvato in questo browser: condividilo con un link oppure richiedi campioni e preventivo di tutti in una volta.",
    sharedTitle: "Progetto condiviso",
    sharedIntro: "Una copia in sola lettura, così come è stata condivisa il {{date}}. Il link scade il {{expires}}.",
    empty: "Il tuo progetto è vuoto. Aggiungi tappeti da qualsiasi disegno della collezione o dal configuratore.",
    emptyLinks: { collection: "Scopri la collezione", configurator: "Apri il configuratore" },
    itemsHeading: "Tappeti",
    count: "Tappeti: {{count}} · Voci: {{items}}",
  },
  item: {
    code: "Codice",
    place: "Ambiente",
    noPlace: "Ambiente non indicato",
    quantity: "Quantità",
    size: "Misure",
    colours: "Colori",
    area: "Superficie",
    areaValue: "{{each}} m² ciascuno · {{total}} m² in totale",
    wear: "Classe d'uso (EN 1307)",
    fire: "Reazione al fuoco (EN 13501-1)",
    leadTime: "Tempi di produzione",
    leadTimeValue: "{{weeks}} settimane",
    withdrawn:
      "Questo disegno non fa più parte della collezione: resta come configurazione libera, con le stesse scelte.",
    picture: "{{rug}} visto dall'alto",
    configure: "Modifica nel configuratore",
    pack: "Pacchetto per progettisti (ZIP)",
    save: "Salva",
    remove: "Rimuovi",
    removeLabel: "Rimuovi {{rug}} dal progetto",
    saveLabel: "Salva ambiente e quantità di {{rug}}",
  },
  totals: {
    heading: "Totale del progetto",
    rugs: "Tappeti",
    area: "Superficie",
    weight: "Peso",
    carbon: "Impronta di carbonio (A1-A3)",
    leadTime: "Tempi di produzione massimi",
    areaValue: "{{value}} m²",
    weightValue: "circa {{value}} kg",
    carbonValue: "{{value}} kg CO₂e",
    onRequest: "su richiesta",
  },
  share: {
    heading: "Condividi",
    intro:
      "Un link in sola lettura per il tuo cliente o il tuo team: vedranno i tappeti così come sono ora, in qualsiasi browser. Il progetto resta tuo e puoi continuare a modificarlo; condividilo di nuovo quando vuoi.",
    submit: "Crea un link da condividere",
    created: "Link creato. Scade il {{expires}}.",
    link: "Link del progetto",
    copy: "Copia il link",
    copied: "Link copiato",
  },
  downloads: {
    heading: "Scarica",
    xlsx: "Abaco FF&E (Excel)",
    csv: "Abaco FF&E (CSV)",
    zip: "Abaco e pacchetti di tutti i tappeti (ZIP)",
    language: "Questa lingua non è disponibile.",
    format: "Questo formato non è disponibile.",
    busy: "Stiamo preparando molti pacchetti insieme. Riprova tra qualche secondo.",
    failed: "Non siamo riusciti a preparare il download. Riprova o scrivici.",
  },
  notices: {
    added: "{{rug}} è stato aggiunto al tuo progetto.",
    updated: "Modifiche salvate.",
    removed: "Tappeto rimosso dal progetto.",
  },
  problems: {
    quantity: "Inserisci un numero intero da 1 a 9999.",
    rug: "Questo tappeto non si può realizzare così come è configurato.",
    full: "Il tuo progetto ha già {{max}} voci, il massimo consentito. Rimuovine una, oppure condividi questo progetto e iniziane un altro.",
    missing: "Quel tappeto non è più nel tuo progetto.",
    empty: "Aggiungi almeno un tappeto prima di condividere il progetto.",
    shares: "Hai creato molti link in poco tempo. Riprova tra qualche minuto.",
    unavailable: "Non siamo riusciti a salvare la modifica. Riprova tra qualche secondo.",
  },
  gone: {
    unknownTitle: "Questo link non esiste",
    unknown: "Controlla di averlo copiato per intero. Chi te l'ha inviato può crearne un altro dal suo progetto.",
    expiredTitle: "Questo link è scaduto",
    expired:
      "I link ai progetti restano attivi {{days}} giorni. Chiedi a chi te l'ha inviato di condividerlo di nuovo.",
  },
};

export default it;
