import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Alfombras a medida para hoteles: fuego M1 y clase de uso 33",
    description:
      "Alfombras a medida para vestíbulos, habitaciones, salones de eventos y restaurantes de hotel, con clasificación M1, clase de uso 33 y fábrica propia en Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Hoteles",
      title: "Alfombras que forman parte de la experiencia de tu hotel",
      lead: "Desde 1995 diseñamos y fabricamos en Crevillente alfombras a medida para vestíbulos, habitaciones, salones y restaurantes: piezas que resisten el ir y venir de cada día y que tus huéspedes recuerdan al marcharse.",
      image: {
        name: "hero-hoteles",
        alt: "Alfombra a medida en tonos cálidos que cubre el vestíbulo de un hotel de lujo, frente a la recepción",
      },
      actions: [
        { label: "Solicitar una consulta", href: "/hoteles?proyecto=contract#contact" },
        { label: "Catálogo para hoteles", href: "/solicitud-catalogo" },
      ],
    },
    {
      kind: "cards",
      id: "beneficios",
      eyebrow: "Por qué Nudo",
      title: "Un fabricante a la altura de tu hotel",
      columns: 3,
      items: [
        {
          title: "Fabricantes, no intermediarios",
          text: "Diseñamos, tejemos y acabamos cada alfombra en nuestra fábrica de más de {{factoryArea}} en Crevillente. Un único interlocutor, plazos bajo control y fidelidad absoluta al diseño aprobado.",
        },
        {
          title: "La identidad de tu marca, en el suelo",
          text: "Tu logotipo, tu paleta corporativa o un dibujo exclusivo, en cualquier forma y tamaño: hasta 6 × 4 m sin costuras y con uniones invisibles para superficies mayores. Igualamos cada color a Pantone o lo elegimos contigo entre nuestros 300 colores.",
        },
        {
          title: "Hechas para no descansar",
          text: "Clase de uso 33 para el tránsito comercial intenso, clasificación al fuego M1 y fibras elegidas para conservar el color y el volumen temporada tras temporada.",
        },
      ],
    },
    {
      kind: "cards",
      id: "areas",
      eyebrow: "Espacios",
      title: "Cada zona del hotel, con su propia alfombra",
      intro:
        "Un vestíbulo no pide lo mismo que una suite. Adaptamos la técnica, la altura del pelo, el material y el dorso al uso real de cada espacio.",
      columns: 4,
      items: [
        {
          title: "Vestíbulos y recepción",
          text: "La primera impresión del hotel. Piezas de gran formato, con relieves tallados o el emblema de la casa, preparadas para el paso constante de huéspedes y equipajes.",
          image: {
            name: "area-vestibulo",
            alt: "Alfombra de gran formato en el vestíbulo de un hotel, ante el mostrador de recepción",
          },
        },
        {
          title: "Habitaciones y suites",
          text: "Confort bajo los pies y silencio en cada estancia. Lana de Nueva Zelanda o seda natural, en la medida exacta de cada tipología, de la habitación estándar a la suite presidencial.",
          image: {
            name: "area-habitaciones",
            alt: "Alfombra de lana de pelo suave a los pies de la cama en una suite de hotel",
          },
        },
        {
          title: "Salones de eventos",
          text: "Grandes superficies que soportan montajes, mesas y cientos de invitados. Uniones invisibles hechas en fábrica o en obra para que el dibujo recorra el salón sin interrupciones.",
          image: {
            name: "area-eventos",
            alt: "Alfombra con un patrón geométrico continuo que cubre el suelo de un salón de eventos de hotel",
          },
        },
        {
          title: "Restaurantes y bares",
          text: "Ambientes donde la alfombra marca el tono y amortigua el ruido. Fibras y dorsos pensados para un mantenimiento sencillo, con nuestro servicio de limpieza profesional cuando hace falta.",
          image: {
            name: "area-restaurantes",
            alt: "Alfombra de formas orgánicas en tonos cálidos bajo las mesas de un restaurante de hotel",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      id: "casos",
      eyebrow: "Proyectos realizados",
      title: "Hoteles que ya visten nuestras alfombras",
      intro:
        "Vestíbulos, habitaciones y pasillos donde nuestras alfombras ya forman parte del día a día del hotel. Cada proyecto cuenta cómo lo resolvimos junto al equipo de interiorismo.",
      sector: "hotels",
    },
    {
      kind: "cards",
      id: "certificaciones",
      eyebrow: "Certificaciones",
      title: "Seguridad y resistencia, certificadas",
      columns: 3,
      items: [
        {
          title: "Clasificación al fuego M1",
          text: "Nuestras alfombras cuentan con clasificación de reacción al fuego M1. Te facilitamos la documentación técnica que necesite tu proyecto.",
        },
        {
          title: "Clase de uso 33",
          text: "La clase que corresponde al uso comercial intenso: la alfombra mantiene su aspecto en las zonas de más paso, año tras año.",
        },
        {
          title: "Mantenimiento sencillo",
          text: "Materiales duraderos y fáciles de cuidar, una guía de mantenimiento para tu departamento de pisos y un servicio de limpieza profesional. Y una garantía internacional frente a defectos de fabricación.",
        },
      ],
    },
    {
      kind: "numbered",
      id: "proceso",
      eyebrow: "Cómo trabajamos",
      title: "De los planos a la inauguración",
      intro: "Un mismo equipo te acompaña en cada fase, tanto en una apertura como en una reforma.",
      layout: "steps",
      items: [
        {
          title: "Briefing, planos y medidas",
          text: "Nos cuentas el concepto, el uso de cada zona y los plazos. Trabajamos sobre tus planos o tomamos las medidas en el propio hotel.",
        },
        {
          title: "Diseño y muestras",
          text: "Nuestro equipo de diseño desarrolla la propuesta con tu interiorista: dibujo, colores, texturas y alturas de pelo. Apruebas cada detalle con muestras físicas y kits de color M50 y M300.",
        },
        {
          title: "Fabricación en Crevillente",
          text: "Tejemos cada pieza en nuestra fábrica, en Handtuft, Robotuft, Wilton o Flatweave según el uso de cada zona, y la revisamos una a una antes de embalarla.",
        },
        {
          title: "Entrega e instalación",
          text: "Nuestros equipos itinerantes instalan las alfombras en cualquier lugar del mundo y realizan en obra las uniones que haga falta, para que todo esté listo el día de la apertura.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Presupuesto",
      title: "¿Preparas una apertura o una reforma?",
      text: "Envíanos planos, medidas y plazos y te prepararemos una propuesta de diseño y un presupuesto a medida. Si todavía buscas inspiración, pide nuestro catálogo para hoteles.",
      actions: [
        { label: "Solicitar presupuesto", href: "/hoteles?proyecto=contract#contact" },
        { label: "Pedir el catálogo", href: "/solicitud-catalogo" },
      ],
    },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
