import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Erfahrung: Hersteller von Luxusteppichen seit 1995",
    description:
      "Über 25 Jahre maßgefertigte Teppiche aus Crevillente: eigene Manufaktur, internationale Projekte und Erfahrung in Innenarchitektur, Contract und Luftfahrt.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Erfahrung",
      title: "Handwerk seit 1995, mit Blick auf die Welt",
      lead: "Wir sind Hersteller, keine Händler. In Crevillente entwerfen, tuften und verlegen wir maßgefertigte Teppiche für Hotels, Residenzen, Yachten und Flugzeuge in aller Welt.",
      image: { alt: "Maßgefertigter Teppich im Salon einer Suite, in natürliches Licht getaucht" },
    },
    {
      kind: "text",
      eyebrow: "Unsere Geschichte",
      title: "Ein Handwerk, das 1995 begann",
      paragraphs: [
        "Gegründet wurden wir 1995 in Crevillente, einem Ort in der Provinz Alicante mit langer Teppichtradition. Mehr als 25 Jahre haben uns gelehrt, dass sich ein großer Teppich nicht improvisieren lässt: Er entsteht mit Geduld, Urteilsvermögen und einem Anspruch, der keine Abkürzungen duldet.",
        "Seit über 30 Jahren begleiten wir Innenarchitekten bei Projekten jeder Größenordnung – vom Einzelstück für einen privaten Salon bis zu großen Flächen für Hotels. Unsere Marke Nudo ist noch keine zehn Jahre alt, trägt aber diese ganze Erfahrung in sich.",
      ],
      image: { alt: "Detail der Wollschlingen eines handgetufteten Teppichs" },
    },
    {
      kind: "text",
      eyebrow: "Die Manufaktur",
      title: "Alles unter einem Dach",
      paragraphs: [
        "In unserer eigenen Manufaktur auf über {{factoryArea}} greifen Design, Farbvorbereitung, Handtuft und Robotuft, Konturenschnitt und Veredelung ineinander. Weil wir jede Phase selbst steuern, können wir schnell handeln und persönlich für das Ergebnis einstehen.",
        "Wir arbeiten mit vier Techniken – Flatweave, Wilton, Handtuft und Robotuft – und einer Kollektion von 300 Farben, ergänzt durch Pantone-Referenzen. Jedes Projekt erhält die Technik, die seinem Design, seiner Nutzung und seinem Budget am besten entspricht.",
      ],
      image: {
        alt: "Panoramaansicht der Manufaktur mit Tuftingrahmen, Garnspulen und fertigen Teppichen",
      },
    },
    {
      kind: "facts",
      eyebrow: "In Zahlen",
      title: "Ein Weg, gemessen in Handwerk",
      items: [
        { value: "1995", label: "Gründungsjahr" },
        { value: "25+", label: "Jahre Firmengeschichte" },
        { value: "30+", label: "Jahre an der Seite von Innenarchitekten" },
        { value: "300", label: "Farben in der Kollektion" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Internationale Erfahrung",
      title: "Von Crevillente in die ganze Welt",
      paragraphs: [
        "Unsere Teppiche reisen – und wir mit ihnen. Unsere Verlegeteams sind dort vor Ort, wo das Projekt entsteht, und fertigen auf der Baustelle die unsichtbaren Nähte, die große Formate erfordern – mit derselben Sorgfalt wie in der Manufaktur.",
        "Aus dieser Erfahrung ist eine Methode geworden: die Planung jeder Lieferung, Textil- und Luftfahrtzertifizierungen, wenn das Projekt sie verlangt, und eine internationale Garantie gegen Herstellungsfehler, die Sie begleitet, wo auch immer Ihr Teppich liegt.",
      ],
    },
    {
      kind: "cards",
      eyebrow: "Branchen",
      title: "Drei Bereiche, ein Anspruch",
      intro:
        "Wir arbeiten für Hotels, Innenarchitekten, Architekten, den Einzelhandel, Yachten, Privatjets und Privatkunden. Diese drei Bereiche bringen unsere Erfahrung am besten auf den Punkt.",
      items: [
        {
          title: "Innenarchitektur nach Maß",
          text: "Residenzen und Einrichtungsprojekte, die nach einem unverwechselbaren Einzelstück verlangen. Aus Ihrer Skizze, einem Logo oder einer Idee machen wir einen Teppich.",
          image: { alt: "Unikat-Teppich mit unregelmäßiger Kontur auf dem Holzboden einer Residenz" },
          action: { label: "Ihren Teppich gestalten" },
        },
        {
          title: "Contract",
          text: "Hotels, Büros, Einzelhandel, Museen und Theater. Teppiche mit Brandschutzklasse M1 und Nutzungsklasse 33, ausgelegt für hohe Frequenz – ohne Abstriche beim Design.",
          image: { alt: "Maßgefertigter Teppich in der Lobby eines Hotels" },
          action: { label: "Projekte ansehen" },
        },
        {
          title: "Kommerzielle Luftfahrt",
          text: "Kabinen, in denen jeder Zentimeter zählt. Teppiche mit Luftfahrt- und Textilzertifizierungen, präzise auf jedes Flugzeug zugeschnitten.",
          image: { alt: "Robotergetufteter Teppich im Kabinengang eines Flugzeugs" },
          action: { label: "Projekt anfragen" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Unsere Erfahrung im Dienst Ihres Projekts",
      text: "Erzählen Sie uns, welchen Raum Sie sich vorstellen, und wir schlagen Ihnen Technik, Materialien und Lieferzeiten vor. Oder beginnen Sie mit unserer Musterkollektion und erleben Sie die Qualität mit den eigenen Händen.",
      actions: [{ label: "Sprechen Sie mit uns" }, { label: "Musterkollektion anfordern" }],
    },
  ],
} satisfies PageTranslation;
