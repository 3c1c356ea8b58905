import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Contact: laten we over uw volgende project praten",
    description:
      "Schrijf of bel ons: wij ontwerpen en maken vloerkleden op maat in Crevillente (Alicante) en antwoorden met ideeën, stalen en een offerte.",
  },
  blocks: [
    {
      kind: "contact",
      id: "contact",
      headingLevel: 1,
      form: "contact",
      eyebrow: "Contact",
      title: "Laten we praten over uw volgende project",
      lead: "Vertel ons wat u voor ogen heeft, ook als het nog maar een idee is. Binnen één werkdag ontvangt u voorstellen, stalen en een offerte op maat.",
      hoursTitle: "Openingstijden",
      hours: ["Maandag tot en met vrijdag: 9:00 – 18:00", "Zaterdag en zondag: gesloten"],
      mapTitle: "Onze fabriek in Crevillente",
      mapLink: "Openen in de kaart",
    },
    {
      kind: "cards",
      id: "otras-vias",
      eyebrow: "Andere wegen",
      title: "Liever ergens anders beginnen?",
      columns: 3,
      items: [
        {
          title: "Fysieke stalenkit",
          text: "Ontvang onze wol, texturen en kleuren in uw studio en kies met uw handen.",
          action: { label: "Stalen aanvragen", href: "/solicitud-muestrario" },
        },
        {
          title: "Digitale catalogus",
          text: "Download onze collecties en technieken om ze met uw team te delen.",
          action: { label: "Catalogus downloaden", href: "/solicitud-catalogo" },
        },
        {
          title: "Veelgestelde vragen",
          text: "Plaatsing, materialen, certificeringen en garantie, beantwoord.",
          action: { label: "Naar de antwoorden", href: "/faq" },
        },
      ],
    },
  ],
} satisfies PageContentInput;
