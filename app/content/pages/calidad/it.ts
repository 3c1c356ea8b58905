import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Qualità: materiali pregiati, classe d'uso 33 e reazione al fuoco M1",
    description:
      "Lana neozelandese, seta naturale e controlli in ogni fase. Tappeti con reazione al fuoco M1, classe d'uso 33 e certificazioni aeronautiche e tessili.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Qualità",
      title: "Una qualità che si vede, si tocca e si certifica",
      lead: "Scegliamo ogni fibra, controlliamo ogni fase e certifichiamo il risultato. Così nascono tappeti che conservano la loro bellezza negli spazi più esigenti.",
      image: {
        alt: "Dettaglio degli anelli di lana di un tappeto fatto a mano, sotto una luce radente",
      },
    },
    {
      kind: "text",
      eyebrow: "Materiali",
      title: "Tutto comincia dalla fibra",
      paragraphs: [
        "Lavoriamo con lana neozelandese, apprezzata per la sua resilienza e la sua mano, disponibile anche in opzioni di lana vergine. La seta naturale dona lucentezza e profondità; il cotone, stabilità; le fibre sintetiche, resistenza negli usi più intensivi.",
        "Quando il progetto lo richiede, sviluppiamo miscele su misura che bilanciano mano, durata e comportamento al fuoco. E, su richiesta, ti proponiamo opzioni con fibre riciclate e riciclabili.",
      ],
      image: { alt: "Tappeto tuftato a robot con un disegno geometrico di precisione" },
    },
    {
      kind: "numbered",
      eyebrow: "Controlli",
      title: "Ogni fase, verificata",
      intro:
        "Produrre in prima persona ci permette di controllare la qualità dall'inizio alla fine, senza dipendere da terzi.",
      items: [
        {
          title: "Fibra e colore",
          text: "Verifichiamo ogni lotto di filato e ne confrontiamo il colore con il riferimento approvato, dalla nostra collezione di 300 colori o Pantone.",
        },
        {
          title: "Il tufting",
          text: "Durante il tufting, a mano o robotizzato, sorvegliamo la densità, l'altezza del vello e la regolarità del disegno.",
        },
        {
          title: "Finitura",
          text: "Scolpitura, rasatura e supporto (in lattice naturale, tecnico, antiscivolo o ignifugo) vengono controllati pezzo per pezzo.",
        },
        {
          title: "Controllo finale",
          text: "Verifichiamo misure, contorno, giunzioni e fedeltà al design approvato prima di imballare ogni tappeto.",
        },
      ],
    },
    {
      kind: "facts",
      eyebrow: "Prestazioni",
      title: "Dati a sostegno di ogni progetto",
      items: [
        { value: "M1", label: "Classificazione di reazione al fuoco" },
        { value: "M1/M2", label: "Classificazione al fuoco per yacht" },
        { value: "33", label: "Classe d'uso" },
        { value: "300", label: "Colori in collezione" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Certificazioni",
      title: "All'altezza di hotel, yacht e aerei",
      paragraphs: [
        "I nostri tappeti hanno la classificazione di reazione al fuoco M1 e la classe d'uso 33, propria dell'uso commerciale intenso, per hall, corridoi, sale eventi e spazi pubblici. Per gli yacht lavoriamo con la classificazione M1/M2.",
        "Per l'aviazione commerciale e privata disponiamo di certificazioni aeronautiche, e i nostri tappeti vantano anche certificazioni tessili. Ti forniamo tutta la documentazione necessaria per l'approvazione del tuo progetto.",
      ],
      image: { alt: "Tappeto su misura a onde morbide nel salone di uno yacht" },
    },
    {
      kind: "cta",
      title: "Verificalo con le tue mani",
      text: "Richiedi un campionario e senti la differenza di un tappeto ben fatto, oppure scopri come lo tuteliamo con la nostra garanzia internazionale.",
      actions: [{ label: "Richiedi un campionario" }, { label: "Scopri la garanzia" }],
    },
  ],
} satisfies PageTranslation;
