import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Contract: alfombras a medida para proyectos",
    description:
      "Alfombras contract para hoteles, comercios, yates, aviación y arquitectura, con clasificación M1, clase de uso 33 y fábrica propia en Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Contract",
      title: "Alfombras a medida para proyectos que no admiten concesiones",
      lead: "Acompañamos a hoteles, estudios de arquitectura e interiorismo, comercios, astilleros y operadores de aviación desde el primer boceto hasta la instalación, con fábrica propia y las certificaciones que exige cada sector.",
      image: {
        name: "hero-contract",
        alt: "Alfombra a medida que cubre el suelo de un amplio vestíbulo de hotel",
      },
    },
    { kind: "shared", section: "contract" },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
