import type { AdminLanguage } from "../copy.server";

/** The studio's words for keeping every edit: conflicts, confirmations, undo, autosave (Spanish first). */
const es = {
  conflict: {
    title: "Otra persona ha cambiado este documento",
    intro:
      "No se ha guardado nada: desde que abriste el editor se guardó otra versión. Tus textos no se han perdido: están aquí, junto a los guardados. Elige en cada campo qué versión conservar y guarda la mezcla como borrador.",
    theirsBy: "Versión guardada por {{who}},",
    differing: { one: "1 campo distinto", other: "{{count}} campos distintos" },
    theirs: "Guardado ahora",
    mine: "Lo tuyo",
    keepMine: "Conservar lo mío",
    keepTheirs: "Conservar lo guardado",
    keepAllMine: "Conservar todo lo mío",
    keepAllTheirs: "Conservar todo lo guardado",
    save: "Guardar la mezcla como borrador",
    same: "Tus textos coinciden con los guardados: no hay nada que elegir.",
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
  },
  autosave: {
    saved: "Guardado {{time}}",
    dirty: "Cambios sin guardar",
    saving: "Guardando…",
    conflict: "Otra persona ha guardado este documento: tu cambio no se ha guardado.",
    compare: "Comparar las dos versiones",
    failed: "No se ha podido guardar automáticamente: usa «Guardar borrador».",
  },
};

export type DraftsCopy = typeof es;

const en: DraftsCopy = {
  conflict: {
    title: "Someone else changed this document",
    intro:
      "Nothing was saved: another version was saved after you opened the editor. Your words are not lost: they are here, beside the saved ones. Choose which version to keep in each field and save the merge as the draft.",
    theirsBy: "Version saved by {{who}},",
    differing: { one: "1 field differs", other: "{{count}} fields differ" },
    theirs: "Saved now",
    mine: "Yours",
    keepMine: "Keep mine",
    keepTheirs: "Keep the saved one",
    keepAllMine: "Keep all mine",
    keepAllTheirs: "Keep all the saved ones",
    save: "Save the merge as the draft",
    same: "Your words are the same as the saved ones: there is nothing to choose.",
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
  },
  autosave: {
    saved: "Saved {{time}}",
    dirty: "Unsaved changes",
    saving: "Saving…",
    conflict: "Someone else saved this document: your change was not saved.",
    compare: "Compare the two versions",
    failed: "Could not save automatically: use “Save draft”.",
  },
};

export const draftsCopy: Record<AdminLanguage, DraftsCopy> = { es, en };
