import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Maßgefertigte Teppiche für Privatjets",
    description:
      "Teppiche für Privatjet-Kabinen, nach dem Bodenplan jedes Flugzeugs zugeschnitten, leicht, für die Luftfahrt zertifiziert und in Crevillente von Hand vollendet.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Privatjets",
      title: "Maßgefertigte Teppiche für außergewöhnliche Kabinen",
      lead: "Wir entwerfen und fertigen Teppiche für Privatjets – gemeinsam mit Eignern, Completion-Centern und Designern von Flugzeuginterieurs: nach dem Bodenplan jeder Kabine zugeschnitten, nach den Brandschutzanforderungen der Luftfahrt zertifiziert und in Crevillente von Hand vollendet.",
      image: {
        alt: "Maßgefertigter Teppich in der Hauptkabine eines Privatjets, zwischen Ledersesseln und Holzvertäfelung",
      },
      actions: [{ label: "Beratung anfragen" }, { label: "Musterkollektion anfordern" }],
    },
    {
      kind: "cards",
      eyebrow: "Warum Nudo",
      title: "Gemacht zum Fliegen",
      intro:
        "An Bord zählt jeder Zentimeter und jedes Gramm. Wir arbeiten mit den Toleranzen der Luftfahrt und mit dem Anspruch derer, die privat fliegen.",
      items: [
        {
          title: "Nach dem Plan jedes Flugzeugs",
          text: "Wir gehen von den Bodenplänen jeder Kabine aus und schneiden jedes Stück computergesteuert zu – mit exakten Aussparungen für Sitzschienen, Möbel und Zugänge.",
        },
        {
          title: "Leicht und flach",
          text: "Leichte, dünne Konstruktionen mit Schlinge ab 4 mm und Velours ab 6 mm, geschoren, damit Gewicht und Freimaße jeder Kabine gewahrt bleiben.",
        },
        {
          title: "Absolute Diskretion",
          text: "Jedes Flugzeug, jeden Eigner und jedes Design behandeln wir streng vertraulich. Ihr Projekt kennen nur die Menschen, die daran arbeiten.",
        },
        {
          title: "Von Hand vollendet",
          text: "Konturenschnitt, Profilierung und Versäuberung: Unsere Kunsthandwerker vollenden jedes Stück von Hand – mit einem Können, das wir seit 1995 pflegen, für ein makelloses Finish an jeder Kante und jedem Übergang.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "An Bord",
      title: "Für jeden Kabinenbereich der passende Teppich",
      intro:
        "Konstruktion, Florhöhe und Material legen wir nach der Nutzung jedes Bereichs fest – mit einer durchgehenden Designsprache von der Einstiegstür bis zur Suite.",
      items: [
        {
          title: "Hauptkabine",
          text: "Das Herz des Flugzeugs, mit einem durchgehenden Teppich, der der Anordnung von Sesseln, Diwanen und Tischen folgt und den Schall im Flug dämpft.",
          image: { alt: "Robotergetufteter Teppich mit gleichmäßigen Florreihen für eine Flugzeugkabine" },
        },
        {
          title: "Schlafzimmer und private Suite",
          text: "Neuseeländische Wolle oder Naturseide für den privatesten Raum an Bord, wo das Gefühl unter nackten Füßen alles ist.",
          image: { alt: "Nahaufnahme der Wollschlingen eines handgetufteten Teppichs" },
        },
        {
          title: "Galley und Eingangsbereich",
          text: "Die meistbegangenen Bereiche an Bord erhalten strapazierfähigere, pflegeleichte Konstruktionen, ohne die Einheit des Designs zu brechen.",
          image: { alt: "Teppich mit kleinem, wiederkehrendem Muster in kurzem, dichtem Flor" },
        },
        {
          title: "VIP-Verkehrsflugzeuge",
          text: "Verkehrsflugzeuge in VIP-Konfiguration, mit größeren Flächen und denselben Zertifizierungsanforderungen. Dank unserer Erfahrung in der kommerziellen Luftfahrt realisieren wir Kabinen jeder Größe.",
          image: { alt: "Gleichmäßige Florreihen eines robotergetufteten Teppichs" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Referenzen",
      title: "Kabinen mit unseren Teppichen",
      intro: "Privatjets und Flugzeuge, für die wir Teppiche nach den Plänen der jeweiligen Kabine gefertigt haben.",
    },
    {
      kind: "cards",
      eyebrow: "Zertifizierungen",
      title: "Zertifizierte Sicherheit, edle Materialien",
      intro:
        "Alles, was Ihr Completion-Center für die Freigabe braucht, und alles, was Sie unter Ihren Füßen erwarten.",
      items: [
        {
          title: "Luftfahrtzertifizierung",
          text: "Unsere Teppiche für die Luftfahrt sind nach den Brandschutzanforderungen der Luftfahrt zertifiziert und verfügen zudem über Textilzertifizierungen. Die für die Freigabe nötige Dokumentation stellen wir vollständig bereit.",
        },
        {
          title: "Schwer entflammbare Rücken",
          text: "Schwer entflammbare und technische Rücken wählen wir passend zu Konstruktion und vorgesehener Befestigung, damit der ganze Teppich, nicht nur der Flor, den Anforderungen an Bord genügt.",
        },
        {
          title: "Edle Materialien",
          text: "Neuseeländische Wolle für Sprungkraft und Griff, Naturseide für feinsten Glanz. Die Farben werden in der Regel nach Pantone-Referenz auf Leder, Hölzer und Stoffe der Kabine abgestimmt.",
        },
        {
          title: "Abgestimmte Installation",
          text: "Maße, Termine und Lieferungen stimmen wir mit dem Completion-Center ab, und unsere Teams reisen für die Installation dorthin, wo das Flugzeug steht.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Ablauf",
      title: "Vom Kabinenplan bis zur Übergabe",
      items: [
        {
          title: "Briefing und Pläne",
          text: "Wir erhalten die Kabinenpläne, das Interieurkonzept und den Zeitplan des Completion-Centers – stets streng vertraulich.",
        },
        {
          title: "Design und Muster",
          text: "Wir entwickeln das Design mit Ihrem Team und senden Ihnen physische Muster sowie Farbkits M50 oder M300, um sie neben Leder, Hölzern und Stoffen freizugeben.",
        },
        {
          title: "Fertigung in Crevillente",
          text: "Jedes Stück fertigen und veredeln wir in unserer Manufaktur mit über {{factoryArea}} und prüfen Maße und Qualität vor jedem Versand.",
        },
        {
          title: "Lieferung und Installation",
          text: "Wir liefern jedes Stück planbezogen gekennzeichnet und installieren es in Abstimmung mit dem Completion-Center, wo immer das Flugzeug steht.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Beratung",
      title: "Sie planen eine neue Kabine oder eine Neugestaltung?",
      text: "Erzählen Sie uns von Konzept, Kabinenbereichen und Zeitplan. Wir antworten mit einem vertraulichen Vorschlag und auf Wunsch mit einer Musterkollektion, damit Sie die Materialien sehen und fühlen können.",
      actions: [{ label: "Beratung anfragen" }, { label: "Musterkollektion anfordern" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
