import type { AdminLanguage, Translation } from "~/server/admin/admin-languages.server";

/** The assignment rules' words: the rules in order, their fields, their audit (Spanish first). */
const es = {
  title: "Reglas de asignación",
  intro:
    "Cada solicitud nueva se asigna con la primera regla, por orden, cuyas condiciones cumple. Una condición vacía vale para cualquiera. Si ninguna regla coincide, la solicitud queda sin asignar.",
  chooseOwner: "Elige a quién…",
  empty: "Todavía no hay reglas: las solicitudes nuevas llegan sin asignar.",
  order: "Orden",
  form: "Formulario",
  sector: "Tipo de proyecto",
  country: "País",
  countryHint: "Tal como lo escribe el cliente; sin distinguir mayúsculas ni acentos",
  owner: "Se asigna a",
  any: "Cualquiera",
  add: "Añadir regla",
  addTitle: "Nueva regla",
  save: "Guardar",
  remove: "Eliminar",
  up: "Subir",
  down: "Bajar",
  actions: "Acciones",
  rule: "Regla {{n}}",
  saved: "Reglas guardadas.",
  invalid:
    "Revisa la regla: el responsable debe ser del equipo comercial o administrador, y el país, de 100 caracteres como mucho.",
  notFound: "Esa regla ya no existe (alguien la ha eliminado). Las reglas actuales están debajo.",
  forbidden: "Solo los administradores gestionan las reglas de asignación.",
  audit: "Cambios recientes",
  auditEmpty: "Sin cambios todavía.",
  when: "Cuándo",
  who: "Quién",
  what: "Qué",
  kinds: {
    "rule-added": "Añadió una regla",
    "rule-changed": "Cambió una regla",
    "rule-removed": "Eliminó una regla",
    "rule-moved": "Cambió el orden",
  },
  before: "antes",
  after: "después",
};

type RulesWords = typeof es;

const en: Translation<RulesWords> = {
  title: "Assignment rules",
  intro:
    "Each new lead is assigned by the first rule, in order, whose conditions it meets. An empty condition matches any lead. When no rule matches, the lead waits unassigned.",
  chooseOwner: "Choose who…",
  empty: "No rules yet: new leads arrive unassigned.",
  order: "Order",
  form: "Form",
  sector: "Project type",
  country: "Country",
  countryHint: "As the client types it; case and accents do not matter",
  owner: "Assigned to",
  any: "Any",
  add: "Add rule",
  addTitle: "New rule",
  save: "Save",
  remove: "Remove",
  up: "Move up",
  down: "Move down",
  actions: "Actions",
  rule: "Rule {{n}}",
  saved: "Rules saved.",
  invalid:
    "Check the rule: its owner must be a sales staff member or an admin, and the country at most 100 characters.",
  notFound: "That rule no longer exists (someone removed it). The current rules are below.",
  forbidden: "Only admins manage the assignment rules.",
  audit: "Recent changes",
  auditEmpty: "No changes yet.",
  when: "When",
  who: "Who",
  what: "What",
  kinds: {
    "rule-added": "Added a rule",
    "rule-changed": "Changed a rule",
    "rule-removed": "Removed a rule",
    "rule-moved": "Changed the order",
  },
  before: "before",
  after: "after",
};

export const rulesWords: Record<AdminLanguage, RulesWords> = { es, en: en as RulesWords };
