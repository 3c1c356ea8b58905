import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Duurzaamheid: langlevende, natuurlijke en recyclebare vloerkleden",
    description:
      "Lokale scheerwol, natuurzijde, gerecyclede en recyclebare opties en maatwerk uit eigen fabriek: zo geven wij vorm aan duurzaamheid in elk vloerkleed.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Duurzaamheid",
      title: "Het duurzaamste vloerkleed is het kleed dat lang meegaat",
      lead: "Wij maken op maat, in onze eigen fabriek en met materialen die gekozen zijn om lang mee te gaan. Zo beperken we onze impact zonder in te leveren op schoonheid.",
      image: { name: "hero-muestrarios", alt: "Wollen stalen in natuurlijke tinten, geordend in een raster" },
    },
    {
      kind: "text",
      eyebrow: "Materialen",
      title: "Natuurlijke, gerecyclede en recyclebare vezels",
      paragraphs: [
        "Lokale scheerwol en natuurzijde zijn hernieuwbare vezels die met gratie ouder worden. Waar het project het toelaat, stellen we duurzame alternatieven voor: gerecycled garen, recyclebare materialen en mengsels op maat die minder nieuwe grondstoffen vragen.",
        "We lichten de samenstelling van elk voorstel helder toe, zodat u weloverwogen kiest en esthetiek, technische prestaties en zorg voor het milieu met elkaar in evenwicht brengt.",
      ],
      image: { name: "samples-relief", alt: "Stalen van vloerkleden in natuurlijke wol met verschillende reliëfs" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "Onze aanpak",
      title: "Vier keuzes die de impact verkleinen",
      columns: 2,
      items: [
        {
          title: "Productie op maat",
          text: "Elk vloerkleed wordt gemaakt voor een specifieke ruimte, op de exacte maat: geen overtollige voorraad, geen stukken waar niemand om vroeg.",
        },
        {
          title: "Eigen productie",
          text: "Ontwerp, tuften en afwerking onder één dak, in Crevillente. Minder tussenpersonen en minder transport tussen leveranciers.",
        },
        {
          title: "Levensduur",
          text: "Edele materialen en gebruiksklasse 33 voor vloerkleden die intensief verkeer doorstaan en veel minder vaak vervangen hoeven te worden.",
          action: { label: "Meer over kwaliteit", href: "/calidad" },
        },
        {
          title: "Verzorging",
          text: "Onze onderhoudsgids en onze professionele reinigingsservice verlengen de levensduur van elk stuk.",
          action: { label: "Meer over onderhoud", href: "/mantenimiento" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Levensduur",
      title: "Ontworpen voor vele jaren",
      paragraphs: [
        "Een vloerkleed dat telkens na korte tijd vervangen moet worden, is niet duurzaam, hoe goed het ook gemaakt is. Daarom ontwerpen we met het werkelijke gebruik voor ogen – verkeer, licht, reiniging – en kiezen we dichtheid, poolhoogte en backing zo dat het stuk mooi ouder wordt.",
        "Onze internationale garantie dekt de levensduur bij fabricagefouten: zo bevestigen we zwart op wit dat wat wij maken, gemaakt is om te blijven.",
      ],
      tone: "dark",
    },
    {
      kind: "text",
      eyebrow: "Levenscyclus",
      title: "Ook aan het einde denken",
      paragraphs: [
        "Een duurzame keuze wordt aan het begin gemaakt, niet aan het einde. Vanaf het eerste gesprek bekijken we samen met u de recyclebare opties, zodat de materialen van het vloerkleed na gebruik een tweede leven kunnen krijgen.",
        "Tot die tijd is goede verzorging het beste middel: een vlek meteen aanpakken, het stuk af en toe draaien en zo nodig een professionele reiniging inschakelen.",
      ],
      image: {
        name: "project-residencial",
        alt: "Wollen vloerkleed met een onregelmatige contour in de woonkamer van een residentie",
      },
      imageSide: "left",
    },
    {
      kind: "cta",
      title: "Ontwerp een vloerkleed met minder impact",
      text: "Vraag ons naar duurzame, gerecyclede of recyclebare opties voor uw project; wij begeleiden u bij de keuze van elk materiaal.",
      actions: [
        { label: "Neem contact op", href: "/contacto" },
        { label: "Stalen aanvragen", href: "/solicitud-muestrario" },
      ],
    },
  ],
} satisfies PageContentInput;
