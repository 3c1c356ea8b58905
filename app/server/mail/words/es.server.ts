/*
 * The visitor's confirmation e-mail, in Spanish: the source every other language translates
 * (same keys, same number of steps, same placeholders; app/i18n/words.test.ts checks them).
 * Placeholders: {name} (the visitor's first name, only when it passes mail/greeting.server.ts),
 * {brand} (siteConfig.brandName), {site} (the site's host name). Nothing else the visitor
 * typed may ever reach it. Promise only what the site promises: no reply or delivery times.
 */
const es = {
  /** Between a label and its value in the text part ("Teléfono: …"; French spaces it). */
  colon: ":",
  greeting: "Hola, {name}:",
  /** The greeting when the typed name cannot be repeated (see mail/greeting.server.ts). */
  greetingWithoutName: "Hola:",
  nextStepsHeading: "Qué ocurre ahora",
  /** Each form's own words; `nextSteps` are shown as a numbered list, `preheader` is the inbox preview line. */
  forms: {
    sample: {
      subject: "Hemos recibido tu solicitud de muestrario · {brand}",
      preheader: "Estamos preparando tu muestrario. Te contamos los próximos pasos.",
      heading: "Tu muestrario ya está en marcha",
      intro:
        "Gracias por querer conocer de cerca nuestras alfombras. Nada describe mejor una pieza {brand} que tocarla: la densidad de la lana, el brillo de la seda, la profundidad de cada relieve.",
      nextSteps: [
        "Nuestro equipo revisa tu solicitud y prepara el muestrario que mejor encaja con tu proyecto.",
        "Te contactaremos muy pronto para confirmar contigo los datos de envío.",
        "Preparamos las muestras en nuestra fábrica de Crevillente y te las enviamos con el mismo cuidado que ponemos en cada alfombra.",
      ],
    },
    catalogue: {
      subject: "Tu catálogo digital de {brand}",
      preheader: "Ya puedes descubrir nuestras colecciones, técnicas y proyectos.",
      heading: "Aquí tienes nuestro catálogo digital",
      intro:
        "Gracias por tu interés. En él encontrarás nuestras colecciones, técnicas y acabados, y algunos de los proyectos que hemos realizado para hoteles, residencias privadas, yates y jets privados.",
      nextSteps: [
        "Puedes abrir el catálogo siempre que quieras desde el enlace de este correo.",
        "Si una pieza te inspira, un asesor te ayudará a adaptarla a tu espacio: medidas, forma, colores y materiales.",
        "Y cuando quieras ver y tocar los materiales, te enviamos un muestrario.",
      ],
    },
    contact: {
      subject: "Hemos recibido tu mensaje · {brand}",
      preheader: "Gracias por escribirnos. Te responderemos muy pronto.",
      heading: "Gracias por escribirnos",
      intro: "Tu mensaje ya ha llegado a nuestro equipo.",
      nextSteps: [
        "Lo leemos con atención y, si hace falta, lo consultamos con nuestros equipos de diseño y producción.",
        "Te responderemos muy pronto, por correo electrónico o por teléfono.",
      ],
    },
    contactSection: {
      subject: "Hemos recibido tu consulta · {brand}",
      preheader: "Gracias por contarnos tu proyecto. Te contamos los próximos pasos.",
      heading: "Gracias por contarnos tu proyecto",
      intro:
        "Cada alfombra que creamos empieza con una conversación como esta. Tu consulta ya está en manos de nuestro equipo de proyectos.",
      nextSteps: [
        "Un especialista estudia tu consulta con detenimiento.",
        "Te contactaremos muy pronto para conocer los detalles: espacios, medidas, plazos y estilo.",
        "A partir de ahí, te propondremos diseño, materiales y muestras a la medida de tu proyecto.",
      ],
    },
    quote: {
      subject: "Hemos recibido tu diseño · {brand}",
      preheader: "Gracias por diseñar tu alfombra con nosotros. Te contamos los próximos pasos.",
      heading: "Tu alfombra ya está en nuestras manos",
      intro:
        "Gracias por diseñar tu alfombra con nosotros. Aquí tienes la vista previa de tu configuración; desde el enlace puedes volver a ella y modificarla cuando quieras.",
      nextSteps: [
        "Nuestro equipo técnico revisa tu configuración: medidas, pelo, materiales y colores.",
        "Te contactaremos muy pronto con tu presupuesto y, si hace falta, con una propuesta de ajustes.",
        "Cuando quieras ver y tocar los colores elegidos, te enviamos sus muestras.",
      ],
    },
    project: {
      subject: "Hemos recibido tu proyecto · {brand}",
      preheader: "Estamos preparando tus muestras y tu presupuesto. Te contamos los próximos pasos.",
      heading: "Tu proyecto ya está en nuestras manos",
      intro:
        "Gracias por confiarnos tu proyecto. Estas son las alfombras que nos has enviado; con ellas preparamos tus muestras y tu presupuesto.",
      nextSteps: [
        "Nuestro equipo técnico revisa cada alfombra de tu proyecto: medidas, materiales, colores y cantidades.",
        "Te contactaremos muy pronto para confirmar contigo la dirección de envío de las muestras y los detalles del presupuesto.",
        "Preparamos las muestras en nuestra fábrica de Crevillente y te las enviamos con el mismo cuidado que ponemos en cada alfombra.",
      ],
    },
  },
  /** The configurator's quote: the rug's preview and the link back to its configuration. */
  configuration: {
    heading: "Tu configuración",
    button: "Ver tu configuración",
    previewAlt: "Vista previa de tu alfombra",
  },
  /** A sample request's design, when a design page sent the visitor: its name (linked to its page) and colours. */
  /** A project request's rugs as her project listed them; the place she typed is never repeated to her. */
  items: {
    heading: "Las alfombras de tu proyecto",
    columns: {
      code: "Referencia",
      rug: "Alfombra",
      size: "Medidas",
      colours: "Colores",
      quantity: "Cantidad",
      area: "Superficie total (m²)",
      link: "Configuración",
    },
    open: "Ver",
  },
  samples: {
    heading: "Las muestras que has pedido",
    design: "Diseño",
    colours: "Colores",
    link: "Ver el diseño",
  },
  catalogue: {
    button: "Ver el catálogo digital",
    fallback: "Si el botón no funciona, copia este enlace en tu navegador:",
  },
  contact: {
    heading: "Seguimos a tu disposición",
    text: "Si quieres añadir algo, responde a este correo, escríbenos o llámanos cuando quieras.",
    phone: "Teléfono",
    email: "Correo electrónico",
    address: "Dirección",
    website: "Web",
  },
  signOff: "Un saludo cordial,",
  signature: "El equipo de {brand}",
  footer: {
    reason: "Recibes este correo porque esta dirección se indicó en un formulario de {site}.",
    ignore: "Si no has sido tú, puedes ignorarlo: no volveremos a escribirte.",
  },
} as const;

export default es;

/** The shape every language must fill: the same keys (and number of steps) as Spanish, any strings. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ConfirmationWords = Widen<typeof es>;
