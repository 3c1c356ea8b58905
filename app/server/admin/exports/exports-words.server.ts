import type { AdminLanguage, Translation } from "~/server/admin/admin-languages.server";

/** The inbox's exports' words: a link for each format, and what it holds (Spanish first). */
const es = {
  csv: "Exportar CSV",
  xlsx: "Exportar Excel",
  hint: {
    one: "La solicitud de este filtro, en UTF-8 para Excel.",
    other: "Las {{count}} solicitudes de este filtro, en UTF-8 para Excel.",
  },
};

type ExportsWords = typeof es;

const en: Translation<ExportsWords> = {
  csv: "Export CSV",
  xlsx: "Export Excel",
  hint: {
    one: "The one lead of this filter, UTF-8 for Excel.",
    other: "The {{count}} leads of this filter, UTF-8 for Excel.",
  },
};

export const exportsWords: Record<AdminLanguage, ExportsWords> = { es, en: en as ExportsWords };
