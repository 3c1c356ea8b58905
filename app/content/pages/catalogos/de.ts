import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Digitale Kataloge",
    description:
      "Die digitalen Kataloge unserer handgetufteten, robotergetufteten und maßgefertigten Teppiche: Kollektionen, Techniken und Projekte zum Ansehen und Herunterladen.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Kataloge",
      title: "Digitale Kataloge",
      lead: "Kollektionen, Techniken und Projekte, gebündelt in Katalogen zum Ansehen am Bildschirm, zum Herunterladen und zum Teilen mit Ihrem Team.",
      image: { alt: "Handgetufteter Teppich mit geschwungenen Florbändern in Sand- und Bronzetönen" },
    },
    {
      kind: "catalogues",
      title: "Unsere Kataloge",
      empty: {
        title: "Demnächst verfügbar",
        text: "Wir bereiten unsere digitalen Kataloge gerade vor. Schreiben Sie uns in der Zwischenzeit – wir senden Ihnen gern alle Informationen, die Sie für Ihr Projekt benötigen.",
        action: { label: "Kontakt aufnehmen" },
      },
      labels: {
        pages: "Seiten",
        size: "Größe",
        view: "Katalog ansehen",
        download: "Herunterladen",
        opensInNewTab: "(öffnet in einem neuen Tab)",
      },
      closing: {
        title: "Sie wünschen weitere Informationen?",
        text: "Unser Team berät Sie zu Kollektionen, Materialien und Lieferzeiten und erstellt Ihnen ein individuelles Angebot.",
        action: { label: "Schreiben Sie uns" },
      },
    },
  ],
} satisfies PageTranslation;
