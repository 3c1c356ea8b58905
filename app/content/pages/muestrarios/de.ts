import type { PageContentInput } from "../../page-schema";

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
        name: "hero-muestrarios",
        alt: "Getuftete Teppichmuster in verschiedenen Farben und Texturen, ausgelegt auf einem Arbeitstisch",
      },
    },
    {
      kind: "gallery",
      title: "Material, Relief, Dessin und Farbe",
      images: [
        { name: "samples-wool", alt: "Wollmuster mit Schlingenflor in Nahaufnahme" },
        { name: "samples-relief", alt: "Muster mit Relief im Konturenschnitt, das Velours und Schlinge verbindet" },
        { name: "samples-pattern", alt: "Teppichmuster mit kleinem, wiederkehrendem Dessin" },
        { name: "samples-colour", alt: "Farbige Garnmuster, in einem Raster angeordnet" },
      ],
    },
    {
      kind: "cards",
      id: "kits-de-color",
      eyebrow: "Farbkits",
      title: "300 Farben für den exakten Farbton",
      intro:
        "Unsere Farbkollektion umfasst 300 Töne und liegt in zwei Kits vor – abgestimmt auf die Arbeit im Innenarchitekturstudio und auf der Baustelle.",
      columns: 3,
      items: [
        {
          title: "Kollektion mit 300 Farben",
          text: "Die komplette Palette des Hauses: Neutraltöne, Erdfarben, Pastelle und intensive Nuancen als Ausgangspunkt für jedes Projekt nach Maß.",
          image: {
            name: "kit-300-collection",
            alt: "Kollektion mit 300 Garnfarben, angeordnet in einem großen Musterraster",
          },
        },
        {
          title: "M50-Kit",
          text: "Eine Auswahl von 50 grundlegenden Farben im kompakten Format – ideal für Kundenpräsentationen und erste Designvorschläge.",
          image: { name: "kit-m50", alt: "Farbkit M50 mit 50 Garnfarben" },
        },
        {
          title: "M300-Kit",
          text: "Alle 300 Farben der Kollektion, geordnet in Schubladen – so haben Sie die gesamte Palette in Ihrem Studio stets zur Hand.",
          image: { name: "kit-m300", alt: "Farbkit M300 mit 300 Garnfarben, geordnet in Schubladen" },
        },
      ],
    },
    {
      kind: "cards",
      id: "solicitudes",
      eyebrow: "Erste Schritte",
      title: "Drei Wege, unsere Teppiche kennenzulernen",
      columns: 3,
      items: [
        {
          title: "Physische Muster",
          text: "Erhalten Sie Muster unserer Materialien, Texturen und Farben direkt in Ihr Studio – und beurteilen Sie Haptik, Dichte und Verarbeitung unserer Teppiche selbst.",
          action: { label: "Musterkollektion anfordern", href: "/solicitud-muestrario" },
        },
        {
          title: "Digitaler Katalog",
          text: "Fordern Sie unseren digitalen Katalog mit Kollektionen, Techniken und Projekten zum Download an. Sie erhalten ihn innerhalb weniger Minuten per E-Mail.",
          action: { label: "Katalog herunterladen", href: "/solicitud-catalogo" },
        },
        {
          title: "Persönliche Beratung",
          text: "Vereinbaren Sie einen Termin mit unserem Team, um Ihr Projekt zu besprechen, technische Fragen zu klären und Materialien und Farben mit fachkundigem Blick auszuwählen.",
          action: { label: "Beratung vereinbaren", href: "/solicitud-muestrario" },
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Beratung",
      title: "Haben Sie ein Projekt im Sinn?",
      text: "Erzählen Sie uns, welchen Raum Sie gestalten möchten – wir helfen Ihnen, die passenden Muster, Farben und die richtige Technik zu wählen.",
      actions: [
        { label: "Mit uns sprechen", href: "/contacto" },
        { label: "Teppich individuell gestalten", href: "/personalizacion" },
      ],
    },
  ],
} satisfies PageContentInput;
