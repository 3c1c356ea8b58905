import type { AdminLanguage, Translation } from "~/server/admin/admin-languages.server";

/** The words of where a lead came from: its page, campaign and visit (Spanish first). */
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

export type LeadSourceWords = typeof es;

const en: Translation<LeadSourceWords> = {
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

export const leadSourceWords: Record<AdminLanguage, LeadSourceWords> = { es, en: en as LeadSourceWords };
