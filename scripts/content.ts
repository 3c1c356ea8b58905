// `npm run content -- export --lang en [--out FILE]` / `npm run content -- import FILE [--publish]`:
// the translation round trip in XLIFF 2.0, run by the build's server code (built-server.ts) with the
// server's configuration.
import { runWithBuild } from "./built-server.ts";

process.exitCode = await runWithBuild((server) => server.runContentCommand(process.argv.slice(2)));
