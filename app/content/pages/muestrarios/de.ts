import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Musterkollektionen und Farbkits",
    description:
      "Fordern Sie physische Muster, die Farbkits M50 und M300 oder unseren digitalen Katalog an – oder vereinbaren Sie eine persönliche Beratung für Ihren Maßteppich.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Musterkollektionen",
      title: "Qualität begreifen, bevor Sie entscheiden",
      lead: "Wolle, Seide, Reliefs und 300 Farben zum Anfassen. Fordern Sie physische Muster, unseren digitalen Katalog oder eine persönliche Beratung an – und entscheiden Sie mit voller Sicherheit.",
      image: {
        alt: "Getuftete Teppichmuster in verschiedenen Farben und Texturen, ausgelegt auf einem Arbeitstisch",
      },
    },
    {
      kind: "gallery",
      title: "Material, Relief, Dessin und Farbe",
      images: [
        { alt: "Wollmuster mit Schlingenflor in Nahaufnahme" },
        { alt: "Muster mit Relief im Konturenschnitt, das Velours und Schlinge verbindet" },
        { alt: "Teppichmuster mit kleinem, wiederkehrendem Dessin" },
        { alt: "Farbige Garnmuster, in einem Raster angeordnet" },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Farbkits",
      title: "300 Farben für den exakten Farbton",
      intro:
        "Unsere Farbkollektion umfasst 300 Töne und liegt in zwei Kits vor – abgestimmt auf die Arbeit im Innenarchitekturstudio und auf der Baustelle.",
      items: [
        {
          title: "Kollektion mit 300 Farben",
          text: "Die komplette Palette des Hauses: Neutraltöne, Erdfarben, Pastelle und intensive Nuancen als Ausgangspunkt für jedes Projekt nach Maß.",
          image: { alt: "Kollektion mit 300 Garnfarben, angeordnet in einem großen Musterraster" },
        },
        {
          title: "M50-Kit",
          text: "Eine Auswahl von 50 grundlegenden Farben im kompakten Format – ideal für Kundenpräsentationen und erste Designvorschläge.",
          image: { alt: "Farbkit M50 mit 50 Garnfarben" },
        },
        {
          title: "M300-Kit",
          text: "Alle 300 Farben der Kollektion, geordnet in Schubladen – so haben Sie die gesamte Palette in Ihrem Studio stets zur Hand.",
          image: { alt: "Farbkit M300 mit 300 Garnfarben, geordnet in Schubladen" },
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Erste Schritte",
      title: "Drei Wege, unsere Teppiche kennenzulernen",
      items: [
        {
          title: "Physische Muster",
          text: "Erhalten Sie Muster unserer Materialien, Texturen und Farben direkt in Ihr Studio – und beurteilen Sie Haptik, Dichte und Verarbeitung unserer Teppiche selbst.",
          action: { label: "Musterkollektion anfordern" },
        },
        {
          title: "Digitaler Katalog",
          text: "Fordern Sie unseren digitalen Katalog mit Kollektionen, Techniken und Projekten zum Download an. Sie erhalten ihn innerhalb weniger Minuten per E-Mail.",
          action: { label: "Katalog herunterladen" },
        },
        {
          title: "Persönliche Beratung",
          text: "Vereinbaren Sie einen Termin mit unserem Team, um Ihr Projekt zu besprechen, technische Fragen zu klären und Materialien und Farben mit fachkundigem Blick auszuwählen.",
          action: { label: "Beratung vereinbaren" },
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Beratung",
      title: "Haben Sie ein Projekt im Sinn?",
      text: "Erzählen Sie uns, welchen Raum Sie gestalten möchten – wir helfen Ihnen, die passenden Muster, Farben und die richtige Technik zu wählen.",
      actions: [{ label: "Mit uns sprechen" }, { label: "Teppich individuell gestalten" }],
    },
  ],
} satisfies PageTranslation;
