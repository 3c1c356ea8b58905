import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Onderhoud van vloerkleden: dagelijkse zorg, vlekken en reiniging",
    description:
      "Onderhoudsgids voor vloerkleden van wol, zijde en technische vezels: dagelijkse verzorging, wat te doen bij een vlek en onze professionele reinigingsservice.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Onderhoud",
      title: "Een vloerkleed verzorgen is eenvoudig",
      lead: "Met een paar vaste gewoontes en onze onderhoudsgids behoudt uw vloerkleed jarenlang zijn kleur, zachtheid en vorm. Voor al het andere kunt u rekenen op onze professionele reinigingsservice.",
      image: { alt: "Vloerkleed met een fijn, herhalend patroon, van bovenaf gezien" },
    },
    {
      kind: "text",
      eyebrow: "Dagelijkse verzorging",
      title: "Kleine gewoontes, groot verschil",
      paragraphs: [
        "Stofzuig regelmatig, in de richting van de pool en zonder roterende borstel, zeker bij vloerkleden met lussenpool, van zijde of met handgesneden reliëf. Thuis volstaat doorgaans eens per week; in ruimtes met veel verkeer is dagelijks stofzuigen aan te raden.",
        "Draai het vloerkleed af en toe om de slijtage te spreiden en vermijd langdurige blootstelling aan direct zonlicht. In de eerste weken is het normaal dat een wollen vloerkleed wat vezels loslaat: dat verdwijnt vanzelf door te stofzuigen.",
      ],
      image: { alt: "Vloerkleed met een klein, herhalend patroon in een slaapkamer" },
    },
    {
      kind: "numbered",
      eyebrow: "Vlekken",
      title: "Wat te doen bij een vlek",
      intro:
        "Snel handelen is wat het meest telt. Volg deze stappen en neem, als de vlek blijft, contact met ons op voordat u een ander middel probeert.",
      items: [
        {
          title: "Verwijderen",
          text: "Schep vaste resten op met een lepel en dep vloeistof op met een schone, witte doek, zonder te wrijven.",
        },
        {
          title: "Deppen, niet wrijven",
          text: "Werk van de rand naar het midden van de vlek, zodat ze zich niet verspreidt. Wrijven opent de vezel en doet haar slijten.",
        },
        {
          title: "Eerst testen",
          text: "Moet u de vlek bevochtigen, gebruik dan koud water en een neutraal reinigingsmiddel, en test het eerst op een weinig zichtbare plek. Vermijd bleekmiddel en agressieve vlekverwijderaars.",
        },
        {
          title: "Laten drogen",
          text: "Dep het overtollige vocht op en laat het kleed aan de lucht drogen, zonder directe warmte. Schakel bij zijde of delicate mengsels altijd een professional in.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Professionele reiniging",
      title: "Onze professionele reinigingsservice",
      paragraphs: [
        "Na verloop van tijd heeft elk vloerkleed een grondige reiniging nodig. Onze professionele reinigingsservice kent elke vezel, elke backing en elke afwerking, want hij werkt met vloerkleden die wij zelf hebben gemaakt.",
        "De ideale frequentie hangt af van het verkeer: vaker in hotels, kantoren en winkels, minder vaak thuis. Vraag het ons en wij stellen een schema voor dat is afgestemd op uw ruimte.",
      ],
      image: { alt: "Vloerkleed op maat in een lichte hotelkamer" },
    },
    {
      kind: "cards",
      eyebrow: "Goede gewoontes",
      title: "Nog drie tips",
      items: [
        {
          title: "Losse draden",
          text: "Steekt er een draad boven de pool uit, knip hem dan met een schaar gelijk af. Trek er nooit aan.",
        },
        {
          title: "Afdrukken van meubels",
          text: "Gebruik viltjes onder de poten en verplaats het meubilair af en toe een klein stukje. De pool herstelt zich als u hem zacht opborstelt.",
        },
        {
          title: "Vocht",
          text: "Leg het vloerkleed niet op een vochtige vloer en maak het nooit te nat. Wordt het toch vochtig, laat het dan zo snel mogelijk en gelijkmatig drogen.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Hebt u een professionele reiniging nodig?",
      text: "Vraag onze reinigingsservice aan, of vraag ons om de volledige onderhoudsgids voor uw vloerkleed.",
      actions: [{ label: "Service aanvragen" }, { label: "Veelgestelde vragen" }],
    },
  ],
} satisfies PageTranslation;
