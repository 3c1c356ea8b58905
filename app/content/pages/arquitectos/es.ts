import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Alfombras a medida para arquitectos y estudios",
    description:
      "Alfombras a medida para oficinas, hoteles y edificios públicos: apoyo a la prescripción, clasificación M1, clase de uso 33 y fábrica propia en Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Arquitectos",
      title: "La alfombra como material de arquitectura",
      lead: "Acompañamos a estudios de arquitectura en oficinas, sedes corporativas, edificios públicos y hoteles, de la especificación técnica a la instalación en obra, con fábrica propia en Crevillente y más de 30 años junto a interioristas y arquitectos.",
      image: {
        name: "hero-arquitectos",
        alt: "Alfombra de patrón pequeño y repetido que recorre la planta abierta de una oficina contemporánea",
      },
      actions: [
        { label: "Solicitar presupuesto", href: "/arquitectos?proyecto=contract#contact" },
        { label: "Solicitar catálogo digital", href: "/solicitud-catalogo" },
      ],
    },
    {
      kind: "cards",
      id: "beneficios",
      eyebrow: "Por qué Nudo",
      title: "Pensadas para prescribir con garantías",
      intro:
        "Sabemos lo que necesita un estudio para especificar una alfombra con confianza: datos técnicos claros, muestras reales y un fabricante que responde de lo que fabrica.",
      columns: 4,
      items: [
        {
          title: "Documentación y apoyo a la prescripción",
          text: "Te facilitamos fichas técnicas, certificados y muestras físicas para tu memoria de calidades y tus pliegos. Un interlocutor técnico resuelve contigo cada detalle de la especificación.",
        },
        {
          title: "A la medida de tus planos",
          text: "Trabajamos sobre tus planos para ajustar cada alfombra al espacio real: doce formas, corte por ordenador de hasta 2,5 m de ancho y largo ilimitado, y recortes exactos para pilares, peldaños o mobiliario fijo.",
        },
        {
          title: "Confort acústico",
          text: "Una alfombra de lana amortigua el ruido de los pasos y suaviza la reverberación de las superficies duras. En plantas diáfanas, vestíbulos y salas de reuniones, eso se traduce en espacios más serenos.",
        },
        {
          title: "Grandes formatos sin juntas",
          text: "Piezas de hasta 6 m × 4 m sin una sola junta y, para superficies mayores, uniones invisibles realizadas en fábrica o en obra. Un mismo dibujo continuo puede recorrer un vestíbulo o una planta entera.",
        },
      ],
    },
    {
      kind: "cards",
      id: "proyectos",
      eyebrow: "Tipologías",
      title: "Cada edificio, su alfombra",
      intro:
        "Adaptamos construcción, materiales y base al uso real de cada espacio, ya sea una planta de oficinas con miles de pasos al día o la sala silenciosa de un museo.",
      columns: 2,
      items: [
        {
          title: "Oficinas y sedes corporativas",
          text: "Plantas abiertas, salas de reuniones y áreas de dirección con alfombras que soportan el tránsito diario, mejoran la acústica e integran los colores de la marca.",
          image: {
            name: "project-arquitectura",
            alt: "Alfombra con un patrón pequeño y repetido en una oficina contemporánea",
          },
        },
        {
          title: "Hoteles y hostelería",
          text: "Vestíbulos, pasillos, habitaciones y salones de eventos con alfombras que resisten el uso intensivo y dan continuidad al concepto de interiorismo.",
          image: {
            name: "project-hotel",
            alt: "Alfombra a medida en el vestíbulo de un hotel, bajo una iluminación cálida",
          },
        },
        {
          title: "Espacios culturales y públicos",
          text: "Museos, teatros, auditorios y edificios institucionales donde la alfombra ordena los recorridos, absorbe el sonido y aporta la clasificación de reacción al fuego M1.",
          image: {
            name: "collection-gran-formato",
            alt: "Alfombra con un patrón geométrico de gran formato en tonos arena, bronce y terracota",
          },
        },
        {
          title: "Residencial de lujo",
          text: "Promociones residenciales, zonas comunes y viviendas piloto con piezas a medida que elevan la percepción de calidad de todo el edificio.",
          image: {
            name: "project-residencial",
            alt: "Alfombra de contorno irregular sobre el suelo de madera de un salón",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      id: "casos",
      eyebrow: "Proyectos realizados",
      title: "Sedes y oficinas proyectadas con arquitectos",
      intro:
        "Espacios de trabajo donde la alfombra se pensó junto al proyecto de arquitectura: acústica, uso intensivo y diseño a medida.",
      sector: "architecture",
    },
    {
      kind: "cards",
      id: "certificaciones",
      eyebrow: "Datos técnicos",
      title: "Certificaciones y datos para tu memoria",
      intro: "Todo lo que necesitas para especificar con seguridad, con la documentación que exija cada proyecto.",
      columns: 2,
      items: [
        {
          title: "Clasificación M1",
          text: "Nuestras alfombras cuentan con clasificación de reacción al fuego M1. Te facilitamos la documentación técnica que necesite tu prescripción.",
        },
        {
          title: "Clase de uso 33",
          text: "La clase de uso 33 corresponde al uso comercial intenso: alfombras preparadas para oficinas, hoteles y edificios públicos con tránsito constante.",
        },
        {
          title: "Datos de construcción",
          text: "Pelo cortado de 15 a 50 mm (desde 6 mm con tundido) y bucle de 4 a 40 mm. Lana de Nueva Zelanda, seda natural, algodón, fibras sintéticas o mezclas a medida, sobre bases de látex natural, técnicas, antideslizantes o ignífugas.",
        },
        {
          title: "Instalación en todo el mundo",
          text: "Nuestros equipos de instalación viajan a la obra, esté donde esté, y se coordinan con la dirección de obra. Cada alfombra cuenta con garantía internacional frente a defectos de fabricación.",
        },
      ],
    },
    {
      kind: "numbered",
      id: "proceso",
      eyebrow: "Proceso",
      title: "Así trabajamos con tu estudio",
      layout: "steps",
      items: [
        {
          title: "Briefing y planos",
          text: "Nos envías planos, usos previstos, referencias y plazos. Analizamos el proyecto contigo y definimos la construcción adecuada para cada zona.",
        },
        {
          title: "Diseño y muestras",
          text: "Nuestro equipo de diseño desarrolla la propuesta con colores, por lo general, en referencia Pantone, y te enviamos muestras físicas y kits de color M50 o M300 para validar cada decisión.",
        },
        {
          title: "Fabricación en Crevillente",
          text: "Cada alfombra nace en nuestra propia fábrica de más de {{factoryArea}}, en Handtuft, Robotuft, Wilton o Flatweave según el proyecto, con control de calidad en cada fase.",
        },
        {
          title: "Entrega e instalación",
          text: "Planificamos el envío según el calendario de obra y nuestros equipos instalan en destino, con uniones invisibles allí donde la superficie lo pide.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Presupuesto",
      title: "¿Tienes un proyecto sobre la mesa?",
      text: "Envíanos planos, mediciones y plazos y te prepararemos una propuesta técnica y un presupuesto a medida. Si estás en fase de concepto, empieza por nuestro catálogo digital.",
      actions: [
        { label: "Solicitar presupuesto", href: "/arquitectos?proyecto=contract#contact" },
        { label: "Solicitar catálogo digital", href: "/solicitud-catalogo" },
      ],
    },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
