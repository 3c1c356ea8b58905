import type { AdminLanguage } from "~/server/admin/admin-words.server";

/** The list's search and the dashboard the studio opens on. */
const es = {
  search: {
    label: "Buscar en el contenido",
    hint: "Por nombre o por cualquier texto, en cualquier idioma (sin importar tildes ni mayúsculas).",
    placeholder: "Hábitat Valencia, alfombra de lana, FAQ…",
    submit: "Buscar",
    clear: "Ver todo",
    results: { one: "1 documento con «{{query}}»", other: "{{count}} documentos con «{{query}}»" },
    none: "Ningún documento tiene «{{query}}». Prueba con otra palabra o en otro idioma.",
    byName: "Coincide el nombre",
    more: { one: "y 1 texto más", other: "y {{count}} textos más" },
    openAt: "Abrir en este texto",
  },
  dashboard: {
    label: "Resumen",
    drafts: "Borradores",
    noDrafts: "Ningún borrador pendiente: todo está publicado.",
    draftBy: "de {{who}}",
    scheduled: "Publicaciones programadas",
    noScheduled: "Nada programado.",
    translations: "Por traducir",
    noTranslations: "Todas las traducciones están al día.",
    texts: { one: "1 texto", other: "{{count}} textos" },
    exportChanged: "Exportar lo que cambió",
    recent: "Cambios recientes",
    noRecent: "Aún no hay cambios.",
    kinds: {
      save: "guardó",
      publish: "publicó",
      schedule: "programó",
      rollback: "restauró una versión de",
      discard: "descartó el borrador de",
      cancel: "canceló la programación de",
      import: "importó traducciones en",
      upload: "subió una imagen a",
      undo: "deshizo un cambio en",
      confirm: "confirmó traducciones de",
      other: "cambió",
    },
  },
  all: "Páginas y secciones",
  toTranslate: "Por traducir",
};

export type ListCopy = typeof es;

const en: ListCopy = {
  search: {
    label: "Search the content",
    hint: "By name or by any text, in any language (accents and capitals don't matter).",
    placeholder: "Hábitat Valencia, wool rug, FAQ…",
    submit: "Search",
    clear: "Show all",
    results: { one: "1 document with “{{query}}”", other: "{{count}} documents with “{{query}}”" },
    none: "No document has “{{query}}”. Try another word or another language.",
    byName: "The name matches",
    more: { one: "and 1 more text", other: "and {{count}} more texts" },
    openAt: "Open at this text",
  },
  dashboard: {
    label: "Overview",
    drafts: "Drafts",
    noDrafts: "No draft waiting: everything is published.",
    draftBy: "by {{who}}",
    scheduled: "Scheduled publishes",
    noScheduled: "Nothing scheduled.",
    translations: "To translate",
    noTranslations: "Every translation is up to date.",
    texts: { one: "1 text", other: "{{count}} texts" },
    exportChanged: "Export what changed",
    recent: "Recent changes",
    noRecent: "No changes yet.",
    kinds: {
      save: "saved",
      publish: "published",
      schedule: "scheduled",
      rollback: "restored a version of",
      discard: "discarded the draft of",
      cancel: "cancelled the schedule of",
      import: "imported translations into",
      upload: "uploaded an image to",
      undo: "undid a change to",
      confirm: "confirmed translations of",
      other: "changed",
    },
  },
  all: "Pages and sections",
  toTranslate: "To translate",
};

export const listCopy: Record<AdminLanguage, ListCopy> = { es, en };
