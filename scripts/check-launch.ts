// `npm run check:launch`: lists the fictional placeholders still in site configuration (tax id,
// registry entry, phone, e-mail, legal name) and the sample designs and projects the database
// still publishes, and fails while any is left. Run it before going live, with the server's
// configuration (DATABASE_URL, DATA_DIR): it reads what the site publishes.
import { builtServer } from "./build-if-needed.ts";

process.exitCode = await (await builtServer()).runLaunchCheck();
