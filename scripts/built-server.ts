// The server code of the build in build/, for the commands run beside the site (`npm run staff`,
// `leads`, `backup`, `content`, `check:launch`, and the bench's commit rate): imported as it is,
// read only. They never build, whatever changed since the build (decision 027): only
// `npm run build` and `npm start` do, with the server's settings, so a shell without those
// settings cannot rebuild the pages under a running server. What the commands need of the
// configuration (DATABASE_URL, DATA_DIR) they read from the environment as they run, as the
// server does.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./build-if-needed.ts";

/** What the build's server entry module exports (app/entry.server.tsx). */
export type ServerEntry = typeof import("../app/entry.server.tsx");

export const noBuild =
  "There is no build to run this command with (build/server/index.js is missing). It never builds: " +
  "run `npm run build` (or `npm start`, which builds when needed) first.";

/** The server entry module of `dir`'s build, imported as it is; null when there is no build. */
export async function builtServer<Server = ServerEntry>(dir = root): Promise<Server | null> {
  const entry = path.join(dir, "build/server/index.js");
  if (!existsSync(entry)) return null;
  // React's production build, as the server's processes load it (server.js).
  process.env.NODE_ENV ??= "production";
  const build = await import(pathToFileURL(entry).href);
  return build.entry.module as Server;
}

/**
 * Runs `command` with the server entry module of `dir`'s build and answers its exit code; without
 * a build, answers 1 and says how to make one.
 */
export async function runWithBuild<Server = ServerEntry>(
  command: (server: Server) => Promise<number>,
  {
    dir = root,
    err = (text) => void process.stderr.write(`${text}\n`),
  }: { dir?: string; err?: (text: string) => void } = {},
): Promise<number> {
  const server = await builtServer<Server>(dir);
  if (!server) {
    err(noBuild);
    return 1;
  }
  return command(server);
}
