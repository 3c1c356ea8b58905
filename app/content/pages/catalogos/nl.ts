import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Digitale catalogi",
    description:
      "Bekijk en download de digitale catalogi van onze handgetufte, robotgetufte en maatwerkvloerkleden: collecties, technieken en projecten.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Catalogi",
      title: "Digitale catalogi",
      lead: "Collecties, technieken en projecten, gebundeld in catalogi om op het scherm te bekijken, te downloaden en met uw team te delen.",
      image: { alt: "Handgetuft vloerkleed met golvende poolbanen in zand- en bronstinten" },
    },
    {
      kind: "catalogues",
      title: "Onze catalogi",
      empty: {
        title: "Binnenkort beschikbaar",
        text: "We leggen de laatste hand aan onze digitale catalogi. Stuur ons in de tussentijd gerust een bericht, dan bezorgen wij u alle informatie die u voor uw project nodig hebt.",
        action: { label: "Neem contact op" },
      },
      labels: {
        pages: "pagina's",
        size: "Grootte",
        view: "Catalogus bekijken",
        download: "Downloaden",
        opensInNewTab: "(opent in een nieuw tabblad)",
      },
      closing: {
        title: "Meer informatie nodig?",
        text: "Ons team adviseert u over collecties, materialen en levertijden, en stelt een voorstel op maat voor u op.",
        action: { label: "Stuur ons een bericht" },
      },
    },
  ],
} satisfies PageTranslation;
