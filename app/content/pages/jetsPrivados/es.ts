import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Alfombras a medida para jets privados",
    description:
      "Alfombras para cabinas de jets privados, cortadas al plano de cada aeronave, ligeras, certificadas para aviación y acabadas a mano en Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Jets privados",
      title: "Alfombras a medida para cabinas excepcionales",
      lead: "Diseñamos y fabricamos alfombras para jets privados junto a propietarios, centros de completado y diseñadores de interiores de aeronaves: cortadas al plano de cada cabina, certificadas según los requisitos aeronáuticos de seguridad contra el fuego y terminadas a mano en Crevillente.",
      image: {
        name: "hero-jets",
        alt: "Alfombra a medida en la cabina principal de un jet privado, entre butacas de piel y paneles de madera",
      },
      actions: [
        { label: "Solicitar una consulta", href: "/jets-privados?proyecto=jet#contact" },
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
      ],
    },
    {
      kind: "cards",
      id: "beneficios",
      eyebrow: "Por qué Nudo",
      title: "Pensadas para volar",
      intro:
        "A bordo, cada centímetro y cada gramo cuentan. Trabajamos con los márgenes de la aviación y con el nivel de exigencia de quien vuela en privado.",
      columns: 4,
      items: [
        {
          title: "Al plano de cada aeronave",
          text: "Partimos de los planos de suelo de cada cabina y cortamos cada pieza por ordenador, con los recortes exactos para anclajes de asientos, mobiliario y accesos.",
        },
        {
          title: "Ligeras y de perfil fino",
          text: "Construcciones ligeras y de poco espesor, con bucle desde 4 mm y pelo cortado desde 6 mm con tundido, para respetar el peso y las holguras de cada cabina.",
        },
        {
          title: "Discreción absoluta",
          text: "Tratamos cada aeronave, cada propietario y cada diseño con estricta confidencialidad. Tu proyecto solo lo conocen quienes trabajan en él.",
        },
        {
          title: "Acabado a mano",
          text: "Nuestros artesanos tallan, perfilan y rematan cada pieza a mano, con el oficio que cultivamos desde 1995, para un acabado impecable en cada borde y cada transición.",
        },
      ],
    },
    {
      kind: "cards",
      id: "espacios",
      eyebrow: "A bordo",
      title: "Cada zona de la cabina, con su alfombra",
      intro:
        "Definimos construcción, altura de pelo y material según el uso de cada zona, con un lenguaje de diseño continuo de la puerta de embarque a la suite.",
      columns: 2,
      items: [
        {
          title: "Cabina principal",
          text: "El salón de a bordo, con una alfombra continua que acompaña la distribución de butacas, divanes y mesas y amortigua el sonido durante el vuelo.",
          image: {
            name: "project-aviacion",
            alt: "Alfombra de tufting robotizado con filas de pelo regulares para la cabina de un avión",
          },
        },
        {
          title: "Dormitorio y suite privada",
          text: "Lana de Nueva Zelanda o seda natural para el espacio más íntimo del avión, donde el tacto bajo los pies descalzos lo es todo.",
          image: {
            name: "technique-hand-tuft",
            alt: "Detalle de los bucles de lana de una alfombra tufting a mano",
          },
        },
        {
          title: "Galley y zona de entrada",
          text: "Las zonas de más paso a bordo reciben construcciones más resistentes y fáciles de mantener, sin romper la continuidad del diseño.",
          image: {
            name: "collection-patron-pequeno",
            alt: "Alfombra de patrón pequeño y repetido, de pelo corto y denso",
          },
        },
        {
          title: "Aviación comercial VIP",
          text: "Aviones comerciales en configuración VIP, con superficies mayores y las mismas exigencias de certificación. Nuestra experiencia en aviación comercial nos permite abordar cabinas de cualquier tamaño.",
          image: {
            name: "technique-robot-tuft",
            alt: "Hileras regulares de pelo en una alfombra de tufting robotizado",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      id: "casos",
      eyebrow: "Proyectos realizados",
      title: "Cabinas con nuestras alfombras",
      intro: "Jets privados y aviones para los que fabricamos alfombras a partir de los planos de cada cabina.",
      sector: "aviation",
    },
    {
      kind: "cards",
      id: "certificaciones",
      eyebrow: "Certificaciones",
      title: "Seguridad certificada, materiales nobles",
      intro:
        "Todo lo que necesita tu centro de completado para aprobar la instalación, y todo lo que esperas sentir bajo los pies.",
      columns: 2,
      items: [
        {
          title: "Certificación aeronáutica",
          text: "Nuestras alfombras para aviación están certificadas según los requisitos aeronáuticos de seguridad contra el fuego y cuentan además con certificaciones textiles. Facilitamos toda la documentación necesaria para la aprobación.",
        },
        {
          title: "Bases ignífugas",
          text: "Elegimos bases ignífugas y técnicas según la construcción y el sistema de fijación previsto, para que toda la alfombra, no solo el pelo, responda a las exigencias de a bordo.",
        },
        {
          title: "Materiales nobles",
          text: "Lana de Nueva Zelanda por su resiliencia y su tacto, y seda natural para los brillos más sutiles. Los colores se igualan, por lo general, en referencia Pantone con las pieles, maderas y tejidos de la cabina.",
        },
        {
          title: "Instalación coordinada",
          text: "Coordinamos medidas, plazos y entregas con el centro de completado, y nuestros equipos viajan allí donde esté la aeronave para realizar la instalación.",
        },
      ],
    },
    {
      kind: "numbered",
      id: "proceso",
      eyebrow: "Proceso",
      title: "De los planos de cabina a la entrega",
      layout: "steps",
      items: [
        {
          title: "Briefing y planos",
          text: "Recibimos los planos de cabina, el concepto de interiorismo y el calendario del centro de completado, siempre bajo estricta confidencialidad.",
        },
        {
          title: "Diseño y muestras",
          text: "Desarrollamos el diseño con tu equipo y te enviamos muestras físicas y kits de color M50 o M300 para validarlos junto a pieles, maderas y tejidos.",
        },
        {
          title: "Fabricación en Crevillente",
          text: "Fabricamos y acabamos cada pieza en nuestra fábrica de más de {{factoryArea}}, con control de medidas y de calidad antes de cada envío.",
        },
        {
          title: "Entrega e instalación",
          text: "Enviamos las piezas identificadas según el plano y las instalamos en coordinación con el centro de completado, esté donde esté la aeronave.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Consulta",
      title: "¿Preparas una nueva cabina o una renovación?",
      text: "Cuéntanos el concepto, las zonas de la cabina y los plazos. Te responderemos con una propuesta confidencial y, si lo deseas, con un muestrario para ver y tocar los materiales.",
      actions: [
        { label: "Solicitar una consulta", href: "/jets-privados?proyecto=jet#contact" },
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
      ],
    },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
