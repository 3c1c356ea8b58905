import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Mantenimiento de alfombras: cuidado diario, manchas y limpieza",
    description:
      "Guía de mantenimiento para alfombras de lana, seda y fibras técnicas: cuidado diario, cómo actuar ante una mancha y servicio de limpieza profesional.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Mantenimiento",
      title: "Cuidar una alfombra es sencillo",
      lead: "Con unos gestos regulares y nuestra guía de mantenimiento, tu alfombra conservará el color, el tacto y la forma durante muchos años. Para todo lo demás, cuentas con nuestro servicio de limpieza profesional.",
      image: { name: "hero-care", alt: "Alfombra de patrón fino y repetido, vista desde arriba" },
    },
    {
      kind: "text",
      eyebrow: "Cuidado diario",
      title: "Pequeños gestos, grandes resultados",
      paragraphs: [
        "Aspira con regularidad, en el sentido del pelo y sin cepillo giratorio, sobre todo en alfombras de bucle, de seda o con relieve tallado. En casa suele bastar con una vez por semana; en espacios de mucho tránsito, conviene hacerlo a diario.",
        "Gira la alfombra de vez en cuando para repartir el desgaste y evita la exposición prolongada al sol directo. Durante las primeras semanas es normal que una alfombra de lana suelte algo de fibra: desaparece con la aspiración.",
      ],
      image: {
        name: "collection-patron-pequeno",
        alt: "Alfombra de patrón pequeño y repetido en un dormitorio",
      },
      imageSide: "right",
    },
    {
      kind: "numbered",
      eyebrow: "Manchas",
      title: "Qué hacer ante una mancha",
      intro:
        "Actuar rápido es lo que más cuenta. Sigue estos pasos y, si la mancha persiste, llámanos antes de probar cualquier otro producto.",
      layout: "steps",
      items: [
        {
          title: "Retira",
          text: "Recoge los restos sólidos con una cuchara y absorbe el líquido con un paño blanco y limpio, sin frotar.",
        },
        {
          title: "Presiona, no frotes",
          text: "Trabaja desde el borde hacia el centro de la mancha para no extenderla. Frotar abre la fibra y la desgasta.",
        },
        {
          title: "Prueba antes",
          text: "Si necesitas humedecer, usa agua fría y un detergente neutro, probándolo antes en una zona poco visible. Evita la lejía y los quitamanchas agresivos.",
        },
        {
          title: "Deja secar",
          text: "Absorbe la humedad sobrante y deja secar al aire, sin calor directo. En seda o mezclas delicadas, recurre siempre a un profesional.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Limpieza profesional",
      title: "Nuestro servicio de limpieza profesional",
      paragraphs: [
        "Con el tiempo, toda alfombra necesita una limpieza en profundidad. Nuestro servicio de limpieza profesional conoce cada fibra, cada dorso y cada acabado, porque trabaja sobre alfombras que hemos fabricado nosotros.",
        "La frecuencia ideal depende del tránsito: más a menudo en hoteles, oficinas y comercios; más espaciada en el hogar. Consúltanos y te propondremos un calendario adaptado a tu espacio.",
      ],
      image: { name: "project-hotel", alt: "Alfombra a medida en una habitación de hotel luminosa" },
      imageSide: "left",
      tone: "sand",
    },
    {
      kind: "cards",
      eyebrow: "Buenas prácticas",
      title: "Tres consejos más",
      columns: 3,
      items: [
        {
          title: "Hilos sueltos",
          text: "Si asoma un hilo por encima del pelo, córtalo a ras con unas tijeras. Nunca tires de él.",
        },
        {
          title: "Marcas de muebles",
          text: "Usa protectores bajo las patas y cambia los muebles ligeramente de sitio de vez en cuando. El pelo se recupera cepillándolo con suavidad.",
        },
        {
          title: "Humedad",
          text: "No coloques la alfombra sobre suelos húmedos ni la mojes en exceso. Si se humedece, sécala cuanto antes y de forma uniforme.",
        },
      ],
    },
    {
      kind: "cta",
      title: "¿Necesitas una limpieza profesional?",
      text: "Solicita nuestro servicio de limpieza o pídenos la guía de mantenimiento completa para tu alfombra.",
      actions: [
        { label: "Solicitar el servicio", href: "/contacto" },
        { label: "Preguntas frecuentes", href: "/faq" },
      ],
    },
  ],
} satisfies PageContentInput;
