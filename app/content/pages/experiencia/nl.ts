import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Ervaring: makers van luxe vloerkleden sinds 1995",
    description:
      "Ruim 25 jaar vloerkleden op maat uit Crevillente: een eigen fabriek, internationale projecten en ervaring in interieur, contract en commerciële luchtvaart.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Ervaring",
      title: "Vakmanschap sinds 1995, met de blik op de wereld",
      lead: "Wij zijn fabrikant, geen distributeur. Vanuit Crevillente ontwerpen, weven en installeren wij vloerkleden op maat voor hotels, residenties, jachten en vliegtuigen over de hele wereld.",
      image: { alt: "Vloerkleed op maat in de zitkamer van een suite, badend in daglicht" },
    },
    {
      kind: "text",
      eyebrow: "Ons verhaal",
      title: "Een ambacht dat begon in 1995",
      paragraphs: [
        "We zijn in 1995 begonnen in Crevillente, een plaats in de provincie Alicante met een lange traditie in het maken van vloerkleden. Ruim 25 jaar hebben ons geleerd dat een groots vloerkleed zich niet laat improviseren: het ontstaat uit geduld, oordeelsvermogen en hoge eisen die geen kortere weg dulden.",
        "Al meer dan 30 jaar staan we interieurontwerpers bij in projecten van elke schaal, van één uniek stuk voor een privésalon tot grote oppervlakken voor hotels. Nudo, ons merk, is nog geen tien jaar oud, maar draagt die hele ervaring in zich.",
      ],
      image: { alt: "Detail van de wollen lussen van een handgetuft vloerkleed" },
    },
    {
      kind: "text",
      eyebrow: "De fabriek",
      title: "Alles onder één dak",
      paragraphs: [
        "In onze eigen fabriek van ruim {{factoryArea}} komen ontwerp, kleurbereiding, handtuften en robottuften, snijwerk en afwerking samen. Omdat we elke fase zelf in handen hebben, schakelen we snel en staan we persoonlijk in voor het resultaat.",
        "We werken met vier technieken – Flatweave, Wilton, Handtuft en Robotuft – en een collectie van 300 kleuren, aangevuld met Pantone-referenties. Elk project krijgt de techniek die het best past bij zijn ontwerp, zijn gebruik en zijn budget.",
      ],
      image: {
        alt: "Panoramisch zicht op de fabriek, met spanramen, garenklossen en afgewerkte vloerkleden",
      },
    },
    {
      kind: "facts",
      eyebrow: "In cijfers",
      title: "Een staat van dienst, gemeten in vakmanschap",
      items: [
        { value: "1995", label: "Jaar van oprichting" },
        { value: "25+", label: "Jaar vakmanschap" },
        { value: "30+", label: "Jaar aan de zijde van interieurontwerpers" },
        { value: "300", label: "Kleuren in de collectie" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Internationale ervaring",
      title: "Van Crevillente naar de rest van de wereld",
      paragraphs: [
        "Onze vloerkleden reizen, en wij reizen mee. Onze installatieteams gaan naar de plek van het project en maken daar de onzichtbare naden die grote formaten vragen, met dezelfde zorg als in de fabriek.",
        "Die ervaring is uitgegroeid tot een werkwijze: een zorgvuldige planning van elke zending, textiel- en luchtvaartcertificeringen wanneer het project die vereist, en een internationale garantie tegen fabricagefouten die met uw vloerkleed meegaat, waar het zich ook bevindt.",
      ],
    },
    {
      kind: "cards",
      eyebrow: "Sectoren",
      title: "Drie werelden, één maatstaf",
      intro:
        "Wij werken voor hotels, interieurontwerpers, architecten, retail, jachten, privéjets en particulieren. Deze drie domeinen vatten onze ervaring het best samen.",
      items: [
        {
          title: "Interieur op maat",
          text: "Residenties en interieurprojecten die om een onherhaalbaar stuk vragen. Wij gaan uit van uw schets, een logo of een idee en maken er een vloerkleed van.",
          image: {
            alt: "Uniek vloerkleed met een onregelmatige contour op de houten vloer van een residentie",
          },
          action: { label: "Ontwerp uw vloerkleed" },
        },
        {
          title: "Contract",
          text: "Hotels, kantoren, winkels, musea en theaters. Vloerkleden met brandklasse M1 en gebruiksklasse 33, gemaakt voor intensief verkeer zonder in te boeten aan ontwerp.",
          image: { alt: "Vloerkleed op maat in de lobby van een hotel" },
          action: { label: "Bekijk projecten" },
        },
        {
          title: "Commerciële luchtvaart",
          text: "Cabines waar elke centimeter telt. Vloerkleden met luchtvaart- en textielcertificeringen, met precisie op maat van elk toestel gemaakt.",
          image: { alt: "Robotgetuft vloerkleed in het gangpad van een vliegtuigcabine" },
          action: { label: "Bespreek uw project" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Zet onze ervaring in voor uw project",
      text: "Vertel ons welke ruimte u voor ogen hebt, dan stellen wij techniek, materialen en termijnen voor. Of begin met onze stalenset en voel de kwaliteit met uw eigen handen.",
      actions: [{ label: "Neem contact op" }, { label: "Stalenset aanvragen" }],
    },
  ],
} satisfies PageTranslation;
