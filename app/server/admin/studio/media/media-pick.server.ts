import { documentDef } from "~/content/documents";
import { isImageName } from "~/content/images";
import { isMediaName } from "~/content/media-names";
import { valueAt, type Written, withText, withValueAt } from "~/content/text-units";
import { languages } from "~/i18n/languages";
import type { Storage } from "~/platform/db/db.server";
import { type AltText, mediaSummary } from "~/server/content/media.server";
import { type StoredDocument, withNewWords } from "~/server/content/store/document.server";
import { saveDraft } from "~/server/content/store/drafts.server";
import { type DocumentState, documentState } from "~/server/content/store/state.server";
import { libraryImages } from "./media-library.server";

/**
 * Choosing the picture of one image slot of a document from the library page (the path without a
 * script; with it, the editor's dialog does the same in the form). The slot must be one the
 * editor offers in the document's current content (its draft, else what is live), the image one
 * the library has; the choice is saved in the draft through the same store as the editor's saves.
 */
export type PickTarget = {
  state: DocumentState;
  slot: string;
  current: StoredDocument;
  /**
   * The slots an upload of several files fills, in order: this one and those after it in its
   * group (a colourway's whole rug, detail and room), as the editor lists them.
   */
  fills: string[];
};

export type PickProblem = "document" | "slot" | "image";

/** The document and slot a pick names, or what is wrong with them. */
export async function pickTarget(
  storage: Storage,
  documentId: unknown,
  slot: unknown,
  now: Date,
): Promise<PickTarget | { problem: PickProblem }> {
  const def = typeof documentId === "string" ? documentDef(documentId) : undefined;
  const state = def ? await documentState(storage, def.id, now) : null;
  if (!def || !state) return { problem: "document" };
  const current = state.draft?.content ?? state.live;
  const slots = def.editable(current.written.es).filter((field) => field.kind === "image");
  if (typeof slot !== "string" || !slots.some((field) => field.path === slot)) return { problem: "slot" };
  return {
    state,
    slot,
    current,
    fills: slotsFrom(
      slots.map((field) => field.path),
      slot,
    ),
  };
}

/**
 * A slot and the ones after it in its group: the image slots beside it in the same object
 * (`colourways.0.images.flat.name` → `….detail.name`, `….room.name`), in the editor's order.
 */
export function slotsFrom(slots: readonly string[], slot: string): string[] {
  const group = (path: string) => path.split(".").slice(0, -2).join(".");
  const siblings = slots.filter(
    (path) => group(path) === group(slot) && path.split(".").length === slot.split(".").length,
  );
  return siblings.slice(siblings.indexOf(slot));
}

/**
 * A slot's alternative texts once `name` takes it: the library's text in each language it has one
 * (an upload's, or a site image's as the seed writes it); where it has none, the slot keeps its
 * own text if the picture stays the same, and is left empty otherwise (a description of the
 * previous picture would be wrong), so the publish checks ask for it by language.
 */
export function altsForChoice(written: Written, slot: string, name: string, library: AltText): Written {
  const altPath = `${slot.slice(0, -".name".length)}.alt`;
  const same = valueAt(written.es, slot) === name;
  let next = written;
  for (const lang of languages) {
    const own = valueAt(written[lang], altPath);
    if (typeof own !== "string") continue;
    const text = library[lang] || (same ? own : "");
    if (text !== own) next = withText(next, lang, altPath, text);
  }
  return next;
}

export async function pickImage(
  storage: Storage,
  target: PickTarget,
  name: unknown,
  options: { actor: string; now: Date },
): Promise<{ ok: true } | { ok: false; problem: PickProblem }> {
  if (typeof name !== "string") return { ok: false, problem: "image" };
  return pickImages(storage, target, [name], options);
}

/**
 * Several images into the target's slot and the ones after it (`fills`), in order, saved in the
 * draft at once: an upload of a colourway's three pictures. Each must be one the library has.
 */
export async function pickImages(
  storage: Storage,
  target: PickTarget,
  names: readonly string[],
  options: { actor: string; now: Date },
): Promise<{ ok: true } | { ok: false; problem: PickProblem }> {
  const library = await libraryImages(storage, "es");
  const { state, current } = target;
  let written = current.written;
  const placed = names.slice(0, target.fills.length);
  for (const [index, name] of placed.entries()) {
    const slot = target.fills[index] as string;
    if (!isImageName(name) && !(isMediaName(name) && (await mediaSummary(storage, name))))
      return { ok: false, problem: "image" };
    const image = library.find((candidate) => candidate.name === name);
    if (!image) return { ok: false, problem: "image" };
    const withAlts = altsForChoice(written, slot, name, image.alt);
    written = { ...withAlts, es: withValueAt(withAlts.es, slot, name) };
  }
  const stored = withNewWords(state.def, current, written);
  await saveDraft(storage, state.def.id, stored, {
    ...options,
    detail: { image: target.slot, ...(placed.length > 1 ? { images: target.fills.slice(0, placed.length) } : {}) },
  });
  return { ok: true };
}
