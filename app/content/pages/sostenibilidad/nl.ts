import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Duurzaamheid: eigen fabriek, maatwerk en gerecyclede opties",
    description:
      "Nieuw-Zeelandse wol, natuurzijde, gerecyclede en recyclebare opties op aanvraag, maatwerk uit onze fabriek in Crevillente en gebruiksklasse 33.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Duurzaamheid",
      title: "Op maat gemaakt, in onze eigen fabriek",
      lead: "Wij maken elk vloerkleed op bestelling in onze fabriek in Crevillente, met natuurlijke vezels, gerecyclede en recyclebare opties op aanvraag en gebruiksklasse 33 voor intensief verkeer.",
      image: { alt: "Wollen stalen in natuurlijke tinten, geordend in een raster" },
    },
    {
      kind: "text",
      eyebrow: "Materialen",
      title: "Natuurlijke vezels en gerecyclede opties",
      paragraphs: [
        "We werken met Nieuw-Zeelandse wol, ook als scheerwol, en natuurzijde, naast katoen, synthetische vezels en mengsels op maat. Op aanvraag stellen we opties voor met gerecycled garen en recyclebare materialen.",
        "We lichten de samenstelling van elk voorstel in detail toe, zodat u weloverwogen kiest en esthetiek, technische prestaties en materialen met elkaar in evenwicht brengt.",
      ],
      image: { alt: "Stalen van vloerkleden in natuurlijke wol met verschillende reliëfs" },
    },
    {
      kind: "cards",
      eyebrow: "Onze aanpak",
      title: "Vier feiten over hoe wij maken",
      items: [
        {
          title: "Productie op maat",
          text: "Elk vloerkleed wordt op bestelling gemaakt voor een specifieke ruimte, op de exacte maat: we produceren niet in serie voor voorraad.",
        },
        {
          title: "Eigen productie",
          text: "Ontwerp, tuften en afwerking onder één dak, in onze fabriek in Crevillente.",
        },
        {
          title: "Levensduur",
          text: "Gebruiksklasse 33, de klasse voor intensief commercieel gebruik, voor vloerkleden die het verkeer in lobby's, gangen en zalen doorstaan.",
          action: { label: "Meer over kwaliteit" },
        },
        {
          title: "Verzorging",
          text: "Onze onderhoudsgids en onze professionele reinigingsservice verlengen de levensduur van elk stuk.",
          action: { label: "Meer over onderhoud" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Levensduur",
      title: "Ontworpen voor het werkelijke gebruik",
      paragraphs: [
        "We ontwerpen met het werkelijke gebruik van elke ruimte voor ogen – verkeer, licht, reiniging – en kiezen dichtheid, poolhoogte en backing daarop af. Voor intensief verkeer werken we met gebruiksklasse 33.",
        "Onze internationale garantie dekt fabricagefouten, de levensduur bij het beoogde gebruik en de getrouwheid aan het goedgekeurde ontwerp.",
      ],
    },
    {
      kind: "text",
      eyebrow: "Levenscyclus",
      title: "Verzorging die de levensduur verlengt",
      paragraphs: [
        "Vanaf het eerste gesprek kunt u ons vragen naar opties met gerecyclede en recyclebare vezels; we lichten de samenstelling van elke optie toe.",
        "Tijdens het gebruik verlengt vooral goede verzorging de levensduur van een vloerkleed: een vlek meteen aanpakken, het stuk af en toe draaien en zo nodig een professionele reiniging inschakelen.",
      ],
      image: {
        alt: "Wollen vloerkleed met een onregelmatige contour in de woonkamer van een residentie",
      },
    },
    {
      kind: "cta",
      title: "Kies de materialen van uw vloerkleed",
      text: "Vraag ons naar gerecyclede of recyclebare opties voor uw project; wij begeleiden u bij de keuze van elk materiaal.",
      actions: [{ label: "Neem contact op" }, { label: "Stalenset aanvragen" }],
    },
  ],
} satisfies PageTranslation;
