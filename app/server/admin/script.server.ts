import { createHash } from "node:crypto";
import drafts from "./enhance/drafts.js?raw";
import mediaDialog from "./enhance/media-dialog.js?raw";
import pictures from "./enhance/pictures.js?raw";

/**
 * The back office's script: small enhancements over pages that work without it (autosave, a
 * dialog in place of a page, a warning before leaving unsaved changes). Each is a plain browser
 * script in `./enhance/` (an IIFE that looks for its own `data-*` marks and does nothing where
 * they are absent), imported as text and written into every page once, allowed by its hash like
 * the stylesheet: no file to fetch, nothing from elsewhere. Words a script shows come from the
 * page (a `data-*` attribute, or a `<script type="application/json">` block), never from the
 * script, so they follow the staff member's language.
 *
 * Add one: write `./enhance/<name>.js`, import it here with `?raw`, add it to `parts`.
 */
const parts: string[] = [drafts, pictures, mediaDialog];

export const adminScript = parts.join("\n");

/** The script's CSP source; none while there is no script. */
export const adminScriptHash = adminScript
  ? `'sha256-${createHash("sha256").update(adminScript, "utf8").digest("base64")}'`
  : null;
