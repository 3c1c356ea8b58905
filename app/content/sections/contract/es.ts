import type { BlockInput } from "../../page-schema";

export default [
  {
    kind: "cards",
    id: "contract",
    eyebrow: "Contract",
    title: "Soluciones contract para cada sector",
    intro:
      "Diseñamos y fabricamos alfombras para espacios que reciben miles de pasos al día y deben lucir impecables tanto el primer día como el último.",
    columns: 3,
    items: [
      {
        title: "Hoteles",
        text: "Vestíbulos, habitaciones, salones de eventos, restaurantes y bares con alfombras que resisten el uso intensivo y cuentan la historia de cada hotel.",
        image: {
          name: "project-hotel",
          alt: "Alfombra a medida en el vestíbulo de un hotel, bajo una iluminación cálida",
        },
        action: { label: "Ver hoteles", href: "/hoteles" },
      },
      {
        title: "Residencial",
        text: "Viviendas y residencias privadas de lujo con piezas únicas, diseñadas junto a ti o a tu interiorista para cada estancia.",
        image: {
          name: "project-residencial",
          alt: "Alfombra de contorno irregular sobre el suelo de madera de un salón",
        },
      },
      {
        title: "Retail",
        text: "Tiendas, showrooms y espacios de marca con alfombras que integran logotipos y colores corporativos y soportan el tránsito diario.",
        image: {
          name: "project-retail",
          alt: "Alfombra con un patrón geométrico de gran formato en un espacio comercial",
        },
        action: { label: "Ver comercios", href: "/comercios" },
      },
      {
        title: "Aviación",
        text: "Cabinas de jets privados y de aviación comercial con alfombras cortadas según los planos de cada aeronave y certificaciones aeronáuticas.",
        image: {
          name: "project-aviacion",
          alt: "Alfombra de tufting robotizado con filas de pelo regulares para la cabina de un avión",
        },
        action: { label: "Ver jets privados", href: "/jets-privados" },
        restricted: true,
      },
      {
        title: "Yates",
        text: "Salones, camarotes y pasillos a bordo, con alfombras ajustadas al milímetro a cada embarcación y pensadas para la vida en el mar.",
        image: { name: "project-yate", alt: "Alfombra con bandas ondulantes en tonos arena en el salón de un yate" },
        action: { label: "Ver yates", href: "/yates" },
      },
      {
        title: "Arquitectos",
        text: "Oficinas, sedes corporativas y espacios públicos desarrollados con estudios de arquitectura, desde la especificación técnica hasta la obra.",
        image: {
          name: "project-arquitectura",
          alt: "Alfombra con un patrón pequeño y repetido en una oficina contemporánea",
        },
        action: { label: "Ver arquitectos", href: "/arquitectos" },
      },
    ],
  },
  {
    kind: "cards",
    eyebrow: "Por qué elegirnos",
    title: "Diseño, certificación y capacidad",
    columns: 3,
    items: [
      {
        title: "Diseño",
        text: "Nuestro equipo de diseño desarrolla cada propuesta con el tuyo: del concepto y la paleta de color a los planos técnicos de producción, con muestras físicas en cada fase.",
      },
      {
        title: "Certificaciones",
        text: "Clasificación de reacción al fuego M1 y clase de uso 33 para tránsito intenso, además de certificaciones aeronáuticas y textiles para los proyectos más exigentes.",
      },
      {
        title: "Capacidad",
        text: "Fábrica propia de más de {{factoryArea}} en Crevillente, con tufting a mano y robotizado para producir desde una pieza única hasta grandes superficies y series completas.",
      },
    ],
  },
  {
    kind: "text",
    eyebrow: "Tu socio de fabricación",
    title: "Fabricantes, no intermediarios",
    paragraphs: [
      "Desde 1995 controlamos cada fase en nuestra propia fábrica. Eso nos permite responder con agilidad, ajustar cada detalle y garantizar que la alfombra instalada es fiel al diseño aprobado.",
      "Llevamos más de 30 años acompañando a interioristas y arquitectos en proyectos de todo el mundo. Trabajamos a tu lado, con un único interlocutor, desde la primera reunión hasta la instalación final.",
    ],
    tone: "sand",
  },
  {
    kind: "cta",
    eyebrow: "Presupuesto",
    title: "¿Tienes un proyecto contract?",
    text: "Envíanos planos, medidas y plazos, y te prepararemos una propuesta de diseño y un presupuesto a medida.",
    actions: [
      { label: "Solicitar presupuesto", href: "/contract?proyecto=contract#contact" },
      { label: "Ver proyectos", href: "/proyectos" },
    ],
  },
] satisfies BlockInput[];
