import { type Language, languages } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type PageContext, renderPage, StaffForm, When } from "~/server/admin/layout.server";
import { defaultReviewDays, type ReviewLink, reviewDays } from "~/server/content/review-links.server";
import { previewCopy } from "./preview-words.server";

export type ReviewNotice = { created: ReviewLink } | "revoked" | "tooMany" | "invalid" | null;

/** What the review page shows: the document, the language it opens in, its links, and what was just done. */
type ReviewView = {
  id: string;
  name: string;
  lang: Language;
  links: ReviewLink[];
  siteUrl: string;
  notice: ReviewNotice;
};

const reviewUrl = (page: ReviewView, link: ReviewLink) => `${page.siteUrl}/review/${link.token}`;

/** A new link: the language it shows and when it expires. */
function NewLinkForm({ context, page }: { context: PageContext; page: ReviewView }) {
  const reviewWords = previewCopy[context.lang].review;
  return (
    <StaffForm context={context} action={`/admin/content/${page.id}/review`} className="card filters">
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
  );
}

/** The links that still open: what each shows, until when, who made it; open it, or revoke it. */
function ActiveLinks({ context, page }: { context: PageContext; page: ReviewView }) {
  const reviewWords = previewCopy[context.lang].review;
  if (page.links.length === 0) return <p className="muted">{reviewWords.none}</p>;
  return (
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
                <a href={reviewUrl(page, link)} target="_blank" rel="noopener noreferrer">
                  {reviewWords.open}
                </a>
                <StaffForm
                  context={context}
                  action={`/admin/content/${page.id}/review/${link.id}/revoke`}
                  className="inline"
                >
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
  );
}

/** Sharing a document for review: a new link (language, expiry), and the links that still open, each revocable. */
export function reviewPage(context: PageContext, page: ReviewView) {
  const reviewWords = previewCopy[context.lang].review;
  const title = `${reviewWords.title} · ${page.name}`;
  return renderPage(
    { ...context, section: "content" },
    title,
    <>
      <p>
        <a href={`/admin/content/${page.id}`}>← {page.name}</a>
      </p>
      <h1>{title}</h1>
      <p className="muted">{reviewWords.intro}</p>
      {page.notice && typeof page.notice === "object" ? (
        <div className="notice" role="status">
          <p>{reviewWords.created}</p>
          <label htmlFor="created-link">{reviewWords.link}</label>
          <input id="created-link" className="review-link" readOnly value={reviewUrl(page, page.notice.created)} />
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
      <NewLinkForm context={context} page={page} />
      <h2>{reviewWords.active}</h2>
      <ActiveLinks context={context} page={page} />
    </>,
  );
}
