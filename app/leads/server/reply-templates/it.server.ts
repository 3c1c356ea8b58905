import type { ReplyTemplates } from "./template-types.server";

/** The sales team's first answer to each form, in Italian, formal (see es.server.ts). */
const it: ReplyTemplates = {
  phrases: {
    design: " per il design «{{design}}»",
    company: " per {{company}}",
    rug: " ({{rug}})",
  },
  forms: {
    sample: {
      subject: "Il Suo campionario {{brand}}",
      body: `Gentile {{name}},

La ringraziamo per l'interesse verso {{brand}}. Abbiamo ricevuto la Sua richiesta di campioni{{design}} e li stiamo già preparando nel nostro laboratorio.

Prima della spedizione, vorremmo confermare con Lei alcuni dettagli, affinché il campionario risponda davvero al Suo progetto: l'ambiente a cui è destinato il tappeto, le misure indicative e le tonalità che ha in mente.

Se preferisce, possiamo parlarne al telefono: ci indichi semplicemente quando Le è più comodo e La chiameremo.

Cordiali saluti,
Il team {{brand}}`,
    },
    catalogue: {
      subject: "Il Suo catalogo {{brand}}",
      body: `Gentile {{name}},

La ringraziamo per aver richiesto il nostro catalogo digitale: ci auguriamo che lo sfogli con piacere.

Vi troverà una selezione delle nostre collezioni, ma ogni tappeto {{brand}} nasce su misura: design, dimensioni, materiali e colori vengono adattati a ciascun ambiente. Se un pezzo ha catturato la Sua attenzione, o se ha un progetto in corso, saremo lieti di consigliarLa e di inviarLe un campionario senza impegno.

Restiamo a Sua completa disposizione.

Cordiali saluti,
Il team {{brand}}`,
    },
    contact: {
      subject: "Il Suo messaggio a {{brand}}",
      body: `Gentile {{name}},

La ringraziamo per averci scritto. Abbiamo letto con attenzione il Suo messaggio e, per poterLa consigliare al meglio, vorremmo sapere qualcosa in più su ciò che cerca: il tipo di ambiente, le misure indicative e lo stile che ha in mente.

Se preferisce parlarne a voce, ci lasci un numero di telefono e un orario a Lei comodo: saremo lieti di chiamarLa.

Cordiali saluti,
Il team {{brand}}`,
    },
    contactSection: {
      subject: "Il Suo progetto con {{brand}}",
      body: `Gentile {{name}},

La ringraziamo per averci raccontato il Suo progetto{{company}}. Ogni tappeto che realizziamo per hotel, residenze, yacht e jet privati nasce da una conversazione come questa, e saremmo felici di accompagnarLa nella Sua.

Per preparare una prima proposta di design, materiali e tempi di consegna, potremmo fissare una telefonata o una videochiamata nel corso di questa settimana? Ci basta che ci indichi il giorno e l'ora che preferisce.

Se dispone già di planimetrie, misure o riferimenti di stile, può inviarceli rispondendo a questa e-mail.

Cordiali saluti,
Il team {{brand}}`,
    },
    quote: {
      subject: "Il Suo tappeto su misura {{brand}}",
      body: `Gentile {{name}},

La ringraziamo per aver progettato il Suo tappeto con noi. Il nostro team tecnico ha esaminato la configurazione che ci ha inviato{{rug}} e sta preparando il Suo preventivo.

Prima di completarlo, vorremmo confermare con Lei un paio di dettagli: l'ambiente a cui è destinato il tappeto e se Le occorre entro una data precisa.

Se lo desidera, possiamo anche inviarLe i campioni dei colori che ha scelto, così che possa vederli e toccarli prima di decidere.

Cordiali saluti,
Il team {{brand}}`,
    },
    project: {
      subject: "Il Suo progetto con {{brand}}: campioni e preventivo",
      body: `Gentile {{name}},

La ringraziamo per averci inviato il Suo progetto{{company}}. Abbiamo esaminato ciascun tappeto del Suo elenco, con la collocazione e la quantità indicate, e stiamo preparando i campioni e il preventivo.

Prima di completarlo, vorremmo confermare con Lei un paio di dettagli: le tempistiche del progetto e se qualcuno dei tappeti richiede una finitura o una certificazione particolare (ad esempio di reazione al fuoco).

Se dispone già di planimetrie o riferimenti del progetto, può inviarceli rispondendo a questa e-mail.

Cordiali saluti,
Il team {{brand}}`,
    },
  },
};

export default it;
