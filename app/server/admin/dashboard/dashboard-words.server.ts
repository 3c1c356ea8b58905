import type { AdminLanguage, Translation } from "~/server/admin/admin-languages.server";

/** The sales dashboard's words (Spanish first). */
const es = {
  title: "Panel comercial",
  intro:
    "Solicitudes de las últimas 12 semanas, de lunes a domingo en hora de Madrid, con la semana en curso. No se cuentan las marcadas como spam.",
  figures: "Cifras de las 12 semanas",
  total: "Solicitudes recibidas",
  totalRange: "del {{from}} al {{to}}",
  median: "Mediana hasta la primera respuesta",
  medianOf: { one: "de {{count}} solicitud respondida", other: "de {{count}} solicitudes respondidas" },
  noReplies: "Aún no se ha respondido a ninguna solicitud.",
  within: "Contactadas en un día laborable",
  withinOf: "{{within}} de {{counted}}",
  pending: {
    one: "{{count}} aún en plazo, sin respuesta, no se cuenta.",
    other: "{{count}} aún en plazo, sin respuesta, no se cuentan.",
  },
  nothingCounted: "Ninguna solicitud ha agotado aún su plazo.",
  rule: "Cómo se cuenta",
  ruleText:
    "Cuenta como contactada la solicitud respondida desde su ficha dentro de plazo: si llegó en día laborable, hasta la misma hora del siguiente día laborable; si llegó en fin de semana o festivo, hasta el final del siguiente día laborable. Son laborables de lunes a viernes, salvo los festivos nacionales, en hora de Madrid.",
  by: "Desglose por",
  dimensions: {
    form: "Formulario",
    sector: "Tipo de proyecto",
    country: "País",
    language: "Idioma",
    campaign: "Campaña",
  },
  chart: "Solicitudes por semana",
  caption: "Solicitudes por semana y {{dimension}}",
  week: "Semana",
  weekOf: "Semana del {{day}}",
  current: "en curso",
  weekTotal: "Todas",
  allWeeks: "12 semanas",
  others: "Otros",
  unknown: {
    form: "Sin indicar",
    sector: "Sin indicar",
    country: "Desconocido",
    language: "Sin indicar",
    campaign: "Sin campaña",
  },
  empty: "No hay solicitudes en estas 12 semanas.",
};

type DashboardWords = typeof es;

const en: Translation<DashboardWords> = {
  title: "Sales dashboard",
  intro:
    "Leads of the last 12 weeks, Monday to Sunday in Madrid time, this week included. Leads marked as spam are not counted.",
  figures: "The 12 weeks in figures",
  total: "Leads received",
  totalRange: "from {{from}} to {{to}}",
  median: "Median time to first reply",
  medianOf: { one: "over {{count}} answered lead", other: "over {{count}} answered leads" },
  noReplies: "No lead has been answered yet.",
  within: "Contacted within one working day",
  withinOf: "{{within}} of {{counted}}",
  pending: {
    one: "{{count}} still within its time and unanswered is not counted.",
    other: "{{count}} still within their time and unanswered are not counted.",
  },
  nothingCounted: "No lead has used up its time yet.",
  rule: "How it is counted",
  ruleText:
    "A lead counts as contacted when it was answered from its page in time: if it arrived on a working day, by the same time on the next working day; if it arrived at a weekend or on a holiday, by the end of the next working day. Working days are Monday to Friday except Spain's national holidays, in Madrid time.",
  by: "Break down by",
  dimensions: {
    form: "Form",
    sector: "Project type",
    country: "Country",
    language: "Language",
    campaign: "Campaign",
  },
  chart: "Leads per week",
  caption: "Leads per week and {{dimension}}",
  week: "Week",
  weekOf: "Week of {{day}}",
  current: "this week",
  weekTotal: "All",
  allWeeks: "12 weeks",
  others: "Others",
  unknown: {
    form: "Not given",
    sector: "Not given",
    country: "Unknown",
    language: "Not given",
    campaign: "No campaign",
  },
  empty: "No leads in these 12 weeks.",
};

export const dashboardWords: Record<AdminLanguage, DashboardWords> = { es, en: en as DashboardWords };
