import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Veelgestelde vragen",
    description:
      "Productie, installatie, ontwerp op maat, materialen, duurzaamheid, certificeringen, onderhoud, garantie en contract: antwoorden op uw vragen.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Veelgestelde vragen",
      title: "Alles wat u wilt weten",
      lead: "Productie, maatwerk, materialen, installatie en garantie: wij beantwoorden de vragen die interieurontwerpers, architecten en particulieren ons het vaakst stellen.",
      image: { alt: "Close-up van een vloerkleed met een klein, herhalend patroon" },
    },
    {
      kind: "faq",
      eyebrow: "Vragen en antwoorden",
      title: "Antwoord op uw vragen",
      items: [
        {
          question: "Zijn jullie fabrikant of distributeur?",
          answer:
            "Wij zijn fabrikant. We ontwerpen, maken en werken elk vloerkleed af in onze eigen fabriek van ruim {{factoryArea}} in Crevillente (Alicante). Doordat we zonder tussenpersonen werken, bewaken we de kwaliteit in elke fase en stemmen we ons werk af op wat elk project nodig heeft.",
        },
        {
          question: "Waar kunnen jullie de vloerkleden installeren?",
          answer:
            "Overal ter wereld. Onze installatieteams reizen naar het project, of het nu om een hotel, een privéresidentie of een jacht gaat, en stemmen elk detail af met uw bouwteam.",
        },
        {
          question: "Kan ik een volledig eigen ontwerp laten maken?",
          answer:
            "Zeker. Wij bieden volledig maatwerk: we gaan uit van uw schets, uw logo of gewoon een idee, en bepalen samen met u vorm, afmetingen, kleuren, poolhoogtes en materialen. Voordat de productie begint, ontvangt u een ontwerpvoorstel ter goedkeuring.",
        },
        {
          question: "Met welke materialen werken jullie?",
          answer:
            "We werken met Nieuw-Zeelandse wol, ook als scheerwol, en natuurzijde, naast katoen, synthetische vezels en mengsels op maat. Op aanvraag bieden we ook opties met gerecyclede en recyclebare materialen.",
        },
        {
          question: "Wat doen jullie op het gebied van duurzaamheid?",
          answer:
            "Dit zijn de concrete feiten. We maken elk stuk in onze eigen fabriek in Crevillente, op bestelling en op maat, zonder serieproductie voor voorraad. We werken met natuurlijke vezels zoals Nieuw-Zeelandse wol en zijde, en bieden op aanvraag gerecyclede en recyclebare opties. Dankzij gebruiksklasse 33 zijn onze vloerkleden bestand tegen intensief verkeer, en onze onderhoudsgids en professionele reinigingsservice verlengen hun levensduur.",
        },
        {
          question: "Over welke certificeringen beschikken jullie vloerkleden?",
          answer:
            "Onze vloerkleden beschikken over luchtvaart- en textielcertificeringen, brandklasse M1 en gebruiksklasse 33 voor intensief verkeer. Wij leveren u de technische documentatie die elk project vereist.",
        },
        {
          question: "Hoe onderhoud ik mijn vloerkleed?",
          answer:
            "Bij elk vloerkleed ontvangt u een onderhoudsgids met richtlijnen voor de dagelijkse reiniging en specifieke zorg per materiaal. Voor een grondige reiniging staat onze professionele reinigingsservice voor u klaar, die kleur, textuur en vorm van het stuk behoudt.",
        },
        {
          question: "Welke garantie bieden jullie?",
          answer:
            "Al onze vloerkleden hebben een internationale garantie tegen fabricagefouten. Daarnaast staan we in voor hun levensduur en voor de getrouwheid van het afgewerkte stuk aan het ontwerp dat u hebt goedgekeurd.",
        },
        {
          question: "Werken jullie aan contractprojecten?",
          answer:
            "Ja, contract is een wezenlijk deel van ons werk. We maken vloerkleden voor hotels, kantoren, winkels, musea en theaters, en ook voor de commerciële luchtvaart, en stemmen ontwerp, materialen en certificeringen af op de eisen van elke ruimte.",
        },
      ],
      closing: {
        text: "Staat uw vraag er niet bij?",
        action: { label: "Neem contact met ons op" },
      },
    },
  ],
} satisfies PageTranslation;
