import type { EditableField } from "~/content/documents";
import { valueAt } from "~/content/text-units";
import type { ContentIssue } from "~/content/validate";
import type { MediaSummary } from "../../content/media.server";
import type { AdminLanguage } from "../copy.server";
import type { StudioCopy } from "./copy.server";
import { mediaCopy } from "./copy-media.server";
import { structureFieldName } from "./editor-form.server";
import { fieldId } from "./field-id.server";
import { Errors } from "./issue-text.server";
import { describePicture } from "./media-library.server";

/** What an editor page's image slots need: the document, the staff member's language, the uploads by name. */
export type SlotMedia = {
  documentId: string;
  lang: AdminLanguage;
  uploads: ReadonlyMap<string, MediaSummary>;
};

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
  t,
  media,
  issues,
}: {
  field: EditableField;
  es: unknown;
  t: StudioCopy;
  media: SlotMedia;
  issues: ContentIssue[];
}) {
  const m = mediaCopy[media.lang];
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
      <legend>{t.fields.image}</legend>
      <div className="slot">
        <img src={picture?.thumb ?? "data:,"} alt="" width={160} height={120} data-slot-thumb="" hidden={!picture} />
        <div className="slot-body">
          <p className="slot-name" id={nameId} data-slot-name="">
            {picture?.label ?? m.slot.none}
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
            data-close={m.slot.close}
            data-loading={m.slot.loading}
            data-failed={m.slot.failed}
            data-chosen={m.slot.chosen}
          >
            {m.slot.change}
          </button>
          <p className="slot-status" role="status" data-slot-status="" />
        </div>
      </div>
      <Errors id={errorId} issues={issues} t={t} />
    </fieldset>
  );
}
