import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Manutenzione dei tappeti: cura quotidiana, macchie e pulizia",
    description:
      "Guida alla manutenzione per tappeti in lana, seta e fibre tecniche: cura quotidiana, come intervenire su una macchia e servizio di pulizia professionale.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Manutenzione",
      title: "Prendersi cura di un tappeto è semplice",
      lead: "Con pochi gesti regolari e la nostra guida alla manutenzione, il tuo tappeto conserverà colore, mano e forma per molti anni. Per tutto il resto, puoi contare sul nostro servizio di pulizia professionale.",
      image: { alt: "Tappeto a motivo fine e ripetuto, visto dall'alto" },
    },
    {
      kind: "text",
      eyebrow: "Cura quotidiana",
      title: "Piccoli gesti, grandi risultati",
      paragraphs: [
        "Passa l'aspirapolvere con regolarità, nel verso del vello e senza spazzola rotante, soprattutto sui tappeti bouclé, in seta o con rilievi scolpiti. In casa di solito basta una volta alla settimana; negli spazi molto frequentati è meglio farlo ogni giorno.",
        "Ruota il tappeto di tanto in tanto per distribuire l'usura ed evita l'esposizione prolungata alla luce diretta del sole. Nelle prime settimane è normale che un tappeto di lana perda un po' di fibra: il fenomeno scompare con l'aspirazione.",
      ],
      image: { alt: "Tappeto a piccolo motivo ripetuto in una camera da letto" },
    },
    {
      kind: "numbered",
      eyebrow: "Macchie",
      title: "Cosa fare in caso di macchia",
      intro:
        "Agire in fretta è ciò che conta di più. Segui questi passi e, se la macchia persiste, chiamaci prima di provare qualsiasi altro prodotto.",
      items: [
        {
          title: "Rimuovi",
          text: "Raccogli i residui solidi con un cucchiaio e assorbi il liquido con un panno bianco e pulito, senza strofinare.",
        },
        {
          title: "Tampona, non strofinare",
          text: "Lavora dal bordo verso il centro della macchia per non allargarla. Strofinare apre la fibra e la consuma.",
        },
        {
          title: "Prova prima",
          text: "Se devi inumidire, usa acqua fredda e un detergente neutro, provandolo prima su una zona poco visibile. Evita la candeggina e gli smacchiatori aggressivi.",
        },
        {
          title: "Lascia asciugare",
          text: "Assorbi l'umidità in eccesso e lascia asciugare all'aria, lontano da fonti di calore dirette. Su seta o miscele delicate, rivolgiti sempre a un professionista.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Pulizia professionale",
      title: "Il nostro servizio di pulizia professionale",
      paragraphs: [
        "Con il tempo, ogni tappeto ha bisogno di una pulizia a fondo. Il nostro servizio di pulizia professionale conosce ogni fibra, ogni supporto e ogni finitura, perché lavora su tappeti che abbiamo realizzato noi.",
        "La frequenza ideale dipende dal traffico: più ravvicinata in hotel, uffici e negozi; più distanziata in casa. Contattaci e ti proporremo un calendario su misura per il tuo spazio.",
      ],
      image: { alt: "Tappeto su misura in una luminosa camera d'albergo" },
    },
    {
      kind: "cards",
      eyebrow: "Buone pratiche",
      title: "Altri tre consigli",
      items: [
        {
          title: "Fili sporgenti",
          text: "Se un filo spunta oltre il vello, taglialo alla stessa altezza con un paio di forbici. Non tirarlo mai.",
        },
        {
          title: "Segni dei mobili",
          text: "Metti dei feltrini sotto le gambe dei mobili e spostali leggermente di tanto in tanto. Il vello si rialza spazzolandolo con delicatezza.",
        },
        {
          title: "Umidità",
          text: "Non posare il tappeto su pavimenti umidi e non bagnarlo eccessivamente. Se si inumidisce, asciugalo il prima possibile e in modo uniforme.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Ti serve una pulizia professionale?",
      text: "Richiedi il nostro servizio di pulizia o chiedici la guida completa alla manutenzione del tuo tappeto.",
      actions: [{ label: "Richiedi il servizio" }, { label: "Domande frequenti" }],
    },
  ],
} satisfies PageTranslation;
