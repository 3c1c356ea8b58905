import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { healthHandler } from "./health.server";
import { metricsHandler } from "./metrics.server";
import { postGuard } from "./post-guard.server";
import { bundledCountryDb, clientAddress, regionHandler } from "./region.server";
import { requestContext } from "./request-context.server";
import { pagePolicyFor, securityHeaders } from "./security-headers.server";
import type { Services } from "./services.server";
import { generatedFile, robotsTxt, sitemapXml } from "./sitemap.server";
import { staticFiles } from "./static.server";

/** The site's HTTP app: security headers, the API, static and pre-rendered files, then React Router. */
export function createApp({
  build,
  clientDir,
  services,
}: {
  build: ServerBuild;
  clientDir: string;
  services: Services;
}) {
  const { env } = services;
  const app = express();
  app.disable("x-powered-by");
  // TRUST_PROXY hops: req.ip is the X-Forwarded-For entry that many hops from the right (0: the socket).
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(securityHeaders({ siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY > 0 }));
  app.get("/healthz", healthHandler(services.storage));
  app.get("/metrics", metricsHandler(env.METRICS_TOKEN));
  app.get("/api/region", regionHandler({ dbFile: env.GEOIP_DB ?? bundledCountryDb() }));
  app.get("/sitemap.xml", generatedFile("application/xml; charset=utf-8", sitemapXml(env.SITE_URL)));
  app.get("/robots.txt", generatedFile("text/plain; charset=utf-8", robotsTxt(env.SITE_URL)));
  app.use(staticFiles(clientDir, { pagePolicy: pagePolicyFor(env) }));
  app.use(postGuard());
  app.use(
    createRequestHandler({
      build,
      mode: "production",
      getLoadContext: (request) => requestContext({ clientAddress: clientAddress(request), services }),
    }),
  );
  return app;
}
