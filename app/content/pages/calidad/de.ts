import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Qualität: edle Materialien, Nutzungsklasse 33 und Brandschutz M1",
    description:
      "Neuseeländische Wolle, Naturseide und Kontrollen in jeder Phase. Teppiche mit Brandschutzklasse M1, Nutzungsklasse 33 sowie Luftfahrt- und Textilzertifikaten.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Qualität",
      title: "Qualität, die man sieht, spürt und nachweisen kann",
      lead: "Wir wählen jede Faser aus, prüfen jede Phase und lassen das Ergebnis zertifizieren. So entstehen Teppiche, die ihre Schönheit auch in den anspruchsvollsten Räumen bewahren.",
      image: { alt: "Detail der Wollschlingen eines handgefertigten Teppichs im Streiflicht" },
    },
    {
      kind: "text",
      eyebrow: "Materialien",
      title: "Alles beginnt mit der Faser",
      paragraphs: [
        "Wir arbeiten mit neuseeländischer Wolle, geschätzt für ihre Sprungkraft und ihren Griff, auf Wunsch auch als Schurwolle. Naturseide verleiht Glanz und Tiefe, Baumwolle Stabilität, Synthetikfasern Widerstandskraft bei intensivster Beanspruchung.",
        "Wenn das Projekt es verlangt, entwickeln wir individuelle Mischungen, die Haptik, Langlebigkeit und Brandverhalten ins Gleichgewicht bringen. Und auf Wunsch bieten wir Ihnen Optionen mit recycelten und recycelbaren Fasern an.",
      ],
      image: { alt: "Robotergetufteter Teppich mit präzisem geometrischem Muster" },
    },
    {
      kind: "numbered",
      eyebrow: "Kontrollen",
      title: "Jede Phase geprüft",
      intro:
        "Weil wir selbst fertigen, kontrollieren wir die Qualität vom ersten bis zum letzten Schritt – ohne von Dritten abhängig zu sein.",
      items: [
        {
          title: "Faser und Farbe",
          text: "Wir prüfen jede Garnpartie und gleichen ihre Farbe mit der freigegebenen Referenz ab – aus unserer Kollektion mit 300 Farben oder nach Pantone.",
        },
        {
          title: "Tuften",
          text: "Beim Tuften, ob von Hand oder per Roboter, überwachen wir Dichte, Florhöhe und die Gleichmäßigkeit des Musters.",
        },
        {
          title: "Veredelung",
          text: "Konturenschnitt, Scheren und Rücken – aus Naturlatex, technisch, rutschhemmend oder schwer entflammbar – werden Stück für Stück geprüft.",
        },
        {
          title: "Endkontrolle",
          text: "Vor dem Verpacken prüfen wir bei jedem Teppich Maße, Kontur, Nähte und die exakte Umsetzung des freigegebenen Designs.",
        },
      ],
    },
    {
      kind: "facts",
      eyebrow: "Leistungsmerkmale",
      title: "Werte, auf die sich jedes Projekt stützt",
      items: [
        { value: "M1", label: "Klassifizierung des Brandverhaltens" },
        { value: "M1/M2", label: "Brandschutzklasse auf Yachten" },
        { value: "33", label: "Nutzungsklasse" },
        { value: "300", label: "Farben in der Kollektion" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Zertifizierungen",
      title: "Bereit für Hotels, Yachten und Flugzeuge",
      paragraphs: [
        "Unsere Teppiche haben die Brandschutzklasse M1 und die Nutzungsklasse 33 für stark beanspruchte gewerbliche Bereiche – für Lobbys, Flure, Veranstaltungsräume und öffentliche Bereiche. Auf Yachten arbeiten wir mit der Klassifizierung M1/M2.",
        "Für die kommerzielle und private Luftfahrt verfügen wir über Luftfahrtzertifizierungen, und unsere Teppiche sind zudem textil zertifiziert. Wir stellen Ihnen alle Unterlagen bereit, die Ihr Projekt für die Zulassung benötigt.",
      ],
      image: { alt: "Maßgefertigter Teppich mit sanften Wellen im Salon einer Yacht" },
    },
    {
      kind: "cta",
      title: "Überzeugen Sie sich mit eigenen Händen",
      text: "Fordern Sie unsere Musterkollektion an und spüren Sie den Unterschied eines gut gemachten Teppichs – oder erfahren Sie, wie wir mit unserer internationalen Garantie dafür einstehen.",
      actions: [{ label: "Musterkollektion anfordern" }, { label: "Zur Garantie" }],
    },
  ],
} satisfies PageTranslation;
