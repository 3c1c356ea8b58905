import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Internationale Garantie gegen Herstellungsfehler",
    description:
      "Unsere internationale Garantie deckt Herstellungsfehler, Langlebigkeit und die exakte Umsetzung des freigegebenen Designs ab. Was sie umfasst und wie Sie reklamieren.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Garantie",
      title: "Wir stehen für jeden Teppich ein, wo auch immer er liegt",
      lead: "Als Hersteller übernehmen wir die Verantwortung für alles, was unsere Manufaktur verlässt. Deshalb haben unsere Teppiche eine internationale Garantie gegen Herstellungsfehler.",
      image: { alt: "Handgetufteter Teppich mit Florwellen in Elfenbein- und Bronzetönen" },
    },
    {
      kind: "text",
      eyebrow: "Geltungsbereich",
      title: "Eine Garantie ohne Grenzen",
      paragraphs: [
        "Unsere Garantie gilt international: Sie schützt Sie gleichermaßen, ob Ihr Teppich in einem Hotel in Spanien, in einer Residenz im Ausland oder an Bord einer Yacht liegt. Und weil wir ihn selbst fertigen, stehen keine Zwischenhändler zwischen Ihrer Reklamation und der Lösung.",
        "Sie deckt Herstellungsfehler ab und stützt sich auf zwei konkrete Zusagen: die Langlebigkeit des Teppichs bei der Nutzung, für die er konzipiert wurde, und die exakte Umsetzung des Designs, das Sie vor der Fertigung freigegeben haben.",
      ],
      image: { alt: "Teppich mit großem geometrischem Muster" },
    },
    {
      kind: "cards",
      eyebrow: "Was sie abdeckt",
      title: "Drei Zusagen",
      items: [
        {
          title: "Herstellungsfehler",
          text: "Jeder Mangel, der auf die Fertigung zurückgeht: im Tufting, im Rücken, in der Veredelung oder in den von unserem Team ausgeführten Nähten.",
        },
        {
          title: "Langlebigkeit",
          text: "Ein Teppich, der der Nutzung standhält, für die er entworfen wurde – mit den Materialien und der Nutzungsklasse, die für Ihr Projekt vereinbart wurden.",
          action: { label: "Zur Qualität" },
        },
        {
          title: "Designtreue",
          text: "Maße, Farben, Florhöhen und Motiv entsprechen dem Design, dem Rendering und dem Muster, die Sie freigegeben haben.",
          action: { label: "Zum Design" },
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Bedingungen",
      title: "Unsere Garantie im Einzelnen",
      intro: "Wer sie gewährt, welche Teppiche sie umfasst, wie lange sie gilt und wo.",
      items: [
        {
          title: "Garantiegeber",
          text: "{{legalName}}, Hersteller der Teppiche, gewährt diese Garantie.",
          facts: ["{{address}}", "Steuernummer (NIF) {{taxId}}", "{{email}}", "{{phone}}"],
        },
        {
          title: "Erfasste Teppiche",
          text: "Alle Teppiche, die wir in unserer Manufaktur in Crevillente fertigen – aus der Kollektion oder nach Maß –, erkennbar an Ihrer Bestellreferenz.",
        },
        {
          title: "Leistungsumfang",
          text: "Herstellungsfehler, die Langlebigkeit des Teppichs bei der Nutzung, für die er entworfen wurde, und seine Treue zum freigegebenen Design. Nicht abgedeckt sind Schäden durch Unfälle, durch eine nicht bestimmungsgemäße Nutzung oder durch Reinigungen, die nicht unserer Pflegeanleitung folgen.",
          facts: [
            "Herstellungsfehler",
            "Langlebigkeit bei bestimmungsgemäßer Nutzung",
            "Treue zum freigegebenen Design",
          ],
        },
        { title: "Dauer", text: "{{warrantyYears}} Jahre ab Lieferung des Teppichs." },
        {
          title: "Räumlicher Geltungsbereich",
          text: "International: Die Garantie gilt in jedem Land, in dem sich der Teppich befindet, und die Lösung wird dort umgesetzt.",
        },
        {
          title: "Geltendmachung",
          text: "Schreiben Sie uns oder rufen Sie uns an – mit Ihrer Bestellreferenz und Fotos des Mangels. Den Ablauf erklären wir weiter unten Schritt für Schritt.",
          facts: ["{{email}}", "{{phone}}"],
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Reklamationen",
      title: "So reichen Sie eine Reklamation ein",
      intro: "Ein klarer, direkter Ablauf mit einem einzigen Ansprechpartner von Anfang bis Ende.",
      items: [
        {
          title: "Schreiben Sie uns",
          text: "Nehmen Sie über die Kontaktseite Verbindung mit uns auf und nennen Sie Ihre Bestellreferenz.",
        },
        {
          title: "Fotos senden",
          text: "Fügen Sie Fotos des gesamten Teppichs und eine Detailaufnahme des Mangels bei, nach Möglichkeit mit einem Größenvergleich.",
        },
        {
          title: "Prüfung",
          text: "Unser technisches Team prüft den Fall und bittet Sie bei Bedarf um weitere Informationen oder eine Begutachtung vor Ort.",
        },
        {
          title: "Lösung",
          text: "Wir schlagen Ihnen die passende Lösung für Ihren Teppich vor und setzen sie dort um, wo er sich befindet.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Ihre Rechte",
      title: "Ihre gesetzlichen Rechte bleiben unberührt",
      paragraphs: [
        "Diese Garantie gilt zusätzlich zu Ihren gesetzlichen Rechten und ersetzt oder beschränkt sie nicht. Als Verbraucher behalten Sie uneingeschränkt und unentgeltlich Ihre Rechte aus der gesetzlichen Gewährleistung für die Vertragsmäßigkeit der Ware, die nach spanischem Recht (Real Decreto Legislativo 1/2007) drei Jahre ab Lieferung gilt.",
        "Bewahren Sie Ihre Bestellreferenz auf und befolgen Sie die Pflegehinweise: So schützen Sie Ihren Teppich am besten und beschleunigen jede Abwicklung.",
      ],
      image: { alt: "Teppichmuster mit kleinem, wiederkehrendem Motiv" },
    },
    {
      kind: "cta",
      title: "Möchten Sie eine Reklamation einreichen?",
      text: "Schreiben Sie uns mit Ihrer Bestellreferenz und Fotos des Mangels. Wir antworten Ihnen persönlich.",
      actions: [{ label: "Kontakt aufnehmen" }, { label: "Zur Pflege" }],
    },
  ],
} satisfies PageTranslation;
