// `npm run backup`: a consistent copy of the SQLite database under DATA_DIR/backups/, taken while
// the site runs, by the build's server code (built-server.ts) with the server's configuration.
// Prints the file's path.
import { runWithBuild } from "./built-server.ts";

process.exitCode = await runWithBuild((server) => server.runBackupCommand());
