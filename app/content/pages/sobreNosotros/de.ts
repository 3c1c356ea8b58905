import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Über uns: Hersteller von Luxusteppichen in Spanien",
    description:
      "Nudo ist die Marke eines Luxusteppich-Herstellers mit eigener Manufaktur in Crevillente. Wir entwerfen, fertigen und verlegen Unikate in aller Welt.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Über uns",
      title: "Hersteller, keine Händler",
      lead: "Hinter jedem Nudo-Teppich stehen eine eigene Manufaktur, ein Team, das vier Techniken beherrscht, und eine Arbeitsweise, die Design und Langlebigkeit gleichrangig behandelt.",
      image: { alt: "Handgetufteter Teppich mit Florwellen in Sand- und Bronzetönen" },
    },
    {
      kind: "text",
      eyebrow: "Wer wir sind",
      title: "Eine junge Marke, ein gestandenes Handwerk",
      paragraphs: [
        "Nudo ist die Marke eines 1995 in Crevillente (Alicante) gegründeten Herstellers. Die Marke selbst ist keine zehn Jahre alt; das Handwerk, auf dem sie ruht, blickt auf mehr als 25 Jahre Geschichte und über 30 Jahre Zusammenarbeit mit Innenarchitekten zurück.",
        "Wir kaufen keine Teppiche, um sie weiterzuverkaufen: Wir entwerfen und fertigen sie selbst, in unserer eigenen Manufaktur auf über {{factoryArea}}. Für Sie bedeutet das einen einzigen Ansprechpartner, schnelle Entscheidungen und die Gewissheit, dass Sie genau das erhalten, was Sie freigegeben haben.",
      ],
      image: { alt: "Detail der Wollschlingen eines handgetufteten Teppichs" },
    },
    {
      kind: "cards",
      eyebrow: "Was uns ausmacht",
      title: "Vier Versprechen",
      items: [
        {
          title: "Eigene Fertigung",
          text: "Design, Tufting, Konturenschnitt und Veredelung unter einem Dach. Keine Zwischenhändler zwischen Ihrer Idee und Ihrem Teppich.",
        },
        {
          title: "Gestalterische Freiheit",
          text: "Jede Form, jedes Maß, jede Florhöhe und jede Farbe – auf Basis einer Kollektion mit 300 Farben und von Pantone-Referenzen.",
          action: { label: "Das Design entdecken" },
        },
        {
          title: "Nachweisbare Qualität",
          text: "Brandschutzklasse M1, Nutzungsklasse 33 sowie Luftfahrt- und Textilzertifizierungen für die anspruchsvollsten Projekte.",
          action: { label: "Zur Qualität" },
        },
        {
          title: "Rundum-Service",
          text: "Begleitung im Designprozess, Verlegung weltweit, Pflegeanleitung und internationale Garantie.",
          action: { label: "Zur Garantie" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Wie wir arbeiten",
      title: "An der Seite derer, die Räume gestalten",
      paragraphs: [
        "Wir arbeiten für Hotels, Innenarchitekten, Architekten, den Einzelhandel, Yachten, Privatjets und die kommerzielle Luftfahrt – und ebenso für Privatkunden, die ein Einzelstück für ihr Zuhause suchen.",
        "Jeder Auftrag beginnt mit Zuhören: Wie wird der Raum genutzt, welcher Frequenz muss der Teppich standhalten, wie fällt das Licht, welche Möbel stehen darin? Auf dieser Grundlage schlagen wir Ihnen Technik, Material und Farbe vor und zeigen Ihnen Renderings und Muster, bevor wir fertigen.",
      ],
      image: { alt: "Teppich mit feinem Muster in einem Raum zeitgenössischer Architektur" },
    },
    {
      kind: "text",
      eyebrow: "Techniken und Materialien",
      title: "Vier Techniken, edle Materialien",
      paragraphs: [
        "Wir beherrschen Flatweave, Wilton, Handtuft und Robotuft. Handtuft bietet volle Freiheit im Entwurf, kombinierte Florhöhen und Reliefs im Konturenschnitt; Robotuft millimetergenaue Gleichmäßigkeit für große Flächen und wiederkehrende Designs.",
        "Jede Faser wählen wir passend zum Projekt: neuseeländische Wolle, auch als Schurwolle, Naturseide, Baumwolle, Synthetikfasern und individuelle Mischungen – auf Wunsch auch in recycelten und recycelbaren Varianten.",
      ],
      image: { alt: "Gleichmäßige Florreihen eines robotergetufteten Teppichs" },
    },
    {
      kind: "cta",
      title: "Am Anfang steht ein Gespräch",
      text: "Erzählen Sie uns von Ihrem Projekt, und wir zeigen Ihnen, wie wir es verwirklichen würden. Oder entdecken Sie den Weg, der uns hierher geführt hat.",
      actions: [{ label: "Kontakt aufnehmen" }, { label: "Unsere Geschichte" }],
    },
  ],
} satisfies PageTranslation;
