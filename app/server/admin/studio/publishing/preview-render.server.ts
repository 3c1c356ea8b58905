import type { Response } from "express";
import { type ContentSnapshot, pathsShowing } from "~/content/documents";
import type { Written } from "~/content/text-units";
import { type Language, localizePath } from "~/i18n/languages";
import type { Env } from "~/platform/env.server";
import { regionAttribute } from "~/region/region-shown";
import type { LivePages } from "~/server/http/live-pages.server";
import { pagePolicyFor } from "~/server/http/security-headers.server";

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A written design or project made visible (a no-op for one already visible, or for any other document). */
function shownWritten(written: Written): Written {
  const es = record(written.es);
  return es.visible === false ? { ...written, es: { ...es, visible: true } } : written;
}

/**
 * The content a preview renders: what the site shows now with `written` in place of the document.
 * A design or project is previewed as it will be once shown, even while it is hidden (a new one
 * starts hidden and stays so until an editor shows it): otherwise the collection, which lists only
 * visible designs, answers its page with the 404 page. A project's designs are shown with it (a
 * project without a shown design is not shown either). Nothing else of the site changes.
 */
export function previewSnapshot(live: ContentSnapshot, id: string, written: Written): ContentSnapshot {
  const snapshot = new Map([...live, [id, written]]);
  if (!id.startsWith("design.") && !id.startsWith("project.")) return snapshot;
  snapshot.set(id, shownWritten(written));
  if (id.startsWith("project.")) {
    const designs = record(written.es).designs;
    for (const slug of Array.isArray(designs) ? designs : []) {
      const design = typeof slug === "string" ? snapshot.get(`design.${slug}`) : undefined;
      if (design) snapshot.set(`design.${slug}`, shownWritten(design));
    }
  }
  return snapshot;
}

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
  const snapshot = previewSnapshot(livePages.snapshot(), id, written);
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
