import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Internationale garantie tegen fabricagefouten",
    description:
      "Onze internationale garantie dekt fabricagefouten, levensduur en getrouwheid aan het goedgekeurde ontwerp. Lees wat ze omvat en hoe u een claim indient.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Garantie",
      title: "Wij staan in voor elk vloerkleed, waar het ook ligt",
      lead: "Als fabrikant dragen wij de verantwoordelijkheid voor alles wat onze fabriek verlaat. Daarom hebben onze vloerkleden een internationale garantie tegen fabricagefouten.",
      image: { alt: "Handgetuft vloerkleed met golvende pool in ivoor- en bronstinten" },
    },
    {
      kind: "text",
      eyebrow: "Reikwijdte",
      title: "Een garantie zonder grenzen",
      paragraphs: [
        "Onze garantie geldt internationaal: ze beschermt u evengoed als uw vloerkleed in een hotel in Spanje ligt, in een residentie in het buitenland of aan boord van een jacht. En omdat wij het zelf maken, staan er geen tussenpersonen tussen uw claim en de oplossing.",
        "Ze dekt fabricagefouten en rust op twee concrete toezeggingen: de levensduur van het vloerkleed bij het gebruik waarvoor het bedoeld is, en de getrouwheid aan het ontwerp dat u vóór de productie hebt goedgekeurd.",
      ],
      image: { alt: "Vloerkleed met een groot geometrisch patroon" },
    },
    {
      kind: "cards",
      eyebrow: "Wat de garantie dekt",
      title: "Drie toezeggingen",
      items: [
        {
          title: "Fabricagefouten",
          text: "Elk gebrek dat aan de productie te wijten is: in het tuftwerk, de backing, de afwerking of de naden die ons team heeft aangebracht.",
        },
        {
          title: "Levensduur",
          text: "Een vloerkleed dat bestand is tegen het gebruik waarvoor het is ontworpen, met de materialen en de gebruiksklasse die voor uw project zijn afgesproken.",
          action: { label: "Meer over kwaliteit" },
        },
        {
          title: "Getrouwheid aan het ontwerp",
          text: "Maten, kleuren, poolhoogtes en patroon conform het ontwerp, de render en het staal die u hebt goedgekeurd.",
          action: { label: "Meer over ontwerp" },
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Voorwaarden",
      title: "Onze commerciële garantie in detail",
      intro: "Wie ze verleent, welke vloerkleden ze dekt, hoe lang ze geldt en waar.",
      items: [
        {
          title: "Garantiegever",
          text: "{{legalName}}, fabrikant van de vloerkleden, verleent deze commerciële garantie.",
          facts: ["{{address}}", "Fiscaal nummer (NIF) {{taxId}}", "{{email}}", "{{phone}}"],
        },
        {
          title: "Gedekte vloerkleden",
          text: "Alle vloerkleden die wij in onze fabriek in Crevillente maken, uit de collectie of op maat, herkenbaar aan de referentie van uw bestelling.",
        },
        {
          title: "Wat de garantie dekt",
          text: "Fabricagefouten, de levensduur van het vloerkleed bij het gebruik waarvoor het is ontworpen en de getrouwheid aan het goedgekeurde ontwerp. Ze dekt geen schade door ongelukken, door ander gebruik dan bedoeld of door reiniging die niet volgens onze onderhoudsgids is uitgevoerd.",
          facts: ["Fabricagefouten", "Levensduur bij het beoogde gebruik", "Getrouw aan het goedgekeurde ontwerp"],
        },
        {
          title: "Looptijd",
          text: "{{warrantyYears}} jaar vanaf de levering van het vloerkleed.",
        },
        {
          title: "Territoriale reikwijdte",
          text: "Internationaal: de garantie geldt in elk land waar het vloerkleed zich bevindt, en de oplossing wordt daar uitgevoerd.",
        },
        {
          title: "Zo dient u een claim in",
          text: "Schrijf of bel ons met de referentie van uw bestelling en foto's van het gebrek. Hieronder leest u het proces stap voor stap.",
          facts: ["{{email}}", "{{phone}}"],
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Claims",
      title: "Zo dient u een claim in",
      intro: "Een helder en direct proces, met één aanspreekpunt van begin tot eind.",
      items: [
        {
          title: "Meld het ons",
          text: "Neem contact met ons op via de contactpagina en vermeld de referentie van uw bestelling.",
        },
        {
          title: "Stuur foto's",
          text: "Voeg foto's toe van het volledige vloerkleed en van het gebrek in detail, indien mogelijk met een maatreferentie.",
        },
        {
          title: "Beoordeling",
          text: "Ons technisch team bestudeert de zaak en vraagt u zo nodig om aanvullende informatie of een inspectie.",
        },
        {
          title: "Oplossing",
          text: "Wij stellen de meest passende oplossing voor uw vloerkleed voor en voeren die uit, waar het zich ook bevindt.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Uw rechten",
      title: "Uw wettelijke garantie blijft onverkort",
      paragraphs: [
        "Deze commerciële garantie komt bovenop uw wettelijke rechten en vervangt of beperkt die niet. Bent u consument, dan behoudt u volledig en kosteloos uw rechten uit de wettelijke conformiteitsgarantie gedurende drie jaar vanaf de levering, zoals bepaald in het Spaanse recht (Real Decreto Legislativo 1/2007).",
        "Bewaar de referentie van uw bestelling en volg de verzorgingsrichtlijnen: zo beschermt u uw vloerkleed het best en verloopt elke afhandeling sneller.",
      ],
      image: { alt: "Staal van een vloerkleed met een klein, herhalend patroon" },
    },
    {
      kind: "cta",
      title: "Wilt u een claim indienen?",
      text: "Stuur ons de referentie van uw bestelling en foto's van het gebrek. Wij antwoorden u persoonlijk.",
      actions: [{ label: "Neem contact op" }, { label: "Meer over onderhoud" }],
    },
  ],
} satisfies PageTranslation;
