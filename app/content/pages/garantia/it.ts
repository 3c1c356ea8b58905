import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Garanzia internazionale contro i difetti di fabbricazione",
    description:
      "La nostra garanzia internazionale copre i difetti di fabbricazione, la durata e la fedeltà al design approvato. Scopri cosa include e come presentare un reclamo.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Garanzia",
      title: "Rispondiamo di ogni tappeto, ovunque si trovi",
      lead: "Come produttori, ci assumiamo la responsabilità di tutto ciò che esce dalla nostra fabbrica. Per questo i nostri tappeti godono di una garanzia internazionale contro i difetti di fabbricazione.",
      image: { alt: "Tappeto tuftato a mano con onde di vello nei toni dell'avorio e del bronzo" },
    },
    {
      kind: "text",
      eyebrow: "Portata",
      title: "Una garanzia senza confini",
      paragraphs: [
        "La nostra garanzia ha validità internazionale: ti tutela allo stesso modo che il tuo tappeto si trovi in un hotel in Spagna, in una residenza all'estero o a bordo di uno yacht. E poiché lo realizziamo noi, non ci sono intermediari tra il tuo reclamo e la soluzione.",
        "Copre i difetti di fabbricazione e si fonda su due impegni concreti: la durata del tappeto nell'uso per cui è stato concepito e la sua fedeltà al design che hai approvato prima della produzione.",
      ],
      image: { alt: "Tappeto a motivo geometrico di grande formato" },
    },
    {
      kind: "cards",
      eyebrow: "Cosa copre",
      title: "Tre impegni",
      items: [
        {
          title: "Difetti di fabbricazione",
          text: "Qualsiasi difetto imputabile alla produzione: nel tufting, nel supporto, nelle finiture o nelle giunzioni eseguite dalla nostra squadra.",
        },
        {
          title: "Durata",
          text: "Un tappeto che resiste all'uso per cui è stato progettato, con i materiali e la classe d'uso concordati per il tuo progetto.",
          action: { label: "Scopri la qualità" },
        },
        {
          title: "Fedeltà al design",
          text: "Misure, colori, altezze del vello e disegno conformi al design, al render e al campione che hai approvato.",
          action: { label: "Scopri il design" },
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Condizioni",
      title: "La nostra garanzia commerciale nel dettaglio",
      intro: "Chi la offre, quali tappeti copre, quanto dura e dove si applica.",
      items: [
        {
          title: "Il garante",
          text: "{{legalName}}, produttore dei tappeti, che offre questa garanzia commerciale.",
          facts: ["{{address}}", "Codice fiscale (NIF) {{taxId}}", "{{email}}", "{{phone}}"],
        },
        {
          title: "Tappeti coperti",
          text: "Tutti i tappeti che realizziamo nella nostra fabbrica di Crevillente, di collezione o su misura, identificati dal riferimento del tuo ordine.",
        },
        {
          title: "Cosa copre",
          text: "I difetti di fabbricazione, la durata del tappeto nell'uso per cui è stato progettato e la sua fedeltà al design approvato. Non copre i danni causati da incidenti, da un uso diverso da quello previsto o da pulizie non conformi alla nostra guida alla manutenzione.",
          facts: ["Difetti di fabbricazione", "Durata nell'uso previsto", "Fedeltà al design approvato"],
        },
        {
          title: "Durata della garanzia",
          text: "{{warrantyYears}} anni dalla consegna del tappeto.",
        },
        {
          title: "Ambito territoriale",
          text: "Internazionale: la garanzia vale in qualsiasi paese in cui si trovi il tappeto, e la soluzione viene messa in atto sul posto.",
        },
        {
          title: "Come presentare un reclamo",
          text: "Scrivici o chiamaci indicando il riferimento del tuo ordine e allegando fotografie del difetto. Qui sotto ti spieghiamo la procedura passo per passo.",
          facts: ["{{email}}", "{{phone}}"],
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Reclami",
      title: "Come presentare un reclamo",
      intro: "Una procedura chiara e diretta, con un unico referente dall'inizio alla fine.",
      items: [
        {
          title: "Scrivici",
          text: "Contattaci dalla pagina dei contatti e indica il riferimento del tuo ordine.",
        },
        {
          title: "Invia le fotografie",
          text: "Allega fotografie del tappeto intero e del dettaglio del difetto, con un riferimento di misura, se possibile.",
        },
        {
          title: "Verifica",
          text: "Il nostro team tecnico esamina il caso e, se necessario, ti chiede ulteriori informazioni o un sopralluogo.",
        },
        {
          title: "Soluzione",
          text: "Ti proponiamo la soluzione più adatta al tuo tappeto e la mettiamo in atto ovunque si trovi.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "I tuoi diritti",
      title: "La tua garanzia legale resta intatta",
      paragraphs: [
        "Questa garanzia commerciale si aggiunge ai tuoi diritti di legge e non li sostituisce né li limita. Se sei un consumatore, conservi integralmente e gratuitamente i diritti della garanzia legale di conformità per tre anni dalla consegna, come previsto dalla legge spagnola (Real Decreto Legislativo 1/2007).",
        "Conservare il riferimento del tuo ordine e seguire le indicazioni di cura è il modo migliore per proteggere il tuo tappeto e velocizzare qualsiasi pratica.",
      ],
      image: { alt: "Campione di tappeto a piccolo motivo ripetuto" },
    },
    {
      kind: "cta",
      title: "Devi presentare un reclamo?",
      text: "Scrivici indicando il riferimento del tuo ordine e allega le fotografie del difetto. Ti risponderemo personalmente.",
      actions: [{ label: "Contattaci" }, { label: "Scopri la manutenzione" }],
    },
  ],
} satisfies PageTranslation;
