import type { HomeTranslation } from "./home-translation";

export default {
  meta: {
    title: "Maßgefertigte Luxusteppiche, hergestellt in Spanien",
    description:
      "Handgetuftete, robotergetuftete und maßgefertigte Teppiche für Hotels, Innenarchitekten, Yachten und Privatjets. Eigene Manufaktur in Crevillente seit 1995.",
  },
  hero: {
    eyebrow: "Teppichhersteller seit 1995 · Crevillente, Spanien",
    title: "Die Kunst, Einzigartiges unter den Füßen zu spüren",
    subtitle: "Handgetuftete, robotergetuftete und maßgefertigte Teppiche – entstanden in unserer eigenen Manufaktur.",
    paragraphs: [
      "Wir sind Hersteller, keine Händler. Jeden Teppich entwerfen, fertigen und veredeln wir in Crevillente – dort, wo Wolle, Seide und Farbe zu Stücken für Hotels, Residenzen, Yachten und Privatjets in aller Welt werden.",
      "Eine Kollektion mit 300 Farben, die Techniken Flatweave, Wilton, Handtuft und Robotuft – und ein Team, das Innenarchitekten und Architekten von der ersten Skizze bis zur fertigen Verlegung begleitet.",
    ],
    cta: "Die Kollektion entdecken",
    ctaNote: "Ein neues visuelles Erlebnis",
    image: { alt: "Nahaufnahme eines handgetufteten Teppichs in Sand- und Bronzetönen" },
  },
  tiles: {
    title: "Drei Wege zu Ihrem Teppich",
    items: [
      {
        title: "Projekte",
        text: "Contract-Lösungen für Hotels, Einzelhandel, Yachten und Luftfahrt.",
        cta: "Projekte ansehen",
        image: { alt: "Maßgefertigter Teppich in einer Hotellobby" },
      },
      {
        title: "Musterkollektionen",
        text: "Fordern Sie Kataloge und Farbkits an – und erleben Sie die Qualität mit den Händen.",
        cta: "Musterkollektion anfordern",
        image: { alt: "Set mit Farbmustern für Teppiche" },
      },
      {
        title: "Maßanfertigung",
        text: "Design nach Maß: Form, Farbe, Florhöhe und Textur nach Ihrer Wahl.",
        cta: "Ihren Teppich gestalten",
        image: { alt: "Detail eines individuell gestalteten Teppichs mit Relief im Konturenschnitt" },
      },
    ],
  },
  experience: {
    eyebrow: "360°-Erlebnis",
    title: "Besuchen Sie unsere Manufaktur, ohne Ihr Studio zu verlassen",
    description:
      "Über {{factoryArea}}, auf denen aus Garn Fläche wird. Bewegen Sie das Panorama, um Webstühle, Farbatelier und Veredelung zu erkunden, und entdecken Sie unsere Kollektionen in ihrem Umfeld.",
    tourLabel: "Virtueller Rundgang: Panoramaansicht der Manufaktur",
    tourHint: "Wischen oder mit den Pfeiltasten durch die Ansicht bewegen",
    image: { alt: "Panoramaansicht der Manufaktur mit Webstühlen, Garnspulen und fertigen Teppichen" },
    stats: [
      { value: "1995", label: "Gründungsjahr" },
      { value: "300", label: "Farben in der Kollektion" },
      { value: "{{factoryArea}}", label: "Eigene Produktionsfläche" },
    ],
  },
  collections: {
    eyebrow: "Kollektionen",
    title: "Fünf Formensprachen, ein Handwerk",
    description:
      "Jede Kollektion geht von einer Technik und einer Idee aus. Alle lassen sich in Größe, Farbe und Florhöhe anpassen.",
    categories: [
      {
        title: "Großes Muster",
        description: "Großzügige Muster, die Lobbys, Salons und großen Flächen Charakter verleihen.",
        features: ["Velours und Schlinge", "Exklusives Design", "Maße ohne Grenzen"],
        image: { alt: "Teppich mit großem geometrischem Muster" },
      },
      {
        title: "Kleines Muster",
        description: "Feine, wiederkehrende Rhythmen, die Zimmer und Flure zurückhaltend gestalten.",
        features: ["Hoch-Tief-Schlinge", "Hohe Dichte", "Ideal für Contract"],
        image: { alt: "Teppich mit kleinem, wiederkehrendem Muster" },
      },
      {
        title: "3D-Relief",
        description: "Volumen im Konturenschnitt von Hand, die mit Licht und Haptik spielen.",
        features: ["Konturenschnitt von Hand", "Velours und Schlinge", "Florhöhen von 4 bis 50 mm"],
        image: { alt: "Teppich mit dreidimensionalem Relief im Konturenschnitt" },
      },
      {
        title: "Kreativ",
        description: "Künstlerische Stücke aus besonderen Techniken und unerwarteten Kombinationen.",
        features: ["Spezialtechniken", "Materialmix", "Exklusives Design"],
        image: { alt: "Kreativer Teppich mit organischen Formen und kontrastierenden Farben" },
      },
      {
        title: "Unikat",
        description: "Ein einziges Stück, gemeinsam mit Ihnen für einen bestimmten Raum entworfen.",
        features: ["Einzigartiges Design", "Persönliche Beratung", "Freie Form"],
        image: { alt: "Unikat-Teppich in unregelmäßiger Form" },
      },
    ],
  },
  techniques: {
    eyebrow: "Techniken",
    title: "Zwei Hände, ein Anspruch",
    handTuft: {
      title: "Handtuft",
      text: "Unsere Kunsthandwerker setzen das Garn Stich für Stich mit der Handtufting-Pistole. Volle gestalterische Freiheit, kombinierte Florhöhen und Konturenschnitt von Hand für Teppiche mit Handschrift.",
      image: { alt: "Kunsthandwerker bei der Arbeit an einem Teppich mit der Handtufting-Pistole" },
    },
    robotTuft: {
      title: "Robotuft",
      text: "Robotergestütztes Tufting gibt komplexe Entwürfe mit millimetergenauer Gleichmäßigkeit wieder – ideal für große Flächen und wiederholbare Contract-Projekte.",
      image: { alt: "Robotergesteuerter Tuftingkopf über dem Spannrahmen" },
    },
  },
} satisfies HomeTranslation;
