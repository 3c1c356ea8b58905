import { renderToStaticMarkup } from "react-dom/server";
import { buttonStyles } from "~/components/ui/button";
import { type Language, localizePath } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { siteConfig } from "~/site/config";
import siteStyles from "~/styles/app.css?inline";

/**
 * The pages a busy process answers with, rendered by React like the back office's, so whatever
 * a visitor posted is escaped by the renderer rather than by hand.
 */

const page = (body: React.ReactElement) => `<!doctype html>${renderToStaticMarkup(body)}`;

/** A busy page's head: not to be indexed, its title, and a stylesheet of the site's own (never a visitor's). */
function BusyHead({ title, style }: { title: string; style: string }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{title}</title>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, from the build or this module */}
      <style dangerouslySetInnerHTML={{ __html: style }} />
    </head>
  );
}

/**
 * A shed form post without JavaScript: the visitor's values, back in a form that posts them to
 * the same page again, on a page with the site's stylesheet (written into it, as on every page)
 * and its name.
 */
export function formBusyPage(lang: Language, action: string, fields: [string, string][]): string {
  const copy = messages[lang].forms.busy;
  const back = action.replace(/\?.*$/, "");
  return page(
    <html lang={lang}>
      <BusyHead title={`${copy.title} · ${siteConfig.brandName}`} style={siteStyles} />
      <body className="min-h-dvh bg-sand/40 text-ink">
        <main className="container-content flex min-h-dvh flex-col justify-center gap-10 py-16">
          <a href={localizePath("/", lang)} className="font-display text-2xl tracking-[0.3em] uppercase">
            {siteConfig.brandName}
          </a>
          <div className="flex max-w-2xl flex-col gap-6 rounded-sm bg-ivory p-6 shadow-sm ring-1 ring-line sm:p-10">
            <h1 className="font-display text-4xl leading-tight text-balance sm:text-5xl">{copy.title}</h1>
            <p role="alert" className="max-w-prose text-lg leading-relaxed text-muted">
              {copy.text}
            </p>
            <form method="post" action={action} className="flex flex-wrap items-center gap-x-8 gap-y-4">
              {fields.map(([name, value], index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a name may repeat; the order is the post's
                <input key={index} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className={buttonStyles.solid}>
                {copy.sendAgain}
              </button>
              <a href={back} className="underline underline-offset-4 hover:text-charcoal">
                {copy.back}
              </a>
            </form>
          </div>
        </main>
      </body>
    </html>,
  );
}

const renderBusyStyle =
  "body{margin:0;min-height:100dvh;display:grid;place-content:center;gap:1.5rem;padding:1.5rem;" +
  "font:1.125rem/1.6 system-ui,sans-serif;color:#2b2622;background:#f6f1ea}a{color:inherit}";

/** A shed render's answer: a few hundred bytes in the visitor's language, no render, no stylesheet file. */
export function renderBusyPage(lang: Language): string {
  return shortPage(lang, messages[lang].tooManyRequests, {
    href: localizePath("/", lang),
    label: siteConfig.brandName,
  });
}

/**
 * A few words in the visitor's language and one link, in a few hundred bytes: what a request
 * that must cost next to nothing is answered with (a shed render, a post a page does not take).
 */
export function shortPage(lang: Language, text: string, link: { href: string; label: string }): string {
  const key = `${lang}\n${text}\n${link.href}\n${link.label}`;
  const kept = shortPages.get(key);
  if (kept !== undefined) return kept;
  const written = page(
    <html lang={lang}>
      <BusyHead title={siteConfig.brandName} style={renderBusyStyle} />
      <body>
        <p role="alert">{text}</p>
        <p>
          <a href={link.href}>{link.label}</a>
        </p>
      </body>
    </html>,
  );
  shortPages.set(key, written);
  if (shortPages.size > keptShortPages) shortPages.delete(shortPages.keys().next().value ?? "");
  return written;
}

/**
 * Short pages written once and sent again: their words are the site's own and their links the
 * site's pages, so they are few (a page per language and text), and a flood answered with them
 * costs no render per request.
 */
const shortPages = new Map<string, string>();
const keptShortPages = 1_000;
