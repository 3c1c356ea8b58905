import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "./env.server";
import { healthHandler } from "./health.server";
import { postGuard } from "./post-guard.server";
import { bundledCountryDb, regionHandler } from "./region.server";
import { pagePolicyFor, securityHeaders } from "./security-headers.server";
import { generatedFile, robotsTxt, sitemapXml } from "./sitemap.server";
import { staticFiles } from "./static.server";

/** The site's HTTP app: security headers, the API, static and pre-rendered files, then React Router. */
export function createApp({ build, clientDir, env }: { build: ServerBuild; clientDir: string; env: Env }) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false); // the region check reads X-Forwarded-For itself, only with TRUST_PROXY
  app.use(securityHeaders({ siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY }));
  app.get("/healthz", healthHandler);
  app.get("/api/region", regionHandler({ dbFile: env.GEOIP_DB ?? bundledCountryDb(), trustProxy: env.TRUST_PROXY }));
  app.get("/sitemap.xml", generatedFile("application/xml; charset=utf-8", sitemapXml(env.SITE_URL)));
  app.get("/robots.txt", generatedFile("text/plain; charset=utf-8", robotsTxt(env.SITE_URL)));
  app.use(staticFiles(clientDir, { pagePolicy: pagePolicyFor(env) }));
  app.use(postGuard({ trustProxy: env.TRUST_PROXY }));
  app.use(createRequestHandler({ build, mode: "production" }));
  return app;
}
