import type { Language } from "../../app/i18n/languages";

/**
 * The words an editor writes for a new design in the studio's tests (unit and end-to-end): a
 * summary, one paragraph, two colourways' names and their three pictures' descriptions, in six
 * languages as a native writer would put them.
 */
export const newDesignWords: {
  summary: Record<Language, string>;
  story: Record<Language, string>;
  colourways: [Record<Language, string>, Record<Language, string>];
  alts: Record<"flat" | "detail" | "room", Record<Language, string>>;
} = {
  summary: {
    es: "Ondas suaves de lana tallada a mano, en tonos de mar al atardecer.",
    en: "Soft waves of hand-carved wool, in the tones of the sea at dusk.",
    de: "Sanfte Wellen aus handgeschnittener Wolle, in den Tönen des Meeres in der Abenddämmerung.",
    it: "Onde morbide di lana scolpita a mano, nei toni del mare al tramonto.",
    fr: "Des vagues douces de laine sculptée à la main, aux teintes de la mer au crépuscule.",
    nl: "Zachte golven van met de hand gesneden wol, in de tinten van de zee bij schemering.",
  },
  story: {
    es: "Nació de una mañana en la costa de Alicante: el relieve sigue el dibujo que deja el agua en la arena.",
    en: "It was born of a morning on the Alicante coast: the relief follows the pattern the water leaves in the sand.",
    de: "Er entstand an einem Morgen an der Küste von Alicante: Das Relief folgt dem Muster, das das Wasser im Sand hinterlässt.",
    it: "È nato da una mattina sulla costa di Alicante: il rilievo segue il disegno che l'acqua lascia nella sabbia.",
    fr: "Il est né d'un matin sur la côte d'Alicante : le relief suit le dessin que l'eau laisse dans le sable.",
    nl: "Het ontstond op een ochtend aan de kust van Alicante: het reliëf volgt het patroon dat het water in het zand achterlaat.",
  },
  colourways: [
    { es: "Azul marino", en: "Navy", de: "Marineblau", it: "Blu navy", fr: "Bleu marine", nl: "Marineblauw" },
    { es: "Arena", en: "Sand", de: "Sand", it: "Sabbia", fr: "Sable", nl: "Zandkleur" },
  ],
  alts: {
    flat: {
      es: "La pieza entera vista desde arriba, con ondas en relieve",
      en: "The whole piece seen from above, with waves in relief",
      de: "Das ganze Stück von oben, mit Wellen im Relief",
      it: "Il pezzo intero visto dall'alto, con onde in rilievo",
      fr: "La pièce entière vue d'en haut, avec des vagues en relief",
      nl: "Het hele stuk van bovenaf gezien, met golven in reliëf",
    },
    detail: {
      es: "Detalle del pelo cortado a dos alturas",
      en: "Detail of the pile cut at two heights",
      de: "Detail des Flors, auf zwei Höhen geschnitten",
      it: "Dettaglio del vello tagliato a due altezze",
      fr: "Détail du velours coupé à deux hauteurs",
      nl: "Detail van de pool, op twee hoogtes gesneden",
    },
    room: {
      es: "La pieza en un salón luminoso junto a un sofá de lino",
      en: "The piece in a bright living room beside a linen sofa",
      de: "Das Stück in einem hellen Wohnzimmer neben einem Leinensofa",
      it: "Il pezzo in un soggiorno luminoso accanto a un divano di lino",
      fr: "La pièce dans un salon lumineux à côté d'un canapé en lin",
      nl: "Het stuk in een lichte woonkamer naast een linnen bank",
    },
  },
};
