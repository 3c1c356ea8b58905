import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Contract: vloerkleden op maat voor projecten",
    description:
      "Contractvloerkleden voor hotels, retail, jachten, luchtvaart en architectuur, met M1-certificering, gebruiksklasse 33 en een eigen fabriek in Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Contract",
      title: "Vloerkleden op maat voor projecten zonder compromissen",
      lead: "Wij begeleiden hotels, architecten- en interieurbureaus, retailers, scheepswerven en luchtvaartmaatschappijen van de eerste schets tot de installatie, met een eigen fabriek en de certificeringen die elke sector vraagt.",
      image: { alt: "Vloerkleed op maat dat de vloer van een ruime hotellobby bedekt" },
    },
    { kind: "shared" },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
