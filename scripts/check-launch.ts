// `npm run check:launch`: lists the fictional placeholders still in site configuration (tax id,
// registry entry, phone, e-mail, legal name) and the sample designs and projects the database
// still publishes, and fails while any is left. Run it before going live, with the server's
// configuration (DATABASE_URL, DATA_DIR): it reads what the site publishes, with the build's server
// code (built-server.ts).
import { runWithBuild } from "./built-server.ts";

process.exitCode = await runWithBuild((server) => server.runLaunchCheck());
