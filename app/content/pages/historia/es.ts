import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Historia: alfombras fabricadas en Crevillente desde 1995",
    description:
      "Desde 1995 fabricamos alfombras en Crevillente. Conoce nuestra historia: más de 25 años de oficio, una fábrica propia y una marca joven nacida en la última década.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Historia",
      title: "Desde 1995, punto a punto",
      lead: "Nuestra historia es la de una fábrica que creció con el oficio y la de una marca joven que hoy lleva ese oficio a proyectos de todo el mundo.",
      image: {
        name: "home-hero",
        alt: "Alfombra tufting a mano con ondas de pelo en tonos arena y bronce, vista de cerca",
      },
    },
    {
      kind: "text",
      eyebrow: "Los orígenes",
      title: "Crevillente, tierra de alfombras",
      paragraphs: [
        "La empresa nació en 1995 en Crevillente (Alicante), una localidad donde la fabricación de alfombras forma parte de la memoria colectiva. Empezamos con una convicción sencilla: fabricar nosotros mismos, sin intermediarios, y responder personalmente de cada pieza.",
        "Desde el principio trabajamos junto a interioristas que buscaban lo que ningún catálogo ofrecía: una medida imposible, un color exacto, un dibujo propio. Esa forma de trabajar, a medida y codo con codo con quien diseña, sigue siendo el centro de todo lo que hacemos.",
      ],
      image: {
        name: "collection-gran-formato",
        alt: "Alfombra con un gran dibujo geométrico en tonos arena, bronce y terracota",
      },
      imageSide: "right",
    },
    {
      kind: "numbered",
      eyebrow: "Cronología",
      title: "Hitos de un recorrido",
      intro: "Más de 25 años de historia, resumidos en cuatro momentos.",
      layout: "steps",
      items: [
        {
          title: "1995",
          text: "Se funda la empresa en Crevillente: una fábrica de alfombras con vocación de trabajar a medida y de responder de cada pieza.",
        },
        {
          title: "Oficio y fábrica",
          text: "La fábrica crece hasta ocupar más de {{factoryArea}} y el equipo perfecciona cuatro técnicas: Flatweave, Wilton, Handtuft y Robotuft.",
        },
        {
          title: "La última década",
          text: "Nace Nudo, la marca que reúne ese saber hacer: una colección de 300 colores, kits de color M50 y M300 y proyectos para hoteles, yates y aviación.",
        },
        {
          title: "Hoy",
          text: "Más de 30 años acompañando a interioristas, instalación en todo el mundo con equipos itinerantes y una garantía internacional que respalda cada alfombra.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "La marca",
      title: "Una marca joven con raíces profundas",
      paragraphs: [
        "Nudo tiene menos de diez años, pero no nació de cero: es la marca de una empresa fabricante fundada en 1995, con más de 25 años de historia a sus espaldas.",
        "Con la marca llegó una forma más clara de contar lo que siempre hicimos: colecciones definidas, kits de color, atención directa a profesionales y una presencia internacional que crece proyecto a proyecto.",
      ],
      tone: "dark",
    },
    {
      kind: "text",
      eyebrow: "Lo que no cambia",
      title: "El mismo compromiso, cada día",
      paragraphs: [
        "Han cambiado las máquinas, los mercados y los proyectos, pero no la manera de trabajar. Cada diseño se aprueba contigo antes de fabricarse y cada alfombra se revisa antes de salir de fábrica.",
        "Esa continuidad es la que nos permite ofrecer una garantía internacional frente a defectos de fabricación, que cubre tanto la durabilidad como la fidelidad al diseño aprobado.",
      ],
      image: { name: "collection-relieve-3d", alt: "Alfombra tallada a mano con relieves en un solo tono" },
      imageSide: "left",
    },
    {
      kind: "cta",
      title: "Escribe con nosotros el próximo capítulo",
      text: "Tu proyecto puede ser el siguiente hito. Cuéntanos qué imaginas o descubre los proyectos que ya forman parte de nuestra historia.",
      actions: [
        { label: "Contactar", href: "/contacto" },
        { label: "Ver proyectos", href: "/proyectos" },
      ],
    },
  ],
} satisfies PageContentInput;
