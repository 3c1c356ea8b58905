import type { BlockInput } from "../../page-schema";

export default [
  {
    kind: "contact",
    id: "contact",
    eyebrow: "Contacto",
    title: "Hablemos de tu Próximo Proyecto",
    lead: "Cuéntanos qué espacio quieres transformar. Nuestro equipo te responderá con ideas, muestras y un presupuesto a medida, sin compromiso.",
    hoursTitle: "Horario",
    hours: ["De {{openingDayFirst}} a {{openingDayLast}}: {{openingTime}}", "{{closedDays}}: cerrado"],
    mapTitle: "Nuestra fábrica en Crevillente",
    mapLink: "Abrir en el mapa",
  },
] satisfies BlockInput[];
