import type { AdminLanguage } from "~/server/admin/admin-words.server";

/** The studio's words for keeping every edit: conflicts, confirmations, undo, autosave (Spanish first). */
const es = {
  conflict: {
    title: "Otra persona ha cambiado este documento",
    titleSelf: "Has cambiado este documento en otra pestaña",
    intro:
      "Aún no se ha guardado nada: desde que abriste el editor, otra persona guardó otra versión. Tus textos no se han perdido. Lo que cambió solo uno de los dos se conserva sin preguntar; en cada campo que cambiasteis los dos, elige qué versión conservar y guarda la mezcla como borrador.",
    introSelf:
      "Aún no se ha guardado nada: desde que abriste esta pestaña, guardaste otra versión en otra pestaña o ventana. Tus textos no se han perdido. Lo que cambió solo una de las dos se conserva sin preguntar; en cada campo que cambiaron las dos, elige qué versión conservar y guarda la mezcla como borrador.",
    theirsBy: "Versión guardada por {{who}},",
    theirsBySelf: "Versión guardada por ti en otra pestaña o ventana,",
    keptTheirs: "Se conserva lo guardado en estos campos, que tú no cambiaste:",
    keptTheirsSelf: "Se conserva lo guardado en la otra pestaña en estos campos, que aquí no cambiaste:",
    keptMine: "Se guarda lo tuyo en estos campos, que nadie más cambió:",
    differing: {
      one: "Un campo que cambiasteis los dos: elige una versión.",
      other: "Campos que cambiasteis los dos: {{count}}. Elige una versión en cada uno.",
    },
    unanswered: "Falta elegir una versión en algún campo: no se ha guardado nada.",
    theirs: "Guardado ahora",
    theirsSelf: "Guardado en la otra pestaña",
    mine: "Lo tuyo",
    keepMine: "Conservar lo mío",
    keepTheirs: "Conservar lo guardado",
    keepAllMine: "Conservar todo lo mío",
    keepAllTheirs: "Conservar todo lo guardado",
    save: "Guardar la mezcla como borrador",
    same: "Ningún campo lo cambiasteis los dos: no hay nada que elegir.",
    dropped:
      "Textos tuyos que ya no tienen lugar (la otra versión quitó su elemento). No se guardan: cópialos si los necesitas.",
    listNotDone:
      "El cambio de lista que pediste (añadir, mover o quitar un elemento) no se ha hecho: hazlo de nuevo tras guardar.",
    notPublished: "Pediste publicar o programar: guarda la mezcla, revísala y publica desde el editor.",
    empty: "(vacío)",
  },
  confirm: {
    discardTitle: "¿Descartar el borrador?",
    discardIntro:
      "El borrador se quita y el editor vuelve a mostrar lo publicado (versión {{live}}). Podrás recuperarlo desde el historial.",
    restoreTitle: "¿Restaurar la versión {{n}}?",
    restoreIntro:
      "La versión {{n}} se publica de nuevo en lugar de la versión {{live}}, la que está en línea. Podrás deshacerlo desde el historial.",
    draftStays: "Tu borrador no cambia.",
    changes: "Campos que cambian: {{count}}",
    nothing: "Ningún campo cambia.",
    before: "Antes",
    after: "Después",
    discard: "Sí, descartar el borrador",
    restore: "Sí, restaurar y publicar",
    cancel: "Cancelar",
    stale: "El documento ha cambiado mientras mirabas esta página: revisa de nuevo lo que cambia.",
    noDraft: "Este documento no tiene borrador que descartar.",
    removed: "quitado",
    added: "añadido",
    structure: "Dato",
  },
  trash: {
    title: "Se puede deshacer",
    intro: "Lo que un descarte, una restauración o una programación cancelada quitó, para ponerlo de nuevo.",
    discard: "Borrador descartado",
    restore: "Restaurada una versión anterior sobre la versión {{n}}",
    cancel: "Programación de la versión {{n}} cancelada",
    undoDiscard: "Recuperar este borrador",
    undoRestore: "Deshacer: publicar de nuevo la versión {{n}}",
    undoCancel: "Recuperar como borrador",
    undone: "Deshecho",
    toDraft: "su cambio pasó al borrador",
    draftKept: "Si hay un borrador, no se pierde: queda aquí para recuperarlo.",
  },
  notes: {
    rollback: "Restauración de la versión {{n}}",
    undoRollback: "Restauración deshecha: vuelve la versión {{n}}",
  },
  notices: {
    cancelledToDraft: "Programación cancelada: su cambio está ahora en el borrador.",
    cancelledToTrash:
      "Programación cancelada. Ya había un borrador, que se queda; el cambio cancelado está en el historial para recuperarlo.",
    undoneDraft: "Recuperado como borrador.",
    undonePublished: "Restauración deshecha: se ha publicado de nuevo la versión anterior.",
    alreadyUndone: "Eso ya estaba deshecho: no ha cambiado nada.",
    keptTheirs: "Se conserva la versión guardada; no se ha guardado nada tuyo.",
    mergedSelf: "Borrador guardado, junto con lo que guardaste mientras tanto en otra pestaña o ventana.",
    mergedOther: "Borrador guardado, junto con lo que otra persona guardó mientras tanto.",
    picturesPlaced: "Fotos colocadas y guardadas en el borrador. Escribe la descripción de cada una junto a ella.",
  },
  autosave: {
    saved: "Guardado {{time}}",
    dirty: "Cambios sin guardar",
    saving: "Guardando…",
    conflict: "Otra persona ha cambiado los mismos campos: tu cambio no se ha guardado todavía.",
    conflictSelf: "Cambiaste los mismos campos en otra pestaña: tu cambio no se ha guardado todavía.",
    mergedSelf: "Guardado {{time}}, junto con lo que guardaste en otra pestaña (recarga para verlo)",
    mergedOther: "Guardado {{time}}, junto con lo que guardó otra persona (recarga para verlo)",
    compare: "Comparar las dos versiones",
    failed: "No se ha podido guardar automáticamente: usa «Guardar borrador».",
  },
};

