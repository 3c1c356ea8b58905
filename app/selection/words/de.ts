import type { SelectionWords } from "./es";

const de: SelectionWords = {
  add: {
    heading: "Zum Projekt hinzufügen",
    intro:
      "Stellen Sie die Teppiche eines Auftrags mit Bereich und Stückzahl zusammen, um sie zu teilen oder für alle zugleich Muster und ein Angebot anzufordern.",
    place: "Bereich",
    placeHint: "z. B. Lobby",
    quantity: "Stückzahl",
    submit: "Zum Projekt hinzufügen",
    view: "Mein Projekt ansehen",
  },
  meta: {
    title: "Mein Projekt",
    description: "Die Teppiche Ihres Projekts mit Bereich, Stückzahl, Fläche, Klassen und Lieferzeiten.",
  },
  shared: {
    title: "Geteiltes Projekt",
    description: "Eine schreibgeschützte Kopie eines Teppichprojekts.",
  },
  page: {
    eyebrow: "Für Planer",
    title: "Mein Projekt",
    intro:
      "Die Teppiche, die Sie zusammengestellt haben, jeweils mit Bereich und Stückzahl. Ihr Projekt wird in diesem Browser gespeichert; teilen Sie es per Link oder fordern Sie für alle zugleich Muster und ein Angebot an.",
    sharedTitle: "Geteiltes Projekt",
    sharedIntro:
      "Eine schreibgeschützte Kopie, so wie das Projekt am {{date}} geteilt wurde. Der Link läuft am {{expires}} ab.",
    empty:
      "Ihr Projekt ist noch leer. Fügen Sie Teppiche aus jedem Design der Kollektion oder aus dem Konfigurator hinzu.",
    emptyLinks: { collection: "Zur Kollektion", configurator: "Konfigurator öffnen" },
    itemsHeading: "Teppiche",
    count: "Teppiche: {{count}} · Positionen: {{items}}",
  },
  item: {
    code: "Position",
    place: "Bereich",
    noPlace: "Ohne Bereich",
    quantity: "Stückzahl",
    size: "Maße",
    colours: "Farben",
    area: "Fläche",
    areaValue: "je {{each}} m² · insgesamt {{total}} m²",
    wear: "Beanspruchungsklasse (EN 1307)",
    fire: "Brandverhalten (EN 13501-1)",
    leadTime: "Lieferzeit",
    leadTimeValue: "{{weeks}} Wochen",
    withdrawn:
      "Dieses Design gehört nicht mehr zur Kollektion: Es bleibt als freie Konfiguration mit denselben Einstellungen erhalten.",
    picture: "{{rug}} in der Draufsicht",
    configure: "Im Konfigurator ändern",
    pack: "Planerpaket (ZIP)",
    save: "Speichern",
    remove: "Entfernen",
    removeLabel: "{{rug}} aus dem Projekt entfernen",
    saveLabel: "Bereich und Stückzahl von {{rug}} speichern",
  },
  totals: {
    heading: "Projekt insgesamt",
    rugs: "Teppiche",
    area: "Fläche",
    weight: "Gewicht",
    carbon: "CO₂-Fußabdruck (A1-A3)",
    leadTime: "Längste Lieferzeit",
    areaValue: "{{value}} m²",
    weightValue: "ca. {{value}} kg",
    carbonValue: "{{value}} kg CO₂e",
    onRequest: "auf Anfrage",
  },
  share: {
    heading: "Teilen",
    intro:
      "Ein schreibgeschützter Link für Ihre Kunden oder Ihr Team: Er zeigt die Teppiche im aktuellen Stand, in jedem Browser. Ändern können Ihr Projekt weiterhin nur Sie; teilen Sie es erneut, wann immer Sie möchten.",
    submit: "Link zum Teilen erstellen",
    created: "Link erstellt. Er läuft am {{expires}} ab.",
    link: "Projektlink",
    copy: "Link kopieren",
    copied: "Link kopiert",
  },
  downloads: {
    heading: "Herunterladen",
    xlsx: "FF&E-Liste (Excel)",
    csv: "FF&E-Liste (CSV)",
    zip: "Liste und Planerpakete aller Teppiche (ZIP)",
    language: "Diese Sprache wird nicht angeboten.",
    format: "Dieses Format wird nicht angeboten.",
    busy: "Wir bereiten gerade viele Pakete gleichzeitig vor. Bitte versuchen Sie es in einigen Sekunden erneut.",
    failed: "Der Download konnte nicht vorbereitet werden. Bitte versuchen Sie es erneut oder schreiben Sie uns.",
  },
  notices: {
    added: "{{rug}} wurde Ihrem Projekt hinzugefügt.",
    updated: "Änderungen gespeichert.",
    removed: "Teppich aus dem Projekt entfernt.",
  },
  problems: {
    quantity: "Geben Sie eine ganze Zahl von 1 bis 9999 ein.",
    rug: "Dieser Teppich lässt sich so, wie er konfiguriert ist, nicht fertigen.",
    full: "Ihr Projekt enthält bereits {{max}} Positionen, das Maximum. Entfernen Sie eine, oder teilen Sie dieses Projekt und beginnen Sie ein neues.",
    missing: "Dieser Teppich ist nicht mehr in Ihrem Projekt.",
    empty: "Fügen Sie mindestens einen Teppich hinzu, bevor Sie das Projekt teilen.",
    shares: "Sie haben in kurzer Zeit viele Links erstellt. Bitte versuchen Sie es in einigen Minuten erneut.",
    unavailable: "Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es in einigen Sekunden erneut.",
  },
  gone: {
    unknownTitle: "Diesen Link gibt es nicht",
    unknown:
      "Prüfen Sie, ob Sie ihn vollständig kopiert haben. Wer ihn Ihnen gesendet hat, kann im eigenen Projekt einen neuen erstellen.",
    expiredTitle: "Dieser Link ist abgelaufen",
    expired: "Projektlinks bleiben {{days}} Tage gültig. Bitten Sie den Absender, das Projekt erneut zu teilen.",
  },
};

export default de;
