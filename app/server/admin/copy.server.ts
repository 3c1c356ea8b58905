import type { AdminLanguage } from "./copy-languages.server";

/**
 * The back office's words, in Spanish and English (the staff member's browser language picks
 * one). English has exactly the keys of Spanish (the compiler checks it), and a unit test checks
 * that no Spanish is left in it.
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
  signIn: {
    title: "Iniciar sesión",
    intro: "Acceso para los equipos comercial y de contenidos. Las cuentas las crea el administrador del sitio.",
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

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<AdminCopy> = {
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
  signIn: {
    title: "Sign in",
    intro: "For the sales and content teams. Accounts are created by the site's operator.",
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

export { type AdminLanguage, adminLanguages } from "./copy-languages.server";

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
