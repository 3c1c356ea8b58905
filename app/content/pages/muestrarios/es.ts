import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Muestrarios y kits de color",
    description:
      "Solicita muestras físicas, kits de color M50 y M300 o nuestro catálogo digital, y reserva una consulta personal para elegir tu alfombra a medida.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Muestrarios",
      title: "Toca la calidad antes de decidir",
      lead: "Lana, seda, relieves y 300 colores en tus manos. Solicita muestras físicas, nuestro catálogo digital o una consulta personal para elegir con total seguridad.",
      image: {
        name: "hero-muestrarios",
        alt: "Muestras de alfombra tufting de distintos colores y texturas dispuestas sobre una mesa de trabajo",
      },
    },
    {
      kind: "gallery",
      title: "Materiales, relieves, dibujos y color",
      images: [
        { name: "samples-wool", alt: "Muestra de lana con pelo en bucle, vista de cerca" },
        { name: "samples-relief", alt: "Muestra con relieve tallado que combina pelo cortado y bucle" },
        { name: "samples-pattern", alt: "Muestra de alfombra con un patrón pequeño y repetido" },
        { name: "samples-colour", alt: "Muestras de hilo de colores ordenadas en una cuadrícula" },
      ],
    },
    {
      kind: "cards",
      id: "kits-de-color",
      eyebrow: "Kits de color",
      title: "300 colores para dar con el tono exacto",
      intro:
        "Nuestra colección cromática reúne 300 colores y se presenta en dos kits pensados para el estudio de interiorismo y para la obra.",
      columns: 3,
      items: [
        {
          title: "Colección de 300 colores",
          text: "La paleta completa de la casa: neutros, tierras, pasteles y tonos intensos que sirven de punto de partida a cualquier proyecto a medida.",
          image: {
            name: "kit-300-collection",
            alt: "Colección de 300 colores de hilo dispuesta en una gran cuadrícula de muestras",
          },
        },
        {
          title: "Kit M50",
          text: "Una selección de 50 colores esenciales en formato compacto, ideal para presentaciones a clientes y primeras propuestas de diseño.",
          image: { name: "kit-m50", alt: "Kit de muestras M50 con 50 colores de hilo" },
        },
        {
          title: "Kit M300",
          text: "Los 300 colores de la colección ordenados en cajones, para tener toda la paleta siempre a mano en tu estudio.",
          image: { name: "kit-m300", alt: "Kit de muestras M300 con 300 colores de hilo organizados en cajones" },
        },
      ],
    },
    {
      kind: "cards",
      id: "solicitudes",
      eyebrow: "Cómo empezar",
      title: "Tres formas de conocer nuestras alfombras",
      columns: 3,
      items: [
        {
          title: "Muestras físicas",
          text: "Recibe en tu estudio muestras de materiales, texturas y color para valorar el tacto, la densidad y el acabado de nuestras alfombras.",
          action: { label: "Solicitar muestras", href: "/solicitud-muestrario" },
        },
        {
          title: "Catálogo digital",
          text: "Solicita la descarga de nuestro catálogo digital con colecciones, técnicas y proyectos. Lo recibirás en tu correo electrónico en pocos minutos.",
          action: { label: "Descargar catálogo", href: "/solicitud-catalogo" },
        },
        {
          title: "Consulta personal",
          text: "Reserva una sesión con nuestro equipo para revisar tu proyecto, resolver dudas técnicas y elegir materiales y colores con criterio experto.",
          action: { label: "Reservar consulta", href: "/solicitud-muestrario" },
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Asesoramiento",
      title: "¿Tienes un proyecto en mente?",
      text: "Cuéntanos qué espacio quieres vestir y te ayudaremos a elegir las muestras, los colores y la técnica más adecuados.",
      actions: [
        { label: "Hablar con nosotros", href: "/contacto" },
        { label: "Personalizar una alfombra", href: "/personalizacion" },
      ],
    },
  ],
} satisfies PageContentInput;
