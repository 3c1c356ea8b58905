// `npm run leads -- export <email>` / `npm run leads -- erase <email>`: a data subject's access and
// erasure requests, run by the server's own code and configuration (DATABASE_URL, DATA_DIR).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt, root } from "./build-if-needed.ts";

ensureBuilt();
const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
process.exitCode = await build.entry.module.runLeadsCommand(process.argv.slice(2));
