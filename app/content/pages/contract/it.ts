import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Contract: tappeti su misura per progetti",
    description:
      "Tappeti contract per hotel, negozi, yacht, aviazione e architettura, con certificazione M1, classe d'uso 33 e fabbrica propria a Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Contract",
      title: "Tappeti su misura per progetti che non ammettono compromessi",
      lead: "Affianchiamo hotel, studi di architettura e di interior design, negozi, cantieri navali e operatori dell'aviazione dal primo schizzo all'installazione, con una fabbrica propria e le certificazioni richieste da ogni settore.",
      image: { alt: "Tappeto su misura che ricopre il pavimento di un'ampia hall d'hotel" },
    },
    { kind: "shared" },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
