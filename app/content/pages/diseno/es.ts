import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Diseño de alfombras a medida para interioristas y arquitectos",
    description:
      "Convertimos tu boceto, logotipo o idea en una alfombra única: colores Pantone, una colección de 300 colores y renders y muestras antes de fabricar.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Servicio de diseño",
      title: "De tu idea a la alfombra, sin perder un matiz",
      lead: "Un equipo de diseño que trabaja contigo, seas interiorista o arquitecto, para convertir un boceto, un logotipo o una simple idea en una pieza lista para fabricar.",
      image: {
        name: "hero-personalizacion",
        alt: "Alfombra con relieve tallado a mano que juega con la luz y la sombra",
      },
    },
    {
      kind: "text",
      eyebrow: "Para profesionales",
      title: "Tu diseño, interpretado por quien lo fabrica",
      paragraphs: [
        "Llevamos más de 30 años acompañando a interioristas y arquitectos. Sabemos que una alfombra forma parte de un proyecto mayor y que debe dialogar con el mobiliario, los materiales y la luz del espacio.",
        "Como somos fabricantes, nuestro equipo de diseño conoce las posibilidades y los límites de cada técnica. Te aconseja desde el primer boceto para que el resultado sea fiel a tu intención y viable en producción.",
      ],
      image: { name: "collection-creativa", alt: "Alfombra creativa con formas orgánicas y colores contrastados" },
      imageSide: "right",
    },
    {
      kind: "numbered",
      eyebrow: "Proceso",
      title: "Cuatro pasos hasta la producción",
      layout: "steps",
      items: [
        {
          title: "Briefing",
          text: "Nos envías tu boceto, logotipo, plano o referencia, junto con las medidas, el uso del espacio y el estilo que buscas.",
        },
        {
          title: "Propuesta técnica",
          text: "Te proponemos técnica, materiales, alturas de pelo y colores, de nuestra colección de 300 colores o en referencias Pantone.",
        },
        {
          title: "Render y muestra",
          text: "Antes de producir, validas un render del diseño y, si lo necesitas, una muestra física del color y la textura.",
        },
        {
          title: "Producción",
          text: "Con tu aprobación, fabricamos en nuestra propia fábrica, fieles al diseño aprobado hasta el último detalle.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Color",
      title: "El color exacto, no uno parecido",
      paragraphs: [
        "Partimos de una colección de 300 colores y trabajamos habitualmente con referencias Pantone para igualar el tono que has definido en tu proyecto. Los kits de color M50 y M300, de 50 y 300 colores, te permiten elegir con la muestra en la mano.",
        "Revisamos cada color bajo distintas luces, porque una misma lana no se ve igual en un vestíbulo con luz cenital que en la cabina de un avión o en un salón al atardecer.",
      ],
      image: { name: "kit-m300", alt: "Kit de color M300 en cajón, con 300 muestras de lana ordenadas por tonos" },
      imageSide: "left",
      tone: "sand",
    },
    {
      kind: "cards",
      eyebrow: "Posibilidades",
      title: "Todo lo que puedes definir",
      columns: 3,
      items: [
        {
          title: "Forma",
          text: "Cuadrada, rectangular, circular, oval, hexagonal, irregular, ondulada, escalonada o compuesta por piezas sueltas.",
        },
        {
          title: "Relieve y altura",
          text: "Pelo cortado de 15 a 50 mm (desde 6 mm con tundido) y bucle de 4 a 40 mm, combinables entre sí y con tallado a mano.",
        },
        {
          title: "Medida",
          text: "Piezas sin uniones de hasta 6 × 4 m y uniones invisibles para superficies mayores. Corte por ordenador de hasta 2,5 m de ancho.",
          action: { label: "Ver personalización", href: "/personalizacion" },
        },
      ],
    },
    {
      kind: "cta",
      title: "¿Tienes un boceto sobre la mesa?",
      text: "Envíanoslo y te devolveremos una propuesta con técnica, materiales y render. Si prefieres empezar por el color, pide un muestrario.",
      actions: [
        { label: "Enviar mi proyecto", href: "/contacto" },
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
      ],
    },
  ],
} satisfies PageContentInput;
