import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Alfombras personalizadas a medida",
    description:
      "Diseña tu alfombra a medida: forma, colores Pantone, piezas de hasta 6 × 4 m sin juntas, alturas, tallado y materiales nobles. Hecha en Crevillente.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Personalización",
      title: "Tu alfombra, sin más límites que tu idea",
      lead: "Forma, color, medida, textura y material: cada decisión es tuya. Nosotros la convertimos en una pieza única, fabricada en nuestra propia fábrica de Crevillente.",
      image: {
        name: "hero-personalizacion",
        alt: "Alfombra personalizada con relieve tallado y luz rasante sobre distintas alturas de pelo",
      },
      video: "/video/personalizacion.mp4",
    },
    {
      kind: "text",
      eyebrow: "Handtuft",
      title: "Libertad Handtuft",
      paragraphs: [
        "En el tufting a mano, el artesano inserta el hilo punto a punto con una pistola manual sobre el bastidor. Esa libertad permite dibujos orgánicos, contornos irregulares, alturas combinadas y mezclas de materiales imposibles de repetir en serie.",
        "Es la técnica de las piezas de autor: cada alfombra nace de un boceto, un logotipo o una idea, y conserva la huella de las manos que la han creado.",
      ],
      image: {
        name: "technique-hand-tuft",
        alt: "Artesano trabajando una alfombra con pistola de tufting manual sobre el bastidor",
      },
      imageSide: "right",
    },
    {
      kind: "text",
      eyebrow: "Robotuft",
      title: "Tecnología robotizada, precisión milimétrica",
      paragraphs: [
        "Nuestro tufting robotizado traslada el diseño digital al bastidor con una regularidad milimétrica. Cada punto, cada altura y cada cambio de color se reproducen con exactitud, pieza tras pieza.",
        "Es la solución idónea para grandes superficies y proyectos contract que exigen series idénticas y una calidad constante, del pasillo de un hotel a la planta completa de una oficina.",
      ],
      image: {
        name: "technique-robot-tuft",
        alt: "Cabezal de tufting robotizado trazando filas rectas de hilo sobre el bastidor",
      },
      imageSide: "left",
      tone: "sand",
    },
    {
      kind: "numbered",
      id: "proceso",
      eyebrow: "Proceso",
      title: "De la idea a tu espacio en cuatro pasos",
      layout: "steps",
      items: [
        {
          title: "Diseño",
          text: "Partimos de tu boceto, logotipo o referencia y lo convertimos en un diseño técnico, con medidas, colores y texturas, que se somete a tu aprobación.",
        },
        {
          title: "Selección de materiales",
          text: "Elegimos contigo fibras, colores y alturas con muestras físicas en la mano, para que veas y toques el resultado antes de fabricar.",
        },
        {
          title: "Producción a medida",
          text: "Fabricamos la alfombra en Crevillente, a mano o con robot, y la terminamos con el tallado, el corte y la base que pide el proyecto.",
        },
        {
          title: "Entrega final",
          text: "Revisamos cada pieza, la embalamos con mimo y la entregamos donde la necesites, con equipos de instalación que viajan a cualquier lugar del mundo.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Gran formato",
      title: "Sin límites de tamaño",
      paragraphs: [
        "Fabricamos alfombras de hasta 6 m × 4 m en una sola pieza, sin juntas. Para superficies mayores, unimos varias piezas con uniones invisibles, realizadas en nuestra fábrica o directamente en obra.",
        "Así, un salón de baile, un vestíbulo o una planta de oficinas completa pueden vestirse con un único diseño continuo, sin cortes que interrumpan el dibujo.",
      ],
      tone: "dark",
    },
    {
      kind: "numbered",
      id: "opciones",
      eyebrow: "Opciones de personalización",
      title: "Once decisiones que hacen tu alfombra única",
      intro:
        "Cada alfombra a medida es la suma de estas elecciones. Te acompañamos en todas ellas, con muestras y asesoramiento técnico en cada paso.",
      layout: "chapters",
      items: [
        {
          title: "Forma",
          text: "Ningún espacio es igual a otro, y tu alfombra tampoco tiene por qué serlo. Adaptamos el contorno a la estancia, al mobiliario o al propio dibujo.",
          facts: [
            "Cuadrada",
            "Rectangular",
            "Irregular",
            "Circular",
            "Ovalada",
            "Hexagonal",
            "Fragmentada",
            "Ondulada",
            "Escalonada",
            "Triangular",
            "Compuesta",
            "Piezas sueltas",
          ],
        },
        {
          title: "Colores",
          text: "Partimos de una colección propia de 300 colores e igualamos cualquier referencia de tu proyecto para que la alfombra dialogue con tejidos, maderas y acabados.",
          facts: [
            "Colores, por lo general, en referencia Pantone",
            "Colección de 300 colores",
            "Kits de color M50 y M300",
          ],
        },
        {
          title: "Medidas",
          text: "Fabricamos a la medida exacta de cada espacio, desde una pieza junto a la cama hasta el vestíbulo de un gran hotel.",
          facts: [
            "Tamaño máximo sin juntas: 6 m × 4 m",
            "Uniones invisibles para superficies mayores",
            "Uniones realizadas en fábrica o en obra",
          ],
        },
        {
          title: "Corte por ordenador",
          text: "El corte digital sigue el contorno del diseño con precisión milimétrica: curvas, encajes y recortes para columnas, peldaños o mobiliario fijo.",
          facts: ["Ancho máximo de corte: 2,5 m", "Largo ilimitado"],
        },
        {
          title: "Tipo de tejido",
          text: "El pelo cortado aporta suavidad y profundidad de color; el bucle, textura y resistencia. Combinados en una misma pieza, dibujan sin necesidad de cambiar de color.",
          facts: ["Pelo cortado", "Pelo en bucle", "Cortado y bucle, combinables en una misma alfombra"],
        },
        {
          title: "Alturas",
          text: "Jugar con distintas alturas de pelo da volumen al diseño y modula cómo la alfombra recibe la luz y responde a cada paso.",
          facts: ["Pelo cortado: de 15 a 50 mm", "Pelo cortado desde 6 mm con tundido", "Bucle: de 4 a 40 mm"],
        },
        {
          title: "Tallado",
          text: "Nuestros artesanos tallan a mano contornos y surcos en el pelo para destacar el dibujo y crear relieves tridimensionales que cambian con la luz.",
          facts: [
            "Tallado manual de contornos",
            "Relieves tridimensionales",
            "Combinable con distintas alturas de pelo",
          ],
        },
        {
          title: "Dibujo y diseño",
          text: "Partimos de un boceto, un logotipo, una fotografía o una simple idea. Nuestro equipo de diseño la desarrolla contigo hasta el último detalle.",
          facts: [
            "Personalización total del diseño",
            "A partir de un boceto, un logotipo o una idea",
            "Propuesta técnica para tu aprobación",
          ],
        },
        {
          title: "Densidad",
          text: "La densidad de puntos define el tacto, la nitidez del dibujo y la resistencia al uso. La ajustamos al destino de cada alfombra: una suite, un pasillo de hotel o una cabina.",
          facts: [
            "Densidad ajustada al uso previsto",
            "Más densidad, más nitidez en el dibujo",
            "Clase de uso 33 para tránsito intenso",
          ],
        },
        {
          title: "Materiales",
          text: "Seleccionamos fibras nobles por su tacto, su brillo y su comportamiento con el paso del tiempo, y las combinamos según el carácter de cada proyecto.",
          facts: ["Lana de Nueva Zelanda", "Seda natural", "Algodón", "Fibras sintéticas", "Mezclas a medida"],
        },
        {
          title: "Base (backing)",
          text: "La base, o backing, da estabilidad a la alfombra y se elige según el suelo, el uso y la normativa de cada espacio.",
          facts: ["Backing de látex natural", "Backing técnico", "Backing antideslizante", "Backing ignífugo"],
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Proyecto a medida",
      title: "¿Empezamos tu alfombra?",
      text: "Cuéntanos tu idea, las medidas y el plazo. Te responderemos con una propuesta de diseño y las muestras que necesitas para decidir.",
      actions: [
        { label: "Iniciar proyecto a medida", href: "/configurador" },
        { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
      ],
    },
  ],
} satisfies PageContentInput;
