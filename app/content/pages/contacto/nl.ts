import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Contact: laten we het over uw volgende project hebben",
    description:
      "Schrijf of bel ons: wij ontwerpen en maken vloerkleden op maat in Crevillente (Alicante) en antwoorden met ideeën, stalen en een offerte.",
  },
  blocks: [
    {
      kind: "contact",
      eyebrow: "Contact",
      title: "Laten we het over uw volgende project hebben",
      lead: "Vertel ons wat u voor ogen heeft, ook als het nog maar een idee is. Wij antwoorden u persoonlijk met voorstellen, stalen en een offerte op maat.",
      hoursTitle: "Openingstijden",
      hours: ["Van {{openingDayFirst}} tot en met {{openingDayLast}}: {{openingTime}} uur", "{{closedDays}}: gesloten"],
      mapTitle: "Onze fabriek in Crevillente",
      mapLink: "Bekijken op de kaart",
    },
    {
      kind: "cards",
      eyebrow: "Andere wegen",
      title: "Liever ergens anders beginnen?",
      items: [
        {
          title: "Fysieke stalenset",
          text: "Ontvang onze wol, texturen en kleuren in uw studio en kies op gevoel.",
          action: { label: "Stalenset aanvragen" },
        },
        {
          title: "Digitale catalogus",
          text: "Download onze collecties en technieken om ze met uw team te delen.",
          action: { label: "Catalogus downloaden" },
        },
        {
          title: "Veelgestelde vragen",
          text: "Installatie, materialen, certificeringen en garantie: alle antwoorden.",
          action: { label: "Naar de antwoorden" },
        },
      ],
    },
  ],
} satisfies PageTranslation;
