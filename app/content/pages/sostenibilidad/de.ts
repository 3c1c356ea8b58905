import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Nachhaltigkeit: langlebige, natürliche und recycelbare Teppiche",
    description:
      "Lokale Schurwolle, Naturseide, recycelte und recycelbare Optionen, Fertigung nach Maß in eigener Manufaktur: So verstehen wir Nachhaltigkeit bei jedem Teppich.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Nachhaltigkeit",
      title: "Am nachhaltigsten ist ein Teppich, der lange hält",
      lead: "Wir fertigen nach Maß, in unserer eigenen Manufaktur und mit Materialien, die auf Dauer ausgewählt sind. So verringern wir unseren ökologischen Fußabdruck, ohne auf Schönheit zu verzichten.",
      image: { name: "hero-muestrarios", alt: "Wollmuster in Naturtönen, in einem Raster angeordnet" },
    },
    {
      kind: "text",
      eyebrow: "Materialien",
      title: "Natürliche, recycelte und recycelbare Fasern",
      paragraphs: [
        "Lokale Schurwolle und Naturseide sind nachwachsende Fasern, die in Würde altern. Wo das Projekt es zulässt, schlagen wir Ihnen nachhaltige Alternativen vor: recycelte Garne, recycelbare Materialien und individuelle Mischungen, die den Einsatz neuer Rohstoffe verringern.",
        "Wir legen die Zusammensetzung jedes Vorschlags klar offen, damit Sie fundiert entscheiden können – im Gleichgewicht zwischen Ästhetik, technischen Eigenschaften und Verantwortung für die Umwelt.",
      ],
      image: { name: "samples-relief", alt: "Teppichmuster aus Naturwolle mit unterschiedlichen Reliefs" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "Unser Ansatz",
      title: "Vier Entscheidungen für einen kleineren Fußabdruck",
      columns: 2,
      items: [
        {
          title: "Fertigung nach Maß",
          text: "Jeder Teppich wird für einen bestimmten Raum und in dessen exakten Maßen gefertigt: ohne Lagerüberschüsse und ohne Stücke, die niemand braucht.",
        },
        {
          title: "Eigene Fertigung",
          text: "Design, Tufting und Veredelung unter einem Dach in Crevillente. Weniger Zwischenhändler und weniger Transportwege zwischen Lieferanten.",
        },
        {
          title: "Langlebigkeit",
          text: "Edle Materialien und Nutzungsklasse 33 für Teppiche, die hoher Frequenz standhalten und weit seltener ersetzt werden müssen.",
          action: { label: "Zur Qualität", href: "/calidad" },
        },
        {
          title: "Pflege",
          text: "Unsere Pflegeanleitung und unser professioneller Reinigungsservice verlängern die Lebensdauer jedes Stücks.",
          action: { label: "Zur Pflege", href: "/mantenimiento" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Langlebigkeit",
      title: "Gestaltet für viele Jahre",
      paragraphs: [
        "Ein Teppich, der ständig ersetzt werden muss, ist nicht nachhaltig – so gut er auch gefertigt sein mag. Deshalb gestalten wir mit Blick auf die tatsächliche Nutzung – Frequenz, Licht, Reinigung – und wählen Dichte, Florhöhe und Rücken so, dass das Stück in Schönheit altert.",
        "Unsere internationale Garantie sichert die Langlebigkeit gegen Herstellungsfehler ab: unser schriftliches Versprechen, dass das, was wir fertigen, gemacht ist, um zu bleiben.",
      ],
      tone: "dark",
    },
    {
      kind: "text",
      eyebrow: "Lebenszyklus",
      title: "Auch an das Ende denken",
      paragraphs: [
        "Eine nachhaltige Entscheidung fällt am Anfang, nicht am Ende. Schon im ersten Gespräch prüfen wir mit Ihnen recycelbare Optionen, damit die Materialien des Teppichs nach seiner Nutzung ein zweites Leben erhalten können.",
        "Bis dahin ist Pflege die beste Ressource: Flecken rechtzeitig behandeln, das Stück hin und wieder drehen und bei Bedarf eine professionelle Reinigung in Anspruch nehmen.",
      ],
      image: { name: "project-residencial", alt: "Wollteppich mit unregelmäßiger Kontur im Salon einer Residenz" },
      imageSide: "left",
    },
    {
      kind: "cta",
      title: "Gestalten Sie einen Teppich mit kleinerem Fußabdruck",
      text: "Fragen Sie uns nach nachhaltigen, recycelten oder recycelbaren Optionen für Ihr Projekt – wir beraten Sie bei der Wahl jedes einzelnen Materials.",
      actions: [
        { label: "Kontakt aufnehmen", href: "/contacto" },
        { label: "Muster anfordern", href: "/solicitud-muestrario" },
      ],
    },
  ],
} satisfies PageContentInput;
