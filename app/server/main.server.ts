import type { ServerBuild } from "react-router";
import { getEnv } from "./env.server";
import { createApp } from "./http.server";
import { type Services, startServices, stopServices } from "./services.server";

/**
 * Starts the site: validates configuration, opens and migrates the database, starts the outbox
 * worker, then listens; stops cleanly on SIGTERM/SIGINT.
 */
export async function startServer(build: ServerBuild, options: { clientDir: string }) {
  const env = getEnv();
  let services: Services;
  try {
    services = await startServices(env, { clientDir: options.clientDir });
  } catch (error) {
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }
  const app = createApp({ build, clientDir: options.clientDir, services });
  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`Site listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
  });
  server.on("error", (error) => {
    console.error(`Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => {
    server.close(() => {
      void stopServices().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return server;
}
