import type { AdminLanguage, Translation } from "~/server/admin/admin-languages.server";

/** The words of a lead's owner and next step: the card on its page, and a refused change (Spanish first). */
const es = {
  title: "Responsable y próximo paso",
  owner: "Responsable",
  nobody: "Sin asignar",
  assign: "Asignar",
  assignToMe: "Asignármela",
  mine: "Es tuya.",
  followUp: "Próximo seguimiento",
  noFollowUp: "Sin seguimiento previsto.",
  on: "Día",
  note: "Qué hay que hacer",
  noteHint: "Opcional, hasta 1000 caracteres",
  save: "Programar seguimiento",
  quick: "O en un clic",
  tomorrow: "Mañana",
  monday: "El lunes",
  nextWeek: "En una semana",
  alsoMine: "Y asignármela",
  done: "Hecho",
  doneHint: "Quita el seguimiento",
  today: "hoy",
  overdue: "vencido hace {{days}} d",
  refused: {
    "not-assignable":
      "Esa persona no puede llevar solicitudes (solo el equipo comercial y los administradores). No se ha cambiado nada.",
    "invalid-day": "Elige un día válido para el seguimiento. No se ha cambiado nada.",
    past: "El seguimiento no puede quedar en un día pasado: elige hoy o un día posterior. No se ha cambiado nada.",
    "too-far": "El seguimiento no puede quedar a más de dos años vista. No se ha cambiado nada.",
    "too-long": "La nota del seguimiento admite hasta 1000 caracteres. No se ha cambiado nada.",
    back: "Volver a la solicitud",
  },
};

type LeadOwnerWords = typeof es;

const en: Translation<LeadOwnerWords> = {
  title: "Owner and next step",
  owner: "Owner",
  nobody: "Unassigned",
  assign: "Assign",
  assignToMe: "Assign to me",
  mine: "It is yours.",
  followUp: "Next follow-up",
  noFollowUp: "No follow-up planned.",
  on: "Day",
  note: "What to do",
  noteHint: "Optional, up to 1,000 characters",
  save: "Schedule follow-up",
  quick: "Or in one click",
  tomorrow: "Tomorrow",
  monday: "Monday",
  nextWeek: "In a week",
  alsoMine: "And assign it to me",
  done: "Done",
  doneHint: "Clears the follow-up",
  today: "today",
  overdue: "{{days}} d overdue",
  refused: {
    "not-assignable": "That person cannot own leads (only sales staff and admins can). Nothing was changed.",
    "invalid-day": "Choose a valid day for the follow-up. Nothing was changed.",
    past: "A follow-up cannot be set in the past: choose today or a later day. Nothing was changed.",
    "too-far": "A follow-up cannot be set more than two years ahead. Nothing was changed.",
    "too-long": "A follow-up note can be up to 1,000 characters long. Nothing was changed.",
    back: "Back to the lead",
  },
};

export const leadOwnerWords: Record<AdminLanguage, LeadOwnerWords> = { es, en: en as LeadOwnerWords };
