import type { ReplyTemplates } from "./template-types.server";

/*
 * The sales team's first answer to each form, in Spanish: a starting point they read and adapt
 * before sending. Placeholders: {{firstName}}, {{name}}, {{brand}}, and the phrases below
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
      subject: "Su muestrario {{brand}}",
      body: `Hola, {{firstName}}:

Muchas gracias por su interés en {{brand}}. Hemos recibido su solicitud de muestras{{design}} y ya la estamos preparando en nuestro taller.

Antes de enviársela, nos gustaría confirmar con usted algunos detalles para que el muestrario se ajuste de verdad a su proyecto: el espacio al que va destinada la alfombra, las medidas aproximadas y los tonos que tiene en mente.

Si lo prefiere, podemos hablarlo por teléfono; díganos cuándo le viene bien y le llamamos.

Un cordial saludo,
El equipo de {{brand}}`,
    },
    catalogue: {
      subject: "Su catálogo {{brand}}",
      body: `Hola, {{firstName}}:

Gracias por solicitar nuestro catálogo digital; esperamos que disfrute descubriéndolo.

En él encontrará una selección de nuestras colecciones, pero cada alfombra {{brand}} se hace a medida: adaptamos el diseño, las dimensiones, los materiales y los colores a cada espacio. Si alguna pieza le ha llamado la atención, o tiene un proyecto en marcha, estaremos encantados de asesorarle y de enviarle un muestrario sin compromiso.

Quedamos a su disposición para lo que necesite.

Un cordial saludo,
El equipo de {{brand}}`,
    },
    contact: {
      subject: "Su mensaje a {{brand}}",
      body: `Hola, {{firstName}}:

Gracias por escribirnos. Hemos leído su mensaje con atención y, para poder asesorarle bien, nos gustaría saber algo más de lo que busca: el tipo de espacio, las medidas aproximadas y el estilo que tiene en mente.

Si prefiere que lo hablemos de viva voz, indíquenos un teléfono y una hora que le venga bien, y le llamamos.

Un cordial saludo,
El equipo de {{brand}}`,
    },
    contactSection: {
      subject: "Su proyecto con {{brand}}",
      body: `Hola, {{firstName}}:

Gracias por contarnos su proyecto{{company}}. Cada alfombra que creamos para hoteles, residencias, yates o jets privados nace de una conversación como esta, y nos encantaría acompañarle en la suya.

Para preparar una primera propuesta de diseño, materiales y plazos, ¿podríamos concertar una llamada o una videollamada esta semana? Basta con que nos indique el día y la hora que mejor le vengan.

Si ya dispone de planos, medidas o referencias de estilo, puede enviárnoslos respondiendo a este correo.

Un cordial saludo,
El equipo de {{brand}}`,
    },
    quote: {
      subject: "Su alfombra a medida {{brand}}",
      body: `Hola, {{firstName}}:

Gracias por diseñar su alfombra con nosotros. Nuestro equipo técnico ha revisado la configuración que nos envió{{rug}} y está preparando su presupuesto.

Antes de cerrarlo, nos gustaría confirmar con usted un par de detalles: el espacio al que va destinada la alfombra y si la necesita para una fecha concreta.

Si lo desea, también podemos enviarle muestras de los colores que eligió, para que pueda verlos y tocarlos antes de decidirse.

Un cordial saludo,
El equipo de {{brand}}`,
    },
  },
};

export default es;
