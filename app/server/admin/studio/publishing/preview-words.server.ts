import type { AdminLanguage } from "~/server/admin/admin-words.server";

/**
 * The words of the preview and of review links: the preview's bar, sharing a document for review,
 * and what a review link says once it opens nothing (Spanish first; English has its keys).
 */
const es = {
  bar: {
    label: "Vista previa",
    review: "Vista previa para revisión · caduca el {{when}}",
    draft: "Borrador sin publicar",
    published: "Publicado",
    scheduled: "Programado para el {{when}}",
    language: "Idioma",
    width: "Ancho",
    phone: "Móvil",
    desktop: "Escritorio",
    back: "Volver al editor",
    share: "Compartir para revisión",
    frame: "Página en vista previa: {{name}}",
    readOnly: "Solo lectura",
  },
  review: {
    title: "Compartir para revisión",
    intro:
      "Un enlace de solo lectura para que alguien sin cuenta vea la página tal como está ahora (el borrador, si lo hay): se guarda una copia, así que ve exactamente lo compartido aunque el borrador cambie después. Los buscadores no lo indexan y caduca.",
    language: "Idioma",
    expires: "Caduca en",
    days: { "1": "1 día", "7": "7 días", "30": "30 días" },
    create: "Crear enlace",
    created: "Enlace creado: cópialo y envíalo a quien deba revisar la página.",
    link: "Enlace de revisión",
    active: "Enlaces activos",
    none: "Ningún enlace activo para este documento.",
    columns: { language: "Idioma", shows: "Muestra", expires: "Caduca", by: "Creado por", link: "Enlace" },
    shows: { draft: "Borrador", published: "Publicado" },
    open: "Abrir",
    revoke: "Retirar",
    revoked: "Enlace retirado: ya no abre nada.",
    tooMany: "Este documento ya tiene {{count}} enlaces activos: retira alguno antes de crear otro.",
    invalid: "Elige un idioma y una caducidad de la lista.",
    preview: "Vista previa",
  },
  public: {
    unknownTitle: "Este enlace de revisión no existe",
    unknownText: "Comprueba que lo has copiado entero, o pide uno nuevo a quien te lo envió.",
    goneTitle: "Este enlace de revisión ha caducado",
    goneText: "Ya no muestra nada: pide uno nuevo a quien te lo envió.",
  },
};

export type PreviewCopy = typeof es;

const en: PreviewCopy = {
  bar: {
    label: "Preview",
    review: "Preview for review · expires on {{when}}",
    draft: "Unpublished draft",
    published: "Published",
    scheduled: "Scheduled for {{when}}",
    language: "Language",
    width: "Width",
    phone: "Phone",
    desktop: "Desktop",
    back: "Back to the editor",
    share: "Share for review",
    frame: "Page in preview: {{name}}",
    readOnly: "Read only",
  },
  review: {
    title: "Share for review",
    intro:
      "A read-only link for someone without an account to see the page as it is now (the draft, if there is one): a copy is kept, so they see exactly what was shared even if the draft changes later. Search engines do not index it, and it expires.",
    language: "Language",
    expires: "Expires in",
    days: { "1": "1 day", "7": "7 days", "30": "30 days" },
    create: "Create link",
    created: "Link created: copy it and send it to whoever should review the page.",
    link: "Review link",
    active: "Active links",
    none: "No active link for this document.",
    columns: { language: "Language", shows: "Shows", expires: "Expires", by: "Created by", link: "Link" },
    shows: { draft: "Draft", published: "Published" },
    open: "Open",
    revoke: "Revoke",
    revoked: "Link revoked: it no longer opens anything.",
    tooMany: "This document already has {{count}} active links: revoke one before creating another.",
    invalid: "Choose a language and an expiry from the list.",
    preview: "Preview",
  },
  public: {
    unknownTitle: "This review link does not exist",
    unknownText: "Check that you copied all of it, or ask whoever sent it for a new one.",
    goneTitle: "This review link has expired",
    goneText: "It no longer shows anything: ask whoever sent it for a new one.",
  },
};

export const previewCopy: Record<AdminLanguage, PreviewCopy> = { es, en };
