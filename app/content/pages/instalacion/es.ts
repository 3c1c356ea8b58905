import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Instalación de alfombras a medida en todo el mundo",
    description:
      "Equipos de instalación que viajan a cualquier destino, uniones invisibles en fábrica o en obra y grandes formatos sin uniones de hasta 6 × 4 m.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Instalación",
      title: "Allí donde esté tu proyecto",
      lead: "Nuestros equipos de instalación viajan a cualquier lugar del mundo para colocar cada alfombra tal como se diseñó: a la medida exacta, sin uniones a la vista y en los plazos acordados.",
      image: { name: "hero-contract", alt: "Gran alfombra a medida instalada en el vestíbulo de un hotel" },
    },
    {
      kind: "text",
      eyebrow: "Cobertura",
      title: "Instalación en todo el mundo",
      paragraphs: [
        "Hoteles, residencias, oficinas, comercios o yates: instalamos en cualquier país con equipos itinerantes que conocen cada alfombra, porque sale de nuestra propia fábrica.",
        "Coordinamos la instalación con la dirección de obra y con el resto de oficios para intervenir en el momento justo, cuando el espacio está preparado y la alfombra puede colocarse sin riesgos.",
      ],
      image: { name: "project-hotel", alt: "Alfombra a medida en el pasillo de un hotel" },
      imageSide: "right",
    },
    {
      kind: "text",
      eyebrow: "Grandes formatos",
      title: "Sin uniones hasta 6 × 4 m",
      paragraphs: [
        "Fabricamos alfombras de hasta 6 m × 4 m en una sola pieza, sin ninguna unión. Para superficies mayores, unimos varias piezas con uniones invisibles, trabajadas para que el dibujo y el pelo continúen sin interrupción.",
        "Esas uniones se realizan en fábrica, cuando el acceso al espacio lo permite, o en obra, cuando la alfombra debe entrar por partes. En ambos casos, el resultado es una superficie continua.",
      ],
      tone: "dark",
    },
    {
      kind: "numbered",
      eyebrow: "Proceso",
      title: "Cómo instalamos",
      layout: "steps",
      items: [
        {
          title: "Medición",
          text: "Tomamos medidas en obra o trabajamos sobre planos validados, con especial atención a pilares, escaleras y curvas.",
        },
        {
          title: "Preparación",
          text: "En fábrica cortamos, rematamos y, si conviene, unimos las piezas. El dorso —de látex natural, técnico, antideslizante o ignífugo— se elige según el uso.",
        },
        {
          title: "Transporte",
          text: "Embalamos e identificamos cada pieza para que llegue protegida y en el orden en que debe colocarse.",
        },
        {
          title: "Colocación",
          text: "Nuestro equipo instala la alfombra, realiza en obra las uniones necesarias y revisa contigo el resultado final.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Después de instalar",
      title: "Una alfombra lista para durar",
      paragraphs: [
        "Al terminar, te entregamos nuestra guía de mantenimiento, con las pautas de cuidado diario y de actuación ante manchas adaptadas al material de tu alfombra.",
        "Cuando lo necesites, nuestro servicio de limpieza profesional se ocupa del mantenimiento en profundidad, y la garantía internacional te protege frente a cualquier defecto de fabricación.",
      ],
      image: { name: "project-retail", alt: "Alfombra de patrón geométrico en una tienda de lujo" },
      imageSide: "left",
    },
    {
      kind: "cta",
      title: "Planifiquemos tu instalación",
      text: "Cuéntanos dónde está tu proyecto, qué superficies quieres cubrir y con qué plazos trabajas, y te propondremos la mejor forma de fabricar e instalar.",
      actions: [
        { label: "Contactar", href: "/contacto" },
        { label: "Ver mantenimiento", href: "/mantenimiento" },
      ],
    },
  ],
} satisfies PageContentInput;
