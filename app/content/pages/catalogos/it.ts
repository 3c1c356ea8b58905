import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Cataloghi digitali",
    description:
      "Consulta e scarica i cataloghi digitali dei nostri tappeti tuftati a mano, tuftati a robot e su misura: collezioni, tecniche e progetti.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Cataloghi",
      title: "Cataloghi digitali",
      lead: "Collezioni, tecniche e progetti raccolti in cataloghi da sfogliare sullo schermo, scaricare e condividere con il tuo team.",
      image: {
        alt: "Tappeto tuftato a mano con bande ondulate di vello nei toni della sabbia e del bronzo",
      },
    },
    {
      kind: "catalogues",
      title: "I nostri cataloghi",
      empty: {
        title: "Prossimamente",
        text: "Stiamo preparando i nostri cataloghi digitali. Nel frattempo scrivici: ti invieremo tutte le informazioni che ti servono per il tuo progetto.",
        action: { label: "Contattaci" },
      },
      labels: {
        pages: "pagine",
        size: "Dimensione",
        view: "Sfoglia il catalogo",
        download: "Scarica",
        opensInNewTab: "(si apre in una nuova scheda)",
      },
      closing: {
        title: "Ti servono altre informazioni?",
        text: "Il nostro team ti consiglia su collezioni, materiali e tempi di consegna, e prepara per te una proposta su misura.",
        action: { label: "Scrivici" },
      },
    },
  ],
} satisfies PageTranslation;
