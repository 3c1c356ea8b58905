import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Calidad: materiales nobles, clase de uso 33 y fuego M1",
    description:
      "Lana de Nueva Zelanda, seda natural y controles en cada fase. Alfombras con clasificación al fuego M1, clase de uso 33 y certificaciones aeronáuticas y textiles.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Calidad",
      title: "Calidad que se ve, se toca y se certifica",
      lead: "Elegimos cada fibra, controlamos cada fase y certificamos el resultado. Así fabricamos alfombras que conservan su belleza en los espacios más exigentes.",
      image: { name: "hero-craft", alt: "Detalle de los bucles de lana de una alfombra hecha a mano, con luz rasante" },
    },
    {
      kind: "text",
      eyebrow: "Materiales",
      title: "Todo empieza en la fibra",
      paragraphs: [
        "Trabajamos con lana de Nueva Zelanda, apreciada por su resiliencia y su tacto, también en opciones de lana virgen. La seda natural aporta brillo y profundidad; el algodón, estabilidad; las fibras sintéticas, resistencia en los usos más intensivos.",
        "Cuando el proyecto lo pide, desarrollamos mezclas a medida que equilibran tacto, durabilidad y comportamiento frente al fuego. Y, bajo pedido, te proponemos opciones con fibras recicladas y reciclables.",
      ],
      image: { name: "technique-robot-tuft", alt: "Alfombra tufting robotizado con un dibujo geométrico de precisión" },
      imageSide: "right",
    },
    {
      kind: "numbered",
      eyebrow: "Controles",
      title: "Cada fase, revisada",
      intro: "Fabricar nosotros mismos nos permite controlar la calidad de principio a fin, sin depender de terceros.",
      layout: "steps",
      items: [
        {
          title: "Fibra y color",
          text: "Revisamos cada partida de hilo y contrastamos su color con la referencia aprobada, de nuestra colección de 300 colores o Pantone.",
        },
        {
          title: "Tufting",
          text: "Durante el tufting, a mano o robotizado, vigilamos la densidad, la altura de pelo y la regularidad del dibujo.",
        },
        {
          title: "Acabado",
          text: "Tallado, tundido y dorso —de látex natural, técnico, antideslizante o ignífugo— se revisan pieza a pieza.",
        },
        {
          title: "Revisión final",
          text: "Comprobamos medidas, contorno, uniones y fidelidad al diseño aprobado antes de embalar cada alfombra.",
        },
      ],
    },
    {
      kind: "facts",
      eyebrow: "Prestaciones",
      title: "Datos que respaldan cada proyecto",
      items: [
        { value: "M1", label: "Clasificación de reacción al fuego" },
        { value: "M1/M2", label: "Clasificación al fuego en yates" },
        { value: "33", label: "Clase de uso" },
        { value: "300", label: "Colores en colección" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Certificaciones",
      title: "Preparadas para hoteles, yates y aviones",
      paragraphs: [
        "Nuestras alfombras cuentan con clasificación de reacción al fuego M1 y con clase de uso 33, la del uso comercial intenso, para vestíbulos, pasillos, salas de eventos y espacios públicos. En yates trabajamos con clasificación M1/M2.",
        "Para la aviación comercial y privada contamos con certificaciones aeronáuticas, y nuestras alfombras cuentan además con certificaciones textiles. Te facilitamos la documentación que tu proyecto necesite para su aprobación.",
      ],
      image: { name: "project-yate", alt: "Alfombra a medida con ondas suaves en el salón de un yate" },
      imageSide: "left",
      tone: "sand",
    },
    {
      kind: "cta",
      title: "Compruébalo con tus propias manos",
      text: "Pide un muestrario y siente la diferencia de una alfombra bien hecha, o descubre cómo la respaldamos con nuestra garantía internacional.",
      actions: [
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
        { label: "Ver garantía", href: "/garantia" },
      ],
    },
  ],
} satisfies PageContentInput;
