import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Experiencia: fabricantes de alfombras de lujo desde 1995",
    description:
      "Más de 25 años fabricando alfombras a medida en Crevillente: fábrica propia, proyectos internacionales y experiencia en interiorismo, contract y aviación comercial.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Experiencia",
      title: "Oficio desde 1995, con la mirada puesta en el mundo",
      lead: "Somos fabricantes, no distribuidores. Desde Crevillente diseñamos, tejemos e instalamos alfombras a medida para hoteles, residencias, yates y aviones de todo el mundo.",
      image: { name: "hero-proyectos", alt: "Alfombra a medida en el salón de una suite, bañada por luz natural" },
    },
    {
      kind: "text",
      eyebrow: "Nuestra historia",
      title: "Un oficio que empezó en 1995",
      paragraphs: [
        "Nacimos en 1995 en Crevillente, una localidad alicantina con una larga tradición alfombrera. Más de 25 años de historia nos han enseñado que una gran alfombra no se improvisa: se construye con paciencia, criterio y una exigencia que no admite atajos.",
        "Llevamos más de 30 años acompañando a interioristas en proyectos de todas las escalas, desde una pieza única para un salón privado hasta grandes superficies para hoteles. Nudo, nuestra marca, tiene menos de diez años, pero hereda todo ese recorrido.",
      ],
      image: { name: "technique-hand-tuft", alt: "Detalle de los bucles de lana de una alfombra tufting a mano" },
      imageSide: "right",
    },
    {
      kind: "text",
      eyebrow: "La fábrica",
      title: "Todo sucede bajo el mismo techo",
      paragraphs: [
        "En nuestra fábrica propia de más de {{factoryArea}} conviven el diseño, la preparación del color, el tufting a mano y robotizado, el tallado y los acabados. Controlar cada fase nos permite actuar con agilidad y responder personalmente del resultado.",
        "Trabajamos con cuatro técnicas —Flatweave, Wilton, Handtuft y Robotuft— y con una colección de 300 colores que se amplía con referencias Pantone. Cada proyecto elige la técnica que mejor sirve a su diseño, a su uso y a su presupuesto.",
      ],
      image: {
        name: "experience-panorama",
        alt: "Vista panorámica de la fábrica, con bastidores de tufting, bobinas de hilo y alfombras terminadas",
      },
      imageSide: "left",
    },
    {
      kind: "facts",
      eyebrow: "En cifras",
      title: "Una trayectoria que se mide en oficio",
      items: [
        { value: "1995", label: "Año de fundación" },
        { value: "+25", label: "Años de historia" },
        { value: "+30", label: "Años junto a interioristas" },
        { value: "300", label: "Colores en colección" },
      ],
    },
    {
      kind: "text",
      eyebrow: "Experiencia internacional",
      title: "De Crevillente al resto del mundo",
      paragraphs: [
        "Nuestras alfombras viajan, y nosotros con ellas. Los equipos de instalación se desplazan allí donde está el proyecto y realizan en obra las uniones invisibles que exigen los grandes formatos, con el mismo cuidado que en fábrica.",
        "Esa experiencia se traduce en método: planificación de cada envío, certificaciones textiles y aeronáuticas cuando el proyecto las requiere y una garantía internacional frente a defectos de fabricación que te acompaña esté donde esté tu alfombra.",
      ],
      tone: "dark",
    },
    {
      kind: "cards",
      eyebrow: "Sectores",
      title: "Tres ámbitos, una misma exigencia",
      intro:
        "Trabajamos para hoteles, interioristas, arquitectos, comercios, yates, jets privados y clientes particulares. Estos son los tres ámbitos que mejor resumen nuestra experiencia.",
      columns: 3,
      items: [
        {
          title: "Diseño interior a medida",
          text: "Residencias y proyectos de interiorismo que piden una pieza irrepetible. Partimos de tu boceto, de un logotipo o de una idea y la convertimos en alfombra.",
          image: {
            name: "project-residencial",
            alt: "Alfombra única de contorno irregular sobre el suelo de madera de una residencia",
          },
          action: { label: "Personalizar tu alfombra", href: "/personalizacion" },
        },
        {
          title: "Contract",
          text: "Hoteles, oficinas, comercios, museos y teatros. Alfombras con clasificación al fuego M1 y clase de uso 33, pensadas para el tránsito intenso sin renunciar al diseño.",
          image: { name: "project-hotel", alt: "Alfombra a medida en el vestíbulo de un hotel" },
          action: { label: "Ver proyectos", href: "/proyectos" },
        },
        {
          title: "Aviación comercial",
          text: "Cabinas donde cada centímetro cuenta. Alfombras con certificaciones aeronáuticas y textiles, fabricadas con precisión a la medida de cada avión.",
          image: {
            name: "project-aviacion",
            alt: "Alfombra de tufting robotizado en el pasillo de la cabina de un avión",
          },
          action: { label: "Consultar un proyecto", href: "/contacto" },
        },
      ],
    },
    {
      kind: "cta",
      title: "Pon nuestra experiencia al servicio de tu proyecto",
      text: "Cuéntanos qué espacio imaginas y te propondremos técnica, materiales y plazos. O empieza por un muestrario y toca la calidad con tus propias manos.",
      actions: [
        { label: "Hablar con nosotros", href: "/contacto" },
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
      ],
    },
  ],
} satisfies PageContentInput;
