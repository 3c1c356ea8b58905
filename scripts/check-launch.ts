// `npm run check:launch`: lists the fictional placeholders still in site configuration (tax id,
// registry entry, phone, e-mail, legal name) and fails while any is left. Run it before going live.
import { describePlaceholders, launchPlaceholders } from "../app/site/launch-check.ts";

const placeholders = launchPlaceholders();
console.log(describePlaceholders(placeholders));
process.exitCode = placeholders.length > 0 ? 1 : 0;
