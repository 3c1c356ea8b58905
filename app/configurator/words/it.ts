import type { ConfiguratorPageWords } from "./es";

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
} satisfies ConfiguratorPageWords;

export default it;
