// Process entry of the production server. All server code is bundled into the build;
// this file only loads it. `npm start` builds first when the build is missing or stale.
import { fileURLToPath } from "node:url";

const build = await import("./build/server/index.js");
await build.entry.module.startServer(build, {
  clientDir: fileURLToPath(new URL("./build/client", import.meta.url)),
});
