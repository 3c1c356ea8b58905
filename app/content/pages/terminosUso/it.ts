import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Termini d’uso",
    description:
      "Condizioni di accesso e di utilizzo del sito web: proprietà intellettuale e industriale, responsabilità, politica sui link, protezione dei dati e legge applicabile.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Informazioni legali",
      title: "Termini d’uso",
      updated: "Ultimo aggiornamento: 22 novembre 2026",
      intro: [
        "Si raccomanda all’utente di leggere con attenzione i presenti termini a ogni accesso al sito web, poiché possono essere modificati per adeguarli a novità normative o a cambiamenti del sito stesso. La versione in vigore è quella pubblicata in questa pagina, con l’indicazione della data dell’ultimo aggiornamento.",
      ],
      sections: [
        {
          title: "Oggetto",
          paragraphs: [
            "I presenti termini d’uso disciplinano l’accesso, la navigazione e l’utilizzo del sito web di titolarità di {{legalName}}, codice fiscale spagnolo (NIF) {{taxId}}, con sede in {{address}} (di seguito, la “Società”).",
            "Il sito web ha lo scopo di presentare la Società, i suoi tappeti e i suoi servizi e consente ai visitatori di richiedere campioni, cataloghi e informazioni.",
            "L’accesso al sito web e il suo utilizzo attribuiscono la qualifica di utente e comportano l’accettazione piena e incondizionata dei presenti termini nella versione pubblicata al momento dell’accesso. L’utente che non intenda accettarli deve astenersi dall’utilizzare il sito web.",
          ],
        },
        {
          title: "Condizioni di accesso e di utilizzo",
          paragraphs: [
            "L’accesso al sito web è libero e gratuito e non richiede alcuna registrazione.",
            "Le informazioni sui prodotti hanno carattere puramente indicativo: i colori, le texture e le finiture dei tappeti visualizzati sullo schermo possono differire da quelli reali in base alle impostazioni di ciascun dispositivo, e le immagini hanno valore esclusivamente illustrativo. Preventivi, prezzi e tempi di consegna vincolano la Società solo dopo la sua conferma scritta.",
            "L’utente si impegna a utilizzare il sito web e i relativi contenuti in modo lecito, diligente e secondo buona fede, nel rispetto della legge, dei presenti termini, del buon costume e dell’ordine pubblico, e in particolare a:",
          ],
          list: [
            "fornire dati veritieri, esatti e aggiornati nei moduli di richiesta di campioni e di cataloghi e nel modulo di contatto, e non utilizzare dati di terzi senza il loro consenso;",
            "non introdurre né diffondere virus informatici o qualsiasi altro codice o programma in grado di danneggiare il sito web, i sistemi della Società o le apparecchiature di terzi;",
            "non inoltrare richieste o moduli in modo automatizzato o massivo, né compiere azioni che possano sovraccaricare, rendere inutilizzabile o compromettere il funzionamento del sito web;",
            "non utilizzare il sito web o i suoi contenuti per finalità illecite o lesive dei diritti e degli interessi della Società o di terzi.",
          ],
        },
        {
          title: "Proprietà intellettuale e industriale",
          paragraphs: [
            "Tutti i contenuti del sito web, compresi a titolo esemplificativo i disegni dei tappeti, le fotografie, i testi, i loghi, i marchi, la grafica e il codice sorgente, appartengono alla Società o ai suoi licenzianti e sono tutelati dalla normativa spagnola e internazionale in materia di proprietà intellettuale e industriale.",
            "È vietata la riproduzione, distribuzione, comunicazione al pubblico, trasformazione o qualsiasi altra forma di sfruttamento, totale o parziale, di tali contenuti senza la preventiva autorizzazione scritta della Società. L’accesso al sito web non conferisce all’utente alcun diritto o licenza sui contenuti, al di là della loro consultazione per uso personale e non commerciale.",
            "I disegni personalizzati che la Società realizza e consegna ai propri clienti sono disciplinati da quanto pattuito nel relativo contratto o ordine.",
          ],
        },
        {
          title: "Responsabilità",
          paragraphs: [
            "La Società non garantisce l’accesso continuo e ininterrotto al sito web, che potrà essere temporaneamente sospeso per motivi tecnici, di manutenzione o di sicurezza.",
            "La Società non risponde dei contenuti, prodotti o servizi dei siti web di terzi raggiungibili tramite i link presenti su questo sito web.",
            "La Società non sarà responsabile dei danni derivanti dall’uso improprio del sito web o dei suoi contenuti da parte dell’utente, né dalla violazione dei presenti termini.",
            "Le informazioni pubblicate sul sito web, comprese quelle relative a prodotti, servizi, finiture e tempi di consegna, possono essere modificate, aggiornate o eliminate in qualsiasi momento e senza preavviso.",
            "Resta salva la responsabilità che non può essere esclusa né limitata ai sensi della legge applicabile, in particolare della normativa a tutela dei consumatori.",
          ],
        },
        {
          title: "Politica sui link",
          paragraphs: [
            "L’inserimento di qualsiasi link da un altro sito web verso questo sito web richiede la preventiva autorizzazione scritta della Società, che può essere richiesta all’indirizzo {{email}}.",
            "I link presenti su questo sito web verso siti di terzi hanno finalità esclusivamente informativa e non implicano l’approvazione dei relativi contenuti né l’esistenza di alcun rapporto con i loro titolari. La Società li rimuoverà tempestivamente non appena venga a conoscenza del fatto che rimandano a contenuti illeciti.",
            "L’autorizzazione al collegamento è concessa alle seguenti condizioni, il cui mancato rispetto consente alla Società di revocarla e di esigere la rimozione del link:",
          ],
          list: [
            "il link deve rimandare alla home page o a pagine specifiche del sito web, senza riprodurne i contenuti;",
            "non è consentito visualizzare il sito web o i suoi contenuti all’interno di frame (framing) né mediante tecniche che ne alterino la presentazione o li facciano apparire come parte di un altro sito web;",
            "non è consentito formulare dichiarazioni false, inesatte o fuorvianti sulla Società, sui suoi prodotti o sui suoi servizi;",
            "non è consentito lasciar intendere l’esistenza di un rapporto di collaborazione, associazione o sponsorizzazione tra la Società e il titolare del sito web di origine.",
          ],
        },
        {
          title: "Protezione dei dati personali",
          paragraphs: [
            "I dati personali forniti dall’utente tramite i moduli di richiesta di campioni e di cataloghi e il modulo di contatto sono trattati ai sensi del Regolamento (UE) 2016/679 (GDPR) e della Legge organica spagnola 3/2018 (LOPDGDD), al fine di dare riscontro alla richiesta e di seguirne l’evoluzione. Le informazioni complete sul titolare del trattamento, sulle finalità, sulla base giuridica, sui tempi di conservazione, sui destinatari e sull’esercizio dei diritti dell’interessato sono riportate nell’informativa sulla privacy.",
            "L’uso dei cookie e di altre tecnologie di memorizzazione nel browser è descritto nell’informativa sui cookie. L’utente può modificare o revocare il proprio consenso in qualsiasi momento tramite il link «Impostazioni dei cookie» presente a piè di pagina in tutte le pagine del sito.",
          ],
          actions: [{ label: "Informativa sulla privacy" }, { label: "Informativa sui cookie" }],
        },
        {
          title: "Legge applicabile e foro competente",
          paragraphs: [
            "I presenti termini sono regolati e interpretati secondo la legge spagnola.",
            "Per qualsiasi controversia relativa all’accesso al sito web o al suo utilizzo è competente il foro di Alicante, salvo che l’utente rivesta la qualità di consumatore e la normativa applicabile gli riconosca il diritto di adire il giudice del luogo del proprio domicilio.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
