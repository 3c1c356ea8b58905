import { siteConfig } from "~/site/config";
import { type PageContext, renderPage } from "./layout.server";

/*
 * The short pages outside the navigation: a refused request's message (401, 403, 404, 500, and
 * the studio's), and the brand they and the sign-in's steps (sign-in/) open with.
 */

/** The brand and "Back office", at the top of a page without the bar. */
export function Brand({ context }: { context: PageContext }) {
  return (
    <p className="brand">
      {siteConfig.brandName}
      <small>{context.t.title}</small>
    </p>
  );
}

/** A short page for a refused request (401, 403, 404), with the way on. */
export function messagePage(context: PageContext, message: string, link: { href: string; label: string }) {
  return renderPage(
    context,
    message,
    <div className="narrow">
      <Brand context={context} />
      <p className="alert" role="alert">
        {message}
      </p>
      <a href={link.href}>{link.label}</a>
    </div>,
  );
}
