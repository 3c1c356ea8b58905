import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { fill } from "~/i18n/translate";
import type { StaffRole } from "~/platform/db/schema.server";
import { siteConfig } from "~/site/config";
import { type AdminSection, adminSections, homeSection, mayOpen, sectionPath } from "./access.server";
import { type AdminCopy, type AdminLanguage, adminLanguages } from "./admin-words.server";
import { headingFontUrl } from "./brand-fonts.server";
import { adminScript, adminScriptHash } from "./script.server";
import { adminCss, adminCssHash } from "./styles.server";

/** What every page of a signed-in staff member knows: its words, who is signed in, the form token. */
export type PageContext = {
  lang: AdminLanguage;
  t: AdminCopy;
  /** Null on the sign-in pages. */
  /** `id`: the account's, where the page needs to know its own ("my leads"). */
  staff: { id?: string; email: string; formToken: string; role: StaffRole } | null;
  /** The section the page belongs to (marked in the navigation); none: a page without the navigation bar. */
  section?: AdminSection;
  /** The page's own address, where the language switch comes back to. */
  path?: string;
};

/** The hidden field every staff form carries (cross-site request forgery). */
export const formTokenField = "_token";

export function FormToken({ context }: { context: PageContext }) {
  return context.staff ? <input type="hidden" name={formTokenField} value={context.staff.formToken} /> : null;
}

/** A staff form (POST, its token included). */
export function StaffForm({
  context,
  action,
  children,
  className,
  multipart = false,
}: {
  context: PageContext;
  action: string;
  children: ReactNode;
  className?: string;
  /** A form that sends a file. */
  multipart?: boolean;
}) {
  return (
    <form
      method="post"
      action={action}
      className={className}
      {...(multipart ? { encType: "multipart/form-data" } : {})}
    >
      <FormToken context={context} />
      {children}
    </form>
  );
}

/** Made once: a list of 200 rows would otherwise build 200 formatters. */
const dateTimeFormats: Record<AdminLanguage, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat("es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Madrid" }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Madrid" }),
};

/** A date and time as the staff member reads them (Madrid time, their language), in a <time>. */
export function When({ at, lang }: { at: string | null; lang: AdminLanguage }) {
  if (!at) return null;
  const text = dateTimeFormats[lang].format(new Date(at));
  return <time dateTime={at}>{text}</time>;
}

/** The switch's own words, in both languages (each button names its language in that language). */
export const languageWords: Record<
  AdminLanguage,
  { label: string; names: Record<AdminLanguage, string>; unknown: string }
> = {
  es: {
    label: "Idioma del panel",
    names: { es: "Gestión en español", en: "Back office in English" },
    unknown: "Ese idioma no existe en el panel: elige español o inglés. No se ha cambiado nada.",
  },
  en: {
    label: "Back office language",
    names: { es: "Gestión en español", en: "Back office in English" },
    unknown: "The back office has no such language: choose Spanish or English. Nothing was changed.",
  },
};

/** The bar's language switch: a small form, one button per language, the current one pressed. */
export function LanguageSwitch({ context }: { context: PageContext }) {
  const words = languageWords[context.lang];
  return (
    <StaffForm context={context} action="/admin/language" className="lang-switch">
      <input type="hidden" name="back" value={context.path ?? "/admin/"} />
      <span className="sr">{words.label}</span>
      {adminLanguages.map((code) => (
        <button
          key={code}
          type="submit"
          name="language"
          value={code}
          lang={code}
          aria-pressed={context.lang === code}
          aria-label={words.names[code]}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </StaffForm>
  );
}

function Bar({ context }: { context: PageContext }) {
  const { t: words, staff, section } = context;
  if (!staff || !section) return null;
  // Only the sections the account may open: a link to a 403 would be a dead end.
  const link = (id: AdminSection) => (
    <li key={id}>
      <a href={sectionPath(id)} aria-current={section === id ? "page" : undefined}>
        {words.nav[id]}
      </a>
    </li>
  );
  return (
    <header className="bar">
      <div className="bar-in">
        <a className="brand" href={sectionPath(homeSection(staff.role))}>
          {siteConfig.brandName}
          <small>{words.title}</small>
        </a>
        <nav aria-label={words.nav.label}>
          <ul>{adminSections.filter((id) => mayOpen(staff.role, id)).map(link)}</ul>
        </nav>
        <div className="who">
          <LanguageSwitch context={context} />
          <span>{fill(words.signedInAs, { email: staff.email })}</span>
          <StaffForm context={context} action="/admin/sign-out">
            <button type="submit" className="link-button">
              {words.nav.signOut}
            </button>
          </StaffForm>
        </div>
      </div>
    </header>
  );
}

/**
 * A whole back-office page: the stylesheet and the enhancements' script inline (script.server.ts;
 * every page works without it), `noindex` (the headers say
 * it too). `title` is the page's own; the brand and "Back office" follow it.
 */
export function renderPage(context: PageContext, title: string, body: ReactNode): string {
  const { t: words, lang } = context;
  const markup = renderToStaticMarkup(
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${words.title} · ${siteConfig.brandName}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={headingFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the constant stylesheet, allowed by its hash */}
        <style dangerouslySetInnerHTML={{ __html: adminCss }} />
      </head>
      <body>
        <a className="skip" href="#main">
          {words.skip}
        </a>
        <Bar context={context} />
        <main id="main" tabIndex={-1}>
          {body}
        </main>
        {adminScript ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the constant script, allowed by its hash
          <script dangerouslySetInnerHTML={{ __html: adminScript }} />
        ) : null}
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}

/** The policy of every back-office answer: the inline stylesheet and script by their hashes, images and fonts from us. */
export const adminPolicy = [
  "default-src 'none'",
  `style-src ${adminCssHash}`,
  "font-src 'self'",
  ...(adminScriptHash ? [`script-src ${adminScriptHash}`, "connect-src 'self'"] : []),
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");
