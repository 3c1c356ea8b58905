import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Garantía internacional frente a defectos de fabricación",
    description:
      "Nuestra garantía internacional cubre los defectos de fabricación, la durabilidad y la fidelidad al diseño aprobado. Descubre qué incluye y cómo reclamar.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Garantía",
      title: "Respondemos de cada alfombra, esté donde esté",
      lead: "Como fabricantes, asumimos la responsabilidad de todo lo que sale de nuestra fábrica. Por eso nuestras alfombras cuentan con una garantía internacional frente a defectos de fabricación.",
      image: { name: "hero-brand", alt: "Alfombra tufting a mano con ondas de pelo en tonos marfil y bronce" },
    },
    {
      kind: "text",
      eyebrow: "Alcance",
      title: "Una garantía sin fronteras",
      paragraphs: [
        "Nuestra garantía tiene alcance internacional: te protege igual si tu alfombra está en un hotel en España, en una residencia en el extranjero o a bordo de un yate. Y como la fabricamos nosotros, no hay intermediarios entre tu reclamación y la solución.",
        "Cubre los defectos de fabricación y se apoya en dos compromisos concretos: la durabilidad de la alfombra en el uso para el que fue concebida y su fidelidad al diseño que aprobaste antes de la producción.",
      ],
      image: { name: "collection-gran-formato", alt: "Alfombra con un patrón geométrico de gran formato" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "Qué cubre",
      title: "Tres compromisos",
      columns: 3,
      items: [
        {
          title: "Defectos de fabricación",
          text: "Cualquier defecto atribuible a la fabricación: en el tufting, en el dorso, en los acabados o en las uniones realizadas por nuestro equipo.",
        },
        {
          title: "Durabilidad",
          text: "Una alfombra que resiste el uso para el que se diseñó, con los materiales y la clase de uso acordados para tu proyecto.",
          action: { label: "Ver calidad", href: "/calidad" },
        },
        {
          title: "Fidelidad al diseño",
          text: "Medidas, colores, alturas de pelo y dibujo conformes al diseño, el render y la muestra que aprobaste.",
          action: { label: "Ver diseño", href: "/diseno" },
        },
      ],
    },
    {
      kind: "numbered",
      id: "condiciones",
      eyebrow: "Condiciones",
      title: "Nuestra garantía comercial, en detalle",
      intro: "Quién la ofrece, qué alfombras cubre, cuánto dura y dónde se aplica.",
      layout: "chapters",
      items: [
        {
          title: "Garante",
          text: "{{legalName}}, fabricante de las alfombras, que ofrece esta garantía comercial.",
          facts: ["{{address}}", "NIF {{taxId}}", "{{email}}", "{{phone}}"],
        },
        {
          title: "Alfombras cubiertas",
          text: "Todas las alfombras que fabricamos en nuestra fábrica de Crevillente, de colección o a medida, identificadas por la referencia de tu pedido.",
        },
        {
          title: "Qué cubre",
          text: "Los defectos de fabricación, la durabilidad de la alfombra en el uso para el que fue concebida y su fidelidad al diseño aprobado. No cubre los daños causados por accidentes, por un uso distinto del previsto ni por limpiezas que no sigan nuestra guía de mantenimiento.",
          facts: ["Defectos de fabricación", "Durabilidad en el uso previsto", "Fidelidad al diseño aprobado"],
        },
        {
          title: "Duración",
          text: "{{warrantyYears}} años desde la entrega de la alfombra.",
        },
        {
          title: "Ámbito territorial",
          text: "Internacional: la garantía se aplica en cualquier país en el que se encuentre la alfombra, y la solución se pone en marcha allí.",
        },
        {
          title: "Cómo reclamar",
          text: "Escríbenos o llámanos con la referencia de tu pedido y fotografías del defecto. Más abajo te explicamos el proceso paso a paso.",
          facts: ["{{email}}", "{{phone}}"],
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Reclamaciones",
      title: "Cómo presentar una reclamación",
      intro: "Un proceso claro y directo, con un único interlocutor de principio a fin.",
      layout: "steps",
      items: [
        {
          title: "Escríbenos",
          text: "Ponte en contacto con nosotros desde la página de contacto e indica la referencia de tu pedido.",
        },
        {
          title: "Envía fotografías",
          text: "Adjunta fotografías de la alfombra completa y del detalle del defecto, con una referencia de medida si es posible.",
        },
        {
          title: "Revisión",
          text: "Nuestro equipo técnico estudia el caso y, si hace falta, te pide más información u organiza una inspección.",
        },
        {
          title: "Solución",
          text: "Te proponemos la solución más adecuada para tu alfombra y la ponemos en marcha allí donde se encuentre.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Tus derechos",
      title: "Tu garantía legal, intacta",
      paragraphs: [
        "Esta garantía comercial se suma a tus derechos legales y no los sustituye ni los limita. Si eres consumidor, conservas íntegros y de forma gratuita los derechos de la garantía legal de conformidad durante tres años desde la entrega, conforme al Real Decreto Legislativo 1/2007.",
        "Conservar la referencia de tu pedido y seguir las pautas de cuidado es la mejor manera de proteger tu alfombra y de agilizar cualquier gestión.",
      ],
      image: { name: "samples-pattern", alt: "Muestra de alfombra con un patrón pequeño y repetido" },
      imageSide: "left",
      tone: "sand",
    },
    {
      kind: "cta",
      title: "¿Necesitas presentar una reclamación?",
      text: "Escríbenos con la referencia de tu pedido y fotografías del defecto. Te responderemos personalmente.",
      actions: [
        { label: "Contactar", href: "/contacto" },
        { label: "Ver mantenimiento", href: "/mantenimiento" },
      ],
    },
  ],
} satisfies PageContentInput;
