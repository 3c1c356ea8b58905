import type { ReplyTemplates } from "./template-types.server";

/*
 * The sales team's first answer to each form, in Spanish: a starting point they read and adapt
 * before sending. It speaks "tú", as the whole site does ("Tu solicitud", "te llamamos"). Placeholders: {{firstName}}, {{name}}, {{brand}}, and the phrases below
 * ({{design}}, {{company}}, {{rug}}), each worded when the lead has one and empty when not.
 */
const es: ReplyTemplates = {
  phrases: {
    design: " del diseño «{{design}}»",
    company: " para {{company}}",
    rug: " ({{rug}})",
  },
  forms: {
    sample: {
      subject: "Tu muestrario {{brand}}",
      body: `Hola, {{firstName}}:

Muchas gracias por tu interés en {{brand}}. Hemos recibido tu solicitud de muestras{{design}} y ya la estamos preparando en nuestro taller.

Antes de enviártela, nos gustaría confirmar contigo algunos detalles para que el muestrario se ajuste de verdad a tu proyecto: el espacio al que va destinada la alfombra, las medidas aproximadas y los tonos que tienes en mente.

Si lo prefieres, podemos hablarlo por teléfono; dinos cuándo te viene bien y te llamamos.

Un saludo cordial,
El equipo de {{brand}}`,
    },
    catalogue: {
      subject: "Tu catálogo {{brand}}",
      body: `Hola, {{firstName}}:

Gracias por solicitar nuestro catálogo digital; esperamos que disfrutes descubriéndolo.

En él encontrarás una selección de nuestras colecciones, pero cada alfombra {{brand}} se hace a medida: adaptamos el diseño, las dimensiones, los materiales y los colores a cada espacio. Si alguna pieza te ha llamado la atención, o tienes un proyecto en marcha, estaremos encantados de asesorarte y de enviarte un muestrario sin compromiso.

Quedamos a tu disposición para lo que necesites.

Un saludo cordial,
El equipo de {{brand}}`,
    },
    contact: {
      subject: "Tu mensaje a {{brand}}",
      body: `Hola, {{firstName}}:

Gracias por escribirnos. Hemos leído tu mensaje con atención y, para poder asesorarte bien, nos gustaría saber algo más de lo que buscas: el tipo de espacio, las medidas aproximadas y el estilo que tienes en mente.

Si prefieres que lo hablemos de viva voz, indícanos un teléfono y una hora que te venga bien, y te llamamos.

Un saludo cordial,
El equipo de {{brand}}`,
    },
    contactSection: {
      subject: "Tu proyecto con {{brand}}",
      body: `Hola, {{firstName}}:

Gracias por contarnos tu proyecto{{company}}. Cada alfombra que creamos para hoteles, residencias, yates o jets privados nace de una conversación como esta, y nos encantaría acompañarte en la tuya.

Para preparar una primera propuesta de diseño, materiales y plazos, ¿podríamos concertar una llamada o una videollamada esta semana? Basta con que nos indiques el día y la hora que mejor te vengan.

Si ya tienes planos, medidas o referencias de estilo, puedes enviárnoslos respondiendo a este correo.

Un saludo cordial,
El equipo de {{brand}}`,
    },
    quote: {
      subject: "Tu alfombra a medida {{brand}}",
      body: `Hola, {{firstName}}:

Gracias por diseñar tu alfombra con nosotros. Nuestro equipo técnico ha revisado la configuración que nos enviaste{{rug}} y está preparando tu presupuesto.

Antes de cerrarlo, nos gustaría confirmar contigo un par de detalles: el espacio al que va destinada la alfombra y si la necesitas para una fecha concreta.

Si quieres, también podemos enviarte muestras de los colores que elegiste, para que puedas verlos y tocarlos antes de decidirte.

Un saludo cordial,
El equipo de {{brand}}`,
    },
    project: {
      subject: "Tu proyecto con {{brand}}: muestras y presupuesto",
      body: `Hola, {{firstName}}:

Gracias por enviarnos tu proyecto{{company}}. Hemos revisado cada alfombra de tu lista, con la ubicación y la cantidad que nos indicas, y ya estamos preparando las muestras y el presupuesto.

Antes de cerrarlo, nos gustaría confirmar contigo un par de detalles: los plazos de la obra y si alguna de las alfombras requiere un acabado o una certificación concreta (por ejemplo, de reacción al fuego).

Si ya tienes planos o referencias del proyecto, puedes enviárnoslos respondiendo a este correo.

Un saludo cordial,
El equipo de {{brand}}`,
    },
  },
};

export default es;
