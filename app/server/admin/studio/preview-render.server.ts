import type { Response } from "express";
import { type ContentSnapshot, pathsShowing } from "~/content/documents";
import type { Written } from "~/content/text-units";
import { type Language, localizePath } from "~/i18n/languages";
import type { Env } from "~/platform/env.server";
import { regionAttribute } from "~/region/region-shown";
import type { LivePages } from "../../http/live-pages.server";
import { pagePolicyFor } from "../../http/security-headers.server";

/**
 * A document's words as its page will look, in a language: rendered by the site's own code with
 * those words in place of the published document, without the page's scripts (its address is not
 * the page's), links opening at the top (a page of the site refuses to be framed), never indexed.
 * The editor sees it as a visitor of the allowed region does (the head's script, which would ask,
 * is not run): the Jets Privados page and the places only that region sees are shown.
 * Null when no page shows the document.
 */
export async function renderPreview(
  livePages: LivePages,
  id: string,
  written: Written,
  lang: Language,
): Promise<{ status: number; html: string } | null> {
  const snapshot: ContentSnapshot = new Map([...livePages.snapshot(), [id, written]]);
  const path = pathsShowing(id, snapshot)[0];
  if (!path) return null;
  const rendered = await livePages.render(localizePath(path, lang), snapshot);
  const html = (await rendered.text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(/<html\b/, `<html ${regionAttribute}="allowed"`)
    .replace("<head>", '<head><meta name="robots" content="noindex, nofollow"/><base target="_top"/>');
  return { status: rendered.status === 200 ? 200 : 500, html };
}

/**
 * The framed page's headers: the site's page policy, except that this one answer may be framed
 * by the site's own preview page (every other answer of the back office may be framed by nobody).
 */
export function sendFramedPreview(
  response: Response,
  env: Pick<Env, "ANALYTICS_SCRIPT_URL">,
  status: number,
  html: string,
) {
  response
    .status(status)
    .set("Content-Security-Policy", pagePolicyFor(env)([]).replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
    .set("X-Frame-Options", "SAMEORIGIN")
    .type("text/html; charset=utf-8")
    .send(html);
}
