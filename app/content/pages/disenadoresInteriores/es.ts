import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Alfombras a medida para diseñadores de interiores",
    description:
      "Tu taller de alfombras a medida: personalización total, 300 colores, kits M50 y M300, muestras y asesoramiento técnico. Fábrica propia en Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Diseñadores de interiores",
      title: "El taller que convierte tus bocetos en alfombras",
      lead: "Llevamos más de 30 años acompañando a diseñadores de interiores. Como fabricantes, trabajamos como una extensión de tu estudio: desarrollamos tu diseño, igualamos tu paleta y fabricamos cada pieza en nuestra propia fábrica de Crevillente.",
      image: {
        name: "hero-disenadores",
        alt: "Alfombra de tufting a mano con formas orgánicas de color, creada a partir del boceto de un interiorista",
      },
      actions: [
        { label: "Solicitar una consulta", href: "/disenadores-interiores?proyecto=residential#contact" },
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
      ],
    },
    {
      kind: "cards",
      id: "beneficios",
      eyebrow: "Por qué Nudo",
      title: "Un fabricante que trabaja como tu atelier",
      intro:
        "Entre tu estudio y el bastidor no hay intermediarios: hablas directamente con el equipo que desarrolla, fabrica e instala cada alfombra.",
      columns: 4,
      items: [
        {
          title: "Tu atelier, no un catálogo",
          text: "Somos fabricantes, no distribuidores. Tu diseño no se adapta a un catálogo: lo desarrollamos y lo fabricamos en nuestra propia fábrica de Crevillente, con un único interlocutor de principio a fin.",
        },
        {
          title: "Personalización total",
          text: "Partimos de tu boceto, de un plano o de una referencia. Forma, medida, alturas de pelo, tallado, materiales y base: cada decisión es tuya, y nosotros la convertimos en una pieza única.",
        },
        {
          title: "300 colores al alcance de tu mano",
          text: "Trabaja con nuestra colección de 300 colores desde tu propio estudio gracias a los kits M50 y M300, y muestra a tus clientes el color real, no una aproximación en pantalla.",
        },
        {
          title: "Discreción ante tu cliente",
          text: "Trabajamos en segundo plano: tú presentas el proyecto y tú mantienes la relación con tu cliente. Nosotros ponemos el oficio, las muestras y el apoyo técnico que necesitas en cada reunión.",
        },
      ],
    },
    {
      kind: "cards",
      id: "proyectos",
      eyebrow: "Proyectos",
      title: "Allí donde te lleve tu proyecto",
      intro:
        "Trabajamos a tu lado en encargos residenciales, hoteleros y náuticos, de la pieza singular a la vivienda completa.",
      columns: 2,
      items: [
        {
          title: "Residencias privadas",
          text: "Salones, dormitorios y vestidores en los que la alfombra nace de la propia estancia: de su forma, de su luz y del mobiliario que la rodea.",
          image: {
            name: "project-residencial",
            alt: "Alfombra de contorno irregular sobre el suelo de madera de un salón",
          },
        },
        {
          title: "Suites de hoteles de lujo",
          text: "Suites, villas y zonas privadas de hoteles de lujo, donde el detalle residencial convive con la resistencia que exige el uso hotelero diario.",
          image: {
            name: "project-hotel",
            alt: "Alfombra a medida en una suite de hotel, bajo una iluminación cálida",
          },
        },
        {
          title: "Piezas de autor",
          text: "Alfombras únicas concebidas como obra: formas libres, relieves tallados y mezclas de materiales que solo el tufting a mano hace posibles.",
          image: {
            name: "collection-relieve-3d",
            alt: "Alfombra con relieve tallado en 3D y distintas alturas de pelo",
          },
        },
        {
          title: "Yates",
          text: "Salones y camarotes con alfombras cortadas al milímetro según los planos de cada embarcación, en sintonía con tu proyecto de interiorismo.",
          image: {
            name: "collection-unica",
            alt: "Alfombra única de contorno irregular, cortada a medida para encajar en su espacio",
          },
        },
      ],
    },
    {
      kind: "cards",
      id: "servicios",
      eyebrow: "Servicios",
      title: "Todo lo que tu proyecto necesita, bajo un mismo techo",
      columns: 4,
      items: [
        {
          title: "Desarrollo de diseño",
          text: "Nuestro equipo de diseño convierte tu boceto, tu moodboard o tu plano en un diseño técnico de producción, con medidas, colores y texturas que se someten a tu aprobación.",
        },
        {
          title: "Muestras y color",
          text: "Igualamos los colores de tu proyecto, por lo general en referencia Pantone, y te enviamos muestras físicas para validar tono, tacto y textura antes de fabricar.",
        },
        {
          title: "Asesoramiento técnico",
          text: "Te ayudamos a especificar técnica, materiales, densidad y base: pelo cortado de 15 a 50 mm, bucle de 4 a 40 mm y piezas sin juntas de hasta 6 × 4 m.",
        },
        {
          title: "Instalación en todo el mundo",
          text: "Nuestros equipos itinerantes instalan la alfombra allí donde esté tu proyecto, con uniones invisibles realizadas en obra cuando la superficie lo requiere.",
        },
      ],
    },
    {
      kind: "numbered",
      id: "proceso",
      eyebrow: "Proceso",
      title: "Así trabajamos contigo",
      intro: "Cuatro etapas, un único interlocutor y tu aprobación en cada paso.",
      layout: "steps",
      items: [
        {
          title: "El encargo",
          text: "Nos cuentas el proyecto: planos, medidas, referencias, plazos y el estilo de tu cliente. Te asesoramos sobre la técnica y los materiales más adecuados.",
        },
        {
          title: "Diseño y muestras",
          text: "Desarrollamos la propuesta de diseño y te enviamos muestras físicas de color y textura. Ajustamos cada detalle hasta que tú y tu cliente deis el visto bueno.",
        },
        {
          title: "Fabricación en Crevillente",
          text: "Fabricamos la alfombra en nuestra fábrica de Crevillente, a mano o con robot, y la revisamos pieza a pieza antes de que salga del taller.",
        },
        {
          title: "Entrega e instalación",
          text: "La entregamos allí donde esté tu proyecto y nuestros equipos la instalan, con una guía de mantenimiento y nuestra garantía internacional frente a defectos de fabricación.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Consulta",
      title: "¿Tienes un proyecto entre manos?",
      text: "Cuéntanos qué estás diseñando. Te propondremos una solución a medida y te haremos llegar las muestras que necesitas para presentarla a tu cliente.",
      actions: [
        { label: "Solicitar una consulta", href: "/disenadores-interiores?proyecto=residential#contact" },
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
      ],
    },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
