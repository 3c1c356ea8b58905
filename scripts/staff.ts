// `npm run staff -- add|role|remove|reset-2fa <email>` / `npm run staff -- list`: the back office's
// accounts, run by the server's own code and configuration (DATABASE_URL, DATA_DIR).
import { builtServer } from "./build-if-needed.ts";

process.exitCode = await (await builtServer()).runStaffCommand(process.argv.slice(2));
