import { type Request, type Response, Router } from "express";
import { renderToStaticMarkup } from "react-dom/server";
import { documentDef } from "~/content/documents";
import { log } from "~/platform/observability/log.server";
import { adminLanguage } from "~/server/admin/admin-words.server";
import { type AdminServices, handle } from "~/server/admin/kit.server";
import { documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { adminCss, adminCssHash } from "~/server/admin/styles.server";
import { openReviewLink, type ReviewLink } from "~/server/content/review-links.server";
import { busyRetryAfterSeconds } from "~/server/http/admission.server";
import { renderBusyPage } from "~/server/http/busy-pages.server";
import type { LivePages } from "~/server/http/live-pages.server";
import { pagePolicyFor } from "~/server/http/security-headers.server";
import { siteConfig } from "~/site/config";
import { previewPage, previewPagePolicy, previewWidth } from "./preview-bar.server";
import { renderPreview, sendFramedPreview } from "./preview-render.server";
import { previewCopy } from "./preview-words.server";

/** Review renders one process works on at once; past it (or with the event loop late) a 503. */
const maxReviewRenders = 2;
/** Rendered review pages kept per process, until what is published changes. */
const keptReviewPages = 32;

/** The page of a link that opens nothing: the same words whatever the reason, in Spanish and English. */
function closedPage(reason: "unknown" | "gone"): string {
  const words = (["es", "en"] as const).map((lang) => {
    const publicWords = previewCopy[lang].public;
    return {
      lang,
      title: reason === "gone" ? publicWords.goneTitle : publicWords.unknownTitle,
      text: reason === "gone" ? publicWords.goneText : publicWords.unknownText,
    };
  });
  const markup = renderToStaticMarkup(
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${words[0]?.title} · ${siteConfig.brandName}`}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the constant stylesheet, allowed by its hash */}
        <style dangerouslySetInnerHTML={{ __html: adminCss }} />
      </head>
      <body>
        <main className="narrow">
          <p className="brand">{siteConfig.brandName}</p>
          {words.map((word, index) => (
            <section key={word.lang} lang={word.lang}>
              {index === 0 ? <h1>{word.title}</h1> : <h2>{word.title}</h2>}
              <p>{word.text}</p>
            </section>
          ))}
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}

const closedPolicy = `default-src 'none'; style-src ${adminCssHash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

type ReviewServices = Pick<AdminServices, "env" | "storage" | "now">;
type Load = { lagMs: () => number; maxLagMs: number };

/** Opens a link, or answers for one that opens nothing (404 not genuine, 410 expired or revoked) and gives null. */
function linkOpener(services: ReviewServices) {
  const secret = services.env.REVIEW_LINK_SECRET;
  return async (request: Request, response: Response): Promise<ReviewLink | null> => {
    const opened = await openReviewLink(services.storage, secret, String(request.params.token ?? ""), services.now());
    if (opened.ok && documentDef(opened.link.documentId)) return opened.link;
    const reason = opened.ok ? "unknown" : opened.reason;
    log.info({ event: "review_link_refused", reason });
    response
      .status(reason === "gone" ? 410 : 404)
      .set("Content-Security-Policy", closedPolicy)
      .type("text/html; charset=utf-8")
      .send(closedPage(reason));
    return null;
  };
}

/** The preview bar of a link (what is shown, until when, the width) above the frame of its page. */
function sendReviewBar(request: Request, response: Response, link: ReviewLink) {
  const def = documentDef(link.documentId);
  if (!def) return;
  const lang = adminLanguage(request.headers["accept-language"]);
  const width = previewWidth(request.query.width);
  const self = `/review/${link.token}`;
  response
    .status(200)
    .set("Content-Security-Policy", previewPagePolicy)
    .type("text/html; charset=utf-8")
    .send(
      previewPage({
        lang,
        name: documentName(def, studioCopy[lang], lang, link.written.es),
        pageLang: link.lang,
        state: { draft: link.shows === "draft" },
        width,
        frame: `${self}/frame`,
        at: (chosen) => (chosen === "phone" ? `${self}?width=phone` : self),
        review: { expiresAt: link.expiresAt },
      }),
    );
}

/**
 * The page a link shares, in its frame: kept once rendered (per link, until a publish) and served
 * again; at most `maxReviewRenders` render at once, and none while the event loop is late (503).
 */
function reviewFrames(services: ReviewServices, livePages: LivePages | undefined, load: Load) {
  const busyPolicy = pagePolicyFor(services.env)([]);
  const kept = new Map<string, { content: unknown; status: number; html: string }>();
  let rendering = 0;
  return async (response: Response, link: ReviewLink) => {
    const content = livePages?.snapshot();
    const hit = kept.get(link.id);
    if (hit && hit.content === content) return sendFramedPreview(response, services.env, hit.status, hit.html);
    if (!livePages || rendering >= maxReviewRenders || load.lagMs() > load.maxLagMs) {
      log.warn({ event: "review_render_shed", rendering });
      return response
        .status(503)
        .set("Retry-After", String(busyRetryAfterSeconds))
        .set("Content-Security-Policy", busyPolicy)
        .type("text/html; charset=utf-8")
        .send(renderBusyPage(link.lang));
    }
    rendering++;
    let rendered: Awaited<ReturnType<typeof renderPreview>>;
    try {
      rendered = await renderPreview(livePages, link.documentId, link.written, link.lang);
    } finally {
      rendering--;
    }
    if (!rendered) {
      response.status(404).set("Content-Security-Policy", closedPolicy).type("text/html; charset=utf-8");
      return void response.send(closedPage("unknown"));
    }
    kept.delete(link.id);
    kept.set(link.id, { content, ...rendered });
    if (kept.size > keptReviewPages) kept.delete(kept.keys().next().value ?? "");
    sendFramedPreview(response, services.env, rendered.status, rendered.html);
  };
}

/**
 * Review links at /review/<token>, without signing in: the preview bar (what is shown, until
 * when, the width; nothing to edit) above the shared copy of the page in a frame. Every answer
 * is private, never stored, never indexed, and sends no referrer. A link that is not genuine
 * answers 404, one that expired or was revoked 410, both with a page that says only that.
 * Renders are bounded: a rendered page is kept (per link, until a publish) and served again, at
 * most `maxReviewRenders` render at once, and none while the event loop is late.
 */
export function reviewRouter(services: ReviewServices, livePages: LivePages | undefined, load: Load): Router {
  const router = Router();
  const open = linkOpener(services);
  const sendFrame = reviewFrames(services, livePages, load);

  router.use((_request, response, next) => {
    response.set({
      "X-Robots-Tag": "noindex, nofollow",
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      Vary: "Accept-Language",
    });
    next();
  });

  router.get(
    "/:token",
    handle(async (request, response) => {
      const link = await open(request, response);
      if (link) sendReviewBar(request, response, link);
    }),
  );

  router.get(
    "/:token/frame",
    handle(async (request, response) => {
      const link = await open(request, response);
      if (link) await sendFrame(response, link);
    }),
  );

  router.use((_request, response) => {
    response
      .status(404)
      .set("Content-Security-Policy", closedPolicy)
      .type("text/html; charset=utf-8")
      .send(closedPage("unknown"));
  });
  return router;
}
