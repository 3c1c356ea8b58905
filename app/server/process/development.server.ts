import type { Server } from "node:http";
import express, { type Express } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { Env } from "~/platform/env.server";
import { log } from "~/platform/observability/log.server";
import { createApp, type Lifecycle } from "~/server/http/app.server";
import { startLivePages } from "~/server/http/live-pages.server";
import { pagePolicyFor } from "~/server/http/security-headers.server";
import { type Services, startServices, stopServices } from "~/server/services.server";
import { deploySeed, guardProcess, readEnv, shutdownMs } from "./main.server";

/** React Router's server build as Vite compiles it from the current sources. */
const serverBuildId = "virtual:react-router/server-build";

/** The site's app for one server build, and what to stop when a newer build replaces it. */
export type DevelopmentApp = { app: Express; stop: () => void };

/** What the process keeps across builds: its configuration, its services, whether it is stopping. */
export type DevelopmentProcess = { env: Env; services: Services; lifecycle: Lifecycle };

/**
 * `npm run dev` (scripts/dev.ts): the site as production serves it, in one process, with Vite in
 * front for the browser's modules and their hot updates. Configuration, migrations and the
 * services (storage, outbox worker, retention) are taken and started once, here;
 * everything a request meets (the HTTP app, its handlers, the route modules) comes from the server
 * build Vite compiles from the current sources, made again after an edit, so a change to a route,
 * a content module or a handler answers the next request without a restart.
 *
 * Called once, from the first build's entry module: the modules this function and the services
 * come from are not reloaded (an edit to them, to the outbox or to storage needs a restart).
 *
 * Pages carry production's Content-Security-Policy: Vite's client and the modules are files of
 * this origin, React Router's inline scripts are allowed by their hashes (entry.server.tsx), and
 * the hot updates come over a websocket on this same port (connect-src 'self'), so a change
 * that breaks the policy shows while it is being made.
 */
export async function startDevelopment({ vite, server }: { vite: ViteDevServer; server: Server }) {
  guardProcess("development");
  const env = readEnv();
  let services: Services;
  try {
    // Storage opens with its migrations. The catalogues' manifest is read where the build step
    // writes it (public/catalogues/): there is no client build.
    services = await startServices(env, { clientDir: vite.config.publicDir });
  } catch (error) {
    log.fatal({ event: "database_unavailable", error: (error as Error).message }, "Could not open the database");
    process.exit(1);
  }
  let shuttingDown = false;
  // No event-loop lag is reported: Vite compiles modules on this loop, and the lag of a first
  // compile would have form posts refused as if the site were overloaded.
  const lifecycle: Lifecycle = { shuttingDown: () => shuttingDown, lagMs: () => 0 };
  const apps = appsByBuild({ env, services, lifecycle });
  const loadBuild = () => vite.ssrLoadModule(serverBuildId) as Promise<ServerBuild>;
  try {
    await apps.appFor(await loadBuild()); // a start that cannot render says so now, not at the first visit
  } catch (error) {
    log.fatal({ event: "content_unavailable", error: (error as Error).message }, "Could not start the site's app");
    process.exit(1);
  }

  const outer = express();
  outer.disable("x-powered-by");
  // Vite first: the client's modules, its hot updates and public/. It answers only what is its own.
  outer.use(vite.middlewares);
  outer.use(async (request, response, next) => {
    try {
      const { app } = await apps.appFor(await loadBuild());
      app(request, response, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  server.on("request", outer);
  server.on("error", (error) => {
    log.fatal({ event: "listen_failed", error: error.message }, `Could not listen on ${env.HOST}:${env.PORT}`);
    process.exit(1);
  });
  server.listen(env.PORT, env.HOST, () => {
    const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`;
    log.info({ event: "listening", url, mode: "development" }, `Site listening on ${url} (development)`);
  });

  const stop = async (why: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    setTimeout(() => process.exit(1), shutdownMs).unref();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    apps.stop();
    await vite.close();
    await stopServices();
    log.info({ event: "process_stopped", why });
    process.exit(0);
  };
  // React Router's plugin runs a Vite server of its own (its child compiler) that ends the process
  // on SIGTERM before the outbox and the database are closed; closing Vite here closes it too.
  process.removeAllListeners("SIGTERM");
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

/**
 * The app of each server build, made once per build: Vite hands out the same module namespace
 * until a source it was compiled from changes. The app of the build before is stopped (its
 * requests in flight finish).
 */
function appsByBuild(shared: DevelopmentProcess) {
  let current: { build: ServerBuild; app: Promise<DevelopmentApp> } | undefined;
  return {
    appFor(build: ServerBuild): Promise<DevelopmentApp> {
      if (current?.build === build) return current.app;
      const previous = current;
      if (previous) log.info({ event: "server_build_reloaded" }, "Server code changed: the next requests use it");
      // The build's own entry module makes its app, so the app's code is the build's too.
      const app = (build.entry.module as unknown as DevelopmentEntry).developmentApp(build, shared);
      current = { build, app };
      void previous?.app.then(
        (made) => made.stop(),
        () => {},
      );
      // A build that could not make its app is tried again at the next request.
      app.catch(() => {
        if (current?.app === app) current = undefined;
      });
      return app;
    },
    stop() {
      void current?.app.then(
        (made) => made.stop(),
        () => {},
      );
    },
  };
}

type DevelopmentEntry = { developmentApp: typeof developmentApp };

/**
 * The site's app for one server build in development: the production app without the client
 * build's files and the render cache (http/app.server.ts), in React Router's development mode,
 * following published content without rendering pages ahead (http/live-pages.server.ts).
 */
export async function developmentApp(build: ServerBuild, { env, services, lifecycle }: DevelopmentProcess) {
  // Each build is a deploy: an edited content module goes live, with what editors changed in the
  // studio carried over, as at a production start (the stored version would hide the edit).
  await deploySeed(services.storage);
  const livePages = startLivePages({
    storage: services.storage,
    build,
    siteUrl: env.SITE_URL,
    requestInfo: { services },
    pagePolicy: pagePolicyFor(env),
    mode: "development",
  });
  try {
    await livePages.ready;
  } catch (error) {
    livePages.stop();
    throw error;
  }
  const app = createApp({ build, clientDir: null, mode: "development", services, lifecycle, livePages });
  return { app, stop: livePages.stop } satisfies DevelopmentApp;
}
