import { type Language, languageNames, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import type { AltError, MediaSummary, UploadError } from "../../content/media.server";
import { type PageContext, renderPage, StaffForm, When } from "../layout.server";
import { studioCopy } from "./copy.server";

export type MediaForm = {
  alt: Partial<Record<Language, string>>;
  altErrors: Partial<Record<Language, AltError>>;
  fileError: UploadError | "missing" | null;
};

/**
 * The studio's images: every upload with its six alternative texts, and the upload form. An
 * upload is checked by decoding it (JPEG, PNG or WebP up to 20 MB), made into the site's AVIF
 * and WebP widths without its metadata, and stored with the content, so every instance serves it.
 */
export function mediaPage(
  context: PageContext,
  media: MediaSummary[],
  form: MediaForm,
  notice: { uploaded: string } | null,
) {
  const t = studioCopy[context.lang];
  const m = t.media;
  const fileErrorId = "file-error";
  return renderPage(
    { ...context, section: "content" },
    m.title,
    <>
      <p>
        <a href="/admin/content">← {t.actions.back}</a>
      </p>
      <h1>{m.title}</h1>
      <p className="muted">{m.intro}</p>
      {notice ? (
        <p className="notice" role="status">
          {fill(m.uploaded, { id: notice.uploaded })}
        </p>
      ) : null}
      {form.fileError || Object.keys(form.altErrors).length > 0 ? (
        <p className="alert" role="alert">
          {m.refused}
        </p>
      ) : null}
      <section className="card" aria-labelledby="upload">
        <h2 id="upload">{m.upload}</h2>
        <StaffForm context={context} action="/admin/content/media" multipart>
          <div className="field">
            <label htmlFor="file">
              {m.file}
              <span className="hint">{m.fileHint}</span>
            </label>
            <input
              type="file"
              id="file"
              name="file"
              accept="image/jpeg,image/png,image/webp"
              required
              {...(form.fileError ? { "aria-invalid": true, "aria-describedby": fileErrorId } : {})}
            />
            {form.fileError ? (
              <ul className="errors" id={fileErrorId}>
                <li>{m.errors[form.fileError]}</li>
              </ul>
            ) : null}
          </div>
          <fieldset>
            <legend>{m.alt}</legend>
            <p className="hint">{m.altHint}</p>
            <div className="langs">
              {languages.map((lang) => {
                const error = form.altErrors[lang];
                const id = `alt-${lang}`;
                return (
                  <div key={lang} className="field">
                    <label htmlFor={id}>{languageNames[lang]}</label>
                    <input
                      type="text"
                      id={id}
                      name={`alt.${lang}`}
                      lang={lang}
                      maxLength={400}
                      defaultValue={form.alt[lang] ?? ""}
                      {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
                    />
                    {error ? (
                      <ul className="errors" id={`${id}-error`}>
                        <li>{m.altErrors[error]}</li>
                      </ul>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </fieldset>
          <p className="actions">
            <button type="submit">{m.submit}</button>
          </p>
        </StaffForm>
      </section>
      <section aria-labelledby="library">
        <h2 id="library">{m.library}</h2>
        {media.length === 0 ? <p className="muted">{m.empty}</p> : null}
        <ul className="media-grid">
          {media.map((item) => (
            <li key={item.id} className="card">
              <img
                src={`/media/${item.id}-480.webp`}
                alt={item.alt[context.lang]}
                width={480}
                height={Math.round((480 * item.height) / item.width)}
                loading="lazy"
              />
              <p>
                <strong>{item.alt[context.lang]}</strong>
              </p>
              <p className="muted">
                {item.width} × {item.height} · {item.originalName} · {item.createdBy} ·{" "}
                <When at={item.createdAt} lang={context.lang} />
              </p>
              <p className="muted">
                <code>{item.id}</code>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>,
  );
}
