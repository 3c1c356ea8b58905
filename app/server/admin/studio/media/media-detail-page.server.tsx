import { documentDef } from "~/content/documents";
import { type Language, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type PageContext, renderPage, StaffForm, When } from "~/server/admin/layout.server";
import { fieldId, pathLabel } from "~/server/admin/studio/editor/editor-fields.server";
import { documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import type { AltError } from "~/server/content/media.server";
import type { MediaUse } from "~/server/content/media-uses.server";
import type { LibraryImage } from "./media-library.server";
import { AltFields, ChooseForm, PickBanner, type PickMode, withPick } from "./media-page.server";
import { mediaCopy } from "./media-words.server";

export type AltForm = { values: Partial<Record<Language, string>>; errors: Partial<Record<Language, AltError>> };

const kilobytes = (bytes: number, lang: string) =>
  `${new Intl.NumberFormat(lang === "es" ? "es-ES" : "en-GB").format(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** Where an image is used, each place a link to its slot in the editor. */
function Uses({ uses, context }: { uses: MediaUse[]; context: PageContext }) {
  const mediaWords = mediaCopy[context.lang];
  const words = studioCopy[context.lang];
  if (uses.length === 0) return <p className="muted">{mediaWords.uses.none}</p>;
  return (
    <ul className="plain uses">
      {uses.map((use) => {
        const def = documentDef(use.documentId);
        const name = def ? documentName(def, words, context.lang) : use.documentId;
        const place = def ? pathLabel(use.path.replace(/\.name$/, ""), def.seed.es, words) : use.path;
        return (
          <li key={`${use.documentId}:${use.path}:${use.state}:${use.liveAt ?? ""}`}>
            <a href={`/admin/content/${encodeURIComponent(use.documentId)}#${fieldId("s", use.path)}`}>
              {name} › {place}
            </a>{" "}
            <span className={`badge ${use.state === "live" ? "sent" : "pending"}`}>
              {mediaWords.uses[use.state]}
              {use.liveAt ? (
                <>
                  {" "}
                  <When at={use.liveAt} lang={context.lang} />
                </>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** What an image's page shows: the image, its uses, the pick mode, what was just done, the alternative texts' form as sent. */
type Detail = {
  image: LibraryImage;
  uses: MediaUse[];
  pick: PickMode | null;
  notice: string | null;
  alert: string | null;
  altForm: AltForm | null;
  confirmDelete: boolean;
};

const imageBase = (image: LibraryImage) => `/admin/content/media/${image.name}`;

/** The picture, its size, and an upload's weight, who uploaded it when and its file's name. */
function ImageFacts({ context, detail }: { context: PageContext; detail: Detail }) {
  const mediaWords = mediaCopy[context.lang];
  const { image, pick } = detail;
  const upload = image.upload;
  return (
    <div className="media-detail">
      <figure className="media-figure">
        <img
          src={image.thumb}
          alt={image.alt[context.lang] || image.alt.es}
          width={image.width}
          height={image.height}
        />
      </figure>
      <div>
        {pick ? <ChooseForm context={context} pick={pick} image={image} mediaWords={mediaWords} /> : null}
        <dl className="fields">
          <dt>{mediaWords.detail.size}</dt>
          <dd>{fill(mediaWords.detail.sizeValue, { width: image.width, height: image.height })}</dd>
          {upload ? (
            <>
              <dt>{mediaWords.detail.stored}</dt>
              <dd>{kilobytes(upload.bytes, context.lang)}</dd>
              <dt>{mediaWords.detail.uploaded}</dt>
              <dd>
                <When at={upload.createdAt} lang={context.lang} />{" "}
                {fill(mediaWords.detail.uploadedValue, { who: upload.createdBy })}
              </dd>
              <dt>{mediaWords.detail.originalName}</dt>
              <dd>{upload.originalName}</dd>
            </>
          ) : null}
          <dt>{mediaWords.detail.name}</dt>
          <dd>
            <code>{image.name}</code>
          </dd>
        </dl>
        {upload ? null : <p className="muted">{mediaWords.detail.siteNote}</p>}
      </div>
    </div>
  );
}

/** An upload's alternative texts in a form, the missing languages named; a site image's, read only. */
function AltTexts({ context, detail }: { context: PageContext; detail: Detail }) {
  const mediaWords = mediaCopy[context.lang];
  const { image, pick } = detail;
  if (!image.upload)
    return (
      <section className="card" aria-labelledby="alt-title">
        <h2 id="alt-title">{mediaWords.alt.title}</h2>
        <dl className="fields">
          {languages.map((lang) => (
            <div key={lang} className="contents">
              <dt>{mediaWords.languages[lang]}</dt>
              <dd lang={lang}>{image.alt[lang] || "—"}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  const missingNames = image.missing.map((lang) => mediaWords.languages[lang]).join(", ");
  return (
    <section className="card" aria-labelledby="alt-title">
      <h2 id="alt-title">{mediaWords.alt.title}</h2>
      {image.missing.length > 0 && !detail.altForm && !detail.notice ? (
        <p className="alert">{fill(mediaWords.alt.askMissing, { languages: missingNames })}</p>
      ) : null}
      <StaffForm context={context} action={withPick(`${imageBase(image)}/alt`, pick)}>
        <AltFields
          legend={mediaWords.alt.title}
          hint={mediaWords.alt.hint}
          values={detail.altForm?.values ?? image.alt}
          errors={detail.altForm?.errors ?? {}}
          missing={image.missing}
          mediaWords={mediaWords}
        />
        <p className="actions">
          <button type="submit">{mediaWords.alt.save}</button>
        </p>
      </StaffForm>
    </section>
  );
}

/** An unused upload's delete: a button, then its confirmation (a page of its own without a script). */
function DeleteZone({ context, detail }: { context: PageContext; detail: Detail }) {
  const mediaWords = mediaCopy[context.lang];
  const { image, pick } = detail;
  const base = imageBase(image);
  return (
    <section className="card danger-zone" aria-labelledby="delete-title">
      {detail.confirmDelete ? (
        <>
          <h2 id="delete-title">{mediaWords.remove.title}</h2>
          <p>{mediaWords.remove.text}</p>
          <StaffForm context={context} action={withPick(`${base}/delete`, pick)} className="actions">
            <button type="submit" className="danger">
              {mediaWords.remove.confirm}
            </button>
            <a href={withPick(base, pick)} className="button secondary">
              {mediaWords.remove.cancel}
            </a>
          </StaffForm>
        </>
      ) : (
        <>
          <h2 id="delete-title" className="sr">
            {mediaWords.remove.button}
          </h2>
          <a href={withPick(`${base}?delete=1`, pick)} className="button secondary">
            {mediaWords.remove.button}
          </a>
        </>
      )}
    </section>
  );
}

/**
 * One image: the picture, its sizes, who uploaded it when, its alternative texts (an upload's
 * editable, the missing languages named and marked), where it is used, and, for an unused
 * upload, delete after a confirmation (a page of its own without a script). In pick mode,
 * "Use this image" too.
 */
export function mediaDetailPage(context: PageContext, detail: Detail) {
  const mediaWords = mediaCopy[context.lang];
  const { image, pick, uses } = detail;
  const upload = image.upload;
  return renderPage(
    { ...context, section: "content" },
    image.label,
    <div className="media-library" data-media-library="">
      <p>
        <a href={withPick("/admin/content/media", pick)}>← {mediaWords.backToLibrary}</a>
      </p>
      <h1>{image.label}</h1>
      {pick ? <PickBanner pick={pick} mediaWords={mediaWords} /> : null}
      {detail.notice ? (
        <p className="notice" role="status">
          {detail.notice}
        </p>
      ) : null}
      {detail.alert ? (
        <p className="alert" role="alert">
          {detail.alert}
        </p>
      ) : null}
      <ImageFacts context={context} detail={detail} />

      <AltTexts context={context} detail={detail} />

      <section className="card" aria-labelledby="uses-title">
        <h2 id="uses-title">{mediaWords.uses.title}</h2>
        <Uses uses={uses} context={context} />
        {upload && uses.length > 0 ? <p className="muted">{mediaWords.remove.whileUsed}</p> : null}
      </section>

      {upload && uses.length === 0 ? <DeleteZone context={context} detail={detail} /> : null}
    </div>,
  );
}
