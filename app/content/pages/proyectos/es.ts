import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Proyectos de alfombras a medida por sector",
    description:
      "Alfombras a medida para hoteles, viviendas, comercios, yates, aviación y arquitectura, diseñadas y fabricadas en nuestra fábrica de Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Proyectos",
      title: "Alfombras que dan carácter a cada espacio",
      lead: "Del vestíbulo de un hotel a la cabina de un jet privado, diseñamos y fabricamos alfombras a medida para cada sector, con la misma exigencia artesanal desde 1995.",
      image: {
        name: "hero-proyectos",
        alt: "Alfombra a medida de gran formato en un vestíbulo amplio, con luz natural sobre el pelo de lana",
      },
    },
    {
      kind: "cards",
      id: "proyectos",
      eyebrow: "Sectores",
      title: "Un mismo oficio, seis escenarios",
      intro:
        "Cada sector tiene sus propias exigencias de uso, normativa y estética. Las conocemos de primera mano y las trasladamos a cada alfombra desde el primer boceto.",
      columns: 3,
      items: [
        {
          title: "Hoteles",
          text: "Vestíbulos, habitaciones, salones de eventos y restaurantes con alfombras que resisten el uso intensivo y expresan la personalidad de cada establecimiento.",
          image: {
            name: "project-hotel",
            alt: "Alfombra a medida en el vestíbulo de un hotel, bajo una iluminación cálida",
          },
          action: { label: "Ver hoteles", href: "/hoteles" },
        },
        {
          title: "Residencial",
          text: "Piezas únicas para viviendas privadas, pensadas junto a ti o a tu interiorista: forma, color y textura a la medida exacta de cada estancia.",
          image: {
            name: "project-residencial",
            alt: "Alfombra de contorno irregular sobre el suelo de madera de un salón",
          },
        },
        {
          title: "Retail",
          text: "Tiendas, showrooms y espacios de marca donde la alfombra refuerza la identidad: logotipos, colores corporativos y formatos pensados para el tránsito diario.",
          image: {
            name: "project-retail",
            alt: "Alfombra con un patrón geométrico de gran formato en un espacio comercial",
          },
          action: { label: "Ver comercios", href: "/comercios" },
        },
        {
          title: "Yates",
          text: "Salones, camarotes y pasillos vestidos con alfombras cortadas al milímetro según los planos de cada embarcación, con el confort y la resistencia que exige la vida a bordo.",
          image: { name: "project-yate", alt: "Alfombra con bandas ondulantes en tonos arena en el salón de un yate" },
          action: { label: "Ver yates", href: "/yates" },
        },
        {
          title: "Aviación",
          text: "Alfombras para cabinas de jets privados y de aviación comercial, ajustadas a los planos de cada aeronave y respaldadas por certificaciones aeronáuticas.",
          image: {
            name: "project-aviacion",
            alt: "Alfombra de tufting robotizado con filas de pelo regulares para la cabina de un avión",
          },
          action: { label: "Ver jets privados", href: "/jets-privados" },
          restricted: true,
        },
        {
          title: "Arquitectura y oficinas",
          text: "Sedes corporativas, oficinas y espacios públicos proyectados junto a estudios de arquitectura, con clase de uso 33, confort acústico y diseño a medida.",
          image: {
            name: "project-arquitectura",
            alt: "Alfombra con un patrón pequeño y repetido en una oficina de diseño contemporáneo",
          },
          action: { label: "Ver arquitectos", href: "/arquitectos" },
        },
      ],
    },
    {
      kind: "caseStudies",
      id: "casos",
      eyebrow: "Proyectos realizados",
      title: "Alfombras que ya forman parte de su lugar",
      intro:
        "Hoteles, viviendas, tiendas, yates y sedes donde nuestras alfombras son parte del proyecto. Filtra por sector y entra en cada uno para ver cómo lo hicimos y con qué diseños de la colección.",
    },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
