import type { RoomWords } from "./es";

const it: RoomWords = {
  title: "Il tuo tappeto nella tua stanza",
  intro:
    "Scatta una foto del pavimento o scegline una. La foto resta sul tuo dispositivo: non viene inviata da nessuna parte, a meno che tu non lo decida.",
  close: "Chiudi",
  loading: "Preparazione della vista…",
  photo: {
    take: "Scatta una foto",
    choose: "Scegli una foto",
    sample: "Prova con una stanza di esempio",
    reading: "Lettura della foto…",
    unreadable:
      "Non siamo riusciti a leggere l'immagine. Prova con una foto JPEG, PNG, WebP o HEIC (se il tuo browser la apre).",
    another: "Cambia foto",
  },
  calibrate: {
    heading: "1. Segna qualcosa di rettangolare sul pavimento",
    help: "Posiziona i quattro angoli, in ordine, su un oggetto appoggiato al pavimento di cui conosci le misure. Va bene un foglio A4: mettilo a terra prima di scattare.",
    reference: "Oggetto di riferimento",
    a4: "Foglio A4 (21 × 29,7 cm)",
    custom: "Un altro oggetto (letto, tavolo, piastrella…)",
    width: "Larghezza (cm)",
    length: "Lunghezza (cm)",
    corner: "Angolo {{n}} del riferimento",
    cornerHelp: "Spostalo con le frecce; con Maiusc più velocemente.",
    cornerAt: "Angolo {{n}}: {{x}}, {{y}}",
    invalid: "I quattro angoli devono formare, in ordine, un rettangolo visto in prospettiva.",
  },
  place: {
    heading: "2. Posiziona il tappeto",
    help: "Trascina il tappeto o usa il pulsante di spostamento con le frecce. Mantiene le misure configurate quando lo sposti o lo ruoti.",
    move: "Sposta il tappeto",
    moveHelp: "Frecce: 5 cm; con Maiusc: 25 cm. R: ruota di 15°.",
    turnLeft: "Ruota a sinistra",
    turnRight: "Ruota a destra",
    placed: "Tappeto a {{x}} cm, {{y}} cm dal riferimento, ruotato di {{angle}}°",
    size: "{{size}}, in scala",
  },
  brush: {
    heading: "3. Riporta davanti ciò che poggia sul tappeto",
    help: "Passa il pennello sulle gambe di un divano o di un tavolo perché restino sopra il tappeto.",
    on: "Dipingi gli oggetti",
    off: "Smetti di dipingere",
    size: "Dimensione del pennello",
    clear: "Cancella il dipinto",
  },
  keep: {
    download: "Scarica l'immagine (PNG)",
    file: "tappeto-nella-mia-stanza",
    send: "Invia questa immagine con la mia richiesta di preventivo",
    sendHelp:
      "Alleghiamo l'immagine alla tua richiesta, la conserviamo con essa per il periodo indicato dall'informativa sulla privacy e la cancelliamo insieme a essa.",
    attached: "Immagine allegata alla tua richiesta di preventivo.",
    toQuote: "Vai alla richiesta",
  },
  limits:
    "È un'approssimazione: presuppone un pavimento piano con l'oggetto di riferimento appoggiato sopra. Se il pavimento è inclinato o il riferimento non è a terra, le misure non saranno esatte.",
  picture: "Il tappeto configurato nella foto della tua stanza",
};

export default it;
