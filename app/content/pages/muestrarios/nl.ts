import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Stalen en kleurenkits",
    description:
      "Vraag fysieke stalen, de kleurenkits M50 en M300 of onze digitale catalogus aan, en plan een persoonlijk adviesgesprek voor uw vloerkleed op maat.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Stalen",
      title: "Voel de kwaliteit voordat u kiest",
      lead: "Wol, zijde, reliëfs en 300 kleuren binnen handbereik. Vraag fysieke stalen, onze digitale catalogus of een persoonlijk adviesgesprek aan en kies met volle zekerheid.",
      image: {
        alt: "Getufte stalen in verschillende kleuren en texturen, uitgespreid op een werktafel",
      },
    },
    {
      kind: "gallery",
      title: "Materialen, reliëfs, patronen en kleur",
      images: [
        { alt: "Close-up van een wollen staal met lussenpool" },
        { alt: "Staal met handgesneden reliëf in een combinatie van velours en lus" },
        { alt: "Staal van een vloerkleed met een klein, herhalend patroon" },
        { alt: "Gekleurde garenstalen, geordend in een raster" },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Kleurenkits",
      title: "300 kleuren om precies de juiste tint te vinden",
      intro:
        "Onze kleurencollectie telt 300 tinten en is verkrijgbaar in twee kits: één voor de ontwerpstudio en één voor op de bouwplaats.",
      items: [
        {
          title: "Collectie van 300 kleuren",
          text: "Het volledige palet van het huis: neutrale tinten, aardetinten, pasteltinten en diepe kleuren, het vertrekpunt voor elk project op maat.",
          image: { alt: "Collectie van 300 garenkleuren, uitgelegd in een groot raster van stalen" },
        },
        {
          title: "M50-kit",
          text: "Een selectie van 50 essentiële kleuren in een compact formaat, ideaal voor klantpresentaties en eerste ontwerpvoorstellen.",
          image: { alt: "M50-kleurenkit met 50 garenkleuren" },
        },
        {
          title: "M300-kit",
          text: "Alle 300 kleuren van de collectie, geordend in laden, zodat u het complete palet altijd binnen handbereik hebt in uw studio.",
          image: { alt: "M300-kleurenkit met 300 garenkleuren, geordend in laden" },
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Zo begint u",
      title: "Drie manieren om onze vloerkleden te leren kennen",
      items: [
        {
          title: "Fysieke stalen",
          text: "Ontvang in uw studio stalen van materialen, texturen en kleuren, en beoordeel zelf het aanvoelen, de dichtheid en de afwerking van onze vloerkleden.",
          action: { label: "Stalenset aanvragen" },
        },
        {
          title: "Digitale catalogus",
          text: "Vraag onze digitale catalogus aan, met collecties, technieken en projecten. Binnen enkele minuten staat de downloadlink in uw mailbox.",
          action: { label: "Catalogus downloaden" },
        },
        {
          title: "Persoonlijk adviesgesprek",
          text: "Plan een sessie met ons team om uw project door te nemen, technische vragen te bespreken en materialen en kleuren te kiezen met deskundig advies.",
          action: { label: "Gesprek inplannen" },
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Advies",
      title: "Hebt u een project in gedachten?",
      text: "Vertel ons welke ruimte u wilt aankleden, dan helpen wij u de juiste stalen, kleuren en techniek te kiezen.",
      actions: [{ label: "Neem contact met ons op" }, { label: "Een vloerkleed op maat ontwerpen" }],
    },
  ],
} satisfies PageTranslation;
