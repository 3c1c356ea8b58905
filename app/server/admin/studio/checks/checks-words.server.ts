import type { CopyRuleId } from "~/content/copy-rules";
import type { Language } from "~/i18n/languages";
import type { AdminLanguage } from "~/server/admin/admin-words.server";

/**
 * The words of the publish checks, in the back office's languages: each copy rule's name and
 * what to write instead, the languages as the staff member names them, the confirmation step
 * before a publish with style warnings or translations left out of date, and the history's line.
 */
const es = {
  languages: {
    es: "Español",
    en: "Inglés",
    de: "Alemán",
    it: "Italiano",
    fr: "Francés",
    nl: "Neerlandés",
  } satisfies Record<Language, string>,
  styleWarning: "Aviso de estilo",
  /** A copy rule broken: its name, the words found, what to do. */
  claim: "{{rule}}: «{{words}}». {{why}}",
  rules: {
    m1AsRequirement: {
      name: "M1 presentada como exigencia",
      why: "M1 es la clasificación de reacción al fuego del producto, no lo que exige una normativa (en España y en casi toda la UE rige la EN 13501-1).",
    },
    genericGreen: {
      name: "Afirmación ambiental genérica",
      why: "La normativa europea no permite afirmaciones ambientales sin el dato que las respalda: escribe el hecho concreto (fibras recicladas o reciclables a petición, fabricación a medida en nuestra fábrica).",
    },
    woolOrigin: {
      name: "Origen de la lana",
      why: "La lana es de Nueva Zelanda (con opciones de lana virgen): no escribas otro origen.",
    },
    promises: {
      name: "Promesa de plazo o de envío",
      why: "Un plazo de respuesta, de entrega o de fabricación, o el envío gratuito, compromete a la empresa y no lo ofrecemos: quítalo o dilo sin plazo.",
    },
    techniqueNames: {
      name: "Nombre de la técnica",
      why: "Las técnicas se escriben Handtuft, Robotuft y Flatweave: con mayúscula y en una sola palabra.",
    },
    terminology: {
      name: "Palabra del glosario",
      why: "El glosario usa otra palabra (alemán: Musterkollektion, Konturenschnitt; neerlandés: vloerkleed; italiano: miscele).",
    },
    italianTitleCase: {
      name: "Título italiano con mayúsculas",
      why: "En italiano los títulos llevan mayúscula solo en la primera palabra y en los nombres propios. Si es un nombre (una ciudad, una feria, una marca), puedes publicar de todos modos.",
    },
  } satisfies Record<CopyRuleId, { name: string; why: string }>,
  /** Beside a refused publish's count: the warnings it also has. */
  alsoWarnings: {
    one: "Además, 1 aviso de estilo, que no impide publicar.",
    other: "Además, {{count}} avisos de estilo, que no impiden publicar.",
  },
  confirm: {
    title: "¿Publicar de todos modos?",
    titleSchedule: "¿Programar de todos modos?",
    intro: "«{{document}}» no tiene errores, pero antes de publicarlo revisa lo siguiente. Tu borrador está guardado.",
    introSchedule:
      "«{{document}}» no tiene errores, pero antes de programarlo revisa lo siguiente. Tu borrador está guardado.",
    scheduledFor: "Se publicará el",
    warnings: "Avisos de estilo",
    warningsNote: "No impiden publicar. La versión los guarda en su historial.",
    outdated: "Traducciones sin actualizar",
    outdatedNote:
      "El español de estos textos cambió después de traducirlos: se publicarán con la traducción anterior hasta que se actualicen.",
    outdatedLanguage: { one: "{{language}}: 1 texto", other: "{{language}}: {{count}} textos" },
    errors: "No se puede publicar: hay errores que corregir",
    errorsNote: "Corrígelos en el editor; el borrador está guardado.",
    nothing: "No queda nada por revisar: puedes publicar.",
    publishAnyway: "Publicar de todos modos",
    scheduleAnyway: "Programar de todos modos",
    back: "Volver a editar",
    recorded: "La versión guardará en su historial con qué avisos se publicó.",
  },
  history: {
    summary: "Publicada con {{list}}",
    warnings: { one: "1 aviso de estilo", other: "{{count}} avisos de estilo" },
    outdated: { one: "1 traducción sin actualizar", other: "{{count}} traducciones sin actualizar" },
    and: " y ",
  },
};

export type ChecksCopy = typeof es;

const en: ChecksCopy = {
  languages: {
    es: "Spanish",
    en: "English",
    de: "German",
    it: "Italian",
    fr: "French",
    nl: "Dutch",
  },
  styleWarning: "Style warning",
  claim: "{{rule}}: “{{words}}”. {{why}}",
  rules: {
    m1AsRequirement: {
      name: "M1 stated as a requirement",
      why: "M1 is the product's reaction-to-fire classification, not what a regulation requires (Spain and most of the EU apply EN 13501-1).",
    },
    genericGreen: {
      name: "Generic environmental claim",
      why: "EU law allows no environmental claim without the fact behind it: write the concrete fact (recycled or recyclable fibres on request, made to measure in our own factory).",
    },
    woolOrigin: {
      name: "Wool origin",
      why: "Our wool is New Zealand wool (with virgin wool options): write no other origin.",
    },
    promises: {
      name: "A time or shipping promise",
      why: "A reply, delivery or making time, or free shipping, commits the company and is not something we offer: remove it or say it without a time.",
    },
    techniqueNames: {
      name: "Technique name",
      why: "The techniques are written Handtuft, Robotuft and Flatweave: capitalised, as one word.",
    },
    terminology: {
      name: "Glossary word",
      why: "The glossary uses another word (German: Musterkollektion, Konturenschnitt; Dutch: vloerkleed; Italian: miscele).",
    },
    italianTitleCase: {
      name: "Italian title in Title Case",
      why: "Italian titles capitalise only their first word and proper names. If this is a name (a city, a fair, a brand), you can publish anyway.",
    },
  },
  alsoWarnings: {
    one: "Also 1 style warning, which does not stop a publish.",
    other: "Also {{count}} style warnings, which do not stop a publish.",
  },
  confirm: {
    title: "Publish anyway?",
    titleSchedule: "Schedule anyway?",
    intro: "“{{document}}” has no errors, but check the following before you publish it. Your draft is saved.",
    introSchedule: "“{{document}}” has no errors, but check the following before you schedule it. Your draft is saved.",
    scheduledFor: "It will go live on",
    warnings: "Style warnings",
    warningsNote: "They do not stop a publish. The version keeps them in its history.",
    outdated: "Translations out of date",
    outdatedNote:
      "The Spanish of these texts changed after they were translated: they go live with the earlier translation until it is updated.",
    outdatedLanguage: { one: "{{language}}: 1 text", other: "{{language}}: {{count}} texts" },
    errors: "It cannot be published: there are errors to correct",
    errorsNote: "Correct them in the editor; the draft is saved.",
    nothing: "Nothing left to check: you can publish.",
    publishAnyway: "Publish anyway",
    scheduleAnyway: "Schedule anyway",
    back: "Back to editing",
    recorded: "The version keeps in its history which warnings it was published with.",
  },
  history: {
    summary: "Published with {{list}}",
    warnings: { one: "1 style warning", other: "{{count}} style warnings" },
    outdated: { one: "1 translation out of date", other: "{{count}} translations out of date" },
    and: " and ",
  },
};

export const checksCopy: Record<AdminLanguage, ChecksCopy> = { es, en };
