import express from "express";
import type { ServerBuild } from "react-router";
import { shownCollectionPaths } from "~/content/collection/shown-paths";
import { seedSnapshot } from "~/content/documents";
import { splitLanguage } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { roomPictureLimits } from "~/leads/server/room-picture.server";
import { metricsHandler } from "~/platform/observability/metrics.server";
import { requestLog } from "~/platform/observability/request-log.server";
import { bundledCountryDb, clientAddress, regionHandler } from "~/platform/region.server";
import { configuratorPath, specSheetPath } from "~/rug/configuration";
import { isSharedSelectionPath, selectionDownloadPath } from "~/selection/selection";
import { selectionDownloadHandler } from "~/selection/server/download-endpoint.server";
import { specifierPackPath } from "~/specifier/pack-addresses";
import { specifierPackHandler } from "~/specifier/server/pack-endpoint.server";
import { specSheetHandler } from "~/specifier/server/sheet-endpoint.server";
import { type DocumentWorkers, documentWorkers } from "~/specifier/server/workers/worker-pool.server";
import { adminRouter } from "../admin/router.server";
import { reviewRouter } from "../admin/studio/publishing/review-public.server";
import { largestMediaFile } from "../content/media.server";
import { publishedDates } from "../content/store/published.server";
import type { Services } from "../services.server";
import { busyPage, busyRetryAfterSeconds, formAdmission } from "./admission.server";
import { bodyIntake, defaultBodyIntake } from "./body-intake.server";
import { generatedCatalogueHandler } from "./generated-catalogues.server";
import { healthHandler } from "./health.server";
import type { LivePages } from "./live-pages.server";
import { mediaHandler } from "./media-files.server";
import { formsAt, pageAddress, pageQuery } from "./page-addresses.server";
import { maxBodyBytes, postGuard } from "./post-guard.server";
import { formGate, methodGate, postCounter } from "./post-targets.server";
import { renderAdmission } from "./render-admission.server";
import { requestContext } from "./request-context.server";
import { createRequestHandler } from "./request-handler.server";
import { routeManifestHandler } from "./route-manifest.server";
import { searchIndexHandler } from "./search-index.server";
import { pagePolicyFor, securityHeaders } from "./security-headers.server";
import { generatedFile, robotsTxt, sitemapHandler } from "./sitemap.server";
import { staticFiles } from "./static.server";

/** What the process tells the app about itself: whether it is stopping, how late its event loop runs. */
export type Lifecycle = { shuttingDown: () => boolean; lagMs: () => number };

/**
 * The site's HTTP app: request ids and the access log, security headers, the API, static and
 * pre-rendered files, the form post admission, the render admission (pages rendered on request:
 * cached, bounded), then React Router. In development (`npm run dev`,
 * process/development.server.ts) the same app runs behind Vite, without the client build's files
 * and the render admission.
 */
