import type { AdminLanguage } from "../copy-languages.server";

/** The sales desk's words for where a lead came from (its page, campaign and visit) (Spanish first). */
const es = {
  title: "Origen",
  page: "Página del formulario",
  referrer: "Llegó desde",
  direct: "Ningún otro sitio (entrada directa o no indicada)",
  campaign: {
    source: "Fuente (utm_source)",
    medium: "Medio (utm_medium)",
    campaign: "Campaña (utm_campaign)",
    term: "Término (utm_term)",
    content: "Contenido (utm_content)",
  },
  noCampaign: "Sin campaña",
  visit: "Al empezar la visita",
  landing: "Primera página",
  visitAt: "Empezó",
  noVisit: "No se conoce: solo se guarda cuando el visitante permite la analítica.",
  unknown: "Se desconoce el origen: la solicitud llegó antes de que se guardara.",
};

type Copy = typeof es;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<Copy> = {
  title: "Source",
  page: "Form page",
  referrer: "Came from",
  direct: "No other site (direct visit or not given)",
  campaign: {
    source: "Source (utm_source)",
    medium: "Medium (utm_medium)",
    campaign: "Campaign (utm_campaign)",
    term: "Term (utm_term)",
    content: "Content (utm_content)",
  },
  noCampaign: "No campaign",
  visit: "When the visit began",
  landing: "First page",
  visitAt: "Began",
  noVisit: "Not known: it is only kept when the visitor allows analytics.",
  unknown: "The source is unknown: the lead arrived before it was kept.",
};

export const sourceCopy: Record<AdminLanguage, Copy> = { es, en: en as Copy };
