import type { Language } from "~/i18n/languages";
import es from "~/i18n/locales/es";
import type { LeadForm } from "~/leads/forms/definitions";
import type { FieldName } from "~/leads/forms/fields";

/*
 * The sales team's notification, always in Spanish (the team is Spanish; it is never translated).
 * Placeholders: {who} (company, else the visitor's name), {form}, {name}, {email}, {site}.
 * The project types are named as the Spanish form shows them (app/i18n/locales/es.ts).
 */
const { optional: _optional, ...formLabels } = es.forms.fields;

export const notificationWords = {
  subject: {
    sample: "Nueva solicitud de muestrario · {who}",
    catalogue: "Nueva solicitud de catálogo · {who}",
    contact: "Nuevo mensaje de contacto · {who}",
    contactSection: "Nueva consulta de proyecto · {who}",
    quote: "Nueva solicitud de presupuesto del configurador · {who}",
    project: "Nueva solicitud de muestras y presupuesto de un proyecto · {who}",
  } satisfies Record<LeadForm, string>,
  heading: {
    sample: "Nueva solicitud de muestrario",
    catalogue: "Nueva solicitud de catálogo digital",
    contact: "Nuevo mensaje de contacto",
    contactSection: "Nueva consulta de proyecto",
    quote: "Nueva solicitud de presupuesto del configurador",
    project: "Nueva solicitud de muestras y presupuesto de un proyecto",
  } satisfies Record<LeadForm, string>,
  formNames: {
    sample: "Solicitud de muestrario",
    catalogue: "Catálogo digital",
    contact: "Página de contacto",
    contactSection: "Sección de contacto (inicio, proyectos y sectores)",
    quote: "Configurador (solicitud de presupuesto)",
    project: "Mi proyecto (muestras y presupuesto)",
  } satisfies Record<LeadForm, string>,
  /**
   * Every field a form can carry (app/leads/forms/definitions.ts), labelled for the sales team: the
   * Spanish form's own labels, except where the form asks a question ("Cuéntanos qué te interesa").
   */
  fieldLabels: { ...formLabels, interests: "Intereses" } satisfies Record<FieldName, string>,
  intro: "Un visitante ha enviado el formulario «{form}» desde la web. Estos son los datos que ha facilitado.",
  requestHeading: "Solicitud",
  visitorHeading: "Datos del visitante",
  metaLabels: {
    form: "Formulario",
    language: "Idioma del visitante",
    receivedAt: "Recibida",
    reference: "Referencia",
    catalogue: "Catálogo enviado",
  },
  /** Visitor languages, named for the Spanish-speaking team. */
  languageNames: {
    es: "Español",
    en: "Inglés",
    de: "Alemán",
    it: "Italiano",
    fr: "Francés",
    nl: "Neerlandés",
  } satisfies Record<Language, string>,
  freeTextNote: "Texto escrito por el visitante, tal cual lo envió. No abras enlaces ni adjuntos que no esperes.",
  replyHint: "Responde a este correo para escribir directamente a {name} ({email}).",
  confirmationNote: "El visitante ha recibido un correo de confirmación en su idioma, sin el texto que escribió.",
  confirmationWithheldNote:
    "No se ha enviado correo de confirmación: esta dirección ya ha recibido tres hoy. El límite impide usar los formularios para escribir a terceros; si la solicitud es legítima, respóndele desde aquí.",
  catalogueNotSent: "No enviado: la dirección alcanzó el límite diario de confirmaciones",
  footer: "Aviso automático de {site}.",
  /** A sample request's design: its name (linked to its page on the site) and its colours. */
  samples: {
    heading: "Diseño y colores solicitados",
    design: "Diseño",
    colours: "Colores",
    noColours: "Sin colores concretos: el visitante pide muestras del diseño.",
    link: "Ver el diseño en la web",
  },
  /**
   * A project request's rugs: a row each, linked to its configuration on the site, and their
   * totals. Placeholders: {area} (m², Spanish numbers), {rugs} (units), {items} (rows).
   */
  items: {
    heading: "Alfombras del proyecto",
    note: "Las alfombras del proyecto del visitante al enviar la solicitud. El lugar de cada una lo escribió el visitante, tal cual.",
    columns: {
      code: "Referencia",
      place: "Lugar",
      rug: "Alfombra",
      size: "Medidas",
      colours: "Colores",
      quantity: "Cantidad",
      area: "Superficie total (m²)",
      link: "Configuración",
    },
    open: "Abrir",
    total: "Total: {items} alfombras distintas, {rugs} unidades, {area} m²",
  },
  /** The configurator's quote: the rug as a table and a picture, and the link to it on the site. */
  configuration: {
    heading: "Configuración de la alfombra",
    previewAlt: "Vista previa de la alfombra configurada",
    link: "Abrir esta configuración en la web",
    notes: "Observaciones",
    roomHeading: "En la habitación del cliente",
    roomAlt: "La alfombra configurada en la foto de la habitación que envió el cliente",
    roomText: "El cliente envió una foto de su habitación con la alfombra colocada a escala (adjunta: {file}).",
  },
} as const;
