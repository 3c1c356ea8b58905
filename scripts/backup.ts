// `npm run backup`: a consistent copy of the SQLite database under DATA_DIR/backups/, taken while
// the site runs, by the server's own code and configuration. Prints the file's path.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt, root } from "./build-if-needed.ts";

ensureBuilt();
const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
process.exitCode = await build.entry.module.runBackupCommand();
