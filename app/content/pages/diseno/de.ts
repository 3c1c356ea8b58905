import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Teppichdesign nach Maß für Innenarchitekten und Architekten",
    description:
      "Aus Ihrer Skizze, Ihrem Logo oder Ihrer Idee wird ein einzigartiger Teppich: Pantone-Farben, eine Kollektion mit 300 Farben, Renderings und Muster vorab.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Design-Service",
      title: "Von der Idee zum Teppich, ohne eine Nuance zu verlieren",
      lead: "Ein Designteam, das mit Ihnen arbeitet – ob als Innenarchitekt oder Architekt –, um aus einer Skizze, einem Logo oder einer bloßen Idee ein fertigungsreifes Stück zu machen.",
      image: {
        alt: "Teppich mit Relief im Konturenschnitt von Hand, das mit Licht und Schatten spielt",
      },
    },
    {
      kind: "text",
      eyebrow: "Für Fachleute",
      title: "Ihr Design, interpretiert von denen, die es fertigen",
      paragraphs: [
        "Seit über 30 Jahren begleiten wir Innenarchitekten und Architekten. Wir wissen, dass ein Teppich Teil eines größeren Ganzen ist und mit den Möbeln, den Materialien und dem Licht des Raums in Dialog treten muss.",
        "Weil wir Hersteller sind, kennt unser Designteam die Möglichkeiten und Grenzen jeder Technik. Es berät Sie ab der ersten Skizze, damit das Ergebnis Ihrer Absicht treu bleibt und sich zugleich fertigen lässt.",
      ],
      image: { alt: "Kreativer Teppich mit organischen Formen und kontrastierenden Farben" },
    },
    {
      kind: "numbered",
      eyebrow: "Ablauf",
      title: "Vier Schritte bis zur Fertigung",
      items: [
        {
          title: "Ihr Briefing",
          text: "Sie senden uns Ihre Skizze, Ihr Logo, einen Plan oder eine Referenz – dazu die Maße, die Nutzung des Raums und den gewünschten Stil.",
        },
        {
          title: "Technisches Konzept",
          text: "Wir schlagen Ihnen Technik, Materialien, Florhöhen und Farben vor – aus unserer Kollektion mit 300 Farben oder nach Pantone-Referenzen.",
        },
        {
          title: "Rendering und Muster",
          text: "Vor der Produktion geben Sie ein Rendering des Designs frei und, wenn gewünscht, ein physisches Muster von Farbe und Textur.",
        },
        {
          title: "Fertigung",
          text: "Nach Ihrer Freigabe fertigen wir in unserer eigenen Manufaktur – bis ins letzte Detail getreu dem freigegebenen Design.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Farbe",
      title: "Die exakte Farbe, keine ähnliche",
      paragraphs: [
        "Ausgangspunkt ist eine Kollektion mit 300 Farben; darüber hinaus arbeiten wir regelmäßig mit Pantone-Referenzen, um genau den Ton zu treffen, den Sie in Ihrem Projekt festgelegt haben. Mit den Farbkits M50 und M300, mit 50 bzw. 300 Farben, wählen Sie mit dem Muster in der Hand.",
        "Wir prüfen jede Farbe unter verschiedenen Lichtverhältnissen, denn dieselbe Wolle wirkt in einer Lobby mit Oberlicht anders als in einer Flugzeugkabine oder in einem Salon im Abendlicht.",
      ],
      image: { alt: "Farbkit M300 in einer Schublade, mit 300 nach Farbtönen geordneten Wollmustern" },
    },
    {
      kind: "cards",
      eyebrow: "Möglichkeiten",
      title: "Alles, was Sie bestimmen können",
      items: [
        {
          title: "Form",
          text: "Quadratisch, rechteckig, rund, oval, sechseckig, unregelmäßig, gewellt, gestuft oder aus einzelnen Elementen zusammengesetzt.",
        },
        {
          title: "Relief und Florhöhe",
          text: "Velours von 15 bis 50 mm (geschoren ab 6 mm) und Schlinge von 4 bis 40 mm, frei miteinander kombinierbar und mit Konturenschnitt von Hand.",
        },
        {
          title: "Maß",
          text: "Nahtlose Stücke bis 6 × 4 m und unsichtbare Nähte für größere Flächen. Computergesteuerter Zuschnitt bis 2,5 m Breite.",
          action: { label: "Zur Maßanfertigung" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Liegt bei Ihnen schon eine Skizze auf dem Tisch?",
      text: "Senden Sie sie uns, und Sie erhalten einen Vorschlag mit Technik, Materialien und Rendering. Wenn Sie lieber mit der Farbe beginnen, fordern Sie unsere Musterkollektion an.",
      actions: [{ label: "Mein Projekt senden" }, { label: "Musterkollektion anfordern" }],
    },
  ],
} satisfies PageTranslation;
