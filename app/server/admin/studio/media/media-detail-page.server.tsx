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
  const m = mediaCopy[context.lang];
  const t = studioCopy[context.lang];
  if (uses.length === 0) return <p className="muted">{m.uses.none}</p>;
  return (
    <ul className="plain uses">
      {uses.map((use) => {
        const def = documentDef(use.documentId);
        const name = def ? documentName(def, t, context.lang) : use.documentId;
        const place = def ? pathLabel(use.path.replace(/\.name$/, ""), def.seed.es, t) : use.path;
        return (
          <li key={`${use.documentId}:${use.path}:${use.state}:${use.liveAt ?? ""}`}>
            <a href={`/admin/content/${encodeURIComponent(use.documentId)}#${fieldId("s", use.path)}`}>
              {name} › {place}
            </a>{" "}
            <span className={`badge ${use.state === "live" ? "sent" : "pending"}`}>
              {m.uses[use.state]}
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

/**
 * One image: the picture, its sizes, who uploaded it when, its alternative texts (an upload's
 * editable, the missing languages named and marked), where it is used, and, for an unused
 * upload, delete after a confirmation (a page of its own without a script). In pick mode,
 * "Use this image" too.
 */
export function mediaDetailPage(
  context: PageContext,
  detail: {
    image: LibraryImage;
    uses: MediaUse[];
    pick: PickMode | null;
    notice: string | null;
    alert: string | null;
    altForm: AltForm | null;
    confirmDelete: boolean;
  },
) {
  const m = mediaCopy[context.lang];
  const { image, pick, uses } = detail;
  const upload = image.upload;
  const base = `/admin/content/media/${image.name}`;
  const missingNames = image.missing.map((lang) => m.languages[lang]).join(", ");
  return renderPage(
    { ...context, section: "content" },
    image.label,
    <div className="media-library" data-media-library="">
      <p>
        <a href={withPick("/admin/content/media", pick)}>← {m.backToLibrary}</a>
      </p>
      <h1>{image.label}</h1>
      {pick ? <PickBanner pick={pick} m={m} /> : null}
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
          {pick ? <ChooseForm context={context} pick={pick} image={image} m={m} /> : null}
          <dl className="fields">
            <dt>{m.detail.size}</dt>
            <dd>{fill(m.detail.sizeValue, { width: image.width, height: image.height })}</dd>
            {upload ? (
              <>
                <dt>{m.detail.stored}</dt>
                <dd>{kilobytes(upload.bytes, context.lang)}</dd>
                <dt>{m.detail.uploaded}</dt>
                <dd>
                  <When at={upload.createdAt} lang={context.lang} />{" "}
                  {fill(m.detail.uploadedValue, { who: upload.createdBy })}
                </dd>
                <dt>{m.detail.originalName}</dt>
                <dd>{upload.originalName}</dd>
              </>
            ) : null}
            <dt>{m.detail.name}</dt>
            <dd>
              <code>{image.name}</code>
            </dd>
          </dl>
          {upload ? null : <p className="muted">{m.detail.siteNote}</p>}
        </div>
      </div>

      {upload ? (
        <section className="card" aria-labelledby="alt-title">
          <h2 id="alt-title">{m.alt.title}</h2>
          {image.missing.length > 0 && !detail.altForm && !detail.notice ? (
            <p className="alert">{fill(m.alt.askMissing, { languages: missingNames })}</p>
          ) : null}
          <StaffForm context={context} action={withPick(`${base}/alt`, pick)}>
            <AltFields
              legend={m.alt.title}
              hint={m.alt.hint}
              values={detail.altForm?.values ?? image.alt}
              errors={detail.altForm?.errors ?? {}}
              missing={image.missing}
              m={m}
            />
            <p className="actions">
              <button type="submit">{m.alt.save}</button>
            </p>
          </StaffForm>
        </section>
      ) : (
        <section className="card" aria-labelledby="alt-title">
          <h2 id="alt-title">{m.alt.title}</h2>
          <dl className="fields">
            {languages.map((lang) => (
              <div key={lang} className="contents">
                <dt>{m.languages[lang]}</dt>
                <dd lang={lang}>{image.alt[lang] || "—"}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section className="card" aria-labelledby="uses-title">
        <h2 id="uses-title">{m.uses.title}</h2>
        <Uses uses={uses} context={context} />
        {upload && uses.length > 0 ? <p className="muted">{m.remove.whileUsed}</p> : null}
      </section>

      {upload && uses.length === 0 ? (
        <section className="card danger-zone" aria-labelledby="delete-title">
          {detail.confirmDelete ? (
            <>
              <h2 id="delete-title">{m.remove.title}</h2>
              <p>{m.remove.text}</p>
              <StaffForm context={context} action={withPick(`${base}/delete`, pick)} className="actions">
                <button type="submit" className="danger">
                  {m.remove.confirm}
                </button>
                <a href={withPick(base, pick)} className="button secondary">
                  {m.remove.cancel}
                </a>
              </StaffForm>
            </>
          ) : (
            <>
              <h2 id="delete-title" className="sr">
                {m.remove.button}
              </h2>
              <a href={withPick(`${base}?delete=1`, pick)} className="button secondary">
                {m.remove.button}
              </a>
            </>
          )}
        </section>
      ) : null}
    </div>,
  );
}
