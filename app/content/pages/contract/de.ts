import type { PageContentInput } from "../../page-schema";

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
      image: {
        name: "hero-contract",
        alt: "Maßgefertigter Teppich, der den Boden einer weitläufigen Hotellobby bedeckt",
      },
    },
    { kind: "shared", section: "contract" },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