export type DraftsCopy = typeof es;

const en: DraftsCopy = {
  conflict: {
    title: "Someone else changed this document",
    titleSelf: "You changed this document in another tab",
    intro:
      "Nothing has been saved yet: someone else saved another version after you opened the editor. Your words are not lost. What only one of you changed is kept without asking; in each field you both changed, choose which version to keep and save the merge as the draft.",
    introSelf:
      "Nothing has been saved yet: you saved another version in another tab or window after opening this one. Your words are not lost. What only one of them changed is kept without asking; in each field both changed, choose which version to keep and save the merge as the draft.",
    theirsBy: "Version saved by {{who}},",
    theirsBySelf: "Version saved by you in another tab or window,",
    keptTheirs: "What is saved stays in these fields, which you did not change:",
    keptTheirsSelf: "What the other tab saved stays in these fields, which you did not change here:",
    keptMine: "Yours is saved in these fields, which nobody else changed:",
    differing: {
      one: "One field you both changed: choose a version.",
      other: "Fields you both changed: {{count}}. Choose a version in each.",
    },
    unanswered: "A field still needs a version chosen: nothing was saved.",
    theirs: "Saved now",
    theirsSelf: "Saved in the other tab",
    mine: "Yours",
    keepMine: "Keep mine",
    keepTheirs: "Keep the saved one",
    keepAllMine: "Keep all mine",
    keepAllTheirs: "Keep all the saved ones",
    save: "Save the merge as the draft",
    same: "No field was changed by both of you: there is nothing to choose.",
    dropped:
      "Words of yours that no longer have a place (the other version removed their item). They are not saved: copy them if you need them.",
    listNotDone: "The list change you asked for (add, move or remove an item) was not made: do it again after saving.",
    notPublished: "You asked to publish or schedule: save the merge, review it and publish from the editor.",
    empty: "(empty)",
  },
  confirm: {
    discardTitle: "Discard the draft?",
    discardIntro:
      "The draft is removed and the editor shows what is published again (version {{live}}). You can get it back from the history.",
    restoreTitle: "Restore version {{n}}?",
    restoreIntro:
      "Version {{n}} is published again in place of version {{live}}, the one live now. You can undo it from the history.",
    draftStays: "Your draft does not change.",
    changes: "Fields that change: {{count}}",
    nothing: "No field changes.",
    before: "Before",
    after: "After",
    discard: "Yes, discard the draft",
    restore: "Yes, restore and publish",
    cancel: "Cancel",
    stale: "The document changed while you were looking at this page: review what changes again.",
    noDraft: "This document has no draft to discard.",
    removed: "removed",
    added: "added",
    structure: "Detail",
  },
  trash: {
    title: "Can be undone",
    intro: "What a discard, a restore or a cancelled schedule took away, to put it back.",
    discard: "Draft discarded",
    restore: "An earlier version restored over version {{n}}",
    cancel: "Schedule of version {{n}} cancelled",
    undoDiscard: "Get this draft back",
    undoRestore: "Undo: publish version {{n}} again",
    undoCancel: "Get it back as the draft",
    undone: "Undone",
    toDraft: "its change went to the draft",
    draftKept: "A draft there now is not lost: it stays here to get back.",
  },
  notes: {
    rollback: "Restore of version {{n}}",
    undoRollback: "Restore undone: version {{n}} is back",
  },
  notices: {
    cancelledToDraft: "Schedule cancelled: its change is now in the draft.",
    cancelledToTrash:
      "Schedule cancelled. There was already a draft, which stays; the cancelled change is in the history to get back.",
    undoneDraft: "Back as the draft.",
    undonePublished: "Restore undone: the earlier version is published again.",
    alreadyUndone: "That was already undone: nothing changed.",
    keptTheirs: "The saved version is kept; nothing of yours was saved.",
    mergedSelf: "Draft saved, together with what you saved meanwhile in another tab or window.",
    mergedOther: "Draft saved, together with what someone else saved meanwhile.",
    picturesPlaced: "Photos placed and saved in the draft. Write each one's description beside it.",
  },
  autosave: {
    saved: "Saved {{time}}",
    dirty: "Unsaved changes",
    saving: "Saving…",
    conflict: "Someone else changed the same fields: your change is not saved yet.",
    conflictSelf: "You changed the same fields in another tab: your change is not saved yet.",
    mergedSelf: "Saved {{time}}, together with what you saved in another tab (reload to see it)",
    mergedOther: "Saved {{time}}, together with what someone else saved (reload to see it)",
    compare: "Compare the two versions",
    failed: "Could not save automatically: use “Save draft”.",
  },
};

export const draftsCopy: Record<AdminLanguage, DraftsCopy> = { es, en };
