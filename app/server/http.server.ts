import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { staticFiles } from "./static.server";

/** The site's HTTP app: static and pre-rendered files first, then React Router. */
export function createApp({ build, clientDir }: { build: ServerBuild; clientDir: string }) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);
  app.use(staticFiles(clientDir));
  app.use(createRequestHandler({ build, mode: "production" }));
  return app;
}
