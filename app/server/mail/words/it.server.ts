import type { ConfirmationWords } from "./es.server";

const it: ConfirmationWords = {
  colon: ":",
  greeting: "Gentile {name},",
  greetingWithoutName: "Buongiorno,",
  nextStepsHeading: "Cosa succede ora",
  forms: {
    sample: {
      subject: "Abbiamo ricevuto la tua richiesta di campionario · {brand}",
      preheader: "Stiamo preparando il tuo campionario. Ecco i prossimi passi.",
      heading: "Il tuo campionario è in preparazione",
      intro:
        "Grazie per voler scoprire da vicino i nostri tappeti. Niente descrive un pezzo {brand} meglio del tatto: la densità della lana, la lucentezza della seta, la profondità di ogni rilievo.",
      nextSteps: [
        "Il nostro team esamina la tua richiesta e prepara il campionario più adatto al tuo progetto.",
        "Ti contatteremo a breve per confermare con te i dati di spedizione.",
        "Prepariamo il campionario nel nostro stabilimento di Crevillente e te lo spediamo con la stessa cura che dedichiamo a ogni tappeto.",
      ],
    },
    catalogue: {
      subject: "Il tuo catalogo digitale {brand}",
      preheader: "Scopri le nostre collezioni, le nostre tecniche e i nostri progetti.",
      heading: "Ecco il nostro catalogo digitale",
      intro:
        "Grazie per il tuo interesse. Al suo interno troverai le nostre collezioni, tecniche e finiture, insieme ad alcuni dei progetti che abbiamo realizzato per hotel, residenze private, yacht e jet privati.",
      nextSteps: [
        "Puoi aprire il catalogo in qualsiasi momento dal link contenuto in questa e-mail.",
        "Se un pezzo ti ispira, un nostro consulente ti aiuterà ad adattarlo al tuo spazio: misure, forma, colori e materiali.",
        "E quando vorrai vedere e toccare i materiali, ti invieremo un campionario.",
      ],
    },
    contact: {
      subject: "Abbiamo ricevuto il tuo messaggio · {brand}",
      preheader: "Grazie per averci scritto. Ti risponderemo a breve.",
      heading: "Grazie per averci scritto",
      intro: "Il tuo messaggio è arrivato al nostro team.",
      nextSteps: [
        "Lo leggiamo con attenzione e, se necessario, lo condividiamo con i nostri team di design e produzione.",
        "Ti risponderemo a breve, via e-mail o per telefono.",
      ],
    },
    contactSection: {
      subject: "Abbiamo ricevuto la tua richiesta · {brand}",
      preheader: "Grazie per averci raccontato il tuo progetto. Ecco i prossimi passi.",
      heading: "Grazie per averci raccontato il tuo progetto",
      intro:
        "Ogni tappeto che creiamo nasce da una conversazione come questa. La tua richiesta è ora nelle mani del nostro team progetti.",
      nextSteps: [
        "Uno specialista esamina con attenzione la tua richiesta.",
        "Ti contatteremo a breve per conoscere i dettagli: ambienti, misure, tempi e stile.",
        "Da lì ti proporremo design, materiali e campioni su misura per il tuo progetto.",
      ],
    },
    quote: {
      subject: "Abbiamo ricevuto il tuo progetto · {brand}",
      preheader: "Grazie per aver disegnato il tuo tappeto con noi. Ecco i prossimi passi.",
      heading: "Il tuo tappeto è in buone mani",
      intro:
        "Grazie per aver disegnato il tuo tappeto con noi. Ecco l’anteprima della tua configurazione; dal link puoi riaprirla e modificarla quando vuoi.",
      nextSteps: [
        "Il nostro team tecnico esamina la tua configurazione: misure, vello, materiali e colori.",
        "Ti contatteremo molto presto con il tuo preventivo e, se serve, con una proposta di modifiche.",
        "Quando vorrai vedere e toccare i colori scelti, ti invieremo i campioni.",
      ],
    },
    project: {
      subject: "Abbiamo ricevuto il tuo progetto · {brand}",
      preheader: "Stiamo preparando i tuoi campioni e il tuo preventivo. Ecco i prossimi passi.",
      heading: "Il tuo progetto è nelle nostre mani",
      intro:
        "Grazie per averci affidato il tuo progetto. Questi sono i tappeti che ci hai inviato: a partire da loro prepariamo i tuoi campioni e il tuo preventivo.",
      nextSteps: [
        "Il nostro team tecnico esamina ogni tappeto del tuo progetto: misure, materiali, colori e quantità.",
        "Ti contatteremo a breve per confermare con te l’indirizzo di spedizione dei campioni e i dettagli del preventivo.",
        "Prepariamo i campioni nel nostro stabilimento di Crevillente e te li spediamo con la stessa cura che dedichiamo a ogni tappeto.",
      ],
    },
  },
  /** The configurator's quote: the rug's preview and the link back to its configuration. */
  configuration: {
    heading: "La tua configurazione",
    button: "Apri la tua configurazione",
    previewAlt: "Anteprima del tuo tappeto",
  },
  items: {
    heading: "I tappeti del tuo progetto",
    columns: {
      code: "Codice",
      rug: "Tappeto",
      size: "Misure",
      colours: "Colori",
      quantity: "Quantità",
      area: "Superficie totale (m²)",
      link: "Configurazione",
    },
    open: "Apri",
  },
  samples: {
    heading: "I campioni che hai richiesto",
    design: "Disegno",
    colours: "Colori",
    link: "Scopri il disegno",
  },
  catalogue: {
    button: "Apri il catalogo digitale",
    fallback: "Se il pulsante non funziona, copia questo link nel tuo browser:",
  },
  contact: {
    heading: "Siamo a tua disposizione",
    text: "Se vuoi aggiungere qualcosa, rispondi a questa e-mail oppure scrivici o chiamaci quando preferisci.",
    phone: "Telefono",
    email: "E-mail",
    address: "Indirizzo",
    website: "Sito web",
  },
  signOff: "Un cordiale saluto,",
  signature: "Il team {brand}",
  footer: {
    reason: "Ricevi questa e-mail perché questo indirizzo è stato inserito in un modulo su {site}.",
    ignore: "Se la richiesta non è partita da te, puoi ignorare questa e-mail: non ti scriveremo più.",
  },
};

export default it;
