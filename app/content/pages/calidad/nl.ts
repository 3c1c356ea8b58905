import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Kwaliteit: edele materialen, gebruiksklasse 33 en brandklasse M1",
    description:
      "Nieuw-Zeelandse wol, natuurzijde en controles in elke fase. Vloerkleden met brandklasse M1, gebruiksklasse 33 en luchtvaart- en textielcertificeringen.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Kwaliteit",
      title: "Kwaliteit die u ziet, voelt en zwart op wit krijgt",
      lead: "Wij kiezen elke vezel, bewaken elke fase en laten het resultaat certificeren. Zo maken we vloerkleden die hun schoonheid behouden in de meest veeleisende ruimtes.",
      image: { alt: "Detail van de wollen lussen van een handgemaakt vloerkleed, in strijklicht" },
    },
    {
      kind: "text",
      eyebrow: "Materialen",
      title: "Alles begint bij de vezel",
      paragraphs: [
        "Wij werken met Nieuw-Zeelandse wol, geliefd om haar veerkracht en zachte greep, ook verkrijgbaar als scheerwol. Natuurzijde brengt glans en diepte, katoen stabiliteit en synthetische vezels slijtvastheid bij het meest intensieve gebruik.",
        "Waar het project erom vraagt, ontwikkelen we mengsels op maat die gevoel, levensduur en brandgedrag in balans brengen. En op aanvraag bieden we opties met gerecyclede en recyclebare vezels.",
      ],
      image: { alt: "Robotgetuft vloerkleed met een nauwkeurig geometrisch ontwerp" },
    },
    {
      kind: "numbered",
      eyebrow: "Kwaliteitscontrole",
      title: "Elke fase gecontroleerd",
      intro:
        "Omdat we zelf produceren, bewaken we de kwaliteit van begin tot eind, zonder afhankelijk te zijn van derden.",
      items: [
        {
          title: "Vezel en kleur",
          text: "We controleren elke partij garen en toetsen de kleur aan de goedgekeurde referentie, uit onze collectie van 300 kleuren of volgens Pantone.",
        },
        {
          title: "Tuften",
          text: "Tijdens het tuften, met de hand of met de robot, bewaken we de dichtheid, de poolhoogte en de regelmaat van het patroon.",
        },
        {
          title: "Afwerking",
          text: "Snijwerk, scheren en backing – van natuurlatex, technisch, antislip of brandvertragend – worden stuk voor stuk gecontroleerd.",
        },
        {
          title: "Eindcontrole",
          text: "Voordat we een vloerkleed verpakken, controleren we maten, contour, naden en getrouwheid aan het goedgekeurde ontwerp.",
        },
      ],
    },
    {
      kind: "facts",
      eyebrow: "Prestaties",
      title: "Cijfers die elk project onderbouwen",
      items: [
        { value: "M1", label: "Brandklasse (brandgedrag)" },
        { value: "M1/M2", label: "Brandklasse voor jachten" },
        { value: "33", label: "Gebruiksklasse" },
        { value: "300", label: "Kleuren in de collectie" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Certificeringen",
      title: "Klaar voor hotels, jachten en vliegtuigen",
      paragraphs: [
        "Onze vloerkleden hebben brandklasse M1 en gebruiksklasse 33, de klasse voor intensief commercieel gebruik, voor lobby's, gangen, evenementenzalen en openbare ruimtes. Voor jachten werken we met brandklasse M1/M2.",
        "Voor de commerciële en de privéluchtvaart beschikken we over luchtvaartcertificeringen, en onze vloerkleden hebben daarnaast textielcertificeringen. Wij leveren u de documentatie die uw project voor goedkeuring nodig heeft.",
      ],
      image: { alt: "Vloerkleed op maat met zachte golven in de salon van een jacht" },
    },
    {
      kind: "cta",
      title: "Ervaar het met uw eigen handen",
      text: "Vraag onze stalenset aan en voel het verschil van een goed gemaakt vloerkleed, of ontdek hoe we er met onze internationale garantie voor instaan.",
      actions: [{ label: "Stalenset aanvragen" }, { label: "Meer over de garantie" }],
    },
  ],
} satisfies PageTranslation;
