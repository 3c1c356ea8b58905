import { type Language, languageNames, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { FormToken, type PageContext, renderPage, StaffForm } from "~/server/admin/layout.server";
import { fieldId } from "~/server/admin/studio/editor/editor-fields.server";
import type { AltError, UploadError } from "~/server/content/media.server";
import type { MediaUse } from "~/server/content/media-uses.server";
import type { LibraryImage } from "./media-library.server";
import type { PickTarget } from "./media-pick.server";
import { type MediaCopy, mediaCopy } from "./media-words.server";

export type UploadForm = {
  alt: Partial<Record<Language, string>>;
  altErrors: Partial<Record<Language, AltError>>;
  fileError: UploadError | "missing" | "empty" | null;
};

export const blankUpload: UploadForm = { alt: {}, altErrors: {}, fileError: null };

/**
 * The slot a library page chooses for (pick mode), in words: `fills` names the slots an upload
 * of several files takes (this one and those after it in its group); `target` is the slot itself.
 */
export type PickMode = {
  documentId: string;
  slot: string;
  documentName: string;
  slotLabel: string;
  current: string;
  fills: string[];
  target: PickTarget;
};

/** The query that keeps a page in pick mode: `pick=<document>&slot=<path>`, or nothing. */
export const pickQuery = (pick: PickMode | null) =>
  pick ? `pick=${encodeURIComponent(pick.documentId)}&slot=${encodeURIComponent(pick.slot)}` : "";

export const withPick = (path: string, pick: PickMode | null) =>
  pick ? `${path}${path.includes("?") ? "&" : "?"}${pickQuery(pick)}` : path;

/** The editor at a slot's anchor (the slot's element id, image-slot.server.tsx). */
export const editorHref = (documentId: string, slot: string, query = "") =>
  `/admin/content/${encodeURIComponent(documentId)}${query}#${fieldId("s", slot)}`;

/** In pick mode, what is being chosen and the way back (which the editor's dialog leaves out: it has its close button). */
export function PickBanner({ pick, mediaWords }: { pick: PickMode; mediaWords: MediaCopy }) {
  return (
    <div className="pick-banner">
      <p>{fill(mediaWords.pick.banner, { slot: pick.slotLabel, document: pick.documentName })}</p>
      <a href={editorHref(pick.documentId, pick.slot)} data-outside-dialog="">
        ← {mediaWords.pick.cancel}
      </a>
    </div>
  );
}

/** "Use this image": saves the slot without a script; the dialog's script reads its data and sets the form instead. */
export function ChooseForm({
  context,
  pick,
  image,
  mediaWords,
}: {
  context: PageContext;
  pick: PickMode;
  image: LibraryImage;
  mediaWords: MediaCopy;
}) {
  const isCurrent = pick.current === image.name;
  return (
    <form method="post" action="/admin/content/media/pick" className="choose" data-media-choose="">
      <FormToken context={context} />
      <input type="hidden" name="document" value={pick.documentId} />
      <input type="hidden" name="slot" value={pick.slot} />
      <button
        type="submit"
        name="image"
        value={image.name}
        className={isCurrent ? "secondary" : undefined}
        aria-label={`${isCurrent ? mediaWords.pick.current : mediaWords.pick.choose}: ${image.label}`}
        data-label={image.label}
        data-thumb={image.thumb}
        data-alt={JSON.stringify(image.alt)}
      >
        {isCurrent ? mediaWords.pick.current : mediaWords.pick.choose}
      </button>
    </form>
  );
}

/**
 * The upload form: a file and its alternative texts, Spanish required, translations when the
 * editor has them. From a slot (pick mode) it is open and asks only for the files: up to as many
 * as the slot and those after it in its group hold, placed in order; the descriptions are the
 * slot's, written in the editor beside each picture.
 */
export function UploadSection({
  context,
  form,
  pick,
  mediaWords,
}: {
  context: PageContext;
  form: UploadForm;
  pick: PickMode | null;
  mediaWords: MediaCopy;
}) {
  const fileErrorId = "file-error";
  const refused = form.fileError !== null || Object.keys(form.altErrors).length > 0;
  const several = (pick?.fills.length ?? 0) > 1;
  const slots = new Intl.ListFormat(context.lang, { type: "conjunction" }).format(
    (pick?.fills ?? []).map((label) => `«${label.split(" › ").at(-1)}»`),
  );
  return (
    <details className="card upload" open={refused || pick !== null || undefined}>
      <summary>
        <h2 id="upload">{mediaWords.upload.title}</h2>
      </summary>
      {refused ? (
        <p className="alert" role="alert">
          {mediaWords.upload.refused}
        </p>
      ) : null}
      <StaffForm context={context} action={withPick("/admin/content/media", pick)} multipart>
        <div className="field">
          <label htmlFor="file">
            {several ? mediaWords.upload.files : mediaWords.upload.file}
            <span className="hint">
              {mediaWords.upload.fileHint}
              {pick
                ? ` ${several ? fill(mediaWords.upload.intoSlots, { count: pick.fills.length, slots }) : mediaWords.upload.intoSlot}`
                : ""}
            </span>
          </label>
          <input
            type="file"
            id="file"
            name="file"
            accept="image/jpeg,image/png,image/webp"
            required
            multiple={several || undefined}
            {...(form.fileError ? { "aria-invalid": true, "aria-describedby": fileErrorId } : {})}
          />
          {form.fileError ? (
            <ul className="errors" id={fileErrorId}>
              <li>{mediaWords.fileErrors[form.fileError]}</li>
            </ul>
          ) : null}
        </div>
        {pick ? null : (
          <AltFields
            legend={mediaWords.upload.alt}
            hint={mediaWords.upload.altHint}
            values={form.alt}
            errors={form.altErrors}
            mediaWords={mediaWords}
          />
        )}
        <p className="actions">
          <button type="submit">{pick ? mediaWords.upload.submitInto : mediaWords.upload.submit}</button>
        </p>
      </StaffForm>
    </details>
  );
}

/** Six alternative texts, Spanish first and required; `missing` marks the languages still to write. */
export function AltFields({
  legend,
  hint,
  values,
  errors,
  missing = [],
  mediaWords,
}: {
  legend: string;
  hint: string;
  values: Partial<Record<Language, string>>;
  errors: Partial<Record<Language, AltError>>;
  missing?: Language[];
  mediaWords: MediaCopy;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <p className="hint">{hint}</p>
      <div className="langs">
        {languages.map((lang) => {
          const error = errors[lang];
          const id = `alt-${lang}`;
          return (
            <div key={lang} className={`field lang-${lang}${missing.includes(lang) ? " stale" : ""}`}>
              <label htmlFor={id}>
                {languageNames[lang]}
                {missing.includes(lang) ? <span className="badge pending">{mediaWords.alt.missing}</span> : null}
              </label>
              <input
                type="text"
                id={id}
                name={`alt.${lang}`}
                lang={lang}
                maxLength={400}
                defaultValue={values[lang] ?? ""}
                {...(lang === "es" ? { required: true } : {})}
                {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
              />
              {error ? (
                <ul className="errors" id={`${id}-error`}>
                  <li>{mediaWords.altErrors[error]}</li>
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** What the library shows: the images a search found (or all), their uses, the pick mode, what was just done, the upload's form. */
type Library = {
  images: LibraryImage[];
  total: number;
  query: string;
  uses: ReadonlyMap<string, MediaUse[]>;
  pick: PickMode | null;
  notice: string | null;
  upload: UploadForm;
  status?: string;
};

/** The library's search (kept in pick mode), and how many images it shows. */
function LibrarySearch({ context, library }: { context: PageContext; library: Library }) {
  const mediaWords = mediaCopy[context.lang];
  const { images, query, pick } = library;
  return (
    <>
      <search>
        <form method="get" action="/admin/content/media" className="media-search">
          {pick ? (
            <>
              <input type="hidden" name="pick" value={pick.documentId} />
              <input type="hidden" name="slot" value={pick.slot} />
            </>
          ) : null}
          <div className="field">
            <label htmlFor="media-q">
              {mediaWords.search}
              <span className="hint">{mediaWords.searchHint}</span>
            </label>
            <input type="search" id="media-q" name="q" defaultValue={query} maxLength={200} />
          </div>
          <button type="submit" className="secondary">
            {mediaWords.searchButton}
          </button>
        </form>
      </search>
      <p className="muted" aria-live="polite">
        {query && images.length === 0
          ? fill(mediaWords.noResults, { q: query })
          : images.length === 1
            ? mediaWords.countOne
            : fill(mediaWords.count, { count: images.length })}
        {query ? (
          <>
            {" · "}
            <a href={withPick("/admin/content/media", pick)}>{mediaWords.showAll}</a>
          </>
        ) : null}
      </p>
    </>
  );
}

/** The grid of thumbnails, each with its kind, its missing translations, its uses and, in pick mode, "Use this image". */
function LibraryGrid({ context, library }: { context: PageContext; library: Library }) {
  const mediaWords = mediaCopy[context.lang];
  const { images, pick, uses } = library;
  return (
    <ul className="media-grid">
      {images.map((image) => {
        const count = uses.get(image.name)?.length ?? 0;
        return (
          <li key={image.name} className={`media-card${pick?.current === image.name ? " current" : ""}`}>
            <a href={withPick(`/admin/content/media/${image.name}`, pick)} className="media-thumb">
              <img src={image.thumb} alt="" width={320} height={240} loading="lazy" />
              <span className="media-label">{image.label}</span>
            </a>
            <p className="media-meta">
              <span className={`badge ${image.kind}`}>{mediaWords.kinds[image.kind]}</span>
              {image.missing.length > 0 ? <span className="badge pending">{mediaWords.missingBadge}</span> : null}
              <span className="muted">
                {count === 0
                  ? mediaWords.unused
                  : count === 1
                    ? mediaWords.usedOnce
                    : fill(mediaWords.usedTimes, { count })}
              </span>
            </p>
            {pick ? <ChooseForm context={context} pick={pick} image={image} mediaWords={mediaWords} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The library at /admin/content/media: the site's images and the uploads in one grid of
 * thumbnails, searchable in any language, each with its uses and a page of its own; the upload
 * form; in pick mode, "Use this image" on each. The part the editor's dialog shows is marked
 * `data-media-library`.
 */
export function mediaLibraryPage(context: PageContext, library: Library) {
  const mediaWords = mediaCopy[context.lang];
  const { pick } = library;
  return renderPage(
    { ...context, section: "content" },
    mediaWords.title,
    <>
      <p data-outside-dialog="">
        <a href="/admin/content">← {mediaWords.back}</a>
      </p>
      <div className="media-library" data-media-library="">
        <h1>{mediaWords.title}</h1>
        {pick ? <PickBanner pick={pick} mediaWords={mediaWords} /> : <p className="muted">{mediaWords.intro}</p>}
        {library.notice ? (
          <p className="notice" role="status">
            {library.notice}
          </p>
        ) : null}
        {library.status ? (
          <p className="alert" role="alert">
            {library.status}
          </p>
        ) : null}
        <LibrarySearch context={context} library={library} />
        <UploadSection context={context} form={library.upload} pick={pick} mediaWords={mediaWords} />
        <LibraryGrid context={context} library={library} />
      </div>
    </>,
  );
}
