import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { getEnv } from "~/platform/env.server";
import { withModulesOnReach } from "~/server/http/modules-on-reach.server";
import { inlineScriptHashes, pagePolicyFor } from "~/server/http/security-headers.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: pages are small, pre-rendered at build, and
 * crawlers and visitors get the same complete HTML. A page rendered on request (404, a form's
 * answer) gets the Content-Security-Policy of its own inline scripts, as pre-rendered pages do.
 * Module preloads are left out: text, fonts and the hero image come first.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // The whole page is ready before it is sent: every Suspense boundary goes in its place, none
      // is moved into place later by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        text(body).then((rendered) => {
          const html = withModulesOnReach(rendered);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", pagePolicyFor(getEnv())(inlineScriptHashes(html)));
          resolve(new Response(html, { headers: responseHeaders, status }));
        }, reject);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

export { runBackupCommand } from "~/server/cli/backup-command.server";
export { runContentCommand } from "~/server/cli/content.server";
export { runLaunchCheck } from "~/server/cli/launch.server";
export { measureLeadCommits } from "~/server/cli/lead-store-rate.server";
export { runLeadsCommand } from "~/server/cli/leads.server";
export { runStaffCommand } from "~/server/cli/staff.server";
// The HTTP server lives in the server bundle, so it shares the app's modules and aliases;
// server.js (the process entry) reaches it through the build's entry module, and `npm run dev`
// (scripts/dev.ts) through the first build Vite compiles (each newer build makes its own app).
export { developmentApp, startDevelopment } from "~/server/process/development.server";
export { startServer } from "~/server/process/main.server";
export { serveDocumentJobs } from "~/specifier/server/workers/worker-pool.server";
