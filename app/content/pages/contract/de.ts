import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Contract: Maßgefertigte Teppiche für Objektprojekte",
    description:
      "Contract-Teppiche für Hotels, Einzelhandel, Yachten, Luftfahrt und Architektur – mit M1-Zertifizierung, Nutzungsklasse 33 und eigener Manufaktur in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Contract",
      title: "Maßgefertigte Teppiche für Projekte ohne Kompromisse",
      lead: "Wir begleiten Hotels, Architektur- und Innenarchitekturbüros, Einzelhändler, Werften und Luftfahrtunternehmen von der ersten Skizze bis zur Verlegung – mit eigener Manufaktur und den Zertifizierungen, die jede Branche verlangt.",
      image: { alt: "Maßgefertigter Teppich, der den Boden einer weitläufigen Hotellobby bedeckt" },
    },
    { kind: "shared" },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
