import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Yachtteppiche nach Maß: Brandschutz M1/M2 und Nutzungsklasse 33",
    description:
      "Teppiche für Salons, Kabinen und Gänge von Yachten, nach den Plänen jedes Schiffs zugeschnitten – mit Brandschutzklasse M1/M2 und rutschhemmendem Rücken.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Yachten",
      title: "Teppiche nach Maß für das Leben an Bord",
      lead: "Wir schneiden jeden Teppich nach den Plänen Ihrer Yacht zu und fertigen ihn in unserer eigenen Manufaktur in Crevillente: der Komfort einer luxuriösen Residenz, mit der Belastbarkeit und Sicherheit, die das Meer verlangt.",
      image: {
        alt: "Teppich mit wellenförmigen Bahnen in Sand- und Blautönen im Hauptsalon einer Yacht",
      },
      actions: [{ label: "Beratung anfragen" }, { label: "Musterkollektion anfordern" }],
    },
    {
      kind: "cards",
      eyebrow: "Warum Nudo",
      title: "Werftpräzision mit handwerklicher Seele",
      items: [
        {
          title: "Millimetergenau nach Plan",
          text: "Wir arbeiten mit den Plänen jedes Schiffs und schneiden computergesteuert bis 2,5 m Breite bei unbegrenzter Länge. So folgt jedes Stück exakt Rundungen, Schotten und Treppenstufen.",
        },
        {
          title: "Keine sichtbaren Nähte",
          text: "Bis 6 × 4 m aus einem Stück, bei größeren Flächen mit unsichtbaren Nähten – in der Manufaktur oder an Bord von unseren eigenen Teams ausgeführt.",
        },
        {
          title: "Ein einziger Ansprechpartner",
          text: "Wir sind Hersteller, seit 1995: Entwurf, Fertigung und Verlegung kommen aus einem Haus. Sie, Ihre Werft und Ihr Innenarchitekt sprechen mit nur einem Team.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "An Bord",
      title: "Jeder Bereich mit seinem eigenen Teppich",
      intro:
        "Ein lichtdurchfluteter Salon verlangt etwas anderes als eine Kabine oder ein Niedergang. Technik, Florhöhe, Material und Rücken wählen wir für jeden Winkel der Yacht.",
      items: [
        {
          title: "Salons und Essbereiche",
          text: "Das gesellige Herz der Yacht. Großformate mit fließenden Mustern und nach Pantone abgestimmten Farben, im Dialog mit Hölzern, Polstern und Horizont.",
          image: { alt: "Teppich mit wellenförmigen Bahnen in Sandtönen im Salon einer Yacht" },
        },
        {
          title: "Eignersuite",
          text: "Reliefs im Konturenschnitt, Naturseide und kombinierte Florhöhen für einen Raum, so privat wie exklusiv – exakt auf jeden Winkel zugeschnitten.",
          image: {
            alt: "Teppich mit dreidimensionalem Relief im Konturenschnitt, Licht und Schatten spielen auf dem Flor",
          },
        },
        {
          title: "Gästekabinen",
          text: "Weiche, dichte neuseeländische Wolle für erholsame Nächte, auf die Form jeder Kabine zugeschnitten und mit rutschhemmendem Rücken ausgestattet.",
          image: { alt: "Nahaufnahme des weichen, dichten Wollflors eines handgetufteten Teppichs" },
        },
        {
          title: "Gänge und Treppen",
          text: "Die meistbegangenen Bereiche für Crew und Gäste. Lange, computergeschnittene Bahnen, durchgehende Muster und Fasern für die Nutzungsklasse 33.",
          image: { alt: "Teppich mit großem, durchgehendem geometrischem Muster für lange Wege" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenzen",
      title: "Yachten, die mit unseren Teppichen unterwegs sind",
      intro:
        "Salons und Kabinen, gemeinsam mit Werft und Innenarchitekturbüro umgesetzt – von den Plänen bis zur Verlegung an Bord.",
    },
    {
      kind: "cards",
      eyebrow: "Zertifizierungen und Materialien",
      title: "Bereit zum Auslaufen",
      items: [
        {
          title: "Brandschutzklasse M1/M2",
          text: "Unsere Teppiche für Yachten sind in der Brandverhaltensklasse M1/M2 eingestuft. Die technischen Unterlagen, die Ihre Werft und Ihr Projekt benötigen, stellen wir Ihnen bereit.",
        },
        {
          title: "Nutzungsklasse 33",
          text: "Die Klasse für stark beanspruchte gewerbliche Bereiche: Der Teppich behält sein Erscheinungsbild unter den ständigen Schritten von Crew und Gästen, Saison für Saison.",
        },
        {
          title: "Rücken für das Leben auf See",
          text: "Rutschhemmende Rücken, die jedes Stück an seinem Platz halten, schwer entflammbare Rücken für zusätzliche Sicherheit an Bord und technische Rücken für jeden Bodentyp.",
        },
        {
          title: "Edle und technische Materialien",
          text: "Neuseeländische Wolle, Naturseide, Baumwolle, Synthetikfasern oder individuelle Mischungen, für jeden Bereich passend zu Nutzung und Pflegeaufwand an Bord gewählt.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "So arbeiten wir",
      title: "Vom Plan bis zur ersten Reise",
      intro: "Wir richten uns nach dem Zeitplan der Werft – beim Neubau ebenso wie beim Refit.",
      items: [
        {
          title: "Briefing, Pläne und Aufmaß",
          text: "Ausgangspunkt sind die Pläne des Schiffs, die Nutzung jedes Bereichs und der Zeitplan der Werft. Bei Bedarf nehmen wir das Aufmaß an Bord.",
        },
        {
          title: "Entwurf und Muster",
          text: "Wir entwickeln den Entwurf mit Ihrem Innenarchitekten und geben ihn anhand physischer Muster frei: Farben nach Pantone oder aus unseren 300 Kollektionsfarben, Texturen, Florhöhen und Rücken.",
        },
        {
          title: "Fertigung in Crevillente",
          text: "Wir fertigen jedes Stück in unserer Manufaktur, in Handtuft oder Robotuft, und schneiden es computergesteuert nach der Schablone des jeweiligen Bereichs zu, passgenau für seinen Platz.",
        },
        {
          title: "Lieferung und Verlegung an Bord",
          text: "Unsere mobilen Verlegeteams verlegen die Teppiche dort, wo die Yacht gerade liegt, ob auf der Werft oder im Hafen, in jedem Land. Und unsere internationale Garantie begleitet Sie, wohin die Reise auch geht.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Angebot",
      title: "Sie bauen oder modernisieren eine Yacht?",
      text: "Senden Sie uns die Pläne und den Zeitplan der Werft, und wir erstellen Ihnen einen Entwurf und ein individuelles Angebot. Möchten Sie die Materialien vorher in der Hand halten? Fordern Sie unsere Musterkollektion an.",
      actions: [{ label: "Angebot anfordern" }, { label: "Musterkollektion anfordern" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
