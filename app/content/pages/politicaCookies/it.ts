import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Informativa sui cookie",
    description:
      "Quali cookie e tecnologie analoghe utilizza questo sito web, per quali finalità e come l’utente può accettarli, rifiutarli o cancellarli.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Informazioni legali",
      title: "Informativa sui cookie",
      updated: "Ultimo aggiornamento: 27 novembre 2026",
      intro: [
        "Ai sensi dell’art. 22.2 della legge spagnola 34/2002, dell’11 luglio, sui servizi della società dell’informazione e sul commercio elettronico (LSSI-CE), {{legalName}} informa l’utente in merito agli strumenti di archiviazione e di accesso alle informazioni utilizzati da questo sito web, alle relative finalità e alle modalità per accettarli, rifiutarli o cancellarli.",
      ],
      sections: [
        {
          title: "Che cosa sono i cookie e le tecnologie analoghe",
          paragraphs: [
            "I cookie sono piccoli file che un sito web installa sul terminale dell’utente (computer, telefono cellulare o tablet) quando questi lo visita e che consentono di archiviare e recuperare informazioni sulla sua navigazione. Esistono tecnologie analoghe che svolgono la stessa funzione, come la memoria locale del browser (localStorage).",
            "Questo sito web non installa cookie propri dal proprio server: utilizza la memoria locale del browser, alla quale l’art. 22.2 della LSSI-CE applica la stessa disciplina prevista per i cookie. Pertanto, nella presente informativa il termine «cookie» comprende sia i cookie in senso stretto sia la memoria locale e qualsiasi altro strumento di archiviazione e di accesso alle informazioni sul dispositivo dell’utente.",
          ],
        },
        {
          title: "Categorie di cookie utilizzate",
          paragraphs: [
            "In base alla loro finalità, gli strumenti utilizzati da questo sito web rientrano nelle quattro categorie seguenti. L’utente può accettare o rifiutare ciascuna di esse separatamente, ad eccezione dei cookie tecnici, indispensabili al funzionamento del sito:",
          ],
          list: [
            "Tecnici o necessari (sempre attivi): consentono il funzionamento del sito web e l’erogazione del servizio espressamente richiesto dall’utente, ad esempio conservare la lingua scelta e registrare le sue preferenze sui cookie. Sono esenti dall’obbligo di consenso ai sensi dell’art. 22.2 della LSSI-CE e non possono essere disattivati.",
            "Di personalizzazione: consentono di ricordare le preferenze di navigazione dell’utente per adattare il sito web. Attualmente il sito non memorizza alcun elemento di questa categoria, poiché la preferenza di lingua ha natura tecnica; qualora in futuro fossero utilizzati, verrebbero attivati solo con il consenso dell’utente.",
            "Statistici: consentono di conoscere, in forma anonima e aggregata, il numero di visite e l’utilizzo del sito web. Si basano su un contatore di visite ospitato su server propri della società, che non utilizza cookie, non memorizza informazioni sul dispositivo dell’utente né effettua tracciamento tra siti diversi, e che viene caricato solo con il consenso dell’utente.",
            "Di terze parti: sono gestiti da un soggetto diverso dal titolare del sito web. Su questo sito riguardano unicamente la mappa con la posizione della fabbrica mostrata nella sezione contatti, fornita da OpenStreetMap, che viene caricata solo con il consenso dell’utente; fino ad allora viene mostrato un disegno con il pulsante «Mostra la mappa», il cui utilizzo equivale ad accettare questa categoria.",
          ],
        },
        {
          title: "Elementi memorizzati",
          paragraphs: [
            "Di seguito sono elencati gli elementi che questo sito web memorizza o carica sul dispositivo dell’utente, con l’indicazione della finalità, della categoria e della durata:",
          ],
          list: [
            "language: conserva la lingua scelta dall’utente per visualizzare il sito web in tale lingua. Categoria: tecnico. Durata: resta nella memoria locale finché l’utente non lo cancella.",
            "cookieConsent: registra la scelta dell’utente per ciascuna delle quattro categorie di cookie. Categoria: tecnico. Durata: resta nella memoria locale finché l’utente non lo cancella; la scelta viene richiesta nuovamente dopo 12 mesi.",
            "cookieConsentDate: registra la data e l’ora in cui l’utente ha effettuato la scelta, al fine di richiederla nuovamente una volta scaduto il periodo di validità. Categoria: tecnico. Durata: resta nella memoria locale finché l’utente non lo cancella; la scelta viene richiesta nuovamente dopo 12 mesi.",
            "cookieConsentRevision: registra la versione delle categorie di cookie cui si riferisce la scelta dell’utente, al fine di richiederla nuovamente qualora queste vengano modificate. Categoria: tecnico. Durata: resta nella memoria locale finché l’utente non lo cancella; la scelta viene richiesta nuovamente dopo 12 mesi.",
            "nudo_project: conserva i tappeti che l'utente raccoglie in «Il mio progetto», con ambiente e quantità di ciascuno, per mostrarli e condividerli su sua richiesta; il server lo scrive solo quando l'utente aggiunge, modifica o rimuove un tappeto. Categoria: tecnica. Durata: {{projectCookieDays}} giorni dall'ultima modifica.",
            "Statistiche: contatore di visite anonimo e senza cookie, ospitato su server propri della società, caricato solo con il consenso dell’utente. Categoria: statistico. Durata: non applicabile, poiché non memorizza alcuna informazione sul dispositivo dell’utente.",
            "Mappa di OpenStreetMap: il riquadro che mostra la mappa della posizione può installare cookie della OpenStreetMap Foundation, che li gestisce secondo la propria informativa sulla privacy, e viene caricato solo con il consenso dell’utente ai cookie di terze parti. Categoria: di terze parti. Durata: quella stabilita dalla OpenStreetMap Foundation nella propria informativa.",
            "visitSource: conserva, per la durata della visita, la prima pagina visitata, il sito web di provenienza e i relativi parametri di campagna (utm_*), affinché siano inviati con il modulo che l’utente decida di trasmettere, come illustrato nell’Informativa sulla privacy. Viene memorizzato solo con il consenso dell’utente alla categoria statistica e viene cancellato se tale consenso è revocato. Categoria: statistico. Durata: resta nella memoria di sessione del browser, che viene svuotata alla chiusura della scheda.",
          ],
          links: [{ label: "Informativa sulla privacy della OpenStreetMap Foundation" }],
        },
        {
          title: "Consenso",
          paragraphs: [
            "I cookie tecnici sono utilizzati senza necessità di consenso, in quanto strettamente necessari per erogare il servizio richiesto. Le altre categorie vengono attivate solo se l’utente presta il proprio consenso, conformemente all’art. 22.2 della LSSI-CE e all’art. 6, par. 1, lett. a), del Regolamento generale sulla protezione dei dati (GDPR).",
            "Il consenso viene prestato accettando l’avviso mostrato alla prima visita del sito web, che offre tre opzioni: «Accetta tutti», «Solo necessari» e «Configura». Quest’ultima consente di accettare o rifiutare ciascuna categoria separatamente, senza alcuna casella preselezionata.",
            "L’utente può modificare o revocare il proprio consenso in qualsiasi momento tramite il link «Impostazioni dei cookie» presente nel piè di pagina di ogni pagina del sito web. La revoca del consenso non pregiudica la liceità del trattamento basata sul consenso prestato prima della revoca.",
            "La scelta dell’utente viene richiesta nuovamente 12 mesi dopo essere stata effettuata, nonché ogniqualvolta vengano modificate le categorie di cookie utilizzate o le relative finalità.",
          ],
        },
        {
          title: "Come bloccare o cancellare i cookie nel browser",
          paragraphs: [
            "Indipendentemente da quanto sopra, l’utente può consentire, bloccare o cancellare i cookie e i dati della memoria locale del proprio dispositivo tramite le impostazioni del browser. Le istruzioni relative ai browser più diffusi sono disponibili ai link riportati di seguito.",
            "La disattivazione o la cancellazione dei cookie può impedire il corretto funzionamento di alcune funzionalità del sito web, come la conservazione della lingua scelta o la visualizzazione della mappa della posizione.",
          ],
          links: [
            { label: "Guida di Google Chrome" },
            { label: "Guida di Mozilla Firefox" },
            { label: "Guida di Apple Safari" },
            { label: "Guida di Microsoft Edge" },
          ],
        },
        {
          title: "Titolare",
          paragraphs: [
            "Il titolare dell’utilizzo dei cookie propri e del trattamento dei dati eventualmente raccolti tramite essi è {{legalName}}, codice fiscale spagnolo (NIF) {{taxId}}, con sede in {{address}}. Per qualsiasi domanda relativa alla presente informativa, l’utente può scrivere all’indirizzo di posta elettronica {{email}}.",
            "Le informazioni sul trattamento dei dati personali e sull’esercizio dei diritti di accesso, rettifica, cancellazione, opposizione, limitazione del trattamento e portabilità sono contenute nell’Informativa sulla privacy.",
          ],
          actions: [{ label: "Informativa sulla privacy" }],
        },
        {
          title: "Aggiornamenti della presente informativa",
          paragraphs: [
            "{{legalName}} può modificare la presente Informativa sui cookie per adeguarla a novità normative, agli orientamenti dell’Autorità spagnola per la protezione dei dati (AEPD) o a modifiche degli strumenti utilizzati dal sito web.",
            "Le modifiche saranno pubblicate in questa pagina con l’indicazione della data dell’ultimo aggiornamento. Qualora riguardino le categorie di cookie utilizzate o le relative finalità, il consenso dell’utente sarà richiesto nuovamente.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
