import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Informativa sulla privacy",
    description:
      "Come vengono trattati i dati personali forniti tramite i moduli del sito web: finalità, base giuridica, conservazione, destinatari e diritti dell'interessato.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Informazioni legali",
      title: "Informativa sulla privacy",
      updated: "Ultimo aggiornamento: 27 novembre 2026",
      intro: [
        "Ai sensi del Regolamento (UE) 2016/679 del Parlamento europeo e del Consiglio, del 27 aprile 2016, Regolamento generale sulla protezione dei dati (GDPR), e della Legge organica spagnola 3/2018, del 5 dicembre, sulla protezione dei dati personali e la garanzia dei diritti digitali (LOPDGDD), {{legalName}} informa l'utente in merito al trattamento dei dati personali che questi fornisce attraverso il presente sito web.",
      ],
      sections: [
        {
          title: "Titolare del trattamento",
          paragraphs: [
            "Il titolare del trattamento dei dati personali raccolti attraverso il presente sito web è {{legalName}}, i cui dati identificativi e di contatto sono i seguenti:",
          ],
          list: [
            "Ragione sociale: {{legalName}}",
            "Codice fiscale spagnolo (NIF): {{taxId}}",
            "Sede: {{address}}",
            "Posta elettronica: {{email}}",
            "Telefono: {{phone}}",
          ],
        },
        {
          title: "Finalità del trattamento",
          paragraphs: [
            "Il sito web non prevede account utente né registrazione e non offre alcuna newsletter. I dati personali non sono utilizzati per finalità pubblicitarie o di marketing, né per attività di profilazione.",
            "I moduli non raccolgono il consenso a ricevere comunicazioni commerciali; pertanto, tali comunicazioni non saranno inviate senza uno specifico e separato consenso dell'interessato. La compilazione dei campi contrassegnati come obbligatori è necessaria per dare seguito alla richiesta; in mancanza, non sarà possibile evaderla.",
            "I server registrano l'indirizzo IP e le richieste ricevute al solo fine di garantire la sicurezza del sito web. Con ogni richiesta vengono inoltre conservati la pagina del sito da cui è stato inviato il modulo, con i parametri di campagna del relativo indirizzo (utm_source, utm_medium, utm_campaign, utm_term e utm_content) ma senza il resto dell'indirizzo, e il sito web dal quale l'utente è giunto a tale pagina, al fine di sapere quali pagine e campagne generano le richieste e di assegnare ciascuna di esse alla persona competente del team commerciale. Solo se l'utente ha accettato la categoria «Statistiche» nell'avviso sui cookie, il suo browser conserva inoltre, per la durata della visita, la prima pagina visitata, la relativa provenienza e i relativi parametri di campagna, e li invia insieme al modulo; in assenza di tale consenso, nulla viene memorizzato sul dispositivo per questo scopo. Tali dati sono conservati e cancellati insieme alla richiesta. Le informazioni memorizzate nel browser dell'utente e l'uso di cookie e tecnologie analoghe sono illustrati nell'Informativa sui cookie, consultabile al termine della presente sezione.",
            "Per mostrare o nascondere i contenuti destinati soltanto ad alcuni paesi, come la sezione dedicata all'aviazione privata, il server consulta l'indirizzo IP dell'utente in una banca dati dei paesi ospitata sul server stesso. L'indirizzo non viene comunicato a terzi e né l'indirizzo né il paese individuato vengono memorizzati.",
            "I dati personali sono raccolti esclusivamente tramite i tre moduli seguenti e sono trattati per dare riscontro alla richiesta dell'interessato e curarne il seguito commerciale:",
          ],
          list: [
            "Richiesta di campionario: nome, cognome, indirizzo e-mail, telefono, azienda, ruolo, indirizzo di consegna, città, CAP, paese e commenti, al fine di preparare e spedire il campionario richiesto.",
            "Richiesta del catalogo digitale: nome, cognome, indirizzo e-mail, telefono, azienda, ruolo e interessi, al fine di trasmettere il catalogo via e-mail.",
            "Richiesta di contatto: nome, azienda, indirizzo e-mail, telefono, tipo di progetto e messaggio, al fine di rispondere alla richiesta formulata.",
          ],
          actions: [{ label: "Informativa sui cookie" }],
        },
        {
          title: "Base giuridica del trattamento",
          paragraphs: ["Il trattamento dei dati personali si fonda sulle seguenti basi giuridiche:"],
          list: [
            "L'esecuzione di misure precontrattuali adottate su richiesta dell'interessato (articolo 6, paragrafo 1, lettera b, del GDPR): la spedizione del campionario, l'invio del catalogo e la risposta alle richieste relative a un possibile ordine.",
            "Il legittimo interesse del titolare a rispondere alle richieste ricevute e a darvi seguito, nonché a garantire la sicurezza del sito web (articolo 6, paragrafo 1, lettera f, del GDPR). L'interessato può opporsi a tale trattamento secondo quanto indicato nella sezione dedicata ai diritti.",
            "Il consenso dell'utente ai cookie e alle tecnologie di memorizzazione facoltativi (articolo 6, paragrafo 1, lettera a, del GDPR e articolo 22, comma 2, della Legge spagnola 34/2002, dell'11 luglio, sui servizi della società dell'informazione e sul commercio elettronico, LSSI-CE). Il consenso può essere revocato in qualsiasi momento tramite il link «Impostazioni dei cookie» presente in fondo a ogni pagina del sito, senza pregiudicare la liceità del trattamento effettuato prima della revoca.",
          ],
        },
        {
          title: "Periodo di conservazione dei dati",
          paragraphs: [
            "I dati forniti tramite i moduli sono conservati per il tempo necessario a dare seguito alla richiesta e sono cancellati automaticamente dal sito web decorsi {{leadRetentionDays}} giorni dal loro ricevimento, insieme ai messaggi e-mail che hanno generato. Il contenuto dei messaggi già inviati è cancellato {{outboxKeepDays}} giorni dopo l'invio; si conserva soltanto la traccia dell'avvenuto invio e della relativa data.",
            "L'immagine di un tappeto collocato nella foto della tua stanza, che puoi creare nel configuratore, viene preparata nel tuo browser e non viene inviata da nessuna parte, a meno che tu non selezioni la casella per inviarla con la tua richiesta di preventivo. Se la invii, viene conservata senza i metadati della fotocamera insieme alla richiesta, è visibile solo al team commerciale e viene cancellata con essa dopo {{leadRetentionDays}} giorni, o prima se eserciti il diritto alla cancellazione; è inclusa nella copia dei tuoi dati se eserciti il diritto di accesso.",
            "I tappeti che raccogli in «Il mio progetto», con l'ambiente e la quantità che indichi per ciascuno, restano solo nel tuo browser, nel cookie tecnico nudo_project, per {{projectCookieDays}} giorni dall'ultima modifica; non vengono inviati da nessuna parte, salvo che tu richieda campioni e preventivo per il progetto: in tal caso vengono conservati con quella richiesta e cancellati insieme a essa. Se condividi il progetto, sul server viene conservata una copia dei tappeti, dei loro ambienti e delle quantità, senza alcun tuo dato personale, raggiungibile solo con il link generato: il link scade dopo {{projectLinkDays}} giorni e la copia viene cancellata automaticamente {{projectExpiredKeptDays}} giorni dopo.",
            "Qualora la richiesta dia luogo a un rapporto contrattuale, i dati a tal fine necessari sono trasferiti nei sistemi di gestione clienti del titolare e conservati per tutta la durata dello stesso e, successivamente, per i termini di prescrizione e gli obblighi di legge applicabili, quale il termine di sei anni per la conservazione di libri, corrispondenza e documenti giustificativi previsto dall'articolo 30 del Codice di commercio spagnolo.",
            "Per proteggere i moduli dagli invii massivi, ogni invio viene annotato con un'impronta crittografica (hash) dell'indirizzo IP e ogni messaggio di conferma con un'impronta dell'indirizzo e-mail del destinatario, mai con gli indirizzi in chiaro. Tali annotazioni servono unicamente a limitare il numero di invii e sono cancellate automaticamente entro 48 ore al massimo. I log del server contenenti l'indirizzo IP sono conservati per un massimo di trenta giorni per motivi di sicurezza.",
          ],
        },
        {
          title: "Destinatari dei dati",
          paragraphs: [
            "I dati sono conservati su server e database propri del titolare e non sono venduti a terzi. Sono comunicati, nella misura strettamente necessaria, esclusivamente ai destinatari indicati al termine della presente sezione.",
            "Non sono effettuati trasferimenti di dati verso paesi terzi, salvo quelli eventualmente necessari ai fornitori che operano in qualità di responsabili del trattamento per l'erogazione dei loro servizi; in tal caso, i trasferimenti avvengono con le garanzie previste dal GDPR, quali le clausole contrattuali tipo adottate dalla Commissione europea.",
            "La mappa di OpenStreetMap nella sezione contatti viene caricata solo se l'utente accetta i contenuti di terze parti; in tal caso, la OpenStreetMap Foundation, che fornisce il servizio, riceve l'indirizzo IP dell'utente. Tale contenuto è descritto nell'Informativa sui cookie.",
            "I destinatari dei dati sono i seguenti:",
          ],
          list: [
            "Il fornitore del servizio di invio della posta elettronica, che trasmette i messaggi di conferma e di notifica in qualità di responsabile del trattamento, vincolato al titolare da un contratto conforme all'articolo 28 del GDPR.",
            "Il corriere incaricato della consegna del campionario, al quale sono comunicati soltanto i dati necessari per la spedizione.",
            "Le pubbliche autorità, gli organi giurisdizionali e gli altri enti competenti, quando ciò sia imposto da un obbligo di legge.",
          ],
        },
        {
          title: "Diritti dell'interessato",
          paragraphs: [
            "Ai sensi del GDPR e della LOPDGDD, l'interessato può esercitare gratuitamente nei confronti del titolare i diritti elencati al termine della presente sezione. Il titolare non adotta decisioni basate unicamente su un trattamento automatizzato dei dati.",
            "A tal fine, l'interessato deve rivolgere una richiesta scritta al titolare tramite e-mail all'indirizzo {{email}} o per posta all'indirizzo {{address}}, specificando il diritto che intende esercitare. Alla richiesta deve essere sempre allegata copia di un documento d'identità (carta d'identità spagnola DNI, numero di identificazione per stranieri NIE o passaporto).",
            "Il titolare fornisce riscontro alla richiesta entro un mese dal suo ricevimento.",
            "Qualora ritenga che il trattamento dei propri dati non sia conforme alla normativa, l'interessato ha il diritto di proporre reclamo all'Autorità spagnola per la protezione dei dati (AEPD), il cui sito è indicato al termine della presente sezione.",
            "L'interessato gode dei seguenti diritti:",
          ],
          list: [
            "Accesso: ottenere conferma che sia o meno in corso un trattamento dei propri dati personali e riceverne copia.",
            "Rettifica: ottenere la correzione dei dati inesatti o l'integrazione di quelli incompleti.",
            "Cancellazione: ottenere la cancellazione dei dati quando, tra l'altro, non sono più necessari rispetto alle finalità per le quali sono stati raccolti.",
            "Opposizione: opporsi, per motivi connessi alla propria situazione particolare, al trattamento basato sul legittimo interesse.",
            "Limitazione del trattamento: ottenere la sospensione del trattamento dei dati nei casi previsti dalla normativa.",
            "Portabilità: ricevere i dati forniti in un formato strutturato, di uso comune e leggibile da dispositivo automatico, e trasmetterli a un altro titolare.",
          ],
          links: [{ label: "Autorità spagnola per la protezione dei dati (AEPD)" }],
        },
        {
          title: "Misure di sicurezza",
          paragraphs: [
            "Il titolare adotta misure tecniche e organizzative adeguate a garantire un livello di sicurezza adeguato al rischio, ai sensi dell'articolo 32 del GDPR, tra cui le seguenti:",
          ],
          list: [
            "La cifratura delle comunicazioni tra browser e server mediante il protocollo HTTPS.",
            "La limitazione dell'accesso ai dati al solo personale autorizzato.",
            "L'esecuzione di copie di backup.",
            "L'obbligo contrattuale, per i responsabili del trattamento, di rispettare gli obblighi di riservatezza e sicurezza previsti dal GDPR.",
          ],
        },
        {
          title: "Minori",
          paragraphs: [
            "Il sito web non è rivolto ai minori di quattordici anni. Ai sensi dell'articolo 7 della LOPDGDD, il trattamento dei dati dei minori di quattordici anni è lecito soltanto con il consenso dei genitori o dei tutori.",
            "Qualora il titolare si accorga di conservare dati di un minore di quattordici anni ottenuti in assenza di tale consenso, provvederà alla loro cancellazione. I genitori o tutori che rilevino tale circostanza possono segnalarla all'indirizzo {{email}}.",
          ],
        },
        {
          title: "Modifiche alla presente informativa",
          paragraphs: [
            "Il titolare può modificare la presente informativa per adeguarla a novità normative o a cambiamenti nel trattamento dei dati. Le modifiche saranno pubblicate in questa pagina, con l'indicazione della data dell'ultimo aggiornamento all'inizio del testo.",
            "Si raccomanda all'utente di consultare periodicamente la presente informativa.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
