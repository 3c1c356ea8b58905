import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Vloerkleden op maat voor architecten en ontwerpbureaus",
    description:
      "Vloerkleden op maat voor kantoren, hotels en publieke gebouwen: hulp bij het bestek, brandklasse M1, gebruiksklasse 33 en een eigen fabriek in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Architecten",
      title: "Het vloerkleed als architectonisch materiaal",
      lead: "We begeleiden architectenbureaus bij kantoren, hoofdkantoren, publieke gebouwen en hotels, van de technische specificatie tot de installatie op de bouwplaats, met een eigen fabriek in Crevillente en ruim 30 jaar ervaring aan de zijde van interieurontwerpers en architecten.",
      image: {
        alt: "Vloerkleed met een klein, herhalend patroon over de open werkvloer van een eigentijds kantoor",
      },
      actions: [{ label: "Offerte aanvragen" }, { label: "Digitale catalogus aanvragen" }],
    },
    {
      kind: "cards",
      eyebrow: "Waarom Nudo",
      title: "Gemaakt om met vertrouwen voor te schrijven",
      intro:
        "We weten wat een bureau nodig heeft om een vloerkleed met vertrouwen te specificeren: heldere technische gegevens, echte stalen en een fabrikant die instaat voor wat hij maakt.",
      items: [
        {
          title: "Documentatie en hulp bij de specificatie",
          text: "We leveren technische datasheets, certificaten en fysieke stalen voor uw bestek en aanbestedingsdossier. Een vast technisch aanspreekpunt werkt elk detail van de specificatie met u uit.",
        },
        {
          title: "Op maat van uw tekeningen",
          text: "We werken vanuit uw tekeningen en stemmen elk vloerkleed af op de werkelijke ruimte: twaalf vormen, computergestuurd snijden tot 2,5 m breed bij onbeperkte lengte, en exacte uitsparingen voor kolommen, treden of vast meubilair.",
        },
        {
          title: "Akoestisch comfort",
          text: "Een wollen vloerkleed dempt het geluid van voetstappen en tempert de nagalm van harde oppervlakken. In open kantoren, lobby's en vergaderruimtes levert dat rustigere ruimtes op, waar het prettiger werken is.",
        },
        {
          title: "Grote formaten zonder naden",
          text: "Stukken tot 6 m × 4 m zonder één naad en, voor grotere oppervlakken, onzichtbare naden in de fabriek of ter plaatse. Zo loopt één doorlopend ontwerp door een complete lobby of kantoorverdieping.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Gebouwtypen",
      title: "Elk gebouw zijn eigen vloerkleed",
      intro:
        "We stemmen constructie, materialen en backing af op het werkelijke gebruik van elke ruimte, of het nu gaat om een kantoorverdieping met duizenden voetstappen per dag of de stille zaal van een museum.",
      items: [
        {
          title: "Kantoren en hoofdkantoren",
          text: "Open werkvloeren, vergaderruimtes en directievertrekken met vloerkleden die dagelijks verkeer doorstaan, de akoestiek verbeteren en de huiskleuren van het merk dragen.",
          image: { alt: "Vloerkleed met een klein, herhalend patroon in een eigentijds kantoor" },
        },
        {
          title: "Hotels en horeca",
          text: "Lobby's, gangen, kamers en evenementenzalen met vloerkleden die intensief gebruik doorstaan en het interieurconcept in elke ruimte doortrekken.",
          image: { alt: "Vloerkleed op maat in de lobby van een hotel, in warm licht" },
        },
        {
          title: "Culturele en publieke ruimtes",
          text: "Musea, theaters, auditoria en overheidsgebouwen waar het vloerkleed looplijnen uitzet, geluid absorbeert en brandklasse M1 meebrengt.",
          image: {
            alt: "Vloerkleed met een groot geometrisch patroon in zand-, brons- en terracottatinten",
          },
        },
        {
          title: "Luxe residentieel",
          text: "Woonprojecten, gemeenschappelijke ruimtes en modelwoningen met stukken op maat die de ervaren kwaliteit van het hele gebouw verhogen.",
          image: { alt: "Vloerkleed met een onregelmatige contour op de houten vloer van een woonkamer" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenties",
      title: "Hoofdkantoren en kantoren, ontworpen met architecten",
      intro:
        "Werkplekken waar het vloerkleed samen met de architectuur is bedacht: akoestiek, intensief gebruik en ontwerp op maat.",
    },
    {
      kind: "cards",
      eyebrow: "Technische gegevens",
      title: "Certificeringen en gegevens voor uw bestek",
      intro: "Alles wat u nodig hebt om met zekerheid te specificeren, met de documentatie die elk project vraagt.",
      items: [
        {
          title: "Brandklasse M1",
          text: "Onze vloerkleden hebben brandklasse M1. Wij leveren de technische documentatie die uw bestek nodig heeft.",
        },
        {
          title: "Gebruiksklasse 33",
          text: "Gebruiksklasse 33 staat voor intensief commercieel gebruik: vloerkleden gemaakt voor kantoren, hotels en publieke gebouwen met voortdurend verkeer.",
        },
        {
          title: "Constructiegegevens",
          text: "Gesneden pool van 15 tot 50 mm (vanaf 6 mm door scheren) en lussenpool van 4 tot 40 mm. Nieuw-Zeelandse wol, natuurzijde, katoen, synthetische vezels of mengsels op maat, op een backing van natuurlatex of een technische, antislip- of brandvertragende backing.",
        },
        {
          title: "Installatie wereldwijd",
          text: "Onze installatieteams reizen naar de bouwplaats, waar die ook ligt, en volgen de bouwplanning. Elk vloerkleed valt onder een internationale garantie tegen fabricagefouten.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Werkwijze",
      title: "Zo werken we samen met uw bureau",
      items: [
        {
          title: "Briefing en tekeningen",
          text: "U stuurt ons tekeningen, beoogd gebruik, referenties en planning. We nemen het project met u door en bepalen per zone de juiste constructie.",
        },
        {
          title: "Ontwerp en stalen",
          text: "Ons ontwerpteam werkt het voorstel uit, met kleuren doorgaans op basis van Pantone, en stuurt u fysieke stalen en kleurenkits M50 of M300 om elke keuze goed te keuren.",
        },
        {
          title: "Productie in Crevillente",
          text: "Elk vloerkleed ontstaat in onze eigen fabriek van ruim {{factoryArea}}, in Handtuft, Robotuft, Wilton of Flatweave, afhankelijk van het project, met kwaliteitscontrole in elke fase.",
        },
        {
          title: "Levering en installatie",
          text: "We plannen de verzending rond de bouwplanning en onze teams installeren ter plaatse, met onzichtbare naden waar het oppervlak daarom vraagt.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Offerte",
      title: "Ligt er een project op de tekentafel?",
      text: "Stuur ons tekeningen, maten en planning, dan stellen wij een technisch voorstel en een offerte op maat op. Zit u nog in de conceptfase, begin dan met onze digitale catalogus.",
      actions: [{ label: "Offerte aanvragen" }, { label: "Digitale catalogus aanvragen" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
