import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Sostenibilidad: fábrica propia, a medida y opciones recicladas",
    description:
      "Lana de Nueva Zelanda, seda natural, opciones recicladas y reciclables bajo pedido, producción a medida en nuestra fábrica de Crevillente y clase de uso 33.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Sostenibilidad",
      title: "Hecha a medida, en nuestra propia fábrica",
      lead: "Fabricamos cada alfombra por encargo en nuestra fábrica de Crevillente, con fibras naturales, opciones recicladas y reciclables bajo pedido y clase de uso 33 para el tránsito intenso.",
      image: { name: "hero-muestrarios", alt: "Muestras de lana en tonos naturales, ordenadas en una cuadrícula" },
    },
    {
      kind: "text",
      eyebrow: "Materiales",
      title: "Fibras naturales y opciones recicladas",
      paragraphs: [
        "Trabajamos con lana de Nueva Zelanda, con opciones de lana virgen, y con seda natural, además de algodón, fibras sintéticas y mezclas a medida. Bajo pedido, te proponemos opciones con hilados reciclados y materiales reciclables.",
        "Te detallamos la composición de cada propuesta para que elijas con criterio, equilibrando estética, prestaciones técnicas y materiales.",
      ],
      image: { name: "samples-relief", alt: "Muestras de alfombra de lana natural con distintos relieves" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "Nuestro enfoque",
      title: "Cuatro hechos sobre cómo fabricamos",
      columns: 2,
      items: [
        {
          title: "Producción a medida",
          text: "Cada alfombra se fabrica por encargo para un espacio concreto y con sus medidas exactas: no producimos en serie para almacenar stock.",
        },
        {
          title: "Fabricación propia",
          text: "Diseño, tufting y acabado bajo el mismo techo, en nuestra fábrica de Crevillente.",
        },
        {
          title: "Durabilidad",
          text: "Clase de uso 33, la del uso comercial intenso, para alfombras que resisten el tránsito de vestíbulos, pasillos y salas.",
          action: { label: "Ver calidad", href: "/calidad" },
        },
        {
          title: "Cuidado",
          text: "Nuestra guía de mantenimiento y el servicio de limpieza profesional prolongan la vida útil de cada pieza.",
          action: { label: "Ver mantenimiento", href: "/mantenimiento" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Durabilidad",
      title: "Diseñar para el uso real",
      paragraphs: [
        "Diseñamos pensando en el uso real de cada espacio —el tránsito, la luz, la limpieza— y elegimos densidad, altura de pelo y dorso en consecuencia. Para el tránsito intenso, trabajamos con clase de uso 33.",
        "Nuestra garantía internacional cubre los defectos de fabricación, la durabilidad en el uso previsto y la fidelidad al diseño aprobado.",
      ],
      tone: "dark",
    },
    {
      kind: "text",
      eyebrow: "Ciclo de vida",
      title: "Cuidar para alargar su vida",
      paragraphs: [
        "Desde la primera conversación puedes pedirnos opciones con fibras recicladas y reciclables, y te explicamos la composición de cada una.",
        "Durante su uso, lo que más alarga la vida de una alfombra es el cuidado: actuar a tiempo ante una mancha, girar la pieza de vez en cuando y recurrir a una limpieza profesional cuando haga falta.",
      ],
      image: {
        name: "project-residencial",
        alt: "Alfombra de lana de contorno irregular en el salón de una residencia",
      },
      imageSide: "left",
    },
    {
      kind: "cta",
      title: "Elige los materiales de tu alfombra",
      text: "Pídenos opciones recicladas o reciclables para tu proyecto y te orientaremos en la elección de cada material.",
      actions: [
        { label: "Contactar", href: "/contacto" },
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
      ],
    },
  ],
} satisfies PageContentInput;
