import { type Language, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type PageContext, renderPage, StaffForm, When } from "~/server/admin/layout.server";
import { translatorsCopy } from "~/server/admin/studio/translations/translations-words.server";
import { defaultReviewDays, type ReviewLink, reviewDays } from "~/server/content/review-links.server";

export type ReviewNotice = { created: ReviewLink } | "revoked" | "tooMany" | "invalid" | null;

/** Sharing a document for review: a new link (language, expiry), and the links that still open, each revocable. */
export function reviewPage(
  context: PageContext,
  page: {
    id: string;
    name: string;
    lang: Language;
    links: ReviewLink[];
    siteUrl: string;
    notice: ReviewNotice;
  },
) {
  const r = translatorsCopy[context.lang].review;
  const base = `/admin/content/${page.id}`;
  const url = (link: ReviewLink) => `${page.siteUrl}/review/${link.token}`;
  const title = `${r.title} · ${page.name}`;
  return renderPage(
    { ...context, section: "content" },
    title,
    <>
      <p>
        <a href={base}>← {page.name}</a>
      </p>
      <h1>{title}</h1>
      <p className="muted">{r.intro}</p>
      {page.notice && typeof page.notice === "object" ? (
        <div className="notice" role="status">
          <p>{r.created}</p>
          <label htmlFor="created-link">{r.link}</label>
          <input id="created-link" className="review-link" readOnly value={url(page.notice.created)} />
        </div>
      ) : null}
      {page.notice === "revoked" ? (
        <p className="notice" role="status">
          {r.revoked}
        </p>
      ) : null}
      {page.notice === "tooMany" || page.notice === "invalid" ? (
        <p className="alert" role="alert">
          {page.notice === "tooMany" ? fill(r.tooMany, { count: page.links.length }) : r.invalid}
        </p>
      ) : null}
      <StaffForm context={context} action={`${base}/review`} className="card filters">
        <div className="field">
          <label htmlFor="review-lang">{r.language}</label>
          <select id="review-lang" name="lang" defaultValue={page.lang}>
            {languages.map((lang) => (
              <option key={lang} value={lang}>
                {context.t.languages[lang]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="review-days">{r.expires}</label>
          <select id="review-days" name="days" defaultValue={String(defaultReviewDays)}>
            {reviewDays.map((days) => (
              <option key={days} value={days}>
                {r.days[String(days) as "1" | "7" | "30"]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <button type="submit">{r.create}</button>
        </div>
      </StaffForm>
      <h2>{r.active}</h2>
      {page.links.length === 0 ? (
        <p className="muted">{r.none}</p>
      ) : (
        <table className="cards">
          <caption className="sr">{r.active}</caption>
          <thead>
            <tr>
              <th scope="col">{r.columns.language}</th>
              <th scope="col">{r.columns.shows}</th>
              <th scope="col">{r.columns.expires}</th>
              <th scope="col">{r.columns.by}</th>
              <th scope="col">{r.columns.link}</th>
            </tr>
          </thead>
          <tbody>
            {page.links.map((link) => (
              <tr key={link.id}>
                <td data-label={r.columns.language}>{context.t.languages[link.lang]}</td>
                <td data-label={r.columns.shows}>{r.shows[link.shows]}</td>
                <td data-label={r.columns.expires} className="num">
                  <When at={link.expiresAt} lang={context.lang} />
                </td>
                <td data-label={r.columns.by}>{link.createdBy}</td>
                <td data-label={r.columns.link}>
                  <div className="actions">
                    <a href={url(link)} target="_blank" rel="noopener noreferrer">
                      {r.open}
                    </a>
                    <StaffForm context={context} action={`${base}/review/${link.id}/revoke`} className="inline">
                      <button type="submit" className="secondary">
                        {r.revoke}
                      </button>
                    </StaffForm>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>,
  );
}
