import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { type AdminLanguage, adminCopy } from "~/server/admin/admin-words.server";
import { When } from "~/server/admin/layout.server";
import { adminCss, adminCssHash } from "~/server/admin/styles.server";
import { siteConfig } from "~/site/config";
import { previewCopy } from "./preview-words.server";

export type PreviewWidth = "phone" | "desktop";
export const previewWidth = (value: unknown): PreviewWidth => (value === "phone" ? "phone" : "desktop");

/** What the bar says about the page below it, and where its links go. */
export type PreviewBar = {
  /** The words' language (the staff member's, or the reviewer's browser's). */
  lang: AdminLanguage;
  name: string;
  pageLang: Language;
  state: { draft: boolean; scheduledAt?: string | undefined };
  width: PreviewWidth;
  /** The framed page, and this page at another width. */
  frame: string;
  at: (width: PreviewWidth) => string;
  /** Staff only: the other languages' previews, the editor, sharing. */
  staff?: { languages: { lang: Language; href: string }[]; editor: string; share: string };
  /** A review link's expiry (the bar then offers nothing to edit). */
  review?: { expiresAt: string };
};

/** What the bar shows: a preview (or a review link until when), the document, its state and any schedule. */
function BarWhat({ bar }: { bar: PreviewBar }) {
  const barWords = previewCopy[bar.lang].bar;
  return (
    <p className="preview-what">
      <span className="preview-label">{bar.review ? null : barWords.label}</span>
      {bar.review ? (
        <span className="preview-label">
          {fill(barWords.review, { when: "" })}
          <When at={bar.review.expiresAt} lang={bar.lang} />
        </span>
      ) : null}
      <strong className="preview-name">{bar.name}</strong>
      <span className={`badge ${bar.state.draft ? "pending" : "sent"}`}>
        {bar.state.draft ? barWords.draft : barWords.published}
      </span>
      {bar.state.scheduledAt ? (
        <span className="badge pending">
          {fill(barWords.scheduled, { when: "" })}
          <When at={bar.state.scheduledAt} lang={bar.lang} />
        </span>
      ) : null}
    </p>
  );
}

/** The bar's controls: the page's language (staff) or its name (a review), the width, and the way back and to share. */
function BarControls({ bar }: { bar: PreviewBar }) {
  const barWords = previewCopy[bar.lang].bar;
  const languageName = adminCopy[bar.lang].languages[bar.pageLang];
  return (
    <nav className="preview-controls" aria-label={barWords.label}>
      {bar.staff ? (
        <ul className="preview-switch" aria-label={barWords.language}>
          {bar.staff.languages.map((choice) => (
            <li key={choice.lang}>
              <a
                href={choice.href}
                lang={choice.lang}
                aria-current={choice.lang === bar.pageLang ? "page" : undefined}
                aria-label={adminCopy[bar.lang].languages[choice.lang]}
              >
                {choice.lang.toUpperCase()}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <span className="preview-language">
          {barWords.language}: {languageName} · {barWords.readOnly}
        </span>
      )}
      <ul className="preview-switch" aria-label={barWords.width}>
        {(["phone", "desktop"] as const).map((width) => (
          <li key={width}>
            <a href={bar.at(width)} aria-current={width === bar.width ? "true" : undefined}>
              {barWords[width]}
            </a>
          </li>
        ))}
      </ul>
      {bar.staff ? (
        <>
          <a className="preview-link" href={bar.staff.editor}>
            ← {barWords.back}
          </a>
          <a className="button preview-share" href={bar.staff.share}>
            {barWords.share}
          </a>
        </>
      ) : null}
    </nav>
  );
}

/**
 * A preview's page: a bar of the back office's own (the document, its language, its state, the
 * width, the way back) above the page as visitors will see it, in a frame 390 px wide (a phone)
 * or as wide as the window. The bar is never part of the previewed page's layout, and the page
 * works without a script (the width and language are links).
 */
export function previewPage(bar: PreviewBar): string {
  const barWords = previewCopy[bar.lang].bar;
  const languageName = adminCopy[bar.lang].languages[bar.pageLang];
  const markup = renderToStaticMarkup(
    <html lang={bar.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${barWords.label} · ${bar.name} · ${languageName} · ${siteConfig.brandName}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the constant stylesheet, allowed by its hash */}
        <style dangerouslySetInnerHTML={{ __html: adminCss }} />
      </head>
      <body className="preview-shell">
        <header className="preview-bar">
          <BarWhat bar={bar} />
          <BarControls bar={bar} />
        </header>
        <main className={`preview-stage ${bar.width}`}>
          <iframe
            src={bar.frame}
            title={fill(barWords.frame, { name: bar.name })}
            width={bar.width === "phone" ? 390 : undefined}
          />
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}

/** The preview page's policy: the back office's, with frames of this site (the previewed page) allowed. */
export const previewPagePolicy = [
  "default-src 'none'",
  `style-src ${adminCssHash}`,
  "font-src 'self'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");
