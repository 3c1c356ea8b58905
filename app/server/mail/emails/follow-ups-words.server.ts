/** The morning e-mail of follow-ups, in the back office's two languages (Spanish first). */
const es = {
  subject: "{{count}} seguimientos para hoy",
  subjectOne: "1 seguimiento para hoy",
  title: "Tus seguimientos de hoy",
  intro: "Estas solicitudes tienen un seguimiento previsto para hoy o ya vencido:",
  reference: "Referencia",
  company: "Empresa",
  note: "Nota",
  today: "Para hoy",
  overdue: "Vencido hace {{days}} días",
  overdueOne: "Vencido ayer",
  open: "Abrir la solicitud",
  untitled: "Solicitud sin nombre",
  footer: "Te llega porque eres responsable de estas solicitudes. Un correo cada mañana con seguimientos.",
};

type FollowUpsWords = typeof es;

const en: { [K in keyof FollowUpsWords]: string } = {
  subject: "{{count}} follow-ups for today",
  subjectOne: "1 follow-up for today",
  title: "Your follow-ups today",
  intro: "These leads have a follow-up due today or overdue:",
  reference: "Reference",
  company: "Company",
  note: "Note",
  today: "Due today",
  overdue: "{{days}} days overdue",
  overdueOne: "Due yesterday",
  open: "Open the lead",
  untitled: "Untitled lead",
  footer: "You receive this because you own these leads. One e-mail each morning with follow-ups.",
};

export const followUpsWords: Record<"es" | "en", FollowUpsWords> = { es, en };
