import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Nachhaltigkeit: eigene Manufaktur, nach Maß, recycelte Optionen",
    description:
      "Neuseeländische Wolle, Naturseide, recycelte und recycelbare Optionen auf Wunsch, Fertigung nach Maß in unserer Manufaktur in Crevillente und Nutzungsklasse 33.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Nachhaltigkeit",
      title: "Nach Maß gefertigt, in unserer eigenen Manufaktur",
      lead: "Wir fertigen jeden Teppich auf Bestellung in unserer Manufaktur in Crevillente – mit Naturfasern, recycelten und recycelbaren Optionen auf Wunsch und Nutzungsklasse 33 für starke Beanspruchung.",
      image: { alt: "Wollmuster in Naturtönen, in einem Raster angeordnet" },
    },
    {
      kind: "text",
      eyebrow: "Materialien",
      title: "Naturfasern und recycelte Optionen",
      paragraphs: [
        "Wir arbeiten mit neuseeländischer Wolle, auf Wunsch auch als Schurwolle, und mit Naturseide, dazu mit Baumwolle, Synthetikfasern und individuellen Mischungen. Auf Wunsch schlagen wir Ihnen Optionen mit recycelten Garnen und recycelbaren Materialien vor.",
        "Wir legen die Zusammensetzung jedes Vorschlags im Detail offen, damit Sie fundiert entscheiden können – im Gleichgewicht zwischen Ästhetik, technischen Eigenschaften und Materialien.",
      ],
      image: { alt: "Teppichmuster aus Naturwolle mit unterschiedlichen Reliefs" },
    },
    {
      kind: "cards",
      eyebrow: "Unser Ansatz",
      title: "Vier Fakten zu unserer Fertigung",
      items: [
        {
          title: "Fertigung nach Maß",
          text: "Jeder Teppich wird auf Bestellung für einen bestimmten Raum und in dessen exakten Maßen gefertigt: Wir produzieren nicht in Serie für das Lager.",
        },
        {
          title: "Eigene Fertigung",
          text: "Design, Tufting und Veredelung unter einem Dach, in unserer Manufaktur in Crevillente.",
        },
        {
          title: "Langlebigkeit",
          text: "Nutzungsklasse 33 für stark beanspruchte gewerbliche Bereiche – für Teppiche, die der Frequenz von Lobbys, Fluren und Sälen standhalten.",
          action: { label: "Zur Qualität" },
        },
        {
          title: "Pflege",
          text: "Unsere Pflegeanleitung und unser professioneller Reinigungsservice verlängern die Lebensdauer jedes Stücks.",
          action: { label: "Zur Pflege" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Langlebigkeit",
      title: "Gestaltet für die tatsächliche Nutzung",
      paragraphs: [
        "Wir gestalten mit Blick auf die tatsächliche Nutzung jedes Raums – Frequenz, Licht, Reinigung – und wählen Dichte, Florhöhe und Rücken entsprechend. Für starke Beanspruchung arbeiten wir mit Nutzungsklasse 33.",
        "Unsere internationale Garantie deckt Herstellungsfehler, die Langlebigkeit bei bestimmungsgemäßer Nutzung und die Treue zum freigegebenen Design ab.",
      ],
    },
    {
      kind: "text",
      eyebrow: "Lebenszyklus",
      title: "Pflege, die die Lebensdauer verlängert",
      paragraphs: [
        "Schon im ersten Gespräch können Sie uns nach Optionen mit recycelten und recycelbaren Fasern fragen – wir erläutern Ihnen die Zusammensetzung jeder einzelnen.",
        "Während der Nutzung verlängert vor allem die Pflege das Leben eines Teppichs: Flecken rechtzeitig behandeln, das Stück hin und wieder drehen und bei Bedarf eine professionelle Reinigung in Anspruch nehmen.",
      ],
      image: { alt: "Wollteppich mit unregelmäßiger Kontur im Salon einer Residenz" },
    },
    {
      kind: "cta",
      title: "Wählen Sie die Materialien Ihres Teppichs",
      text: "Fragen Sie uns nach recycelten oder recycelbaren Optionen für Ihr Projekt – wir beraten Sie bei der Wahl jedes einzelnen Materials.",
      actions: [{ label: "Kontakt aufnehmen" }, { label: "Musterkollektion anfordern" }],
    },
  ],
} satisfies PageTranslation;
