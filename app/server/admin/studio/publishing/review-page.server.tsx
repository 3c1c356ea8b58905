import { type Language, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type PageContext, renderPage, StaffForm, When } from "~/server/admin/layout.server";
import { defaultReviewDays, type ReviewLink, reviewDays } from "~/server/content/review-links.server";
import { previewCopy } from "./preview-words.server";

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
  const reviewWords = previewCopy[context.lang].review;
  const base = `/admin/content/${page.id}`;
  const url = (link: ReviewLink) => `${page.siteUrl}/review/${link.token}`;
  const title = `${reviewWords.title} · ${page.name}`;
  return renderPage(
    { ...context, section: "content" },
    title,
    <>
      <p>
        <a href={base}>← {page.name}</a>
      </p>
      <h1>{title}</h1>
      <p className="muted">{reviewWords.intro}</p>
      {page.notice && typeof page.notice === "object" ? (
        <div className="notice" role="status">
          <p>{reviewWords.created}</p>
          <label htmlFor="created-link">{reviewWords.link}</label>
          <input id="created-link" className="review-link" readOnly value={url(page.notice.created)} />
        </div>
      ) : null}
      {page.notice === "revoked" ? (
        <p className="notice" role="status">
          {reviewWords.revoked}
        </p>
      ) : null}
      {page.notice === "tooMany" || page.notice === "invalid" ? (
        <p className="alert" role="alert">
          {page.notice === "tooMany" ? fill(reviewWords.tooMany, { count: page.links.length }) : reviewWords.invalid}
        </p>
      ) : null}
      <StaffForm context={context} action={`${base}/review`} className="card filters">
        <div className="field">
          <label htmlFor="review-lang">{reviewWords.language}</label>
          <select id="review-lang" name="lang" defaultValue={page.lang}>
            {languages.map((lang) => (
              <option key={lang} value={lang}>
                {context.t.languages[lang]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="review-days">{reviewWords.expires}</label>
          <select id="review-days" name="days" defaultValue={String(defaultReviewDays)}>
            {reviewDays.map((days) => (
              <option key={days} value={days}>
                {reviewWords.days[String(days) as "1" | "7" | "30"]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <button type="submit">{reviewWords.create}</button>
        </div>
      </StaffForm>
      <h2>{reviewWords.active}</h2>
      {page.links.length === 0 ? (
        <p className="muted">{reviewWords.none}</p>
      ) : (
        <table className="cards">
          <caption className="sr">{reviewWords.active}</caption>
          <thead>
            <tr>
              <th scope="col">{reviewWords.columns.language}</th>
              <th scope="col">{reviewWords.columns.shows}</th>
              <th scope="col">{reviewWords.columns.expires}</th>
              <th scope="col">{reviewWords.columns.by}</th>
              <th scope="col">{reviewWords.columns.link}</th>
            </tr>
          </thead>
          <tbody>
            {page.links.map((link) => (
              <tr key={link.id}>
                <td data-label={reviewWords.columns.language}>{context.t.languages[link.lang]}</td>
                <td data-label={reviewWords.columns.shows}>{reviewWords.shows[link.shows]}</td>
                <td data-label={reviewWords.columns.expires} className="num">
                  <When at={link.expiresAt} lang={context.lang} />
                </td>
                <td data-label={reviewWords.columns.by}>{link.createdBy}</td>
                <td data-label={reviewWords.columns.link}>
                  <div className="actions">
                    <a href={url(link)} target="_blank" rel="noopener noreferrer">
                      {reviewWords.open}
                    </a>
                    <StaffForm context={context} action={`${base}/review/${link.id}/revoke`} className="inline">
                      <button type="submit" className="secondary">
                        {reviewWords.revoke}
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
