import type { ConfiguratorCopy } from "./es";

const de = {
  meta: {
    title: "Konfigurator für Teppiche nach Maß",
    description:
      "Gestalten Sie Ihren Teppich nach Maß: Wählen Sie Form, Maße, Technik, Flor, Motiv und bis zu sechs Farben aus unserer Kollektion mit 300 Farben, sehen Sie ihn maßstabsgetreu gezeichnet und fordern Sie Ihr Angebot an.",
  },
  hero: {
    eyebrow: "Konfigurator",
    title: "Gestalten Sie Ihren Teppich",
    intro:
      "Wählen Sie Form, Maße, Flor, Motiv und Farben. Während Sie entscheiden, sehen Sie Ihren Teppich maßstabsgetreu gezeichnet. Gefällt er Ihnen, senden Sie ihn uns – und wir erstellen Ihr Angebot.",
  },
  fields: {
    design: "Design",
    shape: "Form",
    size: "Maße",
    sizeHint: "Von 40 bis 3000 cm. Bis 6 m × 4 m aus einem Stück.",
    width: "Breite (cm)",
    length: "Länge (cm)",
    side: "Seitenlänge (cm)",
    diameter: "Durchmesser (cm)",
    technique: "Technik",
    pile: "Florart",
    cutHeight: "Florhöhe Velours (mm)",
    cutHint: "Von 15 bis 50 mm; geschoren ab 6 mm.",
    loopHeight: "Florhöhe Schlinge (mm)",
    loopHint: "Von 4 bis 40 mm.",
    motif: "Motiv",
    colours: "Farben",
    coloursHint: "Bis zu sechs aus unserer Kollektion mit 300 Farben. Die erste ist die Grundfarbe.",
    material: "Material",
    backing: "Rücken (Backing)",
  },
  colourPicker: {
    chosen: "Ihre Farben",
    chosenCount: "{{count}} von 6",
    ground: "Grundfarbe",
    useAsGround: "Als Grundfarbe verwenden",
    family: "Farbfamilie",
    search: "Nach Code oder Namen suchen",
    searchButton: "Suchen",
    results: "{{count}} Farben",
    noResults: "Keine Farbe entspricht Ihrer Suche.",
    full: "Sie haben bereits sechs Farben gewählt: Entfernen Sie eine, um eine andere hinzuzufügen.",
  },
  names: {
    shapes: {
      square: "Quadratisch",
      rectangular: "Rechteckig",
      irregular: "Unregelmäßig",
      circular: "Rund",
      oval: "Oval",
      hexagonal: "Sechseckig",
      fragmented: "Fragmentiert",
      wavy: "Gewellt",
      stepped: "Gestuft",
      triangular: "Dreieckig",
      composite: "Zusammengesetzt",
      "loose-pieces": "Einzelne Teile",
    },
    techniques: { handtuft: "Handtuft", robotuft: "Robotuft" },
    techniqueHints: {
      handtuft: "Handtufting: volle Freiheit in Zeichnung, Relief und Konturenschnitt.",
      robotuft: "Robotergestütztes Tufting: millimetergenaue Präzision und exakte Wiederholung auf großen Flächen.",
    },
    piles: { cut: "Velours", loop: "Schlingenflor", "cut-loop": "Velours und Schlinge" },
    motifs: {
      "large-pattern": "Großes Muster",
      "small-pattern": "Kleines Muster",
      relief: "3D-Relief",
      creative: "Kreativ",
      unique: "Unikat",
    },
    materials: {
      "nz-wool": "Neuseeländische Wolle",
      silk: "Naturseide",
      cotton: "Baumwolle",
      synthetic: "Synthetikfasern",
      blend: "Mischung nach Maß",
    },
    backings: {
      latex: "Naturlatex",
      technical: "Technisch",
      "anti-slip": "Rutschfest",
      "fire-retardant": "Schwer entflammbar",
    },
  },
  problems: {
    range: "Geben Sie eine Zahl zwischen {{min}} und {{max}} ein.",
    unknown: "Diese Option ist nicht verfügbar: Wir zeigen Ihnen die nächstliegende.",
    unknownColour: "Ein Farbcode ist nicht Teil unserer Kollektion und wurde entfernt.",
    tooMany: "Sie können bis zu {{max}} Farben wählen: Wir zeigen Ihnen die ersten {{max}}.",
    summary:
      "Bitte prüfen Sie die markierten Angaben: Die Vorschau zeigt die nächstliegende Ausführung, die wir fertigen können.",
  },
  notes: {
    joins:
      "Über 6 m × 4 m: Wir fertigen den Teppich aus mehreren Teilen, verbunden mit unsichtbaren Nähten – in unserer Manufaktur oder vor Ort.",
    sheared: "Unter 15 mm Florhöhe wird der Velours geschoren.",
  },
  preview: {
    heading: "Vorschau",
    title: "Ihr Teppich, maßstabsgetreu gezeichnet",
    intro: "Teppich nach Maß.",
    area: "Fläche",
    dimensions: "Maße",
    sizeValue: "{{width}} × {{length}} cm",
    diameterValue: "Ø {{diameter}} cm",
    heightValue: "{{height}} mm",
    pileValue: "{{pile}}, {{heights}}",
    groundNote: "Grundfarbe",
    noPrice:
      "Wir nennen keine Preise: Jeder Teppich wird individuell nach Design, Maßen und Lieferzeit kalkuliert. Unser Team sendet Ihnen Ihr Angebot.",
  },
  actions: {
    room: "In Ihrem Raum ansehen",
    roomNeedsScript:
      "Um den Teppich in Ihrem Raum zu sehen, wird JavaScript benötigt; der übrige Konfigurator funktioniert auch ohne.",
    roomLoading: "Ansicht wird vorbereitet…",
    update: "Vorschau aktualisieren",
    copyLink: "Link kopieren",
    copied: "Link kopiert",
    sheet: "Spezifikation herunterladen (PDF)",
    pack: "Planerpaket herunterladen (ZIP)",
    quote: "Angebot anfordern",
  },
  quote: {
    heading: "Fordern Sie Ihr Angebot an",
    intro:
      "Senden Sie uns Ihren Entwurf zusammen mit Ihren Kontaktdaten. Wir prüfen ihn mit unserem technischen Team und senden Ihnen ein Angebot – auf Wunsch auch Muster der gewählten Farben.",
  },
  design: {
    eyebrow: "Design aus der Kollektion",
    name: "{{design}} · {{colourway}}",
    ownColours: "eigene Farben",
    free: "Freie Konfiguration",
    note: "Das Muster ist das des Designs; Maße, Form, Flor, Farben, Material und Rücken passen Sie an.",
    page: "Zum Design",
    leave: "Frei konfigurieren",
  },
  sheet: {
    title: "Spezifikationsblatt",
    link: "Diese Konfiguration ansehen und ändern",
    generated: "Erstellt am {{date}}",
    footer: "Unverbindliche Konfiguration, kein Angebot. Ihr Angebot erstellt unser Vertriebsteam.",
    file: "teppich-spezifikation",
  },
} satisfies ConfiguratorCopy;

export default de;
