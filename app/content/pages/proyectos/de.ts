import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Maßgefertigte Teppiche für jede Branche",
    description:
      "Teppiche nach Maß für Hotels, Privathäuser, Einzelhandel, Yachten, Luftfahrt und Architektur – entworfen und gefertigt in unserer Manufaktur in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Projekte",
      title: "Teppiche, die jedem Raum Charakter verleihen",
      lead: "Von der Hotellobby bis zur Kabine eines Privatjets: Wir entwerfen und fertigen Teppiche nach Maß für jede Branche – seit 1995 mit demselben handwerklichen Anspruch.",
      image: {
        alt: "Großformatiger Maßteppich in einer weitläufigen Lobby, Tageslicht fällt auf den Wollflor",
      },
    },
    {
      kind: "cards",
      eyebrow: "Branchen",
      title: "Ein Handwerk, sechs Schauplätze",
      intro:
        "Jede Branche stellt eigene Anforderungen an Nutzung, Normen und Ästhetik. Wir kennen sie aus erster Hand und lassen sie vom ersten Entwurf an in jeden Teppich einfließen.",
      items: [
        {
          title: "Hotels",
          text: "Lobbys, Zimmer, Veranstaltungssäle und Restaurants – mit Teppichen, die intensiver Nutzung standhalten und die Persönlichkeit jedes Hauses zum Ausdruck bringen.",
          image: { alt: "Maßgefertigter Teppich in einer Hotellobby, in warmes Licht getaucht" },
          action: { label: "Hotels ansehen" },
        },
        {
          title: "Wohnen",
          text: "Unikate für private Wohnräume, entworfen gemeinsam mit Ihnen oder Ihrem Innenarchitekten: Form, Farbe und Textur exakt auf jeden Raum abgestimmt.",
          image: { alt: "Teppich mit unregelmäßiger Kontur auf dem Holzboden eines Wohnzimmers" },
        },
        {
          title: "Einzelhandel",
          text: "Geschäfte, Showrooms und Markenräume, in denen der Teppich die Identität stärkt: Logos, Unternehmensfarben und Formate, gemacht für den täglichen Kundenverkehr.",
          image: { alt: "Teppich mit großformatigem geometrischem Muster auf einer Verkaufsfläche" },
          action: { label: "Einzelhandel ansehen" },
        },
        {
          title: "Yachten",
          text: "Salons, Kabinen und Gänge, ausgestattet mit Teppichen, die millimetergenau nach den Plänen jeder Yacht zugeschnitten sind – mit dem Komfort und der Widerstandsfähigkeit, die das Leben an Bord verlangt.",
          image: { alt: "Teppich mit geschwungenen Bändern in Sandtönen im Salon einer Yacht" },
          action: { label: "Yachten ansehen" },
        },
        {
          title: "Luftfahrt",
          text: "Teppiche für die Kabinen von Privatjets und Verkehrsflugzeugen, exakt nach den Plänen jedes Flugzeugs gefertigt und durch Luftfahrtzertifizierungen abgesichert.",
          image: { alt: "Robotergetufteter Teppich mit gleichmäßigen Florreihen für eine Flugzeugkabine" },
          action: { label: "Privatjets ansehen" },
        },
        {
          title: "Architektur und Büros",
          text: "Firmensitze, Büros und öffentliche Räume, gemeinsam mit Architekturbüros geplant – mit Nutzungsklasse 33, akustischem Komfort und Design nach Maß.",
          image: {
            alt: "Teppich mit kleinem, wiederkehrendem Muster in einem zeitgenössisch gestalteten Büro",
          },
          action: { label: "Für Architekten" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenzen",
      title: "Teppiche, die ihren Ort gefunden haben",
      intro:
        "Hotels, Privathäuser, Geschäfte, Yachten und Firmensitze, in denen unsere Teppiche Teil des Entwurfs sind. Filtern Sie nach Branche und öffnen Sie jedes Projekt, um zu sehen, wie wir es umgesetzt haben und mit welchen Entwürfen aus der Kollektion.",
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
