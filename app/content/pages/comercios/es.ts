import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Alfombras a medida para tiendas, showrooms y marcas",
    description:
      "Alfombras con tu logotipo y tus colores corporativos para tiendas y showrooms: M1, clase de uso 33 y series idénticas en Robotuft. Fábrica en Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Comercios",
      title: "Tu marca, también bajo los pies",
      lead: "Diseñamos y fabricamos alfombras para tiendas, showrooms y espacios de marca que llevan tu identidad al suelo: tu logotipo, tus colores y una resistencia pensada para el tránsito diario, desde nuestra propia fábrica en Crevillente.",
      image: {
        name: "hero-comercios",
        alt: "Alfombra de gran formato con un patrón geométrico en los colores de una marca, sobre el suelo de una tienda",
      },
      actions: [
        { label: "Solicitar presupuesto", href: "/comercios?proyecto=retail#contact" },
        { label: "Pedir el catálogo", href: "/solicitud-catalogo" },
      ],
    },
    {
      kind: "cards",
      id: "beneficios",
      eyebrow: "Por qué Nudo",
      title: "Alfombras que trabajan para tu marca",
      intro:
        "Una alfombra bien pensada guía al cliente, enmarca el producto y hace reconocible tu espacio desde la misma puerta.",
      columns: 4,
      items: [
        {
          title: "Tu identidad, en el suelo",
          text: "Integramos tu logotipo, tu tipografía y tus colores corporativos, igualados por lo general en referencia Pantone, para que la alfombra forme parte de tu imagen de marca.",
        },
        {
          title: "Hechas para el tránsito intenso",
          text: "Clase de uso 33 y materiales seleccionados para soportar el paso constante de clientes sin perder color, forma ni presencia.",
        },
        {
          title: "Idénticas en cada tienda",
          text: "Con el tufting robotizado, cada alfombra reproduce el diseño con precisión milimétrica: tu primera tienda y la última que abras lucirán exactamente igual.",
        },
        {
          title: "Fabricantes, no distribuidores",
          text: "Producimos en nuestra propia fábrica de más de {{factoryArea}} en Crevillente: controlamos la calidad y los plazos, y respondemos con agilidad cuando abres una nueva tienda.",
        },
      ],
    },
    {
      kind: "cards",
      id: "proyectos",
      eyebrow: "Proyectos",
      title: "Del escaparate al showroom",
      intro:
        "Cada formato comercial tiene su ritmo y su público. Adaptamos el diseño, los materiales y las medidas a cada uno de ellos.",
      columns: 2,
      items: [
        {
          title: "Tiendas insignia",
          text: "La dirección más ambiciosa de tu marca merece una alfombra a su altura: grandes formatos, relieves y formas que convierten la visita en una experiencia.",
          image: {
            name: "project-retail",
            alt: "Alfombra con un patrón geométrico de gran formato en un espacio comercial",
          },
        },
        {
          title: "Salas de exposición",
          text: "Alfombras que enmarcan tu producto y ordenan el recorrido por el espacio, sin robarle el protagonismo.",
          image: {
            name: "collection-gran-formato",
            alt: "Alfombra de gran formato con un patrón geométrico a medida",
          },
        },
        {
          title: "Boutiques de lujo",
          text: "Piezas únicas para espacios íntimos, donde una alfombra a medida marca el tono y envuelve al cliente.",
          image: {
            name: "collection-relieve-3d",
            alt: "Alfombra con relieve tallado en 3D y distintas alturas de pelo",
          },
        },
        {
          title: "Shop-in-shops y espacios de marca",
          text: "Córners, pop-ups y espacios de marca en grandes almacenes, con un mismo diseño que se repite fielmente en cada ubicación.",
          image: {
            name: "collection-patron-pequeno",
            alt: "Alfombra con un patrón pequeño y repetido",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      id: "casos",
      eyebrow: "Proyectos realizados",
      title: "Tiendas y espacios de marca",
      intro:
        "Boutiques y showrooms donde la alfombra forma parte de la identidad de la marca. Mira cómo lo hicimos en cada uno.",
      sector: "retail",
    },
    {
      kind: "cards",
      id: "servicios",
      eyebrow: "Servicios",
      title: "Preparadas para el uso comercial",
      columns: 4,
      items: [
        {
          title: "Clasificación al fuego M1",
          text: "Fabricamos con clasificación de reacción al fuego M1 y, si el proyecto lo pide, con bases ignífugas. Te facilitamos la documentación técnica de cada alfombra.",
        },
        {
          title: "Clase de uso 33",
          text: "La clase para el uso comercial intenso: densidad, fibras y base elegidas para que la alfombra conserve su aspecto temporada tras temporada.",
        },
        {
          title: "Despliegue en varias tiendas",
          text: "Coordinamos la producción y la entrega de varias aperturas a la vez, con series idénticas gracias al Robotuft y el mismo estándar en cada ubicación.",
        },
        {
          title: "Instalación y mantenimiento",
          text: "Nuestros equipos itinerantes instalan en cualquier país, y te ofrecemos una guía de mantenimiento y un servicio de limpieza profesional para que la alfombra luzca como el primer día.",
        },
      ],
    },
    {
      kind: "numbered",
      id: "proceso",
      eyebrow: "Proceso",
      title: "Cómo se desarrolla un proyecto retail",
      intro: "Del primer briefing al día de la apertura, con un único interlocutor.",
      layout: "steps",
      items: [
        {
          title: "El encargo",
          text: "Háblanos de tu marca, de tus espacios y de tu calendario de aperturas. Con planos y medidas en la mano, te proponemos la técnica y los materiales adecuados.",
        },
        {
          title: "Diseño y muestras",
          text: "Traducimos tu identidad a un diseño de alfombra y te enviamos muestras físicas con tus colores corporativos para validarlas antes de fabricar.",
        },
        {
          title: "Fabricación en Crevillente",
          text: "Producimos en nuestra fábrica de Crevillente: las series idénticas, con tufting robotizado; las piezas singulares, con tufting a mano.",
        },
        {
          title: "Entrega e instalación",
          text: "Entregamos en cada tienda y nuestros equipos instalan las alfombras, listas para la apertura y cubiertas por nuestra garantía internacional frente a defectos de fabricación.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Presupuesto",
      title: "¿Preparas una apertura?",
      text: "Envíanos planos, medidas y tu manual de identidad, y te prepararemos una propuesta de diseño y un presupuesto a medida.",
      actions: [
        { label: "Solicitar presupuesto", href: "/comercios?proyecto=retail#contact" },
        { label: "Pedir el catálogo", href: "/solicitud-catalogo" },
      ],
    },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
