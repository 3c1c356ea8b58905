import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Note legali",
    description:
      "Note legali del sito web: dati identificativi del titolare, condizioni d'uso, proprietà intellettuale, protezione dei dati, legge applicabile e foro competente.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Informazioni legali",
      title: "Note legali",
      updated: "Ultimo aggiornamento: 22 novembre 2026",
      intro: [
        "In adempimento dell'obbligo di informazione previsto dall'articolo 10 della legge spagnola 34/2002, dell'11 luglio, sui servizi della società dell'informazione e sul commercio elettronico (LSSI-CE), si riportano di seguito i dati identificativi del titolare del presente sito web e le condizioni generali che ne disciplinano l'accesso e l'utilizzo.",
      ],
      sections: [
        {
          title: "Dati identificativi del titolare",
          paragraphs: [
            "Il titolare del presente sito web è {{legalName}}, i cui dati identificativi, ai sensi dell'articolo 10 della LSSI-CE, sono i seguenti:",
          ],
          list: [
            "Ragione sociale: {{legalName}}",
            "Codice di identificazione fiscale (NIF): {{taxId}}",
            "Sede legale: {{address}}",
            "Iscrizione nel registro delle imprese: {{registry}}",
            "E-mail: {{email}}",
            "Telefono: {{phone}}",
            "Attività: progettazione e produzione di tappeti tuftati a mano, tuftati a robot e su misura dal {{foundedYear}}",
          ],
        },
        {
          title: "Finalità del sito web",
          paragraphs: [
            "Il presente sito web ha lo scopo di far conoscere l'azienda, la sua attività, i suoi prodotti e i suoi servizi, nonché di consentire agli interessati di richiedere un campionario, ottenere il catalogo digitale e inoltrare richieste commerciali.",
            "Il sito web ha carattere esclusivamente informativo. Attraverso di esso non si vendono prodotti né si stipulano contratti di servizi online; l'eventuale rapporto commerciale sarà perfezionato attraverso i canali e alle condizioni espressamente concordati tra le parti.",
          ],
        },
        {
          title: "Utenti e condizioni d'uso",
          paragraphs: [
            "L'accesso al sito web attribuisce la qualità di utente e comporta l'accettazione piena e incondizionata delle presenti note legali e dei termini d'uso, nella versione pubblicata al momento dell'accesso.",
            "L'utente si impegna a utilizzare il sito web e i suoi contenuti in modo corretto, nel rispetto della legge, della buona fede, dell'ordine pubblico e delle presenti note legali, e a fornire informazioni veritiere nei moduli che compila. Le condizioni di accesso e di utilizzo, il regime di responsabilità e la disciplina dei link sono regolati in dettaglio nei termini d'uso.",
          ],
          actions: [{ label: "Termini d'uso" }],
        },
        {
          title: "Proprietà intellettuale e industriale",
          paragraphs: [
            "I contenuti del sito web, compresi testi, fotografie, disegni di tappeti, loghi, marchi e codice sorgente, sono di titolarità di {{legalName}} o di terzi che ne hanno autorizzato l'uso, e sono tutelati dalla normativa in materia di proprietà intellettuale e industriale.",
            "Ne sono vietate la riproduzione, la distribuzione, la comunicazione al pubblico e la trasformazione, totali o parziali, senza la previa autorizzazione espressa del titolare, fatta salva la mera visualizzazione nel browser dell'utente. La disciplina applicabile è illustrata nei termini d'uso.",
          ],
        },
        {
          title: "Dati personali e cookie",
          paragraphs: [
            "I dati personali forniti dall'utente tramite i moduli del sito web (richiesta del campionario, richiesta del catalogo digitale e richiesta di contatto) saranno trattati da {{legalName}}, in qualità di titolare del trattamento, in conformità al Regolamento (UE) 2016/679 (GDPR) e alla legge organica spagnola 3/2018 (LOPDGDD). Le informazioni sulle finalità, sulla base giuridica, sui tempi di conservazione e sull'esercizio dei diritti sono riportate nell'informativa sulla privacy.",
            "Il sito web utilizza la memorizzazione tecnica necessaria al suo funzionamento e, solo previo consenso dell'utente, gli strumenti facoltativi descritti nell'informativa sui cookie. L'utente può modificare o revocare il proprio consenso in qualsiasi momento tramite il link «Impostazioni dei cookie» presente a piè di ogni pagina.",
          ],
          actions: [{ label: "Informativa sulla privacy" }, { label: "Informativa sui cookie" }],
        },
        {
          title: "Legge applicabile e foro competente",
          paragraphs: [
            "Le presenti note legali e i rapporti tra il titolare del sito web e i suoi utenti sono regolati dalla legge spagnola.",
            "Per qualsiasi controversia relativa al sito web è competente il foro di Alicante. Qualora l'utente sia un consumatore, è competente il giudice del luogo della sua residenza nei casi previsti dalla normativa applicabile.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
