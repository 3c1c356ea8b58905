import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Ons verhaal: vloerkleden uit Crevillente sinds 1995",
    description:
      "Sinds 1995 maken wij vloerkleden in Crevillente. Ontdek ons verhaal: ruim 25 jaar vakmanschap, een eigen fabriek en een jong merk uit het laatste decennium.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Ons verhaal",
      title: "Sinds 1995, steek voor steek",
      lead: "Ons verhaal is dat van een fabriek die met het ambacht meegroeide, en van een jong merk dat dat ambacht vandaag naar projecten over de hele wereld brengt.",
      image: {
        alt: "Close-up van een handgetuft vloerkleed met golvende pool in zand- en bronstinten",
      },
    },
    {
      kind: "text",
      eyebrow: "De oorsprong",
      title: "Crevillente, waar vloerkleden in het bloed zitten",
      paragraphs: [
        "Het bedrijf werd in 1995 opgericht in Crevillente (Alicante), een plaats waar het maken van vloerkleden deel uitmaakt van het collectieve geheugen. We begonnen met een eenvoudige overtuiging: zelf produceren, zonder tussenpersonen, en persoonlijk instaan voor elk stuk.",
        "Vanaf het begin werkten we samen met interieurontwerpers die zochten wat geen enkele catalogus bood: een onmogelijke maat, een exacte kleur, een eigen patroon. Die manier van werken – op maat en schouder aan schouder met wie ontwerpt – staat nog altijd centraal in alles wat we doen.",
      ],
      image: { alt: "Vloerkleed met een groot geometrisch patroon in zand, brons en terracotta" },
    },
    {
      kind: "numbered",
      eyebrow: "Tijdlijn",
      title: "Mijlpalen op onze weg",
      intro: "Ruim 25 jaar geschiedenis, samengevat in vier momenten.",
      items: [
        {
          title: "1995",
          text: "Oprichting van het bedrijf in Crevillente: een vloerkledenfabriek met de ambitie om op maat te werken en voor elk stuk in te staan.",
        },
        {
          title: "Ambacht en fabriek",
          text: "De fabriek groeit uit tot ruim {{factoryArea}} en het team vervolmaakt vier technieken: Flatweave, Wilton, Handtuft en Robotuft.",
        },
        {
          title: "Het laatste decennium",
          text: "Nudo ziet het licht, het merk dat al die vakkennis bundelt: een collectie van 300 kleuren, de kleurenkits M50 en M300 en projecten voor hotels, jachten en luchtvaart.",
        },
        {
          title: "Vandaag",
          text: "Ruim 30 jaar aan de zijde van interieurontwerpers, installatie wereldwijd met mobiele installatieteams en een internationale garantie achter elk vloerkleed.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Het merk",
      title: "Een jong merk met diepe wortels",
      paragraphs: [
        "Nudo is nog geen tien jaar oud, maar begon niet bij nul: het is het merk van een productiebedrijf dat in 1995 werd opgericht en ruim 25 jaar geschiedenis achter zich heeft.",
        "Met het merk kwam een helderdere manier om te vertellen wat we altijd al deden: duidelijk omlijnde collecties, kleurstalen, directe begeleiding van professionals en een internationale aanwezigheid die met elk project groeit.",
      ],
    },
    {
      kind: "text",
      eyebrow: "Wat niet verandert",
      title: "Dezelfde toewijding, elke dag",
      paragraphs: [
        "Machines, markten en projecten zijn veranderd, onze manier van werken niet. Elk ontwerp wordt samen met u goedgekeurd voordat het in productie gaat, en elk vloerkleed wordt gecontroleerd voordat het de fabriek verlaat.",
        "Die continuïteit stelt ons in staat een internationale garantie tegen fabricagefouten te bieden, die zowel de levensduur dekt als de getrouwheid aan het goedgekeurde ontwerp.",
      ],
      image: { alt: "Handgesneden vloerkleed met reliëf in één tint" },
    },
    {
      kind: "cta",
      title: "Schrijf met ons het volgende hoofdstuk",
      text: "Uw project kan de volgende mijlpaal zijn. Vertel ons wat u voor ogen hebt, of ontdek de projecten die al deel uitmaken van ons verhaal.",
      actions: [{ label: "Neem contact op" }, { label: "Bekijk projecten" }],
    },
  ],
} satisfies PageTranslation;
