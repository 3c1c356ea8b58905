// `npm run leads -- export <email>` / `npm run leads -- erase <email>`: a data subject's access and
// erasure requests, run by the server's own code and configuration (DATABASE_URL, DATA_DIR).
import { builtServer } from "./build-if-needed.ts";

process.exitCode = await (await builtServer()).runLeadsCommand(process.argv.slice(2));
