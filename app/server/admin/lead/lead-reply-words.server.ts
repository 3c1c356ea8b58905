import type { AdminLanguage, Translation } from "~/server/admin/admin-languages.server";

/** The words of a reply from a lead's page: its templates, its fields, why one was refused (Spanish first). */
const es = {
  title: "Responder",
  intro: "Sale de la dirección de ventas; si el cliente contesta, su respuesta llega al buzón de ventas.",
  to: "Para",
  toHint: "Solo se responde a la dirección de esta solicitud.",
  templates: "Plantilla ({{language}})",
  templatesHint: "Elegir otra plantilla sustituye el asunto y el mensaje.",
  blank: "En blanco",
  subject: "Asunto",
  subjectHint: "Se añade al final la referencia de la solicitud: [{{reference}}]",
  text: "Mensaje",
  textHint: "Una línea en blanco separa los párrafos. La firma de la empresa se añade sola.",
  send: "Enviar respuesta",
  sent: "Respuesta en camino a {{to}}. La verás en Envíos y en el Historial.",
  refused: "No se ha enviado nada: {{reason}}",
  reasons: {
    "not-found": "esta solicitud ya no existe.",
    "no-email": "esta solicitud no tiene dirección de correo.",
    spam: "está marcada como spam, y responder confirmaría que la dirección funciona.",
    "other-recipient": "solo se puede responder a la dirección de esta solicitud ({{email}}).",
    "subject-empty": "falta el asunto.",
    "subject-too-long": "el asunto no puede superar los 200 caracteres.",
    "subject-control": "el asunto debe ir en una sola línea, sin saltos de línea ni caracteres de control.",
    "text-empty": "falta el mensaje.",
    "text-too-long": "el mensaje no puede superar los 10.000 caracteres.",
  },
  noEmail: "Esta solicitud no tiene dirección de correo a la que responder.",
  spam: "Las solicitudes marcadas como spam no se responden: hacerlo confirmaría que la dirección funciona.",
  earlier: "Respuestas enviadas",
};

type LeadReplyWords = typeof es;

const en: Translation<LeadReplyWords> = {
  title: "Reply",
  intro: "It goes from the sales address; if the customer answers, their reply reaches the sales mailbox.",
  to: "To",
  toHint: "Replies go only to this lead's address.",
  templates: "Template ({{language}})",
  templatesHint: "Choosing another template replaces the subject and message.",
  blank: "Blank",
  subject: "Subject",
  subjectHint: "The lead's reference is added at the end: [{{reference}}]",
  text: "Message",
  textHint: "A blank line separates paragraphs. The company signature is added for you.",
  send: "Send reply",
  sent: "Reply on its way to {{to}}. You will see it under Deliveries and in the History.",
  refused: "Nothing was sent: {{reason}}",
  reasons: {
    "not-found": "this lead no longer exists.",
    "no-email": "this lead has no e-mail address.",
    spam: "it is marked as spam, and replying would confirm that the address works.",
    "other-recipient": "you can only reply to this lead's own address ({{email}}).",
    "subject-empty": "the subject is missing.",
    "subject-too-long": "the subject cannot be longer than 200 characters.",
    "subject-control": "the subject must be a single line, with no line breaks or control characters.",
    "text-empty": "the message is missing.",
    "text-too-long": "the message cannot be longer than 10,000 characters.",
  },
  noEmail: "This lead has no e-mail address to reply to.",
  spam: "Leads marked as spam are not answered: replying would confirm that the address works.",
  earlier: "Replies sent",
};

export const leadReplyWords: Record<AdminLanguage, LeadReplyWords> = { es, en: en as LeadReplyWords };
