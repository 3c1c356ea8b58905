// `npm run leads -- export <email>` / `npm run leads -- erase <email>`: a data subject's access and
// erasure requests, run by the build's server code (built-server.ts) with the server's
// configuration (DATABASE_URL, DATA_DIR).
import { runWithBuild } from "./built-server.ts";

process.exitCode = await runWithBuild((server) => server.runLeadsCommand(process.argv.slice(2)));
