// `npm run staff -- add|role|remove|reset-2fa <email>` / `npm run staff -- list`: the back office's
// accounts, run by the build's server code (built-server.ts) with the server's configuration
// (DATABASE_URL, DATA_DIR).
import { runWithBuild } from "./built-server.ts";

process.exitCode = await runWithBuild((server) => server.runStaffCommand(process.argv.slice(2)));
