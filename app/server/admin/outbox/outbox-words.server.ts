import type { AdminLanguage, Translation } from "~/server/admin/admin-languages.server";

/** The outbox page's words: the deliveries of every lead, the failed ones and their retry (Spanish first). */
const es = {
  title: "Envíos",
  intro: "Correos y entregas al CRM de todas las solicitudes. Los fallidos se reintentan solos con esperas crecientes.",
  kind: "Tipo",
  counts: "Por estado",
  oldest: "El pendiente más antiguo espera desde hace {{age}}.",
  nonePending: "No hay nada pendiente.",
  failed: "Fallidos",
  noneFailed: "Ningún envío ha fallado.",
  lead: "Solicitud",
  error: "Último error",
  attempts: "Intentos",
  nextAttempt: "Próximo intento",
  retry: "Reintentar ahora",
  retryAll: "Reintentar todos los fallidos",
  retried: { one: "{{count}} envío se reintentará ahora.", other: "{{count}} envíos se reintentarán ahora." },
  open: "Abrir solicitud",
};

type OutboxWords = typeof es;

const en: Translation<OutboxWords> = {
  title: "Deliveries",
  intro: "E-mails and CRM deliveries of every lead. Failed ones are retried automatically, with growing waits.",
  kind: "Kind",
  counts: "By state",
  oldest: "The oldest pending one has waited {{age}}.",
  nonePending: "Nothing is pending.",
  failed: "Failed",
  noneFailed: "No delivery has failed.",
  lead: "Lead",
  error: "Last error",
  attempts: "Attempts",
  nextAttempt: "Next attempt",
  retry: "Retry now",
  retryAll: "Retry every failed one",
  retried: { one: "{{count}} delivery will be retried now.", other: "{{count}} deliveries will be retried now." },
  open: "Open lead",
};

export const outboxWords: Record<AdminLanguage, OutboxWords> = { es, en: en as OutboxWords };
