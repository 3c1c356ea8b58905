import type { AdminLanguage } from "../copy-languages.server";

/** The sales desk's words for the inbox's exports (Spanish first). */
const es = { xlsx: "Exportar Excel" };

type Copy = typeof es;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<Copy> = { xlsx: "Export Excel" };

export const exportsCopy: Record<AdminLanguage, Copy> = { es, en: en as Copy };
