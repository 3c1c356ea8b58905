import type { AdminLanguage, Translation } from "~/server/admin/admin-languages.server";

/** The privacy page's words: find, export and erase what is kept of an address, and the erasure log (Spanish first). */
const es = {
  title: "Privacidad",
  intro:
    "Solicitudes de acceso y supresión de datos: busca todo lo que guardamos de una dirección de correo, descárgalo en JSON o bórralo.",
  email: "Correo electrónico de la persona",
  find: "Buscar",
  invalid: "Escribe una dirección de correo válida, por ejemplo ana@ejemplo.com.",
  found: "Datos guardados de {{email}}",
  nothing: "No hay nada guardado de {{email}}.",
  leadsFound: "{{leads}}, {{emails}}",
  leadCount: { one: "{{count}} solicitud", other: "{{count}} solicitudes" },
  emailCount: { one: "{{count}} correo", other: "{{count}} correos" },
  export: "Descargar JSON",
  erase: "Borrar todo…",
  confirmTitle: "¿Borrar todos los datos de {{email}}?",
  confirmText:
    "Se borrarán {{leads}}, sus correos, notas e historial. No se puede deshacer. Queda constancia del borrado sin la dirección.",
  confirm: "Borrar definitivamente",
  cancel: "Cancelar",
  erased: "Datos de {{email}} borrados: {{leads}} y {{emails}}.",
  log: "Registro de borrados",
  logIntro: "Cada borrado, con un resumen cifrado de la dirección (nunca la dirección).",
  noErasures: "Todavía no se ha borrado nada.",
  erasedAt: "Fecha",
  digest: "Resumen de la dirección",
  erasedBy: "Por",
  leads: "Solicitudes",
  emails: "Correos",
};

type PrivacyWords = typeof es;

const en: Translation<PrivacyWords> = {
  title: "Privacy",
  intro:
    "Access and erasure requests: find everything we hold about an e-mail address, download it as JSON or erase it.",
  email: "The person's e-mail address",
  find: "Find",
  invalid: "Enter a valid e-mail address, for example ana@example.com.",
  found: "Data held about {{email}}",
  nothing: "Nothing is held about {{email}}.",
  leadsFound: "{{leads}}, {{emails}}",
  leadCount: { one: "{{count}} lead", other: "{{count}} leads" },
  emailCount: { one: "{{count}} e-mail", other: "{{count}} e-mails" },
  export: "Download JSON",
  erase: "Erase everything…",
  confirmTitle: "Erase all data of {{email}}?",
  confirmText:
    "{{leads}} will be erased, with their e-mails, notes and history. This cannot be undone. A record of the erasure is kept without the address.",
  confirm: "Erase permanently",
  cancel: "Cancel",
  erased: "Data of {{email}} erased: {{leads}} and {{emails}}.",
  log: "Erasure log",
  logIntro: "Every erasure, with a digest of the address (never the address).",
  noErasures: "Nothing has been erased yet.",
  erasedAt: "Date",
  digest: "Address digest",
  erasedBy: "By",
  leads: "Leads",
  emails: "E-mails",
};

export const privacyWords: Record<AdminLanguage, PrivacyWords> = { es, en: en as PrivacyWords };