export function createApp({
  build,
  clientDir,
  mode = "production",
  services,
  lifecycle = { shuttingDown: () => false, lagMs: () => 0 },
  gatherMetrics,
  livePages,
  documents,
}: {
  build: ServerBuild;
  /** The client build: its files and pre-rendered pages are served from it (none in development). */
  clientDir: string | null;
  /** "development": React Router's development mode, and nothing rendered is kept (see below). */
  mode?: "production" | "development";
  services: Services;
  lifecycle?: Lifecycle;
  /** Every process's metrics (cluster.server.ts); default: this process's. */
  gatherMetrics?: () => Promise<string>;
  /** Published content and the pages rendered from it (absent: the build's pages only). */
  livePages?: LivePages;
  /** Where documents are drawn (absent: in this process). */
  documents?: DocumentWorkers;
}) {
  const { env } = services;
  // One line for every document this app draws (sheets, packs, a project's packs), shared fairly
  // between the addresses that ask: the process's document thread, else drawn in the process
  // itself (development, a test).
  const drawing = documents ?? documentWorkers({ maxPending: 4 });
  const snapshot = () => livePages?.snapshot() ?? seedSnapshot;
  const renderedQuery = (requestPath: string, query: URLSearchParams) =>
    pageQuery(pageAddress(requestPath), query, snapshot());
  const forms = formGate({ snapshot, count: postCounter(services.storage), clientAddress });
  // The policy of the pages this app writes itself (busy pages): no inline script, inline style.
  const busyPagePolicy = pagePolicyFor(env)([]);
  const app = express();
  app.disable("x-powered-by");
  // TRUST_PROXY hops: req.ip is the X-Forwarded-For entry that many hops from the right (0: the socket).
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestLog());
  app.use((_request, response, next) => {
    // A stopping server answers what it has and lets the connection go, so the client reconnects elsewhere.
    if (lifecycle.shuttingDown()) response.set("Connection", "close");
    next();
  });
  app.use(securityHeaders({ siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY > 0 }));
  app.use(
    methodGate((path) =>
      /^\/(admin|review)(\/|$)/.test(path) || formsAt(pageAddress(path), snapshot()).length > 0
        ? "GET, HEAD, POST"
        : "GET, HEAD",
    ),
  );
  app.get("/healthz", healthHandler(services.storage, lifecycle));
  app.get("/metrics", metricsHandler(env.METRICS_TOKEN, gatherMetrics));
  app.get("/api/region", regionHandler({ dbFile: env.GEOIP_DB ?? bundledCountryDb() }));
  // The search palette's designs and case studies, from the published content.
  app.get("/api/search-index/:lang", searchIndexHandler(snapshot));
  // A studio design's picture from above, its largest file: its sheet's and pack's pictures are made from it.
  const media = (name: string) => largestMediaFile(services.storage, name);
  app.get(specSheetPath, specSheetHandler({ siteUrl: env.SITE_URL, snapshot, media, documents: drawing }));
  // A rug's specifier pack (ZIP), for a configuration or a design of the published collection.
  app.get(
    specifierPackPath,
    specifierPackHandler({
      siteUrl: env.SITE_URL,
      snapshot,
      media,
      documents: drawing,
    }),
  );
  // The specifier's project as its FF&E schedule (Excel, CSV) or a ZIP of it and every rug's pack.
  app.get(
    selectionDownloadPath,
    selectionDownloadHandler({
      siteUrl: env.SITE_URL,
      snapshot,
      storage: services.storage,
      media,
      documents: drawing,
    }),
  );
  // Uploaded images, from the database: every instance serves every upload.
  app.get("/media/:name", mediaHandler(services.storage));
  app.get(
    "/sitemap.xml",
    sitemapHandler({
      siteUrl: env.SITE_URL,
      snapshot,
      publishedAt: (ids) => publishedDates(services.storage, ids),
    }),
  );
  app.get("/robots.txt", generatedFile("text/plain; charset=utf-8", robotsTxt(env.SITE_URL)));
  // The back office: server-rendered, no script, its own policy and headers (admin/router.server.tsx).
  app.use("/admin", adminRouter({ ...services, livePages }));
  // Review links: a shared draft, read only, without signing in (admin/studio/publishing/review-public.server.tsx).
  app.use(
    "/review",
    reviewRouter(services, livePages, { lagMs: lifecycle.lagMs, maxLagMs: env.FORM_POSTS_MAX_LAG_MS }),
  );
  // Development has no client build: Vite, in front of this app, serves public/ and the client's
  // modules as they are now, and every page is rendered on request (nothing is pre-rendered).
  // React Router's route discovery, answered without its matching of every address asked for
  // (in development React Router answers it, from the build Vite has just compiled).
  if (mode === "production" && build.routeDiscovery.mode === "lazy")
    app.get(build.routeDiscovery.manifestPath, routeManifestHandler(build));
  if (clientDir !== null)
    app.use(staticFiles(clientDir, { pagePolicy: pagePolicyFor(env), rendered: livePages?.file, renderedQuery }));
  // Catalogues redrawn after a published change, from the database (every instance serves them).
  app.get("/catalogues/:name", generatedCatalogueHandler(services.storage));
  // A quote request from the configurator may carry the room picture (at most 5 MB); every other
  // post keeps the 64 KB limit.
  app.use(
    postGuard((request) =>
      // The page's own post, or React Router's data request for it (`/configurador.data`).
      splitLanguage(request.path.replace(/\.data$/, "")).path === configuratorPath
        ? roomPictureLimits.bytes + maxBodyBytes
        : maxBodyBytes,
    ),
  );
  // A post no page at its address takes is refused before its body is read.
  app.use(forms.beforeBody);
  // The body is read whole before the admission gives it a slot (body-intake.server.ts).
  app.use(
    bodyIntake({
      ...defaultBodyIntake,
      busy: (request, response) => {
        response.set("Content-Security-Policy", busyPagePolicy);
        if (!request.path.endsWith(".data")) return busyPage(request, response);
        response
          .status(503)
          .set("Retry-After", String(busyRetryAfterSeconds))
          .set("Cache-Control", "no-store")
          .type("text/plain; charset=utf-8")
          .send(messages[splitLanguage(request.path.replace(/\.data$/, "")).lang].tooManyRequests);
      },
    }),
  );
  // A post naming no form its page shows is refused before it takes a slot.
  app.use(forms.afterBody);
  app.use(
    formAdmission({
      maxInFlight: env.FORM_POSTS_IN_FLIGHT,
      maxLagMs: env.FORM_POSTS_MAX_LAG_MS,
      lagMs: lifecycle.lagMs,
      shuttingDown: lifecycle.shuttingDown,
      pagePolicy: busyPagePolicy,
    }),
  );
  // Not in development: its cache would answer with a page as it was before an edit, and its
  // pacing would hold pages back while Vite compiles a module for the first time.
  if (mode === "production")
    app.use(
      renderAdmission({
        // The lag that sheds posts sheds renders too: both are work that can be refused while pages go on.
        maxLagMs: env.FORM_POSTS_MAX_LAG_MS,
        lagMs: lifecycle.lagMs,
        routes: build.routes,
        // A design's or case study's address is a page while published content shows it; one taken
        // off, or never shown, is an unknown address like any other. A shared project's address is
        // its page when it has a token's shape (the page answers 404 or 410 for a link it has not).
        shown: (pathname) => {
          const { lang, path } = splitLanguage(pathname);
          return shownCollectionPaths(snapshot(), lang).has(path) || isSharedSelectionPath(path);
        },
        renderedQuery,
        pagePolicy: busyPagePolicy,
        // A publish changes what rendered pages show: the cache starts again from it.
        content: livePages?.snapshot,
      }),
    );
  app.use(
    createRequestHandler({
      build,
      mode,
      getLoadContext: (request, response) =>
        requestContext({
          clientAddress: clientAddress(request),
          services,
          dataRequest: request.path.endsWith(".data"),
          admission: response.locals.admission,
          ...(livePages ? { content: livePages.snapshot() } : {}),
        }),
    }),
  );
  return app;
}
