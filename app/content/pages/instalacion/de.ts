import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Verlegung maßgefertigter Teppiche in aller Welt",
    description:
      "Verlegeteams, die an jedes Ziel reisen, unsichtbare Nähte in der Manufaktur oder vor Ort und nahtlose Großformate bis 6 × 4 m.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Verlegung",
      title: "Dort, wo Ihr Projekt entsteht",
      lead: "Unsere Verlegeteams reisen an jeden Ort der Welt, um jeden Teppich so zu verlegen, wie er entworfen wurde: maßgenau, ohne sichtbare Nähte und im vereinbarten Zeitrahmen.",
      image: { alt: "Großer maßgefertigter Teppich, verlegt in der Lobby eines Hotels" },
    },
    {
      kind: "text",
      eyebrow: "Reichweite",
      title: "Verlegung weltweit",
      paragraphs: [
        "Hotels, Residenzen, Büros, Geschäfte oder Yachten: Wir verlegen in jedem Land mit mobilen Verlegeteams, die jeden Teppich kennen – denn er stammt aus unserer eigenen Manufaktur.",
        "Wir stimmen die Verlegung mit der Bauleitung und den übrigen Gewerken ab, um genau im richtigen Moment tätig zu werden: wenn der Raum vorbereitet ist und der Teppich ohne Risiko verlegt werden kann.",
      ],
      image: { alt: "Maßgefertigter Teppich im Flur eines Hotels" },
    },
    {
      kind: "text",
      eyebrow: "Großformate",
      title: "Nahtlos bis 6 × 4 m",
      paragraphs: [
        "Teppiche bis 6 × 4 m fertigen wir aus einem einzigen Stück, ganz ohne Naht. Für größere Flächen verbinden wir mehrere Stücke mit unsichtbaren Nähten – so gearbeitet, dass Motiv und Flor ohne Unterbrechung weiterlaufen.",
        "Diese Nähte entstehen in der Manufaktur, wenn der Zugang zum Raum es erlaubt, oder vor Ort, wenn der Teppich in Teilen eingebracht werden muss. In beiden Fällen ist das Ergebnis eine durchgehende Fläche.",
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Ablauf",
      title: "So verlegen wir",
      items: [
        {
          title: "Aufmaß",
          text: "Wir nehmen vor Ort Maß oder arbeiten mit freigegebenen Plänen – mit besonderem Augenmerk auf Säulen, Treppen und Rundungen.",
        },
        {
          title: "Vorbereitung",
          text: "In der Manufaktur schneiden wir zu, versäubern die Kanten und verbinden, wo sinnvoll, die Stücke. Der Rücken – aus Naturlatex, technisch, rutschhemmend oder schwer entflammbar – richtet sich nach der Nutzung.",
        },
        {
          title: "Transport",
          text: "Wir verpacken und kennzeichnen jedes Stück, damit es geschützt und in der Reihenfolge ankommt, in der es verlegt wird.",
        },
        {
          title: "Verlegung",
          text: "Unser Team verlegt den Teppich, fertigt vor Ort die nötigen Nähte und prüft gemeinsam mit Ihnen das Endergebnis.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Nach der Verlegung",
      title: "Ein Teppich, gemacht für viele Jahre",
      paragraphs: [
        "Zum Abschluss übergeben wir Ihnen unsere Pflegeanleitung mit Hinweisen zur täglichen Pflege und zum Umgang mit Flecken, abgestimmt auf das Material Ihres Teppichs.",
        "Wann immer nötig, übernimmt unser professioneller Reinigungsservice die Grundreinigung, und die internationale Garantie sichert Sie gegen Herstellungsfehler ab.",
      ],
      image: { alt: "Teppich mit geometrischem Muster in einer Luxusboutique" },
    },
    {
      kind: "cta",
      title: "Planen wir Ihre Verlegung",
      text: "Sagen Sie uns, wo Ihr Projekt liegt, welche Flächen Sie ausstatten möchten und in welchem Zeitrahmen Sie arbeiten – wir schlagen Ihnen den besten Weg für Fertigung und Verlegung vor.",
      actions: [{ label: "Kontakt aufnehmen" }, { label: "Zur Pflege" }],
    },
  ],
} satisfies PageTranslation;
