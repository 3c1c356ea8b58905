import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Sobre nosotros: fabricantes de alfombras de lujo en España",
    description:
      "Nudo es la marca de un fabricante de alfombras de lujo con fábrica propia en Crevillente. Diseñamos, fabricamos e instalamos piezas a medida en todo el mundo.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Sobre nosotros",
      title: "Fabricantes, no distribuidores",
      lead: "Detrás de cada alfombra Nudo hay una fábrica propia, un equipo que domina cuatro técnicas y una forma de trabajar que sitúa el diseño y la durabilidad al mismo nivel.",
      image: { name: "hero-brand", alt: "Alfombra tufting a mano con ondas de pelo en tonos arena y bronce" },
    },
    {
      kind: "text",
      eyebrow: "Quiénes somos",
      title: "Una marca joven con un oficio veterano",
      paragraphs: [
        "Nudo es la marca de una empresa fabricante fundada en 1995 en Crevillente (Alicante). La marca tiene menos de diez años; el oficio que la sostiene suma más de 25 años de historia y más de 30 años acompañando a interioristas.",
        "No compramos alfombras para revenderlas: las diseñamos y fabricamos nosotros, en una fábrica propia de más de {{factoryArea}}. Eso significa un único interlocutor, decisiones ágiles y la certeza de que lo que apruebas es exactamente lo que recibes.",
      ],
      image: { name: "technique-hand-tuft", alt: "Detalle de los bucles de lana de una alfombra tufting a mano" },
      imageSide: "right",
    },
    {
      kind: "cards",
      eyebrow: "Lo que nos define",
      title: "Cuatro compromisos",
      columns: 4,
      items: [
        {
          title: "Fabricación propia",
          text: "Diseño, tufting, tallado y acabado bajo el mismo techo. Sin intermediarios entre tu idea y tu alfombra.",
        },
        {
          title: "Libertad de diseño",
          text: "Cualquier forma, medida, altura o color, a partir de una colección de 300 colores y de referencias Pantone.",
          action: { label: "Descubrir el diseño", href: "/diseno" },
        },
        {
          title: "Calidad demostrable",
          text: "Clasificación al fuego M1, clase de uso 33 y certificaciones aeronáuticas y textiles para los proyectos más exigentes.",
          action: { label: "Ver calidad", href: "/calidad" },
        },
        {
          title: "Servicio completo",
          text: "Acompañamiento en el diseño, instalación en todo el mundo, guía de mantenimiento y garantía internacional.",
          action: { label: "Ver garantía", href: "/garantia" },
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Cómo trabajamos",
      title: "Junto a quienes diseñan los espacios",
      paragraphs: [
        "Trabajamos para hoteles, interioristas, arquitectos, comercios, yates, jets privados y aviación comercial, y también para clientes particulares que buscan una pieza única para su casa.",
        "Cada encargo empieza por escuchar: el uso del espacio, el tránsito que soportará, la luz, el mobiliario. Con esa información te proponemos técnica, material y color, y te mostramos renders y muestras antes de fabricar.",
      ],
      image: {
        name: "project-arquitectura",
        alt: "Alfombra de patrón fino en un espacio de arquitectura contemporánea",
      },
      imageSide: "left",
      tone: "sand",
    },
    {
      kind: "text",
      eyebrow: "Técnicas y materiales",
      title: "Cuatro técnicas, materiales nobles",
      paragraphs: [
        "Dominamos el Flatweave, el Wilton, el Handtuft y el Robotuft. El tufting a mano ofrece libertad total de dibujo, alturas combinadas y relieve tallado; el robotizado, una regularidad milimétrica para grandes superficies y diseños que se repiten.",
        "Elegimos cada fibra según el proyecto: lana de Nueva Zelanda, con opciones de lana virgen, seda natural, algodón, fibras sintéticas y mezclas a medida, y opciones recicladas y reciclables bajo pedido.",
      ],
      image: { name: "technique-robot-tuft", alt: "Hileras regulares de pelo en una alfombra de tufting robotizado" },
      imageSide: "right",
    },
    {
      kind: "cta",
      title: "Empieza por una conversación",
      text: "Cuéntanos tu proyecto y te diremos cómo lo haríamos realidad. O descubre el camino que nos ha traído hasta aquí.",
      actions: [
        { label: "Contactar", href: "/contacto" },
        { label: "Nuestra historia", href: "/historia" },
      ],
    },
  ],
} satisfies PageContentInput;
