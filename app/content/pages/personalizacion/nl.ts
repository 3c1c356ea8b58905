import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Vloerkleden op maat, volledig naar uw ontwerp",
    description:
      "Ontwerp uw vloerkleed op maat: vorm, Pantone-kleuren, naadloze stukken tot 6 × 4 m, poolhoogtes, handgesneden reliëf en edele materialen. Gemaakt in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Maatwerk",
      title: "Uw vloerkleed, alleen begrensd door uw idee",
      lead: "Vorm, kleur, maat, textuur en materiaal: elke keuze is aan u. Wij maken er een uniek stuk van, vervaardigd in onze eigen fabriek in Crevillente.",
      image: {
        alt: "Vloerkleed op maat met handgesneden reliëf, strijklicht over verschillende poolhoogtes",
      },
    },
    {
      kind: "text",
      eyebrow: "Handtuft",
      title: "Handtuft: volledige vrijheid",
      paragraphs: [
        "Bij handtuften brengt de vakman het garen steek voor steek aan met een handtuftpistool op het spanraam. Die vrijheid maakt organische patronen, onregelmatige contouren, gecombineerde poolhoogtes en mengsels van materialen mogelijk die in serie niet te herhalen zijn.",
        "Het is de techniek voor unieke ontwerpstukken: elk vloerkleed ontstaat uit een schets, een logo of een idee, en draagt de sporen van de handen die het hebben gemaakt.",
      ],
      image: { alt: "Vakman bewerkt een vloerkleed met een handtuftpistool op het spanraam" },
    },
    {
      kind: "text",
      eyebrow: "Robotuft",
      title: "Robottechniek, precisie tot op de millimeter",
      paragraphs: [
        "Ons robottuften brengt het digitale ontwerp met millimeterprecisie over op het spanraam. Elke steek, elke poolhoogte en elke kleurwissel wordt exact gereproduceerd, stuk na stuk.",
        "De ideale oplossing voor grote oppervlakken en contractprojecten die identieke series en een constante kwaliteit vragen, van een hotelgang tot een volledige kantoorverdieping.",
      ],
      image: { alt: "Robottuftkop die rechte rijen garen op het spanraam aanbrengt" },
    },
    {
      kind: "numbered",
      eyebrow: "Werkwijze",
      title: "Van idee tot uw ruimte in vier stappen",
      items: [
        {
          title: "Ontwerp",
          text: "We gaan uit van uw schets, logo of referentie en werken die uit tot een technisch ontwerp met maten, kleuren en texturen, dat wij ter goedkeuring aan u voorleggen.",
        },
        {
          title: "Materiaalkeuze",
          text: "Samen kiezen we vezels, kleuren en poolhoogtes, met fysieke stalen in de hand, zodat u het resultaat ziet en voelt voordat de productie begint.",
        },
        {
          title: "Productie op maat",
          text: "We maken het vloerkleed in Crevillente, met de hand of met de robot, en werken het af met het snijwerk, het op maat snijden en de backing die het project vraagt.",
        },
        {
          title: "Oplevering",
          text: "We controleren elk stuk, verpakken het met zorg en leveren het waar u het nodig hebt, met installatieteams die overal ter wereld naartoe reizen.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Groot formaat",
      title: "Geen grenzen aan het formaat",
      paragraphs: [
        "We maken vloerkleden tot 6 m × 4 m uit één stuk, zonder naden. Grotere oppervlakken stellen we samen uit meerdere delen met onzichtbare naden, aangebracht in onze fabriek of direct op locatie.",
        "Zo kan een balzaal, een lobby of een complete kantoorverdieping worden bekleed met één doorlopend ontwerp, zonder onderbrekingen in het patroon.",
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Mogelijkheden op maat",
      title: "Elf keuzes die uw vloerkleed uniek maken",
      intro:
        "Elk vloerkleed op maat is de som van deze keuzes. Wij begeleiden u bij elke stap, met stalen en technisch advies.",
      items: [
        {
          title: "Vorm",
          text: "Geen ruimte is hetzelfde, en uw vloerkleed hoeft dat ook niet te zijn. We stemmen de contour af op de ruimte, het meubilair of het patroon zelf.",
          facts: [
            "Vierkant",
            "Rechthoekig",
            "Onregelmatig",
            "Rond",
            "Ovaal",
            "Zeshoekig",
            "Gefragmenteerd",
            "Golvend",
            "Getrapt",
            "Driehoekig",
            "Samengesteld",
            "Losse delen",
          ],
        },
        {
          title: "Kleuren",
          text: "Ons uitgangspunt is een eigen collectie van 300 kleuren, en we matchen elke kleurreferentie uit uw project, zodat het vloerkleed harmonieert met stoffen, houtsoorten en afwerkingen.",
          facts: [
            "Kleuren doorgaans volgens Pantone-referentie",
            "Collectie van 300 kleuren",
            "Kleurenkits M50 en M300",
          ],
        },
        {
          title: "Afmetingen",
          text: "We maken op de exacte maat van elke ruimte, van een kleed naast het bed tot de lobby van een groot hotel.",
          facts: [
            "Maximale maat zonder naden: 6 m × 4 m",
            "Onzichtbare naden voor grotere oppervlakken",
            "Naden aangebracht in de fabriek of op locatie",
          ],
        },
        {
          title: "Computergestuurd snijden",
          text: "Digitaal snijden volgt de contour van het ontwerp tot op de millimeter: rondingen, aansluitingen en uitsparingen voor kolommen, traptreden of vast meubilair.",
          facts: ["Maximale snijbreedte: 2,5 m", "Onbeperkte lengte"],
        },
        {
          title: "Poolsoort",
          text: "Gesneden pool geeft zachtheid en kleurdiepte; lussenpool textuur en slijtvastheid. Gecombineerd in één stuk tekenen ze een patroon zonder dat er van kleur gewisseld hoeft te worden.",
          facts: ["Gesneden pool (velours)", "Lussenpool", "Velours en lus, te combineren in één vloerkleed"],
        },
        {
          title: "Poolhoogtes",
          text: "Spelen met verschillende poolhoogtes geeft het ontwerp volume en bepaalt hoe het vloerkleed het licht vangt en onder elke stap reageert.",
          facts: ["Gesneden pool: 15 tot 50 mm", "Gesneden pool vanaf 6 mm door scheren", "Lussenpool: 4 tot 40 mm"],
        },
        {
          title: "Snijwerk",
          text: "Onze vakmensen snijden met de hand contouren en groeven in de pool om het patroon te accentueren en driedimensionale reliëfs te creëren die met het licht veranderen.",
          facts: ["Handgesneden contouren", "Driedimensionale reliëfs", "Te combineren met verschillende poolhoogtes"],
        },
        {
          title: "Patroon en ontwerp",
          text: "Het begint met een schets, een logo, een foto of gewoon een idee. Ons ontwerpteam werkt het samen met u tot in het kleinste detail uit.",
          facts: [
            "Volledig vrij ontwerp",
            "Op basis van een schets, logo of idee",
            "Technisch voorstel ter goedkeuring",
          ],
        },
        {
          title: "Dichtheid",
          text: "De steekdichtheid bepaalt hoe het vloerkleed aanvoelt, hoe scherp het patroon is en hoe slijtvast het is. We stemmen haar af op de bestemming van elk vloerkleed: een suite, een hotelgang of een cabine.",
          facts: [
            "Dichtheid afgestemd op het beoogde gebruik",
            "Hogere dichtheid, scherper patroon",
            "Gebruiksklasse 33 voor intensief verkeer",
          ],
        },
        {
          title: "Materialen",
          text: "We selecteren edele vezels op hoe ze aanvoelen, op hun glans en op hoe ze zich door de jaren heen gedragen, en combineren ze naar het karakter van elk project.",
          facts: ["Nieuw-Zeelandse wol", "Natuurzijde", "Katoen", "Synthetische vezels", "Mengsels op maat"],
        },
        {
          title: "Rugzijde (backing)",
          text: "De rugzijde, of backing, geeft het vloerkleed stabiliteit en wordt gekozen op basis van de ondervloer, het gebruik en de regelgeving van elke ruimte.",
          facts: ["Backing van natuurlatex", "Technische backing", "Antislipbacking", "Brandvertragende backing"],
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Project op maat",
      title: "Zullen we aan uw vloerkleed beginnen?",
      text: "Vertel ons uw idee, de afmetingen en de gewenste termijn. U ontvangt van ons een ontwerpvoorstel en de stalen die u nodig hebt om te beslissen.",
      actions: [{ label: "Start een project op maat" }, { label: "Stalenset aanvragen" }],
    },
  ],
} satisfies PageTranslation;
