import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Vloerkleden op maat ontwerpen, voor interieur en architectuur",
    description:
      "Wij maken van uw schets, logo of idee een uniek vloerkleed: Pantone-kleuren, een collectie van 300 kleuren, en renders en stalen vóór de productie.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Ontwerpservice",
      title: "Van uw idee tot vloerkleed, zonder één nuance te verliezen",
      lead: "Een ontwerpteam dat met u samenwerkt, als interieurontwerper of architect, om een schets, een logo of een eenvoudig idee om te zetten in een stuk dat klaar is voor productie.",
      image: { alt: "Vloerkleed met handgesneden reliëf dat speelt met licht en schaduw" },
    },
    {
      kind: "text",
      eyebrow: "Voor professionals",
      title: "Uw ontwerp, vertaald door wie het maakt",
      paragraphs: [
        "Al meer dan 30 jaar begeleiden wij interieurontwerpers en architecten. We weten dat een vloerkleed deel uitmaakt van een groter geheel en in dialoog moet gaan met het meubilair, de materialen en het licht van de ruimte.",
        "Omdat wij de fabrikant zijn, kent ons ontwerpteam de mogelijkheden en grenzen van elke techniek. Het adviseert u vanaf de eerste schets, zodat het resultaat trouw blijft aan uw intentie en haalbaar is in productie.",
      ],
      image: { alt: "Creatief vloerkleed met organische vormen en contrasterende kleuren" },
    },
    {
      kind: "numbered",
      eyebrow: "Werkwijze",
      title: "Vier stappen tot de productie",
      items: [
        {
          title: "De briefing",
          text: "U deelt uw schets, logo, plattegrond of referentie met ons, samen met de afmetingen, het gebruik van de ruimte en de stijl die u zoekt.",
        },
        {
          title: "Technisch voorstel",
          text: "Wij stellen techniek, materialen, poolhoogtes en kleuren voor, uit onze collectie van 300 kleuren of volgens Pantone-referentie.",
        },
        {
          title: "Render en staal",
          text: "Voordat we produceren, keurt u een render van het ontwerp goed en, indien gewenst, een fysiek staal van kleur en textuur.",
        },
        {
          title: "Productie",
          text: "Na uw goedkeuring maken we het vloerkleed in onze eigen fabriek, tot in het kleinste detail trouw aan het goedgekeurde ontwerp.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Kleur",
      title: "De exacte kleur, niet een die erop lijkt",
      paragraphs: [
        "Ons uitgangspunt is een collectie van 300 kleuren, en we werken doorgaans met Pantone-referenties om precies de tint te treffen die u in uw project hebt vastgelegd. Met de kleurenkits M50 en M300, met 50 en 300 kleuren, kiest u met het staal in de hand.",
        "Elke kleur beoordelen we onder verschillende lichtomstandigheden, want dezelfde wol oogt anders in een lobby met daglicht van bovenaf dan in een vliegtuigcabine of in een salon bij zonsondergang.",
      ],
      image: { alt: "Kleurenkit M300 in een lade, met 300 wollen stalen geordend op tint" },
    },
    {
      kind: "cards",
      eyebrow: "Mogelijkheden",
      title: "Alles wat u kunt bepalen",
      items: [
        {
          title: "Vorm",
          text: "Vierkant, rechthoekig, rond, ovaal, zeshoekig, onregelmatig, golvend, getrapt of samengesteld uit losse delen.",
        },
        {
          title: "Reliëf en poolhoogte",
          text: "Gesneden pool van 15 tot 50 mm (vanaf 6 mm door scheren) en lussenpool van 4 tot 40 mm, onderling te combineren en aan te vullen met snijwerk met de hand.",
        },
        {
          title: "Afmetingen",
          text: "Naadloze stukken tot 6 × 4 m en onzichtbare naden voor grotere oppervlakken. Computergestuurd snijden tot 2,5 m breed.",
          action: { label: "Meer over maatwerk" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Ligt er al een schets op tafel?",
      text: "Stuur hem ons toe, dan ontvangt u een voorstel met techniek, materialen en render. Begint u liever bij de kleur, vraag dan onze stalenset aan.",
      actions: [{ label: "Mijn project insturen" }, { label: "Stalenset aanvragen" }],
    },
  ],
} satisfies PageTranslation;
