import type { ServerBuild } from "react-router";
import { getEnv } from "./env.server";
import { createApp } from "./http.server";

/** Starts the site: validates configuration, then listens; stops cleanly on SIGTERM/SIGINT. */
export async function startServer(build: ServerBuild, options: { clientDir: string }) {
  const env = getEnv();
  const app = createApp({ build, clientDir: options.clientDir, env });
  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`Site listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
  });
  server.on("error", (error) => {
    console.error(`Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return server;
}
