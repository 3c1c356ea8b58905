import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Contacto: hablemos de tu próximo proyecto",
    description:
      "Escríbenos o llámanos: diseñamos y fabricamos alfombras a medida en Crevillente (Alicante). Te respondemos con ideas, muestras y presupuesto.",
  },
  blocks: [
    {
      kind: "contact",
      id: "contact",
      headingLevel: 1,
      form: "contact",
      eyebrow: "Contacto",
      title: "Hablemos de tu Próximo Proyecto",
      lead: "Escríbenos con lo que tienes en mente, aunque sea solo una idea. Te responderemos personalmente con propuestas, muestras y un presupuesto a medida.",
      hoursTitle: "Horario",
      hours: ["De {{openingDayFirst}} a {{openingDayLast}}: {{openingTime}}", "{{closedDays}}: cerrado"],
      mapTitle: "Nuestra fábrica en Crevillente",
      mapLink: "Abrir en el mapa",
    },
    {
      kind: "cards",
      id: "otras-vias",
      eyebrow: "Otras vías",
      title: "¿Prefieres empezar por otro lado?",
      columns: 3,
      items: [
        {
          title: "Muestrario físico",
          text: "Recibe en tu estudio lanas, texturas y colores para decidir con las manos.",
          action: { label: "Solicitar muestrario", href: "/solicitud-muestrario" },
        },
        {
          title: "Catálogo digital",
          text: "Descarga nuestras colecciones y técnicas para compartirlas con tu equipo.",
          action: { label: "Descargar catálogo", href: "/solicitud-catalogo" },
        },
        {
          title: "Preguntas frecuentes",
          text: "Instalación, materiales, certificaciones y garantía, respondidas.",
          action: { label: "Ver preguntas", href: "/faq" },
        },
      ],
    },
  ],
} satisfies PageContentInput;
