import type { HomeContent } from "../schemas";

export default {
  meta: {
    title: "Alfombras de lujo a medida, fabricadas en España",
    description:
      "Alfombras tufting a mano, robotizadas y a medida para hoteles, interioristas, yates y jets privados. Fábrica propia en Crevillente desde 1995.",
  },
  hero: {
    eyebrow: "Fabricantes desde 1995 · Crevillente, España",
    title: "El arte de pisar algo único",
    subtitle: "Alfombras tufting a mano, robotizadas y a medida, creadas en nuestra propia fábrica.",
    paragraphs: [
      "Somos fabricantes, no distribuidores. Diseñamos, tejemos y acabamos cada alfombra en Crevillente, donde lana, seda y color se convierten en piezas para hoteles, residencias, yates y jets privados de todo el mundo.",
      "Una colección de 300 colores, técnicas Flatweave, Wilton, Handtuft y Robotuft, y un equipo que acompaña a interioristas y arquitectos desde el primer boceto hasta la instalación final.",
    ],
    cta: "Descubre la colección",
    ctaNote: "Una nueva experiencia visual",
    image: { name: "home-hero", alt: "Alfombra tufting a mano en tonos arena y bronce, vista de cerca" },
  },
  tiles: {
    title: "Tres caminos hacia tu alfombra",
    items: [
      {
        title: "Proyectos",
        text: "Soluciones contract para hoteles, comercios, yates y aviación.",
        cta: "Ver proyectos",
        image: { name: "tile-proyectos", alt: "Alfombra a medida en el vestíbulo de un hotel" },
      },
      {
        title: "Muestrarios",
        text: "Solicita catálogos y kits de color para tocar la calidad.",
        cta: "Pedir muestrarios",
        image: { name: "tile-muestrarios", alt: "Kit de muestras de color de alfombra" },
      },
      {
        title: "Personalización",
        text: "Diseño a medida: forma, color, altura y textura a tu elección.",
        cta: "Diseñar la tuya",
        image: { name: "tile-personalizacion", alt: "Detalle de una alfombra personalizada con relieve tallado" },
      },
    ],
  },
  experience: {
    eyebrow: "Experiencia 360",
    title: "Recorre nuestra fábrica sin salir de tu estudio",
    description:
      "Más de {{factoryArea}} donde el hilo se convierte en superficie. Desliza la vista panorámica para recorrer telares, sala de color y zona de acabados, y descubre nuestras colecciones en su entorno.",
    tourLabel: "Visita virtual: vista panorámica de la fábrica",
    tourHint: "Desliza o usa las flechas para recorrer la vista",
    image: {
      name: "experience-panorama",
      alt: "Vista panorámica de la fábrica con telares, bobinas de hilo y alfombras terminadas",
    },
    stats: [
      { value: "1995", label: "Año de fundación" },
      { value: "300", label: "Colores en colección" },
      { value: "{{factoryArea}}", label: "De fábrica propia" },
    ],
  },
  collections: {
    eyebrow: "Colecciones",
    title: "Cinco lenguajes para un mismo oficio",
    description:
      "Cada colección parte de una técnica y una intención. Todas pueden adaptarse en medida, color y altura de pelo.",
    categories: [
      {
        title: "Patrón grande",
        description: "Patrones amplios que dan carácter a vestíbulos, salones y grandes superficies.",
        features: ["Corte y bucle", "Diseño exclusivo", "Medidas sin límite"],
        image: { name: "collection-gran-formato", alt: "Alfombra con un patrón geométrico grande" },
      },
      {
        title: "Patrón pequeño",
        description: "Ritmos finos y repetidos que visten habitaciones y pasillos con discreción.",
        features: ["Bucle multialtura", "Alta densidad", "Ideal para contract"],
        image: { name: "collection-patron-pequeno", alt: "Alfombra con un patrón pequeño y repetido" },
      },
      {
        title: "Relieve 3D",
        description: "Volúmenes tallados a mano que juegan con la luz y el tacto.",
        features: ["Tallado manual", "Corte y bucle", "Alturas de 4 a 50 mm"],
        image: { name: "collection-relieve-3d", alt: "Alfombra con relieve tridimensional tallado" },
      },
      {
        title: "Creativa",
        description: "Piezas artísticas que nacen de técnicas especiales y combinaciones inesperadas.",
        features: ["Técnicas especiales", "Mezcla de materiales", "Diseño exclusivo"],
        image: { name: "collection-creativa", alt: "Alfombra creativa con formas orgánicas y colores contrastados" },
      },
      {
        title: "Única",
        description: "Una sola pieza, pensada contigo y para un espacio concreto.",
        features: ["Diseño único", "Asesoramiento personal", "Forma libre"],
        image: { name: "collection-unica", alt: "Alfombra única de forma irregular" },
      },
    ],
  },
  techniques: {
    eyebrow: "Técnicas",
    title: "Dos manos, una misma exigencia",
    handTuft: {
      title: "Handtuft",
      text: "Nuestros artesanos insertan el hilo punto a punto con pistola manual. Libertad total de dibujo, alturas combinadas y tallado a mano para piezas de autor.",
      image: { name: "technique-hand-tuft", alt: "Artesano trabajando una alfombra con pistola de tufting manual" },
    },
    robotTuft: {
      title: "Robotuft",
      text: "La precisión del tufting robotizado reproduce diseños complejos con regularidad milimétrica, ideal para grandes superficies y proyectos contract repetibles.",
      image: { name: "technique-robot-tuft", alt: "Cabezal de tufting robotizado sobre el bastidor" },
    },
  },
} satisfies HomeContent;
