// Process entry of the production server. All server code is bundled into the build;
// this file only loads it. `npm start` builds first when the build is missing or stale.
// The same file starts each server process's document thread (app/specifier/server/workers/).
import { enableCompileCache } from "node:module";
import { fileURLToPath } from "node:url";
import { isMainThread } from "node:worker_threads";

// V8's compiled code for the build and its packages, kept on disk (the system's temporary
// folder) by the first process that loads them: a process started to replace one that died
// compiles none of it again (about a fifth of the CPU time a new process spent before it served).
enableCompileCache();

// React and the other packages the server bundle imports choose their production build by this
// variable when they load: unset, every page was rendered by React's development build, with
// its checks: 150 filtered collection pages took 21-22 s on one process, against 6-7 s with
// the production build (2026-12-07, 2 cores). An operator who sets it keeps their value.
process.env.NODE_ENV ??= "production";

const build = await import("./build/server/index.js");
if (isMainThread) {
  await build.entry.module.startServer(build, {
    clientDir: fileURLToPath(new URL("./build/client", import.meta.url)),
    documentThreadFile: fileURLToPath(import.meta.url),
  });
} else {
  build.entry.module.serveDocumentJobs();
}
