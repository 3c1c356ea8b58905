import type { AdminLanguage, Translation } from "./admin-languages.server";

/**
 * The back office's shared words, in Spanish and English (the staff member's choice, else their
 * browser's language, picks one): the bar and its sections, the leads' states and forms, the
 * languages, a delivery's kinds and states, the leads section's own navigation, the error pages.
 * They are `context.t` of every page, the studio's too. A screen's own words stand beside it
 * (`<feature>/<feature>-words.server.ts`). English has exactly the keys of Spanish (the compiler
 * checks it), and a unit test checks that no Spanish is left in it, here and in every screen's.
 */
const es = {
  title: "Gestión",
  skip: "Saltar al contenido",
  nav: {
    label: "Secciones",
    leads: "Solicitudes",
    outbox: "Envíos",
    privacy: "Privacidad",
    content: "Contenido",
    signOut: "Cerrar sesión",
  },
  signedInAs: "Sesión de {{email}}",
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
    project: "Prescriptor: varias alfombras",
  },
  deskNav: {
    label: "Solicitudes",
    inbox: "Bandeja",
    mine: "Mis solicitudes",
    dashboard: "Panel",
    rules: "Reglas de asignación",
  },
  languages: { es: "Español", en: "Inglés", de: "Alemán", it: "Italiano", fr: "Francés", nl: "Neerlandés" },
  deliveries: {
    kinds: {
      notification: "Aviso al equipo comercial",
      confirmation: "Confirmación al cliente",
      reply: "Respuesta al cliente",
      "follow-ups": "Seguimientos del día",
      webhook: "Envío al CRM (webhook)",
    },
    status: { sent: "Enviado", pending: "Pendiente", failed: "Fallido" },
  },
  errors: {
    notFound: "Esta página no existe.",
    forbidden: "El formulario ha caducado. Vuelve a la página y inténtalo de nuevo.",
    unauthorized: "Tu sesión ha terminado. Inicia sesión de nuevo.",
    noAccess: "Tu cuenta no tiene acceso a esta sección.",
    failed:
      "Algo ha fallado y no se ha guardado nada. Vuelve a intentarlo; si se repite, avisa al administrador del sitio.",
  },
  none: "—",
};

export type AdminCopy = typeof es;

const en: Translation<AdminCopy> = {
  title: "Back office",
  skip: "Skip to content",
  nav: {
    label: "Sections",
    leads: "Leads",
    outbox: "Deliveries",
    privacy: "Privacy",
    content: "Content",
    signOut: "Sign out",
  },
  signedInAs: "Signed in as {{email}}",
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
    project: "Specifier: several rugs",
  },
  deskNav: {
    label: "Leads",
    inbox: "Inbox",
    mine: "My leads",
    dashboard: "Dashboard",
    rules: "Assignment rules",
  },
  languages: { es: "Spanish", en: "English", de: "German", it: "Italian", fr: "French", nl: "Dutch" },
  deliveries: {
    kinds: {
      notification: "Notice to the sales team",
      confirmation: "Confirmation to the customer",
      reply: "Reply to the customer",
      "follow-ups": "The day's follow-ups",
      webhook: "CRM delivery (webhook)",
    },
    status: { sent: "Sent", pending: "Pending", failed: "Failed" },
  },
  errors: {
    notFound: "This page does not exist.",
    forbidden: "The form has expired. Go back to the page and try again.",
    unauthorized: "Your session has ended. Please sign in again.",
    noAccess: "Your account does not have access to this section.",
    failed:
      "Something went wrong and nothing was saved. Please try again; if it happens again, tell the site's operator.",
  },
  none: "—",
};

export { type AdminLanguage, adminLanguages } from "./admin-languages.server";

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
      const weight = Number(
        params
          .find((param) => param.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: tag.toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((first, second) => second.weight - first.weight || first.index - second.index);
  const first = ranked.find((entry) => entry.lang === "es" || entry.lang === "en");
  return (first?.lang as AdminLanguage | undefined) ?? "es";
}
