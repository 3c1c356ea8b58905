import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Sostenibilidad: alfombras duraderas, naturales y reciclables",
    description:
      "Lana virgen local, seda natural, opciones recicladas y reciclables y producción a medida en fábrica propia: así entendemos la sostenibilidad en cada alfombra.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Sostenibilidad",
      title: "La alfombra más sostenible es la que dura",
      lead: "Fabricamos a medida, en nuestra propia fábrica y con materiales elegidos para durar. Es nuestra manera de reducir el impacto sin renunciar a la belleza.",
      image: { name: "hero-muestrarios", alt: "Muestras de lana en tonos naturales, ordenadas en una cuadrícula" },
    },
    {
      kind: "text",
      eyebrow: "Materiales",
      title: "Fibras naturales, recicladas y reciclables",
      paragraphs: [
        "La lana virgen local y la seda natural son fibras renovables que envejecen con nobleza. Cuando el proyecto lo permite, te proponemos alternativas sostenibles: hilados reciclados, materiales reciclables y mezclas a medida que reducen el uso de materia prima nueva.",
        "Te explicamos con claridad la composición de cada propuesta para que elijas con criterio, equilibrando estética, prestaciones técnicas y compromiso ambiental.",
      ],
      image: { name: "samples-relief", alt: "Muestras de alfombra de lana natural con distintos relieves" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "Nuestro enfoque",
      title: "Cuatro decisiones que reducen el impacto",
      columns: 2,
      items: [
        {
          title: "Producción a medida",
          text: "Cada alfombra se fabrica para un espacio concreto y con sus medidas exactas: sin excedentes de stock ni piezas que nadie necesita.",
        },
        {
          title: "Fabricación propia",
          text: "Diseño, tufting y acabado bajo el mismo techo, en Crevillente. Menos intermediarios y menos traslados entre proveedores.",
        },
        {
          title: "Durabilidad",
          text: "Materiales nobles y clase de uso 33 para alfombras que resisten el tránsito intenso y se sustituyen con mucha menos frecuencia.",
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
      title: "Diseñar para muchos años",
      paragraphs: [
        "Una alfombra que hay que sustituir cada poco tiempo no es sostenible, por bien que se haya fabricado. Por eso diseñamos pensando en el uso real —el tránsito, la luz, la limpieza— y elegimos densidad, altura de pelo y dorso para que la pieza envejezca bien.",
        "Nuestra garantía internacional cubre la durabilidad frente a defectos de fabricación: una forma de asumir por escrito que lo que fabricamos está hecho para quedarse.",
      ],
      tone: "dark",
    },
    {
      kind: "text",
      eyebrow: "Ciclo de vida",
      title: "Pensar también en el final",
      paragraphs: [
        "Una decisión sostenible se toma al principio, no al final. Desde la primera conversación valoramos contigo las opciones reciclables, que facilitan que los materiales de la alfombra tengan una segunda vida cuando termine su uso.",
        "Mientras tanto, el mejor recurso es el cuidado: actuar a tiempo ante una mancha, girar la pieza de vez en cuando y recurrir a una limpieza profesional cuando haga falta.",
      ],
      image: {
        name: "project-residencial",
        alt: "Alfombra de lana de contorno irregular en el salón de una residencia",
      },
      imageSide: "left",
    },
    {
      kind: "cta",
      title: "Diseña una alfombra con menos impacto",
      text: "Pídenos opciones sostenibles, recicladas o reciclables para tu proyecto y te orientaremos en la elección de cada material.",
      actions: [
        { label: "Contactar", href: "/contacto" },
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
      ],
    },
  ],
} satisfies PageContentInput;
