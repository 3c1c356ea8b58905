import type { AdminLanguage } from "~/server/admin/admin-words.server";

/**
 * The words of what translators use: the export of what changed and the "translation still valid"
 * action (Spanish first; English has its keys). The preview and review links have their own
 * (preview-words.server.ts).
 */
const es = {
  export: {
    waiting: {
      one: "{{language}}: {{count}} texto por traducir",
      other: "{{language}}: {{count}} textos por traducir",
    },
    upToDate: "{{language}}: al día",
    waitingWithDrafts: {
      one: "{{language}}: {{count}} texto por traducir, contando los borradores",
      other: "{{language}}: {{count}} textos por traducir, contando los borradores",
    },
    livePart: { one: "{{count}} en lo publicado", other: "{{count}} en lo publicado" },
    noneLive: "ninguno en lo publicado",
    scope: "Qué exportar",
    scopeOutdated: "Solo lo que cambió: los textos cuyo español cambió desde su traducción",
    scopeAll: "Todos los textos del sitio (los que cambiaron, marcados)",
    source: "Desde dónde",
    fromDrafts: "Desde los borradores sin publicar, donde los haya (si no, lo publicado)",
    fromLive: "Solo lo publicado",
    toForm: "Ir a la exportación",
    exportIn: "Exportar · {{language}}",
    nothingOutdated:
      "Nada por traducir en {{language}}: cada texto está al día con su español. No se ha generado archivo.",
  },
  confirm: {
    stillValid: "Sigue siendo válida",
    stillValidLabel: "Traducción en {{language}}: sigue siendo válida · {{text}}",
    allLanguages: "Todas sus traducciones siguen siendo válidas",
    allLanguagesLabel: "Todas las traducciones siguen siendo válidas: {{text}}",
    language: "{{language}}: marcar como válidas ({{count}})",
    refused: "No se ha marcado nada: esa traducción no está pendiente en este documento.",
  },
};

export type TranslatorsCopy = typeof es;

const en: TranslatorsCopy = {
  export: {
    waiting: { one: "{{language}}: {{count}} text to translate", other: "{{language}}: {{count}} texts to translate" },
    upToDate: "{{language}}: up to date",
    waitingWithDrafts: {
      one: "{{language}}: {{count}} text to translate, counting drafts",
      other: "{{language}}: {{count}} texts to translate, counting drafts",
    },
    livePart: { one: "{{count}} in what is published", other: "{{count}} in what is published" },
    noneLive: "none in what is published",
    scope: "What to export",
    scopeOutdated: "Only what changed: the texts whose Spanish changed since their translation",
    scopeAll: "Every text of the site (those that changed, marked)",
    source: "From where",
    fromDrafts: "From the unpublished drafts, where there are any (otherwise what is published)",
    fromLive: "Only what is published",
    toForm: "Go to the export",
    exportIn: "Export · {{language}}",
    nothingOutdated: "Nothing to translate in {{language}}: every text is up to date with its Spanish. No file made.",
  },
  confirm: {
    stillValid: "Still valid",
    stillValidLabel: "{{language}} translation: still valid · {{text}}",
    allLanguages: "All its translations are still valid",
    allLanguagesLabel: "All translations are still valid: {{text}}",
    language: "{{language}}: mark as still valid ({{count}})",
    refused: "Nothing marked: that translation is not waiting in this document.",
  },
};

export const translatorsCopy: Record<AdminLanguage, TranslatorsCopy> = { es, en };
