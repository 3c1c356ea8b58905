/**
 * The back office's words, in Spanish and English (the staff member's browser language picks
 * one). English has exactly the keys of Spanish (the compiler checks it), and a unit test checks
 * that no Spanish is left in it.
 */
const es = {
  title: "Back office",
  skip: "Saltar al contenido",
  nav: { label: "Secciones", leads: "Solicitudes", outbox: "Envíos", privacy: "Privacidad", signOut: "Cerrar sesión" },
  signedInAs: "Sesión de {{email}}",
  signIn: {
    title: "Iniciar sesión",
    intro: "Acceso para el equipo comercial. Las cuentas las crea el administrador del sitio.",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Continuar",
    invalid: "El correo o la contraseña no son correctos.",
    locked:
      "Demasiados intentos fallidos. El acceso está bloqueado durante {{minutes}} min; vuelve a intentarlo después.",
    signedOut: "Has cerrado la sesión.",
    expired: "Tu sesión ha caducado. Vuelve a iniciar sesión.",
  },
  code: {
    title: "Verificación en dos pasos",
    intro: "Escribe el código de seis cifras que muestra tu aplicación de autenticación.",
    enrolTitle: "Configura tu aplicación de autenticación",
    enrolIntro:
      "Es tu primer inicio de sesión: escanea este código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…) y escribe el código que te muestre.",
    qrAlt: "Código QR para añadir la cuenta {{email}} a una aplicación de autenticación",
    keyLabel: "¿No puedes escanearlo? Escribe esta clave en la aplicación:",
    code: "Código de verificación",
    submit: "Verificar",
    invalid: "El código no es correcto o ya se ha usado. Escribe el código actual de la aplicación.",
    back: "Empezar de nuevo",
  },
  states: {
    all: "Todas",
    new: "Nueva",
    contacted: "Contactada",
    qualified: "Cualificada",
    won: "Ganada",
    lost: "Perdida",
    spam: "Spam",
  },
  forms: {
    sample: "Muestras",
    catalogue: "Catálogo",
    contact: "Contacto",
    contactSection: "Proyecto",
    quote: "Configurador",
  },
  languages: { es: "Español", en: "Inglés", de: "Alemán", it: "Italiano", fr: "Francés", nl: "Neerlandés" },
  inbox: {
    title: "Solicitudes",
    filters: "Filtros",
    search: "Buscar",
    searchHint: "Nombre, correo, empresa o texto del mensaje",
    form: "Formulario",
    language: "Idioma",
    state: "Estado",
    from: "Desde",
    to: "Hasta",
    any: "Todos",
    apply: "Filtrar",
    clear: "Quitar filtros",
    byState: "Por estado",
    export: "Exportar CSV",
    exportHint: "Las {{count}} solicitudes de este filtro, en UTF-8 para Excel.",
    count: "{{count}} solicitudes",
    empty: "Ninguna solicitud coincide con estos filtros.",
    date: "Fecha",
    name: "Nombre",
    company: "Empresa",
    email: "Correo",
    country: "País",
    pagination: "Páginas",
    page: "Página {{page}} de {{pages}}",
    previous: "Anterior",
    next: "Siguiente",
  },
  lead: {
    back: "Volver a las solicitudes",
    title: "Solicitud de {{name}}",
    untitled: "Solicitud sin nombre",
    received: "Recibida",
    form: "Formulario",
    language: "Idioma",
    fields: "Datos enviados",
    state: "Estado",
    changeState: "Cambiar estado",
    save: "Guardar",
    deliveries: "Envíos",
    kinds: {
      notification: "Aviso al equipo comercial",
      confirmation: "Confirmación al cliente",
      webhook: "Envío al CRM (webhook)",
    },
    deliveryStatus: { sent: "Enviado", pending: "Pendiente", failed: "Fallido" },
    attempts: "Intentos: {{count}}",
    sentAt: "Enviado el {{at}}",
    nextAttempt: "Próximo intento: {{at}}",
    lastError: "Último error: {{error}}",
    to: "Para: {{to}}",
    resend: "Reenviar",
    retry: "Reintentar ahora",
    noDeliveries: "Esta solicitud no tiene envíos.",
    notes: "Notas internas",
    noteLabel: "Nueva nota",
    addNote: "Añadir nota",
    history: "Historial",
    noHistory: "Todavía no hay cambios.",
    eventState: "{{actor}} cambió el estado de «{{from}}» a «{{to}}»",
    eventNote: "{{actor}} añadió una nota",
    eventResend: "{{actor}} reenvió «{{kind}}»",
    eventRetry: "{{actor}} reintentó «{{kind}}»",
    notFound: "Esta solicitud no existe o se ha borrado.",
    saved: "Cambios guardados.",
    noteTooLong: "La nota no puede estar vacía ni superar los 5000 caracteres.",
    resendRefused: "No se puede reenviar: el contenido de este correo ya se borró por la política de conservación.",
  },
  outbox: {
    title: "Envíos",
    intro:
      "Correos y entregas al CRM de todas las solicitudes. Los fallidos se reintentan solos con esperas crecientes.",
    kind: "Tipo",
    counts: "Por estado",
    oldest: "El pendiente más antiguo espera desde hace {{age}}.",
    nonePending: "No hay nada pendiente.",
    failed: "Fallidos",
    noneFailed: "Ningún envío ha fallado.",
    lead: "Solicitud",
    error: "Último error",
    attempts: "Intentos",
    nextAttempt: "Próximo intento",
    retry: "Reintentar ahora",
    retryAll: "Reintentar todos los fallidos",
    retried: "{{count}} envíos se reintentarán ahora.",
    open: "Abrir solicitud",
  },
  privacy: {
    title: "Privacidad",
    intro:
      "Solicitudes de acceso y supresión de datos: busca todo lo que guardamos de una dirección de correo, descárgalo en JSON o bórralo.",
    email: "Correo electrónico de la persona",
    find: "Buscar",
    invalid: "Escribe una dirección de correo válida, por ejemplo ana@ejemplo.com.",
    found: "Datos guardados de {{email}}",
    nothing: "No hay nada guardado de {{email}}.",
    leadsFound: "{{count}} solicitudes, {{emails}} correos",
    export: "Descargar JSON",
    erase: "Borrar todo…",
    confirmTitle: "¿Borrar todos los datos de {{email}}?",
    confirmText:
      "Se borrarán {{leads}} solicitudes, sus correos, notas e historial. No se puede deshacer. Queda constancia del borrado sin la dirección.",
    confirm: "Borrar definitivamente",
    cancel: "Cancelar",
    erased: "Datos de {{email}} borrados: {{leads}} solicitudes y {{emails}} correos.",
    log: "Registro de borrados",
    logIntro: "Cada borrado, con un resumen cifrado de la dirección (nunca la dirección).",
    noErasures: "Todavía no se ha borrado nada.",
    erasedAt: "Fecha",
    digest: "Resumen de la dirección",
    erasedBy: "Por",
    leads: "Solicitudes",
    emails: "Correos",
  },
  errors: {
    notFound: "Esta página no existe.",
    forbidden: "El formulario ha caducado. Vuelve a la página y inténtalo de nuevo.",
    unauthorized: "Tu sesión ha terminado. Inicia sesión de nuevo.",
    failed:
      "Algo ha fallado y no se ha guardado nada. Vuelve a intentarlo; si se repite, avisa al administrador del sitio.",
  },
  none: "—",
};

