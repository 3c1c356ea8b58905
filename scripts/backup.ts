// `npm run backup`: a consistent copy of the SQLite database under DATA_DIR/backups/, taken while
// the site runs, by the server's own code and configuration. Prints the file's path.
import { builtServer } from "./build-if-needed.ts";

process.exitCode = await (await builtServer()).runBackupCommand();
