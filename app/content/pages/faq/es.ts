import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Preguntas frecuentes",
    description:
      "Fabricación, instalación, diseño a medida, materiales, sostenibilidad, certificaciones, mantenimiento, garantía y contract: resolvemos tus dudas.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Preguntas frecuentes",
      title: "Todo lo que necesitas saber",
      lead: "Fabricación, personalización, materiales, instalación y garantía: respondemos a las dudas más habituales de interioristas, arquitectos y clientes particulares.",
      image: {
        name: "hero-care",
        alt: "Alfombra con un patrón pequeño y repetido, vista de cerca",
      },
    },
    {
      kind: "faq",
      id: "preguntas",
      eyebrow: "FAQ",
      title: "Resolvemos tus dudas",
      items: [
        {
          question: "¿Sois fabricantes o distribuidores?",
          answer:
            "Somos fabricantes. Diseñamos, fabricamos y acabamos cada alfombra en nuestra propia fábrica de más de {{factoryArea}} en Crevillente (Alicante). Trabajar sin intermediarios nos permite controlar la calidad en cada fase y adaptarnos a lo que necesita cada proyecto.",
        },
        {
          question: "¿Dónde podéis instalar las alfombras?",
          answer:
            "En cualquier lugar del mundo. Nuestros equipos de instalación se desplazan allí donde esté el proyecto, ya sea un hotel, una residencia privada o un yate, y coordinan cada detalle con tu equipo de obra.",
        },
        {
          question: "¿Puedo encargar un diseño totalmente personalizado?",
          answer:
            "Sí. Ofrecemos una personalización total: partimos de tu boceto, de tu logotipo o simplemente de una idea, y definimos contigo forma, medidas, colores, alturas y materiales. Antes de fabricar, recibirás una propuesta de diseño para tu aprobación.",
        },
        {
          question: "¿Qué materiales utilizáis?",
          answer:
            "Trabajamos con lana de Nueva Zelanda, con opciones de lana virgen, y con seda natural, además de algodón, fibras sintéticas y mezclas a medida. Bajo pedido, también ofrecemos opciones con materiales reciclados y reciclables.",
        },
        {
          question: "¿Qué hacéis en materia de sostenibilidad?",
          answer:
            "Te contamos hechos concretos. Fabricamos en nuestra propia fábrica de Crevillente y cada pieza por encargo, a medida, sin producir en serie para almacenar stock. Trabajamos con fibras naturales como la lana de Nueva Zelanda y la seda, y bajo pedido ofrecemos opciones recicladas y reciclables. La clase de uso 33 hace que nuestras alfombras resistan el tránsito intenso, y nuestra guía de mantenimiento y el servicio de limpieza profesional ayudan a alargar su vida.",
        },
        {
          question: "¿Qué certificaciones tienen vuestras alfombras?",
          answer:
            "Nuestras alfombras cuentan con certificaciones aeronáuticas y textiles, además de la clasificación de reacción al fuego M1 y la clase de uso 33 para tránsito intenso. Te facilitamos la documentación técnica que requiera cada proyecto.",
        },
        {
          question: "¿Cómo debo cuidar mi alfombra?",
          answer:
            "Con cada alfombra te entregamos una guía de mantenimiento con pautas de limpieza habitual y cuidados específicos según el material. Para las limpiezas en profundidad, ponemos a tu disposición un servicio de limpieza profesional que preserva el color, la textura y la forma de la pieza.",
        },
        {
          question: "¿Qué garantía ofrecéis?",
          answer:
            "Todas nuestras alfombras cuentan con una garantía internacional frente a defectos de fabricación. Garantizamos también su durabilidad y la fidelidad de la pieza terminada al diseño que has aprobado.",
        },
        {
          question: "¿Trabajáis en proyectos contract?",
          answer:
            "Sí, el contract es una parte esencial de nuestro trabajo. Fabricamos alfombras para hoteles, oficinas, comercios, museos y teatros, así como para la aviación comercial, y adaptamos diseño, materiales y certificaciones a las exigencias de cada espacio.",
        },
      ],
      closing: {
        text: "¿No encuentras la respuesta que buscas?",
        action: { label: "Contáctanos", href: "/contacto" },
      },
    },
  ],
} satisfies PageContentInput;