export type AdminCopy = typeof es;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<AdminCopy> = {
  title: "Back office",
  skip: "Skip to content",
  nav: { label: "Sections", leads: "Leads", outbox: "Deliveries", privacy: "Privacy", signOut: "Sign out" },
  signedInAs: "Signed in as {{email}}",
  signIn: {
    title: "Sign in",
    intro: "For the sales team. Accounts are created by the site's operator.",
    email: "E-mail address",
    password: "Password",
    submit: "Continue",
    invalid: "The e-mail address or the password is not correct.",
    locked: "Too many failed attempts. Sign-in is locked for {{minutes}} min; please try again after that.",
    signedOut: "You have signed out.",
    expired: "Your session has expired. Please sign in again.",
  },
  code: {
    title: "Two-step verification",
    intro: "Enter the six-digit code your authenticator app shows.",
    enrolTitle: "Set up your authenticator app",
    enrolIntro:
      "This is your first sign-in: scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) and enter the code it shows.",
    qrAlt: "QR code that adds the account {{email}} to an authenticator app",
    keyLabel: "Can't scan it? Type this key into the app:",
    code: "Verification code",
    submit: "Verify",
    invalid: "The code is not correct or has already been used. Enter the app's current code.",
    back: "Start again",
  },
  states: {
    all: "All",
    new: "New",
    contacted: "Contacted",
    qualified: "Qualified",
    won: "Won",
    lost: "Lost",
    spam: "Spam",
  },
  forms: {
    sample: "Sample kit",
    catalogue: "Catalogue",
    contact: "Contact",
    contactSection: "Project",
    quote: "Configurator",
  },
  languages: { es: "Spanish", en: "English", de: "German", it: "Italian", fr: "French", nl: "Dutch" },
  inbox: {
    title: "Leads",
    filters: "Filters",
    search: "Search",
    searchHint: "Name, e-mail, company or message text",
    form: "Form",
    language: "Language",
    state: "State",
    from: "From",
    to: "To",
    any: "Any",
    apply: "Filter",
    clear: "Clear filters",
    byState: "By state",
    export: "Export CSV",
    exportHint: "The {{count}} leads of this filter, UTF-8 for Excel.",
    count: "{{count}} leads",
    empty: "No lead matches these filters.",
    date: "Date",
    name: "Name",
    company: "Company",
    email: "E-mail",
    country: "Country",
    pagination: "Pages",
    page: "Page {{page}} of {{pages}}",
    previous: "Previous",
    next: "Next",
  },
  lead: {
    back: "Back to the leads",
    title: "Lead from {{name}}",
    untitled: "Lead without a name",
    received: "Received",
    form: "Form",
    language: "Language",
    fields: "What was sent",
    state: "State",
    changeState: "Change state",
    save: "Save",
    deliveries: "Deliveries",
    kinds: {
      notification: "Notice to the sales team",
      confirmation: "Confirmation to the customer",
      webhook: "CRM delivery (webhook)",
    },
    deliveryStatus: { sent: "Sent", pending: "Pending", failed: "Failed" },
    attempts: "Attempts: {{count}}",
    sentAt: "Sent {{at}}",
    nextAttempt: "Next attempt: {{at}}",
    lastError: "Last error: {{error}}",
    to: "To: {{to}}",
    resend: "Send again",
    retry: "Retry now",
    noDeliveries: "This lead has no deliveries.",
    notes: "Internal notes",
    noteLabel: "New note",
    addNote: "Add note",
    history: "History",
    noHistory: "No changes yet.",
    eventState: "{{actor}} changed the state from “{{from}}” to “{{to}}”",
    eventNote: "{{actor}} added a note",
    eventResend: "{{actor}} sent “{{kind}}” again",
    eventRetry: "{{actor}} retried “{{kind}}”",
    notFound: "This lead does not exist or has been erased.",
    saved: "Changes saved.",
    noteTooLong: "A note cannot be empty or longer than 5,000 characters.",
    resendRefused: "It cannot be sent again: this e-mail's content was already deleted under the retention policy.",
  },
  outbox: {
    title: "Deliveries",
    intro: "E-mails and CRM deliveries of every lead. Failed ones are retried automatically, with growing waits.",
    kind: "Kind",
    counts: "By state",
    oldest: "The oldest pending one has waited {{age}}.",
    nonePending: "Nothing is pending.",
    failed: "Failed",
    noneFailed: "No delivery has failed.",
    lead: "Lead",
    error: "Last error",
    attempts: "Attempts",
    nextAttempt: "Next attempt",
    retry: "Retry now",
    retryAll: "Retry every failed one",
    retried: "{{count}} deliveries will be retried now.",
    open: "Open lead",
  },
  privacy: {
    title: "Privacy",
    intro:
      "Access and erasure requests: find everything we hold about an e-mail address, download it as JSON or erase it.",
    email: "The person's e-mail address",
    find: "Find",
    invalid: "Enter a valid e-mail address, for example ana@example.com.",
    found: "Data held about {{email}}",
    nothing: "Nothing is held about {{email}}.",
    leadsFound: "{{count}} leads, {{emails}} e-mails",
    export: "Download JSON",
    erase: "Erase everything…",
    confirmTitle: "Erase all data of {{email}}?",
    confirmText:
      "{{leads}} leads will be erased, with their e-mails, notes and history. This cannot be undone. A record of the erasure is kept without the address.",
    confirm: "Erase permanently",
    cancel: "Cancel",
    erased: "Data of {{email}} erased: {{leads}} leads and {{emails}} e-mails.",
    log: "Erasure log",
    logIntro: "Every erasure, with a digest of the address (never the address).",
    noErasures: "Nothing has been erased yet.",
    erasedAt: "Date",
    digest: "Address digest",
    erasedBy: "By",
    leads: "Leads",
    emails: "E-mails",
  },
  errors: {
    notFound: "This page does not exist.",
    forbidden: "The form has expired. Go back to the page and try again.",
    unauthorized: "Your session has ended. Please sign in again.",
    failed:
      "Something went wrong and nothing was saved. Please try again; if it happens again, tell the site's operator.",
  },
  none: "—",
};

export const adminLanguages = ["es", "en"] as const;
export type AdminLanguage = (typeof adminLanguages)[number];

export const adminCopy: Record<AdminLanguage, AdminCopy> = { es, en: en as AdminCopy };

/**
 * The staff member's language from `Accept-Language`: the first of Spanish or English they
 * prefer (by weight, then order); Spanish when they name neither.
 */
export function adminLanguage(acceptLanguage: string | undefined): AdminLanguage {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((param) => param.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: tag.toLowerCase().split("-")[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((entry) => entry.lang === "es" || entry.lang === "en");
  return (first?.lang as AdminLanguage | undefined) ?? "es";
}

/** `{{name}}` placeholders filled from `values`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
