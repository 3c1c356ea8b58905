import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Maßgefertigte Teppiche für Geschäfte, Showrooms und Marken",
    description:
      "Teppiche mit Ihrem Logo und Ihren Unternehmensfarben für Geschäfte und Showrooms: M1, Nutzungsklasse 33 und identische Serien in Robotuft. Aus Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Einzelhandel",
      title: "Ihre Marke, auf Schritt und Tritt",
      lead: "Wir entwerfen und fertigen Teppiche für Geschäfte, Showrooms und Markenräume, die Ihre Identität auf den Boden bringen: Ihr Logo, Ihre Farben und eine Strapazierfähigkeit für den täglichen Kundenverkehr – aus unserer eigenen Manufaktur in Crevillente.",
      image: {
        alt: "Großformatiger Teppich mit geometrischem Muster in den Farben einer Marke, auf dem Boden eines Geschäfts",
      },
      actions: [{ label: "Angebot anfordern" }, { label: "Katalog anfordern" }],
    },
    {
      kind: "cards",
      eyebrow: "Warum Nudo",
      title: "Teppiche, die für Ihre Marke arbeiten",
      intro:
        "Ein durchdachter Teppich führt den Kunden, rahmt das Produkt und macht Ihren Raum schon an der Tür unverwechselbar.",
      items: [
        {
          title: "Ihre Identität am Boden",
          text: "Wir übernehmen Ihr Logo, Ihre Typografie und Ihre Unternehmensfarben, in der Regel nach Pantone-Referenz abgestimmt, damit der Teppich Teil Ihres Markenauftritts wird.",
        },
        {
          title: "Gemacht für hohe Frequenz",
          text: "Nutzungsklasse 33 und sorgfältig ausgewählte Materialien, die dem ständigen Kundenstrom standhalten, ohne Farbe, Form oder Ausstrahlung zu verlieren.",
        },
        {
          title: "In jeder Filiale identisch",
          text: "Mit Robotuft gibt jeder Teppich das Design millimetergenau wieder: Ihre erste und Ihre neueste Filiale sehen exakt gleich aus.",
        },
        {
          title: "Hersteller, keine Händler",
          text: "Wir produzieren in unserer eigenen Manufaktur mit über {{factoryArea}} in Crevillente: Qualität und Termine liegen in unserer Hand, und wir reagieren schnell, wenn Sie eine neue Filiale eröffnen.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Projekte",
      title: "Vom Schaufenster bis zum Showroom",
      intro:
        "Jedes Ladenformat hat seinen eigenen Rhythmus und sein eigenes Publikum. Wir stimmen Design, Materialien und Maße auf jedes einzelne ab.",
      items: [
        {
          title: "Flagship-Stores",
          text: "Die ambitionierteste Adresse Ihrer Marke verdient einen ebenbürtigen Teppich: große Formate, Reliefs und Formen, die den Besuch zum Erlebnis machen.",
          image: { alt: "Teppich mit großformatigem geometrischem Muster auf einer Verkaufsfläche" },
        },
        {
          title: "Showrooms",
          text: "Teppiche, die Ihr Produkt rahmen und den Weg durch den Raum lenken, ohne ihm die Bühne zu nehmen.",
          image: { alt: "Teppich mit großem, maßgefertigtem geometrischem Muster" },
        },
        {
          title: "Luxusboutiquen",
          text: "Unikate für intime Räume, in denen ein Maßteppich den Ton angibt und den Kunden umfängt.",
          image: { alt: "Teppich mit 3D-Relief im Konturenschnitt und unterschiedlichen Florhöhen" },
        },
        {
          title: "Shop-in-Shops und Markenflächen",
          text: "Corners, Pop-ups und Markenflächen in Kaufhäusern – mit einem Design, das an jedem Standort originalgetreu wiederkehrt.",
          image: { alt: "Teppich mit kleinem, wiederkehrendem Muster" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenzen",
      title: "Geschäfte und Markenräume",
      intro:
        "Boutiquen und Showrooms, in denen der Teppich zur Identität der Marke gehört. Sehen Sie, wie wir es jeweils umgesetzt haben.",
    },
    {
      kind: "cards",
      eyebrow: "Leistungen",
      title: "Bereit für den Einsatz im Handel",
      items: [
        {
          title: "Brandschutzklasse M1",
          text: "Wir fertigen mit Brandschutzklassifizierung M1 und, wo das Projekt es vorsieht, mit schwer entflammbaren Rücken. Die technischen Unterlagen zu jedem Teppich stellen wir Ihnen bereit.",
        },
        {
          title: "Nutzungsklasse 33",
          text: "Die Klasse für starke gewerbliche Beanspruchung: Dichte, Fasern und Rücken sind so gewählt, dass der Teppich Saison für Saison sein Erscheinungsbild behält.",
        },
        {
          title: "Rollout über mehrere Standorte",
          text: "Wir koordinieren Fertigung und Lieferung für mehrere Eröffnungen zugleich – mit identischen Serien dank Robotuft und demselben Standard an jedem Standort.",
        },
        {
          title: "Verlegung und Pflege",
          text: "Unsere mobilen Verlegeteams arbeiten in jedem Land. Dazu erhalten Sie eine Pflegeanleitung und unseren professionellen Reinigungsservice, damit der Teppich aussieht wie am ersten Tag.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Ablauf",
      title: "So entsteht ein Retail-Projekt",
      intro: "Vom ersten Briefing bis zum Eröffnungstag – mit einem einzigen Ansprechpartner.",
      items: [
        {
          title: "Das Briefing",
          text: "Erzählen Sie uns von Ihrer Marke, Ihren Flächen und Ihrem Eröffnungsplan. Anhand von Plänen und Maßen schlagen wir die passende Technik und die richtigen Materialien vor.",
        },
        {
          title: "Design und Muster",
          text: "Wir übersetzen Ihre Identität in einen Teppichentwurf und senden Ihnen physische Muster in Ihren Unternehmensfarben zur Freigabe vor der Fertigung.",
        },
        {
          title: "Gefertigt in Crevillente",
          text: "Wir produzieren in unserer eigenen Manufaktur in Crevillente: identische Serien in Robotuft, Einzelstücke in Handtuft.",
        },
        {
          title: "Lieferung und Verlegung",
          text: "Wir liefern in jede Filiale, und unsere Teams verlegen die Teppiche – bereit zur Eröffnung und abgesichert durch unsere internationale Garantie gegen Herstellungsfehler.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Angebot",
      title: "Sie planen eine Neueröffnung?",
      text: "Senden Sie uns Pläne, Maße und Ihr Corporate-Design-Handbuch – wir erstellen Ihnen einen Designvorschlag und ein individuelles Angebot.",
      actions: [{ label: "Angebot anfordern" }, { label: "Katalog anfordern" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
