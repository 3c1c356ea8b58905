import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Alfombras a medida para yates: fuego M1/M2 y clase de uso 33",
    description:
      "Alfombras para salones, camarotes y pasillos de yates, cortadas según los planos de cada embarcación, con clasificación al fuego M1/M2 y dorsos antideslizantes.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Yates",
      title: "Alfombras a medida para la vida a bordo",
      lead: "Cortamos cada alfombra según los planos de tu embarcación y la tejemos en nuestra fábrica de Crevillente: el confort de una residencia de lujo, con la resistencia y la seguridad que exige el mar.",
      image: {
        name: "hero-yates",
        alt: "Alfombra con bandas ondulantes en tonos arena y azul en el salón principal de un yate",
      },
      actions: [
        { label: "Solicitar una consulta", href: "/yates?proyecto=yacht#contact" },
        { label: "Pedir el muestrario", href: "/solicitud-muestrario" },
      ],
    },
    {
      kind: "cards",
      id: "beneficios",
      eyebrow: "Por qué Nudo",
      title: "Precisión de astillero, alma artesanal",
      columns: 3,
      items: [
        {
          title: "Al milímetro, sobre plano",
          text: "Trabajamos sobre los planos de cada embarcación, con corte por ordenador de hasta 2,5 m de ancho y largo ilimitado. Cada pieza se ajusta a curvas, mamparos y peldaños.",
        },
        {
          title: "Sin costuras a la vista",
          text: "Hasta 6 × 4 m en una sola pieza, y uniones invisibles para superficies mayores, hechas en fábrica o a bordo por nuestros propios equipos.",
        },
        {
          title: "Un único interlocutor",
          text: "Somos fabricantes desde 1995: diseño, producción e instalación salen de la misma casa. Tu astillero, tu interiorista y tú habláis con un solo equipo.",
        },
      ],
    },
    {
      kind: "cards",
      id: "espacios",
      eyebrow: "A bordo",
      title: "Cada espacio, con su propia alfombra",
      intro:
        "Un salón a plena luz no pide lo mismo que un camarote o una escalera. Elegimos técnica, altura de pelo, material y dorso para cada rincón del barco.",
      columns: 4,
      items: [
        {
          title: "Salones y comedores",
          text: "El corazón social del yate. Grandes formatos con dibujos fluidos y colores igualados a Pantone, que dialogan con las maderas, la tapicería y el horizonte.",
          image: {
            name: "project-yate",
            alt: "Alfombra con bandas ondulantes en tonos arena en el salón de un yate",
          },
        },
        {
          title: "Suite del armador",
          text: "Relieves tallados, seda natural y alturas de pelo combinadas para un espacio tan privado como exclusivo, con la medida exacta de cada rincón.",
          image: {
            name: "collection-relieve-3d",
            alt: "Alfombra con relieve tallado en tres dimensiones, con juegos de luz y sombra sobre el pelo",
          },
        },
        {
          title: "Camarotes de invitados",
          text: "Lana de Nueva Zelanda de tacto suave y pelo denso para el descanso, cortada a la forma de cada camarote y con dorso antideslizante.",
          image: {
            name: "technique-hand-tuft",
            alt: "Detalle del pelo de lana suave y denso de una alfombra tufting a mano",
          },
        },
        {
          title: "Pasillos y escaleras",
          text: "Las zonas de más paso de tripulación e invitados. Piezas largas cortadas por ordenador, dibujos continuos y fibras elegidas para la clase de uso 33.",
          image: {
            name: "collection-gran-formato",
            alt: "Alfombra de gran formato con un dibujo geométrico continuo, pensada para recorridos largos",
          },
        },
      ],
    },
    {
      kind: "caseStudies",
      id: "casos",
      eyebrow: "Proyectos realizados",
      title: "Yates que ya navegan con nuestras alfombras",
      intro:
        "Salones y camarotes resueltos con el astillero y el estudio de interiorismo, de los planos a la instalación a bordo.",
      sector: "yachts",
    },
    {
      kind: "cards",
      id: "certificaciones",
      eyebrow: "Certificaciones y materiales",
      title: "Preparadas para navegar",
      columns: 2,
      items: [
        {
          title: "Clasificación al fuego M1/M2",
          text: "Nuestras alfombras para yates cuentan con clasificación de reacción al fuego M1/M2. Te facilitamos la documentación técnica que pidan tu astillero y tu proyecto.",
        },
        {
          title: "Clase de uso 33",
          text: "La clase del uso comercial intenso: la alfombra conserva su aspecto con el paso constante de tripulación e invitados, temporada tras temporada.",
        },
        {
          title: "Dorsos pensados para el mar",
          text: "Dorsos antideslizantes que mantienen cada pieza en su sitio, dorsos ignífugos que refuerzan la seguridad a bordo y dorsos técnicos adaptados a cada tipo de suelo.",
        },
        {
          title: "Materiales nobles y técnicos",
          text: "Lana de Nueva Zelanda, seda natural, algodón, fibras sintéticas o mezclas a medida, elegidas para cada zona según el uso y el mantenimiento que requiere la vida a bordo.",
        },
      ],
    },
    {
      kind: "numbered",
      id: "proceso",
      eyebrow: "Cómo trabajamos",
      title: "Del plano a la primera travesía",
      intro: "Nos adaptamos al calendario del astillero, tanto en una construcción nueva como en un refit.",
      layout: "steps",
      items: [
        {
          title: "Briefing, planos y medidas",
          text: "Partimos de los planos de la embarcación, del uso de cada espacio y de los plazos de obra. Si hace falta, tomamos las medidas a bordo.",
        },
        {
          title: "Diseño y muestras",
          text: "Desarrollamos la propuesta con tu interiorista y la aprobamos con muestras físicas: colores igualados a Pantone o elegidos entre nuestros 300 colores, texturas, alturas de pelo y dorsos.",
        },
        {
          title: "Fabricación en Crevillente",
          text: "Tejemos cada pieza en nuestra fábrica, en Handtuft o Robotuft, y la cortamos por ordenador siguiendo la plantilla de cada espacio, lista para encajar en su sitio.",
        },
        {
          title: "Entrega e instalación a bordo",
          text: "Nuestros equipos itinerantes instalan las alfombras allí donde esté el barco, en astillero o en puerto, en cualquier país. Y nuestra garantía internacional te acompaña allá donde navegues.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Presupuesto",
      title: "¿Construyes o renuevas un yate?",
      text: "Envíanos los planos y el calendario del astillero y te prepararemos una propuesta de diseño y un presupuesto a medida. Si antes quieres tocar los materiales, pide nuestro muestrario.",
      actions: [
        { label: "Solicitar presupuesto", href: "/yates?proyecto=yacht#contact" },
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
      ],
    },
    { kind: "shared", section: "contact" },
  ],
} satisfies PageContentInput;
