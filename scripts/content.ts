// `npm run content -- export --lang en [--out FILE]` / `npm run content -- import FILE [--publish]`:
// the translation round trip in XLIFF 2.0, run by the server's own code and configuration.
import { builtServer } from "./build-if-needed.ts";

process.exitCode = await (await builtServer()).runContentCommand(process.argv.slice(2));
