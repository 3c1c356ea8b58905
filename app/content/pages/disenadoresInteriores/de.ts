import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Maßgefertigte Teppiche für Innenarchitekten",
    description:
      "Ihre Teppichmanufaktur nach Maß: volle Individualisierung, 300 Farben, Farbkits M50 und M300, Muster und technische Beratung. Eigene Fertigung in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Innenarchitekten",
      title: "Die Manufaktur, die Ihre Skizzen in Teppiche verwandelt",
      lead: "Seit über 30 Jahren begleiten wir Innenarchitekten. Als Hersteller arbeiten wir wie eine Erweiterung Ihres Studios: Wir entwickeln Ihren Entwurf, treffen Ihre Farbpalette und fertigen jedes Stück in unserer eigenen Manufaktur in Crevillente.",
      image: {
        alt: "Handgetufteter Teppich mit organischen Farbformen, entstanden nach der Skizze eines Innenarchitekten",
      },
      actions: [{ label: "Beratung anfragen" }, { label: "Musterkollektion anfordern" }],
    },
    {
      kind: "cards",
      eyebrow: "Warum Nudo",
      title: "Ein Hersteller, der als Ihr Atelier arbeitet",
      intro:
        "Zwischen Ihrem Studio und dem Tuftingrahmen gibt es keine Zwischenhändler: Sie sprechen direkt mit dem Team, das jeden Teppich entwickelt, fertigt und verlegt.",
      items: [
        {
          title: "Ihr Atelier, kein Katalog",
          text: "Wir sind Hersteller, keine Händler. Ihr Entwurf wird nicht einem Katalog angepasst: Wir entwickeln und fertigen ihn in unserer eigenen Manufaktur in Crevillente – mit einem einzigen Ansprechpartner von Anfang bis Ende.",
        },
        {
          title: "Volle Individualisierung",
          text: "Wir beginnen mit Ihrer Skizze, einem Grundriss oder einer Referenz. Form, Maß, Florhöhen, Konturenschnitt, Materialien und Rücken: Jede Entscheidung liegt bei Ihnen, und wir machen daraus ein Unikat.",
        },
        {
          title: "300 Farben griffbereit",
          text: "Arbeiten Sie dank der Farbkits M50 und M300 direkt in Ihrem Studio mit unserer Kollektion von 300 Farben – und zeigen Sie Ihren Kunden die echte Farbe statt einer Annäherung am Bildschirm.",
        },
        {
          title: "Diskret im Hintergrund",
          text: "Sie präsentieren das Konzept, und die Kundenbeziehung bleibt bei Ihnen. Wir liefern das Handwerk, die Muster und die technische Unterstützung, die Sie für jeden Termin brauchen.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Projekte",
      title: "Überall dort, wohin Ihr Projekt Sie führt",
      intro:
        "Wir arbeiten an Ihrer Seite an Wohn-, Hotel- und Yachtprojekten – vom einzelnen Statement-Stück bis zum kompletten Haus.",
      items: [
        {
          title: "Private Residenzen",
          text: "Wohnzimmer, Schlafzimmer und Ankleiden, in denen der Teppich aus dem Raum selbst entsteht: aus seiner Form, seinem Licht und dem Mobiliar ringsum.",
          image: { alt: "Teppich mit unregelmäßiger Kontur auf dem Holzboden eines Wohnzimmers" },
        },
        {
          title: "Suiten in Luxushotels",
          text: "Suiten, Villen und private Bereiche von Luxushotels, in denen wohnliche Details auf die Strapazierfähigkeit treffen, die der tägliche Hotelbetrieb verlangt.",
          image: { alt: "Maßgefertigter Teppich in einer Hotelsuite, in warmes Licht getaucht" },
        },
        {
          title: "Designerstücke",
          text: "Unikate, konzipiert als Kunstwerke: freie Formen, Reliefs im Konturenschnitt und Materialmischungen, die nur Handtuft möglich macht.",
          image: { alt: "Teppich mit 3D-Relief im Konturenschnitt und unterschiedlichen Florhöhen" },
        },
        {
          title: "Yachten",
          text: "Salons und Kabinen mit Teppichen, die millimetergenau nach den Plänen jeder Yacht zugeschnitten werden – abgestimmt auf Ihr Einrichtungskonzept.",
          image: {
            alt: "Einzigartiger Teppich mit unregelmäßiger Kontur, passgenau für seinen Raum zugeschnitten",
          },
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Leistungen",
      title: "Alles, was Ihr Projekt braucht, aus einer Hand",
      items: [
        {
          title: "Designentwicklung",
          text: "Unser Designteam macht aus Ihrer Skizze, Ihrem Moodboard oder Ihrem Grundriss einen technischen Fertigungsentwurf mit Maßen, Farben und Texturen – zu Ihrer Freigabe.",
        },
        {
          title: "Muster und Farbabstimmung",
          text: "Wir treffen die Farben Ihres Konzepts, in der Regel nach Pantone-Referenz, und senden Ihnen physische Muster, damit Sie Farbton, Haptik und Textur vor der Fertigung freigeben.",
        },
        {
          title: "Technische Beratung",
          text: "Wir unterstützen Sie bei der Spezifikation von Technik, Material, Dichte und Rücken: Velours von 15 bis 50 mm, Schlinge von 4 bis 40 mm und nahtlose Stücke bis 6 × 4 m.",
        },
        {
          title: "Verlegung weltweit",
          text: "Unsere mobilen Verlegeteams verlegen den Teppich, wo immer Ihr Projekt liegt – bei Bedarf mit unsichtbaren Nähten direkt vor Ort.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Ablauf",
      title: "So arbeiten wir mit Ihnen",
      intro: "Vier Phasen, ein einziger Ansprechpartner und Ihre Freigabe bei jedem Schritt.",
      items: [
        {
          title: "Das Briefing",
          text: "Sie erzählen uns von Ihrem Projekt: Pläne, Maße, Referenzen, Termine und der Stil Ihres Kunden. Wir beraten Sie zur passenden Technik und zu den richtigen Materialien.",
        },
        {
          title: "Design und Muster",
          text: "Wir entwickeln den Designvorschlag und senden Ihnen physische Farb- und Texturmuster. Wir feilen an jedem Detail, bis Sie und Ihr Kunde grünes Licht geben.",
        },
        {
          title: "Gefertigt in Crevillente",
          text: "Wir fertigen den Teppich in unserer eigenen Manufaktur in Crevillente, von Hand oder per Roboter getuftet, und prüfen jedes Stück, bevor es die Werkstatt verlässt.",
        },
        {
          title: "Lieferung und Verlegung",
          text: "Wir liefern an Ihren Projektort, und unsere Teams verlegen den Teppich – mit Pflegeanleitung und unserer internationalen Garantie gegen Herstellungsfehler.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Beratung",
      title: "Sie arbeiten an einem neuen Projekt?",
      text: "Erzählen Sie uns, was Sie gestalten. Wir schlagen Ihnen eine maßgeschneiderte Lösung vor und senden Ihnen die Muster, mit denen Sie sie Ihrem Kunden präsentieren können.",
      actions: [{ label: "Beratung anfragen" }, { label: "Musterkollektion anfordern" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
