import type { EditableField } from "~/content/documents";
import { valueAt } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import { fill } from "~/i18n/translate";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { Errors } from "~/server/admin/studio/checks/issue-text.server";
import { structureFieldName } from "~/server/admin/studio/editor/editor-form.server";
import { placeLabel } from "~/server/admin/studio/editor/editor-outline.server";
import { fieldId } from "~/server/admin/studio/editor/field-id.server";
import type { StudioCopy } from "~/server/admin/studio/studio-words.server";
import type { MediaSummary } from "~/server/content/media.server";
import { describePicture } from "./media-library.server";
import { type MediaCopy, mediaCopy } from "./media-words.server";

/** What an editor page's image slots need: the document, the staff member's language, the uploads by name. */
export type SlotMedia = {
  documentId: string;
  lang: AdminLanguage;
  uploads: ReadonlyMap<string, MediaSummary>;
};

/** What the script says while it uploads into slots (enhance/pictures.js), as the element's data-*. */
const uploadWords = (mediaWords: MediaCopy) => ({
  "data-uploading": mediaWords.slot.uploading,
  "data-placed-one": mediaWords.slot.placedAll.one,
  "data-placed-other": mediaWords.slot.placedAll.other,
  "data-not-placed": mediaWords.slot.notPlaced,
  "data-too-many": mediaWords.slot.tooMany,
  "data-upload-failed": mediaWords.slot.uploadFailed,
});

/** The library page choosing the picture of one slot of one document (without a script, the slot's link). */
export const pickHref = (documentId: string, path: string) =>
  `/admin/content/media?pick=${encodeURIComponent(documentId)}&slot=${encodeURIComponent(path)}`;

/**
 * An image slot: the picture it shows, named in words, and "Change image". The choice travels in
 * a hidden field of the editor's form (`s.<path>`); the link opens the library choosing for this
 * slot, as a page that saves the choice in the draft and comes back here, or, with the back
 * office's script (enhance/media-dialog.js), as a dialog over the editor that sets the field, the
 * thumbnail and the slot's alternative texts in place. The element's id is the slot's anchor.
 */
export function ImageSlot({
  field,
  es,
  words,
  media,
  issues,
}: {
  field: EditableField;
  es: unknown;
  words: StudioCopy;
  media: SlotMedia;
  issues: ContentIssue[];
}) {
  const mediaWords = mediaCopy[media.lang];
  const value = String(valueAt(es, field.path) ?? "");
  const picture = describePicture(value, media.lang, media.uploads);
  const id = fieldId("s", field.path);
  const errorId = `${id}-errors`;
  const nameId = `${id}-name`;
  return (
    <fieldset
      className="field image-slot"
      id={id}
      aria-describedby={[nameId, ...(issues.length > 0 ? [errorId] : [])].join(" ")}
      data-image-slot={field.path}
    >
      <legend>{words.fields.image}</legend>
      <div className="slot">
        <img src={picture?.thumb ?? "data:,"} alt="" width={160} height={120} data-slot-thumb="" hidden={!picture} />
        <div className="slot-body">
          <p className="slot-name" id={nameId} data-slot-name="">
            {picture?.label ?? mediaWords.slot.none}
          </p>
          <input type="hidden" name={structureFieldName(field.path)} value={value} data-slot-input="" />
          {/* Without a script: saves the editor's words first, then opens the library choosing for this slot. */}
          <button
            type="submit"
            name="intent"
            value={`pick:${field.path}`}
            className="secondary"
            data-media-pick=""
            data-href={pickHref(media.documentId, field.path)}
            data-close={mediaWords.slot.close}
            data-loading={mediaWords.slot.loading}
            data-failed={mediaWords.slot.failed}
            data-chosen={mediaWords.slot.chosen}
            data-document={media.documentId}
            {...uploadWords(mediaWords)}
          >
            {mediaWords.slot.change}
          </button>
          <progress max={100} value={0} hidden data-slot-progress="" />
          <p className="slot-status" role="status" data-slot-status="" />
        </div>
      </div>
      <Errors id={errorId} issues={issues} words={words} />
    </fieldset>
  );
}

/**
 * A group's pictures in one step (a colourway's whole rug, detail and room): drop several
 * photographs on it, or choose them, and they take the slots in order. Without a script the
 * button is the first slot's library page, whose upload takes as many files as the group has
 * slots; with it (enhance/pictures.js) the files are uploaded here one after another, with their
 * progress, each filling its slot in the form, and the first description to write takes focus.
 */
export function PictureDrop({ slots, es, media }: { slots: EditableField[]; es: unknown; media: SlotMedia }) {
  const mediaWords = mediaCopy[media.lang];
  const first = slots[0];
  if (!first) return null;
  const names = new Intl.ListFormat(media.lang, { type: "conjunction" }).format(
    slots.map(
      (slot) =>
        `«${placeLabel(es, slot.path.replace(/\.name$/, ""), media.lang)
          .split(" › ")
          .at(-1)}»`,
    ),
  );
  const id = `drop-${fieldId("s", first.path)}`;
  return (
    <div
      className="picture-drop"
      id={id}
      data-picture-drop={media.documentId}
      data-slots={JSON.stringify(slots.map((slot) => slot.path))}
      {...uploadWords(mediaWords)}
    >
      <p className="drop-line">
        <button
          type="submit"
          name="intent"
          value={`pick:${first.path}`}
          className="secondary"
          data-drop-choose=""
          aria-describedby={`${id}-hint`}
        >
          {fill(mediaWords.slot.pickFiles, { count: slots.length })}
        </button>{" "}
        <span className="drop-or">{mediaWords.slot.orDrop}</span>
      </p>
      <p className="hint" id={`${id}-hint`}>
        {fill(mediaWords.slot.dropHint, { slots: names })}
      </p>
      <progress max={100} value={0} hidden data-drop-progress="" />
      <p className="slot-status" role="status" data-drop-status="" />
    </div>
  );
}
