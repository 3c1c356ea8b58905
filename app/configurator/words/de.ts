import type { ConfiguratorPageWords } from "./es";

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
} satisfies ConfiguratorPageWords;

export default de;
