import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Individuelle Teppiche nach Maß",
    description:
      "Gestalten Sie Ihren Teppich nach Maß: Form, Pantone-Farben, nahtlose Stücke bis 6 × 4 m, Florhöhen, Konturenschnitt und edle Materialien. Gefertigt in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Maßanfertigung",
      title: "Ihr Teppich – so grenzenlos wie Ihre Idee",
      lead: "Form, Farbe, Maß, Textur und Material: Jede Entscheidung liegt bei Ihnen. Wir machen daraus ein Unikat, gefertigt in unserer eigenen Manufaktur in Crevillente.",
      image: {
        alt: "Individuell gestalteter Teppich mit Relief im Konturenschnitt, Streiflicht auf unterschiedlichen Florhöhen",
      },
    },
    {
      kind: "text",
      eyebrow: "Handtuft",
      title: "Handtuft: volle gestalterische Freiheit",
      paragraphs: [
        "Beim Handtufting setzt der Kunsthandwerker das Garn Stich für Stich mit der Handtufting-Pistole in den Spannrahmen. Diese Freiheit erlaubt organische Muster, unregelmäßige Konturen, kombinierte Florhöhen und Materialmischungen, die sich in Serie nicht wiederholen lassen.",
        "Es ist die Technik für Designerstücke: Jeder Teppich entsteht aus einer Skizze, einem Logo oder einer Idee – und trägt die Handschrift derer, die ihn geschaffen haben.",
      ],
      image: {
        alt: "Kunsthandwerker bei der Arbeit an einem Teppich mit der Handtufting-Pistole am Spannrahmen",
      },
    },
    {
      kind: "text",
      eyebrow: "Robotuft",
      title: "Robotertechnik mit millimetergenauer Präzision",
      paragraphs: [
        "Unser robotergestütztes Tufting überträgt den digitalen Entwurf mit millimetergenauer Gleichmäßigkeit auf den Spannrahmen. Jeder Stich, jede Florhöhe und jeder Farbwechsel wird exakt wiedergegeben – Stück für Stück.",
        "Die ideale Lösung für große Flächen und Contract-Projekte, die identische Serien und gleichbleibende Qualität verlangen – vom Hotelflur bis zur kompletten Büroetage.",
      ],
      image: { alt: "Robotergesteuerter Tuftingkopf, der gerade Garnreihen in den Spannrahmen setzt" },
    },
    {
      kind: "numbered",
      eyebrow: "Ablauf",
      title: "Von der Idee in Ihren Raum – in vier Schritten",
      items: [
        {
          title: "Entwurf",
          text: "Aus Ihrer Skizze, Ihrem Logo oder Ihrer Referenz erstellen wir einen technischen Entwurf mit Maßen, Farben und Texturen, den wir Ihnen zur Freigabe vorlegen.",
        },
        {
          title: "Materialauswahl",
          text: "Gemeinsam mit Ihnen wählen wir Fasern, Farben und Florhöhen anhand physischer Muster aus – damit Sie das Ergebnis sehen und fühlen, bevor wir fertigen.",
        },
        {
          title: "Fertigung nach Maß",
          text: "Wir fertigen den Teppich in Crevillente, von Hand oder per Roboter, und vollenden ihn mit dem Konturenschnitt, dem Zuschnitt und dem Rücken, die das Projekt verlangt.",
        },
        {
          title: "Auslieferung",
          text: "Wir prüfen jedes Stück, verpacken es mit größter Sorgfalt und liefern es dorthin, wo Sie es brauchen – mit Verlegeteams, die an jeden Ort der Welt reisen.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Großformat",
      title: "Größe ohne Grenzen",
      paragraphs: [
        "Wir fertigen Teppiche bis 6 m × 4 m aus einem Stück, ganz ohne Nähte. Für größere Flächen verbinden wir mehrere Teile mit unsichtbaren Nähten – in unserer Manufaktur oder direkt vor Ort.",
        "So lassen sich ein Ballsaal, eine Lobby oder eine ganze Büroetage mit einem einzigen, durchgehenden Design ausstatten, ohne dass Schnitte das Muster unterbrechen.",
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Gestaltungsoptionen",
      title: "Elf Entscheidungen, die Ihren Teppich einzigartig machen",
      intro:
        "Jeder Maßteppich ist die Summe dieser Entscheidungen. Wir begleiten Sie bei jeder einzelnen – mit Mustern und technischer Beratung in jedem Schritt.",
      items: [
        {
          title: "Form",
          text: "Kein Raum gleicht dem anderen – und Ihr Teppich muss es auch nicht. Wir passen die Kontur an den Raum, an die Möbel oder an das Muster selbst an.",
          facts: [
            "Quadratisch",
            "Rechteckig",
            "Unregelmäßig",
            "Rund",
            "Oval",
            "Sechseckig",
            "Fragmentiert",
            "Gewellt",
            "Gestuft",
            "Dreieckig",
            "Zusammengesetzt",
            "Einzelne Teile",
          ],
        },
        {
          title: "Farben",
          text: "Grundlage ist unsere eigene Kollektion mit 300 Farben; darüber hinaus treffen wir jede Farbreferenz Ihres Projekts, damit der Teppich mit Stoffen, Hölzern und Oberflächen harmoniert.",
          facts: ["Farben in der Regel nach Pantone-Referenz", "Kollektion mit 300 Farben", "Farbkits M50 und M300"],
        },
        {
          title: "Maße",
          text: "Wir fertigen exakt nach den Maßen jedes Raums – vom Bettvorleger bis zur Lobby eines großen Hotels.",
          facts: [
            "Maximalgröße ohne Nähte: 6 m × 4 m",
            "Unsichtbare Nähte für größere Flächen",
            "Nähte in der Manufaktur oder vor Ort",
          ],
        },
        {
          title: "Computergesteuerter Zuschnitt",
          text: "Der digitale Zuschnitt folgt der Kontur des Entwurfs millimetergenau: Rundungen, Passformen und Aussparungen für Säulen, Stufen oder feste Einbauten.",
          facts: ["Maximale Schnittbreite: 2,5 m", "Unbegrenzte Länge"],
        },
        {
          title: "Florart",
          text: "Velours schenkt Weichheit und Farbtiefe, Schlinge bringt Textur und Strapazierfähigkeit. In einem Stück kombiniert, zeichnen beide Muster ganz ohne Farbwechsel.",
          facts: [
            "Velours (geschnittener Flor)",
            "Schlingenflor",
            "Velours und Schlinge, kombinierbar in einem Teppich",
          ],
        },
        {
          title: "Florhöhen",
          text: "Das Spiel mit verschiedenen Florhöhen verleiht dem Design Volumen und bestimmt, wie der Teppich das Licht einfängt und auf jeden Schritt reagiert.",
          facts: ["Velours: 15 bis 50 mm", "Velours ab 6 mm, geschoren", "Schlinge: 4 bis 40 mm"],
        },
        {
          title: "Konturenschnitt",
          text: "Unsere Kunsthandwerker schneiden Konturen und Rillen von Hand in den Flor, um das Muster hervorzuheben und dreidimensionale Reliefs zu schaffen, die sich mit dem Licht verändern.",
          facts: ["Konturenschnitt von Hand", "Dreidimensionale Reliefs", "Kombinierbar mit verschiedenen Florhöhen"],
        },
        {
          title: "Muster und Design",
          text: "Am Anfang steht eine Skizze, ein Logo, eine Fotografie oder einfach eine Idee. Unser Designteam entwickelt sie gemeinsam mit Ihnen bis ins letzte Detail.",
          facts: [
            "Vollständig individuelles Design",
            "Auf Basis einer Skizze, eines Logos oder einer Idee",
            "Technischer Entwurf zu Ihrer Freigabe",
          ],
        },
        {
          title: "Dichte",
          text: "Die Stichdichte bestimmt Haptik, Schärfe des Musters und Strapazierfähigkeit. Wir stimmen sie auf den Einsatzort jedes Teppichs ab: eine Suite, einen Hotelflur oder eine Flugzeugkabine.",
          facts: [
            "Dichte abgestimmt auf die vorgesehene Nutzung",
            "Mehr Dichte, schärferes Musterbild",
            "Nutzungsklasse 33 für starke Beanspruchung",
          ],
        },
        {
          title: "Materialien",
          text: "Wir wählen edle Fasern nach Haptik, Glanz und Alterungsverhalten aus und kombinieren sie passend zum Charakter jedes Projekts.",
          facts: ["Neuseeländische Wolle", "Naturseide", "Baumwolle", "Synthetikfasern", "Mischungen nach Maß"],
        },
        {
          title: "Rücken (Backing)",
          text: "Der Rücken, das sogenannte Backing, verleiht dem Teppich Stabilität und wird passend zu Bodenbelag, Nutzung und den Vorschriften des jeweiligen Raums gewählt.",
          facts: ["Rücken aus Naturlatex", "Technischer Rücken", "Rutschfester Rücken", "Schwer entflammbarer Rücken"],
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Projekt nach Maß",
      title: "Bereit für Ihren Teppich?",
      text: "Teilen Sie uns Ihre Idee, die Maße und den Zeitrahmen mit. Wir antworten mit einem Designvorschlag und den Mustern, die Sie für Ihre Entscheidung brauchen.",
      actions: [{ label: "Projekt nach Maß starten" }, { label: "Musterkollektion anfordern" }],
    },
  ],
} satisfies PageTranslation;
