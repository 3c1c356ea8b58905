// Takes dotfiles out of the client build. Vite copies all of public/ into build/client, and with
// it the image step's bookkeeping kept beside the images (public/img/.cache.json, .manifest.json,
// .social-cache.json: what lets the next build skip unchanged work). They are not part of the
// site; the server refuses such paths anyway (app/server/http/static.server.ts).
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";

/** Removes every file and folder under `dir` whose name starts with a dot; answers their paths, relative to `dir`. */
export function removeDotfiles(dir: string): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith(".")) {
      rmSync(full, { recursive: true, force: true });
      removed.push(entry.name);
    } else if (entry.isDirectory()) {
      removed.push(...removeDotfiles(full).map((inner) => path.join(entry.name, inner)));
    }
  }
  return removed;
}

if (import.meta.main) {
  const removed = removeDotfiles(path.resolve(import.meta.dirname, "../build/client"));
  console.log(`client dotfiles: ${removed.length} removed${removed.length ? ` (${removed.join(", ")})` : ""}`);
}
